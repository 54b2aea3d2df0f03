// The shared manual order on a real PostgreSQL (several connections, so transactions really overlap): concurrent
// reorders of one column never tie or lose a card (a fast-check property against the real service); the
// Idempotency-Key and retention SQL runs there as on PGlite; migration 003 ranks the tasks it finds in number
// order, as generateKeyBetween would.
import fc from 'fast-check';
import { generateKeyBetween } from 'fractional-indexing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../server/app';
import { migrate, readMigrations } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import type { Db } from '../../server/db/types';
import { createBoardPubSub } from '../../server/pubsub';
import { purgeIdempotencyKeys } from '../../server/events/idempotency';
import { pruneEvents } from '../../server/events/retention';
import { inProcess } from '../support/in-process';
import { createTestDatabase, type TestDatabase } from '../support/postgres-run';
import { TEST_PASSWORD_COST } from '../support/password-cost';
import { TEST_ACCOUNT_RATES } from '../support/service';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let database: TestDatabase;
let db: Db;
let app: App;
let ada: string;

const inApp = inProcess(() => ({ app }));
/** The whole response body (errors included): the races below assert on either outcome. */
const send = async (
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<Loose> => (await inApp.send(query, variables, cookie)).body;

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
  app = createApp({
    production: false,
    db,
    pubsub: createBoardPubSub(),
    embedded: false,
    logLevel: 'error',
    passwordCost: TEST_PASSWORD_COST,
    // The property test moves cards faster than any person.
    limits: { accountRates: TEST_ACCOUNT_RATES },
  });
  const response = await app.yoga.fetch('http://127.0.0.1/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      query: 'mutation { signIn(email: "ada@lanes.test", password: "lanes-demo") { id } }',
    }),
  });
  ada = response.headers.getSetCookie()[0]!.split(';')[0]!;
}, 300_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  await database?.drop();
});

interface Card {
  id: string;
  key: string;
  rank: string;
  version: number;
}

async function columnOf(key: string): Promise<Card[]> {
  const body = await send(
    'query ($k: String!) { project(key: $k) { tasks(filter: { status: TODO }, first: 200) { edges { node { id key rank version } } } } }',
    { k: key },
    ada,
  );
  return body.data.project.tasks.edges.map((e: Loose) => e.node);
}

describe('concurrent reorders of one column', () => {
  it('never give two cards the same rank nor lose one; the order stays a permutation of the column', async () => {
    const key = 'RACE';
    await send('mutation { createProject(input: { key: "RACE", name: "Races" }) { id } }', {}, ada);
    for (let i = 0; i < 8; i += 1) {
      await send(
        `mutation { createTask(input: { projectKey: "RACE", title: "Card ${i}", status: TODO }) { id } }`,
        {},
        ada,
      );
    }
    const all = new Set((await columnOf(key)).map((c) => c.key));
    expect(all.size).toBe(8);

    // A move: which card (by position), and the positions of the neighbours it names (null: none), all read from
    // the same, soon stale, snapshot of the column, as several people dragging at once would.
    const move = fc.record({
      card: fc.nat(7),
      after: fc.option(fc.nat(7), { nil: null }),
      before: fc.option(fc.nat(7), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 2, maxLength: 6 }), async (moves) => {
        const column = await columnOf(key);
        const results = await Promise.all(
          moves.map(({ card, after, before }) =>
            send(
              `mutation ($id: ID!, $v: Int!, $a: ID, $b: ID) {
                 moveTask(id: $id, status: TODO, expectedVersion: $v, afterId: $a, beforeId: $b) { id rank } }`,
              {
                id: column[card]!.id,
                v: column[card]!.version,
                a: after === null ? null : column[after]!.id,
                b: before === null ? null : column[before]!.id,
              },
              ada,
            ),
          ),
        );
        // The only refusal is a second move of a card that another move of this batch changed first.
        for (const result of results) {
          if (result.errors) expect(result.errors.map((e: Loose) => e.extensions.code)).toEqual(['CONFLICT']);
        }
        const after = await columnOf(key);
        const ranks = after.map((c) => c.rank);
        expect(new Set(ranks).size).toBe(after.length);
        expect([...ranks].sort()).toEqual(ranks);
        expect(new Set(after.map((c) => c.key))).toEqual(all);
        expect(after).toHaveLength(8);
      }),
      { numRuns: 25, seed: 20261123 },
    );
  });
});

