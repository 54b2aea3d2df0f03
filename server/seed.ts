// The demo data of docs/product.md §10, written once into an empty database: fixed ids and timestamps, so every fresh
// start looks the same (only the password salts differ).
import { generateKeyBetween } from 'fractional-indexing';
import type { Db } from './db/types';
import { lockStartup } from './db/migrate';
import { hashPassword } from './auth';
import type { Priority, Role, TaskStatus } from '../generated/resolvers';

export const DEMO_PASSWORD = 'lanes-demo';

function seedId(kind: number, n: number): string {
  return `5eed000${kind}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const SEED_USERS = [
  { id: seedId(1, 1), email: 'ada@lanes.test', name: 'Ada Lovelace', createdAt: '2026-01-05T09:00:00.000Z' },
  {
    id: seedId(1, 2),
    email: 'grace@lanes.test',
    name: 'Grace Hopper',
    createdAt: '2026-01-05T09:05:00.000Z',
  },
  {
    id: seedId(1, 3),
    email: 'linus@lanes.test',
    name: 'Linus Torvalds',
    createdAt: '2026-01-05T09:10:00.000Z',
  },
] as const;

const [ADA, GRACE, LINUS] = SEED_USERS.map((user) => user.id) as [string, string, string];

interface SeedProject {
  id: string;
  key: string;
  name: string;
  description: string;
  createdAt: string;
  members: readonly (readonly [userId: string, role: Role])[];
}

export const SEED_PROJECTS = [
  {
    id: seedId(2, 1),
    key: 'LAN',
    name: 'Lanes',
    description: 'The Lanes task board itself: the client, the service and their tests.',
    createdAt: '2026-01-05T10:00:00.000Z',
    members: [
      [ADA, 'ADMIN'],
      [GRACE, 'MEMBER'],
      [LINUS, 'VIEWER'],
    ],
  },
  {
    id: seedId(2, 2),
    key: 'OPS',
    name: 'Operations',
    description: 'Running Lanes: deployments, backups, monitoring and on-call.',
    createdAt: '2026-01-05T10:30:00.000Z',
    members: [
      [GRACE, 'ADMIN'],
      [ADA, 'MEMBER'],
    ],
  },
] as const satisfies readonly SeedProject[];

type SeedTask = [
  title: string,
  status: TaskStatus,
  priority: Priority,
  assignee: string | null,
  due: string | null,
];

const LAN_TASKS: SeedTask[] = [
  ['Sketch the board layout for small screens', 'DONE', 'MEDIUM', ADA, null],
  ['Write the schema for projects, tasks and comments', 'DONE', 'HIGH', ADA, '2026-01-09'],
  ['Generate typed hooks from the GraphQL documents', 'DONE', 'HIGH', GRACE, null],
  ['Sign-in page with the demo accounts', 'DONE', 'MEDIUM', GRACE, null],
  ['Store sessions hashed, never the raw token', 'DONE', 'URGENT', ADA, '2026-01-12'],
  ['Board columns load 50 tasks at a time', 'IN_REVIEW', 'MEDIUM', GRACE, '2026-02-20'],
  ['Show the allowed moves on each card', 'IN_REVIEW', 'LOW', ADA, null],
  ['Keep typed edits when the session expires', 'IN_REVIEW', 'HIGH', GRACE, '2026-02-18'],
  ['Live board updates over Server-Sent Events', 'IN_PROGRESS', 'HIGH', ADA, '2026-02-27'],
  ['Filter the board by assignee and priority', 'IN_PROGRESS', 'MEDIUM', GRACE, null],
  ['Conflict screen: show both versions of a task', 'IN_PROGRESS', 'URGENT', ADA, '2026-02-24'],
  ['Reconnect subscriptions with backoff and jitter', 'IN_PROGRESS', 'MEDIUM', null, null],
  ['Comment editing and deletion', 'TODO', 'MEDIUM', GRACE, '2026-03-06'],
  ['Project settings: rename and describe', 'TODO', 'LOW', null, null],
  ['Member management for admins', 'TODO', 'HIGH', ADA, '2026-03-13'],
  ['Keyboard shortcuts for moving cards', 'TODO', 'LOW', null, null],
  ['Due date picker that accepts typed dates', 'TODO', 'MEDIUM', null, '2026-03-20'],
  ['Audit the board with axe for accessibility', 'TODO', 'URGENT', GRACE, '2026-03-02'],
  ['Dark theme', 'BACKLOG', 'LOW', null, null],
  ['Export a board as CSV', 'BACKLOG', 'LOW', null, null],
  ['Task templates for recurring work', 'BACKLOG', 'MEDIUM', null, null],
  ['Email digest of assigned tasks', 'BACKLOG', 'MEDIUM', null, null],
  ['Mention teammates in comments', 'BACKLOG', 'HIGH', null, null],
  ['Drag cards between columns', 'BACKLOG', 'MEDIUM', ADA, null],
  ['Offline mode with a local queue', 'CANCELED', 'LOW', null, null],
  ['Rewrite the client in another framework', 'CANCELED', 'MEDIUM', null, null],
];

const OPS_TASKS: SeedTask[] = [
  ['Nightly database backups', 'DONE', 'URGENT', GRACE, '2026-01-16'],
  ['Restore drill from last week\u2019s backup', 'DONE', 'HIGH', ADA, null],
  ['TLS certificates renew automatically', 'IN_REVIEW', 'HIGH', GRACE, '2026-02-19'],
  ['Alert when the error rate passes 1%', 'IN_PROGRESS', 'URGENT', GRACE, '2026-02-23'],
  ['Dashboard for request latency', 'IN_PROGRESS', 'MEDIUM', ADA, null],
  ['Rotate the Redis password', 'TODO', 'HIGH', null, '2026-03-04'],
  ['Document the on-call rotation', 'TODO', 'MEDIUM', ADA, null],
  ['Load test the live updates', 'TODO', 'MEDIUM', null, '2026-03-11'],
  ['Move logs to structured JSON', 'BACKLOG', 'LOW', null, null],
  ['Staging environment per pull request', 'BACKLOG', 'MEDIUM', null, null],
  ['Runbook for a full disk', 'BACKLOG', 'HIGH', GRACE, null],
  ['Status page for customers', 'BACKLOG', 'LOW', null, null],
  ['Migrate to a managed Kubernetes', 'CANCELED', 'LOW', null, null],
  ['Self-host the mail server', 'CANCELED', 'MEDIUM', null, null],
];

type SeedComment = [projectKey: 'LAN' | 'OPS', taskNumber: number, author: string, body: string];

const COMMENTS: SeedComment[] = [
  ['LAN', 2, GRACE, 'Every object type has an id, so the cache can recognise entities.'],
  ['LAN', 5, GRACE, 'Tokens are sha256-hashed before they reach the sessions table.'],
  ['LAN', 6, ADA, 'Cursor pagination by task number; "Load more" fetches the next 50.'],
  ['LAN', 8, ADA, 'The form keeps its content; only the sign-in page opens in between.'],
  ['LAN', 8, GRACE, 'Tested with an expired cookie: the draft survives.'],
  ['LAN', 9, GRACE, 'WebSocket stays available when configured.'],
  ['LAN', 11, GRACE, 'Show the stored task next to my edits so I can re-apply them.'],
  ['LAN', 15, ADA, 'A project must always keep one admin.'],
  ['OPS', 1, ADA, 'Backups run at 02:00 UTC and are kept for 30 days.'],
  ['OPS', 4, ADA, 'Page the on-call person, not the whole team.'],
  ['OPS', 4, GRACE, 'Agreed; the rotation is in the runbook.'],
];

// Tasks are created an hour apart from this instant and last touched a day after; comments follow their task.
const TASKS_START = Date.parse('2026-01-06T09:00:00.000Z');
const HOUR = 60 * 60 * 1000;

// The seed's data predates the event log: every project starts at seq 0 with no events, which is consistent (a
// client that read the seeded board resumes from 0 and gets every change made since).

/** Seeds an empty database; returns false (and writes nothing) when any user exists already. */
export async function seed(db: Db): Promise<boolean> {
  // One after another: each scrypt holds 128 MiB, and the first start already holds the new database's memory.
  const passwordHashes: string[] = [];
  for (const _user of SEED_USERS) passwordHashes.push(await hashPassword(DEMO_PASSWORD));
  return db.transaction(async (tx) => {
    // The migrations' lock: of several instances starting at once on an empty database, one seeds.
    await lockStartup(tx);
    const [existing] = await tx.query<{ count: number }>('SELECT count(*) AS count FROM users');
    if (!existing || existing.count > 0) return false;

    for (const [i, user] of SEED_USERS.entries()) {
      await tx.query(
        'INSERT INTO users (id, email, name, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)',
        [user.id, user.email, user.name, passwordHashes[i], user.createdAt],
      );
    }

    let taskCounter = 0;
    let commentCounter = 0;
    const taskIds = new Map<string, string>();
    for (const project of SEED_PROJECTS) {
      const tasks = project.key === 'LAN' ? LAN_TASKS : OPS_TASKS;
      await tx.query(
        `INSERT INTO projects (id, key, name, description, created_at, next_task_number)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [project.id, project.key, project.name, project.description, project.createdAt, tasks.length + 1],
      );
      for (const [userId, role] of project.members) {
        await tx.query(
          'INSERT INTO memberships (project_id, user_id, role, joined_at) VALUES ($1, $2, $3, $4)',
          [project.id, userId, role, project.createdAt],
        );
      }
      const creator = project.members.find(([, role]) => role === 'ADMIN')?.[0] ?? ADA;
      // Each column in number order, as migration 003 ranks the tasks it finds.
      const lastRank = new Map<TaskStatus, string>();
      for (const [index, [title, status, priority, assignee, due]] of tasks.entries()) {
        taskCounter += 1;
        const id = seedId(3, taskCounter);
        const number = index + 1;
        const createdAt = new Date(TASKS_START + taskCounter * HOUR);
        // A task that left the backlog has been changed once per step it took, roughly.
        const version = status === 'BACKLOG' ? 1 : status === 'TODO' ? 2 : 3;
        const updatedAt = version === 1 ? createdAt : new Date(createdAt.getTime() + 24 * HOUR);
        taskIds.set(`${project.key}-${number}`, id);
        const rank = generateKeyBetween(lastRank.get(status) ?? null, null);
        lastRank.set(status, rank);
        await tx.query(
          `INSERT INTO tasks (id, project_id, number, title, description, status, priority, assignee_id, due_date,
                              created_by, created_at, updated_at, version, rank)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
          [
            id,
            project.id,
            number,
            title,
            `${title}.`,
            status,
            priority,
            assignee,
            due,
            creator,
            createdAt.toISOString(),
            updatedAt.toISOString(),
            version,
            rank,
          ],
        );
      }
    }

    for (const [projectKey, number, author, body] of COMMENTS) {
      commentCounter += 1;
      const taskId = taskIds.get(`${projectKey}-${number}`);
      if (!taskId) throw new Error(`seed comment on missing task ${projectKey}-${number}`);
      const createdAt = new Date(TASKS_START + 60 * 24 * HOUR + commentCounter * HOUR);
      await tx.query(
        'INSERT INTO comments (id, task_id, author_id, body, created_at) VALUES ($1, $2, $3, $4, $5)',
        [seedId(4, commentCounter), taskId, author, body, createdAt.toISOString()],
      );
    }
    return true;
  });
}
