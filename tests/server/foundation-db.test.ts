// The database foundation on a real PGlite: migrations, the seed of docs/product.md §10, and how values come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth';
import { migrate, readMigrations } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import type { Db } from '../../server/db/types';
import { seed } from '../../server/seed';
import { startService, type TestService } from '../support/service';

let service: TestService;
let db: Db;

beforeAll(async () => {
  service = await startService();
  db = service.db;
});

afterAll(async () => {
  await service?.close();
});

describe('migrations', () => {
  it('are recorded in schema_migrations, one row per file, in order', async () => {
    const files = (await readMigrations()).map((m) => m.version);
    expect(files[0]).toBe('001_init');
    const rows = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(files);
  });

  it('apply nothing the second time, and seeding an existing database writes nothing', async () => {
    expect(await migrate(db)).toEqual([]);
    expect(await seed(db)).toBe(false);
    expect(await db.query('SELECT count(*) AS n FROM users')).toEqual([{ n: 3 }]);
  });

  it('roll a failing migration back entirely and leave it unrecorded', async () => {
    const failing = {
      version: '999_broken',
      sql: 'CREATE TABLE half_done (id int);\nSELECT no_such_function();\n',
    };
    await expect(migrate(db, [failing])).rejects.toThrow('no_such_function');
    expect(await db.query("SELECT 1 FROM schema_migrations WHERE version = '999_broken'")).toEqual([]);
    expect(await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'half_done'")).toEqual([]);
  });

  it('build an empty database from nothing and seed it', async () => {
    const { db: fresh } = await openPglite();
    try {
      // Every migration file, in order (001_init and those after it).
      expect(await migrate(fresh)).toEqual((await readMigrations()).map((m) => m.version));
      expect(await seed(fresh)).toBe(true);
      expect(await fresh.query('SELECT count(*) AS n FROM tasks')).toEqual([{ n: 40 }]);
    } finally {
      await fresh.close();
    }
  }, 30_000);
});

describe('the seed', () => {
  it('has the three demo accounts, with the demo password', async () => {
    const users = await db.query<{ id: string; email: string; name: string; password_hash: string }>(
      'SELECT id, email, name, password_hash FROM users ORDER BY email',
    );
    expect(users.map(({ id, email, name }) => ({ id, email, name }))).toEqual([
      { id: '5eed0001-0000-4000-8000-000000000001', email: 'ada@lanes.test', name: 'Ada Lovelace' },
      { id: '5eed0001-0000-4000-8000-000000000002', email: 'grace@lanes.test', name: 'Grace Hopper' },
      { id: '5eed0001-0000-4000-8000-000000000003', email: 'linus@lanes.test', name: 'Linus Torvalds' },
    ]);
    for (const user of users) {
      expect(user.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
      expect(await verifyPassword('lanes-demo', user.password_hash)).toBe(true);
    }
    // Per-user salts: equal passwords do not give equal hashes.
    expect(new Set(users.map((u) => u.password_hash)).size).toBe(3);
  });

  it('has LAN and OPS with the roles of docs/product.md §10', async () => {
    const rows = await db.query(
      `SELECT p.key, p.name, u.email, m.role FROM memberships m
         JOIN projects p ON p.id = m.project_id JOIN users u ON u.id = m.user_id
        ORDER BY p.key, u.email`,
    );
    expect(rows).toEqual([
      { key: 'LAN', name: 'Lanes', email: 'ada@lanes.test', role: 'ADMIN' },
      { key: 'LAN', name: 'Lanes', email: 'grace@lanes.test', role: 'MEMBER' },
      { key: 'LAN', name: 'Lanes', email: 'linus@lanes.test', role: 'VIEWER' },
      { key: 'OPS', name: 'Operations', email: 'ada@lanes.test', role: 'MEMBER' },
      { key: 'OPS', name: 'Operations', email: 'grace@lanes.test', role: 'ADMIN' },
    ]);
  });

  it('has 40 tasks over every status and priority, numbered from 1 per project', async () => {
    expect(
      await db.query(
        `SELECT p.key, count(*) AS tasks, min(t.number) AS first, max(t.number) AS last, p.next_task_number AS next
           FROM tasks t JOIN projects p ON p.id = t.project_id GROUP BY p.key, p.next_task_number ORDER BY p.key`,
      ),
    ).toEqual([
      { key: 'LAN', tasks: 26, first: 1, last: 26, next: 27 },
      { key: 'OPS', tasks: 14, first: 1, last: 14, next: 15 },
    ]);
    expect(await db.query('SELECT status, count(*) AS n FROM tasks GROUP BY status ORDER BY status')).toEqual(
      [
        { status: 'BACKLOG', n: 10 },
        { status: 'CANCELED', n: 4 },
        { status: 'DONE', n: 7 },
        { status: 'IN_PROGRESS', n: 6 },
        { status: 'IN_REVIEW', n: 4 },
        { status: 'TODO', n: 9 },
      ],
    );
    expect(
      await db.query('SELECT priority, count(*) AS n FROM tasks GROUP BY priority ORDER BY priority'),
    ).toEqual([
      { priority: 'HIGH', n: 10 },
      { priority: 'LOW', n: 9 },
      { priority: 'MEDIUM', n: 16 },
      { priority: 'URGENT', n: 5 },
    ]);
    expect(
      await db.query(
        `SELECT count(*) FILTER (WHERE assignee_id IS NOT NULL) AS assigned,
                count(*) FILTER (WHERE due_date IS NOT NULL) AS due,
                (SELECT count(*) FROM comments) AS comments,
                (SELECT count(DISTINCT task_id) FROM comments) AS commented
           FROM tasks`,
      ),
    ).toEqual([{ assigned: 22, due: 15, comments: 11, commented: 9 }]);
    // Assignees are members of the task's project (Linus only views LAN, and is in no OPS membership).
    expect(
      await db.query(
        `SELECT t.number FROM tasks t
          WHERE t.assignee_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.project_id = t.project_id AND m.user_id = t.assignee_id)`,
      ),
    ).toEqual([]);
  });
});

describe('values as they come back', () => {
  it('returns instants as ISO strings in UTC, dates as YYYY-MM-DD and counts as numbers', async () => {
    expect(
      await db.query(
        `SELECT created_at, updated_at, due_date, version, number FROM tasks
          WHERE id = '5eed0003-0000-4000-8000-000000000002'`,
      ),
    ).toEqual([
      {
        created_at: '2026-01-06T11:00:00.000Z',
        updated_at: '2026-01-07T11:00:00.000Z',
        due_date: '2026-01-09',
        version: 3,
        number: 2,
      },
    ]);
    expect(
      await db.query(
        `SELECT '2026-03-01 23:30:00.123456+05:30'::timestamptz AS shifted, '2026-12-31'::date AS d,
                9007199254740993::bigint AS huge, count(*) AS n FROM users`,
      ),
    ).toEqual([{ shifted: '2026-03-01T18:00:00.123Z', d: '2026-12-31', huge: '9007199254740993', n: 3 }]);
  });

  it('commits a transaction that resolves and rolls back one that throws, savepoints included', async () => {
    await db.transaction(async (tx) => {
      await tx.query("UPDATE projects SET description = 'outer' WHERE key = 'OPS'");
      await expect(
        tx.transaction(async (inner) => {
          await inner.query("UPDATE projects SET description = 'inner' WHERE key = 'OPS'");
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    expect(await db.query("SELECT description FROM projects WHERE key = 'OPS'")).toEqual([
      { description: 'outer' },
    ]);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE projects SET description = 'lost' WHERE key = 'OPS'");
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await db.query("SELECT description FROM projects WHERE key = 'OPS'")).toEqual([
      { description: 'outer' },
    ]);
  });
});