describe('retention and Idempotency-Key on PostgreSQL', () => {
  it('claims a key once, answers the retry alike, prunes and purges with the same SQL as on PGlite', async () => {
    const create = async () =>
      (
        await app.yoga.fetch('http://127.0.0.1/graphql', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            cookie: ada,
            'idempotency-key': 'pg-key',
          },
          body: JSON.stringify({
            query: 'mutation { createTask(input: { projectKey: "LAN", title: "Once on PG" }) { id } }',
          }),
        })
      ).json();
    const [first, retry] = [await create(), await create()];
    expect(retry).toEqual(first);
    expect(await db.query(`SELECT 1 FROM tasks WHERE title = 'Once on PG'`)).toHaveLength(1);
    await db.query(`UPDATE idempotency_keys SET created_at = now() - interval '11 minutes'`);
    expect(await purgeIdempotencyKeys(db)).toBe(1);

    const [race] = await db.query<{ last: number }>(
      `SELECT last_seq AS last FROM projects WHERE key = 'RACE'`,
    );
    // Enough batches for the seeded projects' history as well as RACE's, whichever comes first.
    expect(await pruneEvents(db, { count: 1, days: 0, batch: 1, maxBatches: 1_000 })).toBeGreaterThan(0);
    expect(await db.query(`SELECT pruned_seq AS pruned FROM projects WHERE key = 'RACE'`)).toEqual([
      { pruned: race!.last - 1 },
    ]);
  });
});

describe('migration 003', () => {
  it('ranks existing tasks in number order within each column, as consecutive appends would', async () => {
    const ranks = await createTestDatabase({ empty: true });
    const old = await openDatabase({ databaseUrl: ranks.url, dataDir: '/x' });
    try {
      const migrations = await readMigrations();
      await migrate(
        old,
        migrations.filter((m) => m.version === '001_init'),
      );
      await old.query(
        `INSERT INTO users (id, email, name, password_hash) VALUES ('u', 'u@x.test', 'U', 'x')`,
      );
      await old.query(`INSERT INTO projects (id, key, name) VALUES ('p', 'OLD', 'Old')`);
      // 4,000 tasks in To do (past the one- and two-digit keys) and 3 in Done, numbers interleaved.
      await old.query(
        `INSERT INTO tasks (id, project_id, number, title, status, priority, created_by)
         SELECT 't' || n, 'p', n, 'T' || n, CASE WHEN n % 1000 = 0 THEN 'DONE' ELSE 'TODO' END, 'LOW', 'u'
           FROM generate_series(1, 4003) AS n`,
      );
      expect(await migrate(old)).toEqual(migrations.map((m) => m.version).filter((v) => v !== '001_init'));
      const rows = await old.query<{ status: string; rank: string }>(
        'SELECT status, rank FROM tasks ORDER BY status, number',
      );
      const expected = (status: string) => {
        const keys: string[] = [];
        for (const row of rows.filter((r) => r.status === status)) {
          void row;
          keys.push(generateKeyBetween(keys.at(-1) ?? null, null));
        }
        return keys;
      };
      expect(rows.filter((r) => r.status === 'DONE').map((r) => r.rank)).toEqual(expected('DONE'));
      expect(rows.filter((r) => r.status === 'TODO').map((r) => r.rank)).toEqual(expected('TODO'));
    } finally {
      await old.close();
      await ranks.drop();
    }
  });
});
