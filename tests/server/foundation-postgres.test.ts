// DATABASE_URL: the same migrations, seed, SQL and value shapes on a real PostgreSQL server, through `pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type Listening } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { DatabaseOpenError, openDatabase } from '../../server/db/open';
import type { Db } from '../../server/db/types';
import { createBoardPubSub } from '../../server/pubsub';
import { seed } from '../../server/seed';
import { startPostgres, type TestPostgres } from '../support/postgres';

let postgres: TestPostgres;
let db: Db;

beforeAll(async () => {
  postgres = await startPostgres();
  db = await openDatabase({ databaseUrl: postgres.url, dataDir: '/nonexistent' });
}, 300_000);

afterAll(async () => {
  await db?.close();
  await postgres?.stop();
});

describe('a real PostgreSQL through DATABASE_URL', () => {
  it('migrates and seeds once, like the embedded database', async () => {
    expect(db.kind).toBe('postgres');
    expect(await migrate(db)).toEqual(['001_init', '003_event_log']);
    expect(await seed(db)).toBe(true);
    expect(await migrate(db)).toEqual([]);
    expect(await seed(db)).toBe(false);
    expect(
      await db.query(
        `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM projects) AS projects,
                (SELECT count(*) FROM tasks) AS tasks, (SELECT count(*) FROM comments) AS comments`,
      ),
    ).toEqual([{ users: 3, projects: 2, tasks: 40, comments: 11 }]);
  });

  it('returns values in the same shapes as PGlite', async () => {
    expect(
      await db.query(
        `SELECT created_at, updated_at, due_date, version FROM tasks WHERE id = '5eed0003-0000-4000-8000-000000000002'`,
      ),
    ).toEqual([
      {
        created_at: '2026-01-06T11:00:00.000Z',
        updated_at: '2026-01-07T11:00:00.000Z',
        due_date: '2026-01-09',
        version: 3,
      },
    ]);
    expect(await db.query(`SELECT '2026-03-01 23:30:00.123456+05:30'::timestamptz AS shifted`)).toEqual([
      { shifted: '2026-03-01T18:00:00.123Z' },
    ]);
  });

  it('rolls back a failed transaction and keeps a savepoint’s failure inside it', async () => {
    await db.transaction(async (tx) => {
      await tx.query("UPDATE projects SET description = 'kept' WHERE key = 'LAN'");
      await expect(
        tx.transaction(async (inner) => {
          await inner.query("UPDATE projects SET description = 'dropped' WHERE key = 'LAN'");
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE projects SET description = 'lost' WHERE key = 'LAN'");
        throw new Error('outer');
      }),
    ).rejects.toThrow('outer');
    expect(await db.query("SELECT description FROM projects WHERE key = 'LAN'")).toEqual([
      { description: 'kept' },
    ]);
  });

  it('serves sign-in and the demo-free sign-in page on it', async () => {
    const app = createApp({ db, pubsub: createBoardPubSub(), embedded: false });
    let listening: Listening | undefined;
    try {
      listening = await app.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${listening.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation { signIn(email: "grace@lanes.test", password: "lanes-demo") { name } } ',
        }),
      });
      expect(await response.json()).toEqual({ data: { signIn: { name: 'Grace Hopper' } } });
      const demo = await fetch(`${listening.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ demoAccounts { email } }' }),
      });
      expect(await demo.json()).toEqual({ data: { demoAccounts: [] } });
    } finally {
      await listening?.close();
      await app.close();
    }
  });

  it('reports an unreachable server as one line', async () => {
    const error = await openDatabase({
      databaseUrl: 'postgres://lanes:pw@127.0.0.1:1/none',
      dataDir: '/nonexistent',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toBe(
      'Cannot reach the database at DATABASE_URL postgres://lanes:***@127.0.0.1:1/none (connect ECONNREFUSED 127.0.0.1:1): ' +
        'start PostgreSQL or fix the URL, or unset DATABASE_URL to use the embedded database',
    );
  });
});
