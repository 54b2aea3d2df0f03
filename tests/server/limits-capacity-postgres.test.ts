// On PostgreSQL (DATABASE_URL) no statement runs or waits past the statement timeout: it is cancelled and the request
// answered STATEMENT_TIMEOUT, with nothing changed. A real server, the real service over HTTP; a second connection
// holds the project's row, so Ada's createTask waits on its lock as a statement stuck behind a slow one would.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App, type Listening } from '../../server/app';
import { openPostgres } from '../../server/db/postgres';
import type { Db } from '../../server/db/types';
import { createBoardPubSub, type ClosableBoardPubSub } from '../../server/pubsub';
import { STATEMENT_TIMEOUT_MESSAGE } from '../../server/resolvers/db-errors';
import { graphql } from '../support/capacity';
import { TEST_PASSWORD_COST } from '../support/password-cost';
import { createTestDatabase, type TestDatabase } from '../support/postgres-run';

const TIMEOUT_MS = 500;
let postgres: TestDatabase;
let db: Db;
let app: App;
let listening: Listening;
let pubsub: ClosableBoardPubSub;

beforeAll(async () => {
  postgres = await createTestDatabase();
  db = await openPostgres(postgres.url, { statementTimeoutMs: TIMEOUT_MS });
  pubsub = createBoardPubSub();
  app = createApp({
    production: false,
    db,
    pubsub,
    embedded: false,
    logLevel: 'error',
    passwordCost: TEST_PASSWORD_COST,
  });
  listening = await app.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);

afterAll(async () => {
  await listening?.close();
  await app?.close();
  await pubsub?.close();
  await db?.close();
  await postgres?.drop();
});

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${listening.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { signIn(email: "' + email + '", password: "lanes-demo") { id } }',
    }),
  });
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe('the statement timeout on PostgreSQL', () => {
  it('cancels a statement that waits past it and answers STATEMENT_TIMEOUT, changing nothing', async () => {
    const cookie = await signIn('ada@lanes.test');
    const holder = new pg.Client({ connectionString: postgres.url });
    await holder.connect();
    const before = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM tasks WHERE title = 'Stuck'",
    );
    await holder.query('BEGIN');
    await holder.query("SELECT 1 FROM projects WHERE key = 'LAN' FOR UPDATE");
    // Let go after a while whatever happens, so a service without a timeout answers (late) rather than hangs.
    const release = setTimeout(() => void holder.query('ROLLBACK'), 5_000);
    const started = performance.now();
    try {
      const { status, body } = await graphql(
        listening.url,
        'mutation { createTask(input: { projectKey: "LAN", title: "Stuck" }) { id } }',
        {},
        cookie,
      );
      const ms = performance.now() - started;
      expect({ status, body }).toEqual({
        status: 200,
        body: {
          data: null,
          errors: [
            {
              message: STATEMENT_TIMEOUT_MESSAGE,
              locations: [{ line: 1, column: 12 }],
              path: ['createTask'],
              extensions: { code: 'STATEMENT_TIMEOUT' },
            },
          ],
        },
      });
      expect(ms).toBeLessThan(4_000);
    } finally {
      clearTimeout(release);
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
    const after = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM tasks WHERE title = 'Stuck'");
    expect(after).toEqual(before);
    // The pool's connections are whole again: the same request now succeeds.
    const again = await graphql(
      listening.url,
      'mutation { createTask(input: { projectKey: "LAN", title: "Unstuck" }) { title } }',
      {},
      cookie,
    );
    expect(again.body).toEqual({ data: { createTask: { title: 'Unstuck' } } });
  }, 60_000);
});
