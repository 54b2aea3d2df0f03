// DATABASE_URL: the same migrations, seed, SQL and value shapes on a real PostgreSQL server, through `pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type Listening } from '../../server/app';
import { lockStartup, migrate, readMigrations } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { DatabaseOpenError, openDatabase } from '../../server/db/open';
import type { Db } from '../../server/db/types';
import { createBoardPubSub } from '../../server/pubsub';
import { seed } from '../../server/seed';
import type { UserRow } from '../../server/models';
import { USER_COLUMNS } from '../../server/resolvers/rows';
import { notify, signedInNotice } from '../../server/team/notifications';
import { TEST_PASSWORD_COST } from '../support/password-cost';
import { createTestDatabase, type TestDatabase } from '../support/postgres-run';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  // An empty database: migrating and seeding it is what this file tests.
  database = await createTestDatabase({ empty: true });
  db = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
}, 300_000);

afterAll(async () => {
  await db?.close();
  await database?.drop();
});

describe('a real PostgreSQL through DATABASE_URL', () => {
  it('migrates and seeds once, like the embedded database', async () => {
    expect(db.kind).toBe('postgres');
    // Every migration file, in order (001_init and those after it).
    expect(await migrate(db)).toEqual((await readMigrations()).map((m) => m.version));
    // Seeded "on" 10 March 2027: dates count from that day, as on the embedded database.
    expect(await seed(db, new Date('2027-03-10T15:00:00.000Z'), TEST_PASSWORD_COST)).toBe(true);
    expect(await migrate(db)).toEqual([]);
    expect(await seed(db, new Date(), TEST_PASSWORD_COST)).toBe(false);
    expect(
      await db.query(
        `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM projects) AS projects,
                (SELECT count(*) FROM tasks) AS tasks, (SELECT count(*) FROM comments) AS comments`,
      ),
    ).toEqual([{ users: 3, projects: 2, tasks: 40, comments: 11 }]);
    // The seeded history is in the log, numbered from 1, with each project's last_seq at its end.
    expect(
      await db.query(
        `SELECT p.key, p.last_seq AS last, count(*) AS n, min(e.seq) AS first FROM projects p
           JOIN project_events e ON e.project_id = p.id GROUP BY p.key, p.last_seq ORDER BY p.key`,
      ),
    ).toEqual([
      { key: 'LAN', last: 73, n: 73, first: 1 },
      { key: 'OPS', last: 36, n: 36, first: 1 },
    ]);
  });

  it('an instance starting while another holds the start-up lock past the statement timeout waits for it', async () => {
    // A long migration or the seed's hashing elsewhere, longer than a request may take (100 ms here).
    const starting = await openPostgres(database.url, { statementTimeoutMs: 100 });
    try {
      let locked: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (locked = resolve));
      const other = db.transaction(async (tx) => {
        await lockStartup(tx);
        locked();
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      await held;
      expect(await migrate(starting)).toEqual([]);
      expect(await seed(starting, new Date(), TEST_PASSWORD_COST)).toBe(false);
      await other;
    } finally {
      await starting.close();
    }
  });

  it('returns values in the same shapes as PGlite', async () => {
    expect(
      await db.query(
        `SELECT created_at, updated_at, due_date, version FROM tasks WHERE id = '5eed0003-0000-4000-8000-000000000002'`,
      ),
    ).toEqual([
      {
        created_at: '2027-02-09T11:00:00.000Z',
        updated_at: '2027-02-10T11:00:00.000Z',
        due_date: '2027-02-12',
        version: 4,
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
    const app = createApp({
      production: false,
      db,
      pubsub: createBoardPubSub(),
      embedded: false,
      passwordCost: TEST_PASSWORD_COST,
    });
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

  it('folds a person’s repeated items, and sign-in notices that have no project, as PGlite does', async () => {
    const [ada, grace] = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users u WHERE u.email IN ('ada@lanes.test', 'grace@lanes.test') ORDER BY u.email`,
    );
    const [task] = await db.query<{ id: string; projectId: string }>(
      `SELECT t.id, t.project_id AS "projectId" FROM tasks t JOIN projects p ON p.id = t.project_id
        WHERE p.key = 'LAN' ORDER BY t.number LIMIT 1`,
    );
    const twice = async <T>(make: (tx: Db) => Promise<T[]>) => {
      await db.transaction(make);
      return db.transaction(make);
    };
    const mentioned = await twice((tx) =>
      notify(tx, ada!, task!, [{ userId: grace!.id, kind: 'MENTIONED' }]),
    );
    expect(mentioned.map((row) => [row.kind, row.count])).toEqual([['MENTIONED', 2]]);
    const signedIn = await twice((tx) => signedInNotice(tx, grace!, '203.0.113.5'));
    expect(signedIn.map((row) => [row.kind, row.count, row.address, row.taskId])).toEqual([
      ['SIGNED_IN', 2, '203.0.113.5', null],
    ]);
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
