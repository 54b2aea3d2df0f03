// The database foundation on a real PGlite: migrations, the seed of docs/product.md §10, and how values come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswords } from '../../server/auth';
import { migrate, readMigrations } from '../../server/db/migrate';
import type { Db } from '../../server/db/types';
import { seed } from '../../server/seed';
import { canTransition, type TaskStatus } from '../../src/lib/validation/workflow';
import { TEST_PASSWORD_COST } from '../support/password-cost';
import { openEmptyPglite } from '../support/pglite';
import { startService, type TestService } from '../support/service';

let service: TestService;
let db: Db;

beforeAll(async () => {
  service = await startService({ database: 'pglite' });
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
    expect(await seed(db, new Date(), TEST_PASSWORD_COST)).toBe(false);
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
    const { db: fresh } = await openEmptyPglite();
    try {
      // Every migration file, in order (001_init and those after it).
      expect(await migrate(fresh)).toEqual((await readMigrations()).map((m) => m.version));
      // Seeded "on" 10 March 2027, afternoon: every date counts from that day. At production's password cost, as a
      // first start seeds (the tests' own dump is seeded at their cheap cost).
      expect(await seed(fresh, new Date('2027-03-10T15:00:00.000Z'))).toBe(true);
      const hashes = await fresh.query<{ hash: string }>(
        'SELECT password_hash AS hash FROM users ORDER BY email',
      );
      expect(hashes).toHaveLength(3);
      for (const { hash } of hashes) {
        expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
      }
      expect(await createPasswords().verify('lanes-demo', hashes[0]!.hash)).toBe(true);
      expect(await fresh.query('SELECT count(*) AS n FROM tasks')).toEqual([{ n: 40 }]);
      const open = `t.status NOT IN ('DONE', 'CANCELED')`;
      expect(
        await fresh.query(
          `SELECT p.key || '-' || t.number AS key, t.due_date AS due FROM tasks t JOIN projects p ON p.id = t.project_id
            WHERE ${open} AND t.due_date < '2027-03-10' ORDER BY t.due_date`,
        ),
      ).toEqual([
        { key: 'OPS-4', due: '2027-03-07' },
        { key: 'LAN-11', due: '2027-03-08' },
        { key: 'LAN-18', due: '2027-03-09' },
      ]);
      // Most open ones are due ahead, within four weeks; done ones were due before.
      expect(
        await fresh.query(
          `SELECT count(*) FILTER (WHERE ${open} AND t.due_date >= '2027-03-10' AND t.due_date <= '2027-04-07') AS ahead,
                  count(*) FILTER (WHERE NOT (${open}) AND t.due_date < '2027-03-10') AS done_before,
                  min(t.created_at) AS first, max(t.updated_at) AS last
             FROM tasks t`,
        ),
      ).toEqual([
        { ahead: 9, done_before: 3, first: '2027-02-09T10:00:00.000Z', last: '2027-02-12T01:00:00.000Z' },
      ]);
      expect(await fresh.query(`SELECT max(created_at) AS last FROM comments`)).toEqual([
        { last: '2027-03-01T11:00:00.000Z' },
      ]);
    } finally {
      await fresh.close();
    }
  }, 90_000);
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
      // The tests' dump is hashed at their cheap cost (tests/support/password-cost.ts); a start seeds at production's.
      const { N, r, p } = TEST_PASSWORD_COST;
      expect(user.password_hash).toMatch(
        new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`),
      );
      expect(await createPasswords().verify('lanes-demo', user.password_hash)).toBe(true);
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

describe("the seed's history", () => {
  it('gives every task the events its version implies, created then moved one allowed step at a time', async () => {
    const tasks = await db.query<{
      key: string;
      status: string;
      version: number;
      updatedAt: string;
      events: string;
    }>(
      `SELECT p.key || '-' || t.number AS key, t.status, t.version, t.updated_at AS "updatedAt",
              (SELECT json_agg(json_build_object('kind', e.kind, 'status', e.payload->>'status', 'at', e.at,
                                                  'fields', e.payload->'changedFields') ORDER BY e.seq)
                 FROM project_events e WHERE e.task_id = t.id AND e.kind <> 'COMMENT_ADDED') AS events
         FROM tasks t JOIN projects p ON p.id = t.project_id ORDER BY p.key, t.number`,
    );
    expect(tasks).toHaveLength(40);
    for (const task of tasks) {
      const events = (typeof task.events === 'string' ? JSON.parse(task.events) : task.events) as {
        kind: string;
        status: string;
        at: string;
        fields: string[];
      }[];
      expect(events.length, task.key).toBe(task.version);
      expect(events.map((e) => e.kind)).toEqual([
        'TASK_CREATED',
        ...Array(task.version - 1).fill('TASK_MOVED'),
      ]);
      expect(['BACKLOG', 'TODO']).toContain(events[0]!.status);
      for (let i = 1; i < events.length; i += 1) {
        expect(canTransition(events[i - 1]!.status as TaskStatus, events[i]!.status as TaskStatus)).toBe(
          true,
        );
        expect(events[i]!.fields).toEqual(['status', 'rank']);
      }
      expect(events.at(-1)!.status).toBe(task.status);
      expect(new Date(events.at(-1)!.at).toISOString()).toBe(task.updatedAt);
    }
    // Comments are in the log too, and each project's seq runs from 1 to last_seq without gaps, in time order.
    expect(
      await db.query(
        `SELECT p.key, p.last_seq AS last, count(e.seq) AS n, min(e.seq) AS first,
                count(*) FILTER (WHERE e.kind = 'COMMENT_ADDED') AS comments,
                bool_and(e.at >= COALESCE((SELECT max(o.at) FROM project_events o
                                            WHERE o.project_id = e.project_id AND o.seq < e.seq), e.at)) AS ordered
           FROM projects p JOIN project_events e ON e.project_id = p.id GROUP BY p.key, p.last_seq ORDER BY p.key`,
      ),
    ).toEqual([
      { key: 'LAN', last: 73, n: 73, first: 1, comments: 8, ordered: true },
      { key: 'OPS', last: 36, n: 36, first: 1, comments: 3, ordered: true },
    ]);
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
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT11:00:00\.000Z$/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT11:00:00\.000Z$/),
        due_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        version: 4,
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
