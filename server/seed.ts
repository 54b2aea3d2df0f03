// The demo data of docs/product.md §10, once into an empty database: fixed ids, times counted from the seed day.
import { generateKeyBetween } from 'fractional-indexing';
import type { Db } from './db/types';
import { lockStartup } from './db/migrate';
import { createPasswords, type ScryptCost } from './auth';
import type { LoggedEvent } from './events/log';
import type { Priority, Role, TaskStatus } from '../generated/resolvers';

export const DEMO_PASSWORD = 'lanes-demo';

function seedId(kind: number, n: number): string {
  return `5eed000${kind}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How many days before the seed day the demo team started. */
const HISTORY_DAYS = 30;

// Times are offsets from the team's first day (HISTORY_DAYS before the seed day, midnight UTC).
export const SEED_USERS = [
  { id: seedId(1, 1), email: 'ada@lanes.test', name: 'Ada Lovelace', joined: 9 * HOUR },
  { id: seedId(1, 2), email: 'grace@lanes.test', name: 'Grace Hopper', joined: 9 * HOUR + 5 * MINUTE },
  { id: seedId(1, 3), email: 'linus@lanes.test', name: 'Linus Torvalds', joined: 9 * HOUR + 10 * MINUTE },
] as const;

const [ADA, GRACE, LINUS] = SEED_USERS.map((user) => user.id) as [string, string, string];

interface SeedProject {
  id: string;
  key: string;
  name: string;
  description: string;
  created: number;
  members: readonly (readonly [userId: string, role: Role])[];
}

export const SEED_PROJECTS = [
  {
    id: seedId(2, 1),
    key: 'LAN',
    name: 'Lanes',
    description: 'The Lanes task board itself: the client, the service and their tests.',
    created: 10 * HOUR,
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
    created: 10 * HOUR + 30 * MINUTE,
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
  /** Days from the seed day: negative is past (overdue while the task is open), null is no due date. */
  due: number | null,
];

const LAN_TASKS: SeedTask[] = [
  ['Sketch the board layout for small screens', 'DONE', 'MEDIUM', ADA, null],
  ['Write the schema for projects, tasks and comments', 'DONE', 'HIGH', ADA, -26],
  ['Generate typed hooks from the GraphQL documents', 'DONE', 'HIGH', GRACE, null],
  ['Sign-in page with the demo accounts', 'DONE', 'MEDIUM', GRACE, null],
  ['Store sessions hashed, never the raw token', 'DONE', 'URGENT', ADA, -23],
  ['Board columns load 50 tasks at a time', 'IN_REVIEW', 'MEDIUM', GRACE, 3],
  ['Show the allowed moves on each card', 'IN_REVIEW', 'LOW', ADA, null],
  ['Keep typed edits when the session expires', 'IN_REVIEW', 'HIGH', GRACE, 1],
  ['Live board updates over Server-Sent Events', 'IN_PROGRESS', 'HIGH', ADA, 6],
  ['Filter the board by assignee and priority', 'IN_PROGRESS', 'MEDIUM', GRACE, null],
  ['Conflict screen: show both versions of a task', 'IN_PROGRESS', 'URGENT', ADA, -2],
  ['Reconnect subscriptions with backoff and jitter', 'IN_PROGRESS', 'MEDIUM', null, null],
  ['Comment editing and deletion', 'TODO', 'MEDIUM', GRACE, 10],
  ['Project settings: rename and describe', 'TODO', 'LOW', null, null],
  ['Member management for admins', 'TODO', 'HIGH', ADA, 17],
  ['Keyboard shortcuts for moving cards', 'TODO', 'LOW', null, null],
  ['Due date picker that accepts typed dates', 'TODO', 'MEDIUM', null, 24],
  ['Audit the board with axe for accessibility', 'TODO', 'URGENT', GRACE, -1],
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
  ['Nightly database backups', 'DONE', 'URGENT', GRACE, -19],
  ['Restore drill from last week\u2019s backup', 'DONE', 'HIGH', ADA, null],
  ['TLS certificates renew automatically', 'IN_REVIEW', 'HIGH', GRACE, 2],
  ['Alert when the error rate passes 1%', 'IN_PROGRESS', 'URGENT', GRACE, -3],
  ['Dashboard for request latency', 'IN_PROGRESS', 'MEDIUM', ADA, null],
  ['Rotate the Redis password', 'TODO', 'HIGH', null, 12],
  ['Document the on-call rotation', 'TODO', 'MEDIUM', ADA, null],
  ['Load test the live updates', 'TODO', 'MEDIUM', null, 20],
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

// Tasks are created an hour apart from the team's second day; comments come three weeks in.
const TASKS_START = DAY + 9 * HOUR;
const COMMENTS_START = 21 * DAY;

/** A task's way to its column, one allowed step per version, so its version and its Activity agree. */
const WAY: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  BACKLOG: ['BACKLOG'],
  TODO: ['BACKLOG', 'TODO'],
  IN_PROGRESS: ['BACKLOG', 'TODO', 'IN_PROGRESS'],
  IN_REVIEW: ['TODO', 'IN_PROGRESS', 'IN_REVIEW'],
  DONE: ['TODO', 'IN_PROGRESS', 'IN_REVIEW', 'DONE'],
  CANCELED: ['BACKLOG', 'TODO', 'CANCELED'],
};

interface SeedEvent {
  at: number;
  kind: 'TASK_CREATED' | 'TASK_MOVED' | 'COMMENT_ADDED';
  actor: string;
  taskId: string;
  status: TaskStatus | null;
  commentId: string | null;
}

/** Midnight UTC of `now`'s day, less HISTORY_DAYS: the instant every seed time counts from. */
export function seedOrigin(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - HISTORY_DAYS * DAY;
}

async function hasUsers(db: Db): Promise<boolean> {
  const [existing] = await db.query<{ count: number }>('SELECT count(*) AS count FROM users');
  return !existing || existing.count > 0;
}

/**
 * Seeds an empty database as of `now`; returns false (and writes nothing) when any user exists already. The demo
 * passwords are hashed at `passwordCost` (production's unless given).
 */
export async function seed(db: Db, now: Date = new Date(), passwordCost?: ScryptCost): Promise<boolean> {
  const origin = seedOrigin(now);
  const iso = (offset: number) => new Date(origin + offset).toISOString();
  const day = (days: number) => iso((HISTORY_DAYS + days) * DAY).slice(0, 10);
  // Every start on PostgreSQL asks: one that finds the demo seeded already hashes nothing (the lock below decides).
  if (await hasUsers(db)) return false;
  return db.transaction(async (tx) => {
    // The migrations' lock: of several instances starting at once on an empty database, one seeds, and only it
    // hashes (the others wait here, then find the users).
    await lockStartup(tx);
    if (await hasUsers(tx)) return false;
    // One after another: each scrypt holds 128 MiB, and the first start already holds the new database's memory.
    const passwords = createPasswords(passwordCost ? { cost: passwordCost } : {});
    const passwordHashes: string[] = [];
    for (const _user of SEED_USERS) passwordHashes.push(await passwords.hash(DEMO_PASSWORD));

    for (const [i, user] of SEED_USERS.entries()) {
      await tx.query(
        'INSERT INTO users (id, email, name, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)',
        [user.id, user.email, user.name, passwordHashes[i], iso(user.joined)],
      );
    }

    let taskCounter = 0;
    let commentCounter = 0;
    const taskIds = new Map<string, string>();
    const events = new Map<string, SeedEvent[]>();
    for (const project of SEED_PROJECTS) {
      const tasks = project.key === 'LAN' ? LAN_TASKS : OPS_TASKS;
      const log: SeedEvent[] = [];
      events.set(project.key, log);
      await tx.query(
        `INSERT INTO projects (id, key, name, description, created_at, next_task_number)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [project.id, project.key, project.name, project.description, iso(project.created), tasks.length + 1],
      );
      for (const [userId, role] of project.members) {
        await tx.query(
          'INSERT INTO memberships (project_id, user_id, role, joined_at) VALUES ($1, $2, $3, $4)',
          [project.id, userId, role, iso(project.created)],
        );
      }
      const creator = project.members.find(([, role]) => role === 'ADMIN')?.[0] ?? ADA;
      // Each column in number order, as migration 003 ranks the tasks it finds.
      const lastRank = new Map<TaskStatus, string>();
      for (const [index, [title, status, priority, assignee, due]] of tasks.entries()) {
        taskCounter += 1;
        const id = seedId(3, taskCounter);
        const number = index + 1;
        const created = TASKS_START + taskCounter * HOUR;
        const way = WAY[status];
        const version = way.length;
        // The moves spread evenly over the day after the creation; the last one is the task's last update.
        const step = version === 1 ? 0 : DAY / (version - 1);
        for (const [i, wayStatus] of way.entries()) {
          log.push({
            at: created + i * step,
            kind: i === 0 ? 'TASK_CREATED' : 'TASK_MOVED',
            actor: i === 0 ? creator : (assignee ?? creator),
            taskId: id,
            status: wayStatus,
            commentId: null,
          });
        }
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
            due === null ? null : day(due),
            creator,
            iso(created),
            iso(created + (version - 1) * step),
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
      const id = seedId(4, commentCounter);
      const at = COMMENTS_START + commentCounter * HOUR;
      await tx.query(
        'INSERT INTO comments (id, task_id, author_id, body, created_at) VALUES ($1, $2, $3, $4, $5)',
        [id, taskId, author, body, iso(at)],
      );
      events
        .get(projectKey)
        ?.push({ at, kind: 'COMMENT_ADDED', actor: author, taskId, status: null, commentId: id });
    }

    // Each project's log in time order from seq 1, in the shape server/events/log.ts appends (LoggedEvent), and
    // last_seq at its end: a client that read the seeded board resumes from there.
    for (const project of SEED_PROJECTS) {
      const log = (events.get(project.key) ?? []).sort((a, b) => a.at - b.at);
      const rows = log.map((event, i) => ({
        seq: i + 1,
        kind: event.kind,
        actor_id: event.actor,
        at: iso(event.at),
        task_id: event.taskId,
        payload: {
          kind: event.kind,
          projectId: project.id,
          projectKey: project.key,
          deletedId: null,
          taskId: event.taskId,
          changedFields: event.kind === 'TASK_MOVED' ? ['status', 'rank'] : [],
          userId: null,
          status: event.status,
          taskRef: event.taskId,
          commentRef: event.commentId,
          memberRef: null,
          projectRef: false,
        } satisfies LoggedEvent,
      }));
      await tx.query(
        `INSERT INTO project_events (project_id, seq, kind, actor_id, at, task_id, payload)
         SELECT $1, e.seq, e.kind, e.actor_id, e.at, e.task_id, e.payload
           FROM jsonb_to_recordset($2::jsonb)
             AS e(seq integer, kind text, actor_id text, at timestamptz, task_id text, payload jsonb)`,
        [project.id, JSON.stringify(rows)],
      );
      await tx.query('UPDATE projects SET last_seq = $2 WHERE id = $1', [project.id, rows.length]);
    }
    return true;
  });
}
