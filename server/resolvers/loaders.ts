// Per-request batching, so a board of 50 cards asks for its assignees, creators and comment counts in one query
// each rather than one per card. Nothing is cached beyond a batch: a subscription keeps its context for hours, and
// each event must see the database as it is then.
import DataLoader from 'dataloader';
import type { Context } from '../context';
import type { ProjectRow, TaskRow, UserRow } from '../models';
import { PROJECT_COLUMNS, TASK_COLUMNS, USER_COLUMNS } from './rows';
import type { TaskStatus } from '../../src/lib/validation';

type BatchFn<V> = (keys: string[]) => Promise<Map<string, V>>;

export interface Loader<V> {
  load(key: string): Promise<V | undefined>;
}

/**
 * DataLoader collects the keys asked for while graphql-js resolves one level of a result (it dispatches after the
 * promise jobs already queued), then runs one query for them. Its cache is off: see the comment at the top.
 */
export function batchLoader<V>(batch: BatchFn<V>): Loader<V> {
  return new DataLoader<string, V | undefined>(
    async (keys) => {
      // Without a cache DataLoader passes a key asked for twice twice; the query needs it once.
      const values = await batch([...new Set(keys)]);
      return keys.map((key) => values.get(key));
    },
    { cache: false },
  );
}

export interface Loaders {
  user: Loader<UserRow>;
  task: Loader<TaskRow>;
  /** Projects as the request's viewer sees them (with their role); absent when not a member. */
  project: Loader<ProjectRow>;
  commentCount: Loader<number>;
  taskCounts: Loader<Map<TaskStatus, number>>;
}

const byContext = new WeakMap<Context, Loaders>();

export function loaders(ctx: Context): Loaders {
  let found = byContext.get(ctx);
  if (!found) {
    found = createLoaders(ctx);
    byContext.set(ctx, found);
  }
  return found;
}

function createLoaders(ctx: Context): Loaders {
  const { db } = ctx;
  return {
    user: batchLoader(async (ids) => {
      const rows = await db.query<UserRow>(
        `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ANY($1::text[])`,
        [ids],
      );
      return new Map(rows.map((r) => [r.id, r]));
    }),
    task: batchLoader(async (ids) => {
      const rows = await db.query<TaskRow>(
        `SELECT ${TASK_COLUMNS} FROM tasks t JOIN projects p ON p.id = t.project_id WHERE t.id = ANY($1::text[])`,
        [ids],
      );
      return new Map(rows.map((r) => [r.id, r]));
    }),
    project: batchLoader(async (ids) => {
      if (!ctx.viewer) return new Map();
      const rows = await db.query<ProjectRow>(
        `SELECT ${PROJECT_COLUMNS} FROM projects p JOIN memberships m ON m.project_id = p.id AND m.user_id = $2
          WHERE p.id = ANY($1::text[])`,
        [ids, ctx.viewer.id],
      );
      return new Map(rows.map((r) => [r.id, r]));
    }),
    commentCount: batchLoader(async (ids) => {
      const rows = await db.query<{ taskId: string; count: number }>(
        `SELECT task_id AS "taskId", count(*)::int AS count FROM comments WHERE task_id = ANY($1::text[])
          GROUP BY task_id`,
        [ids],
      );
      const counts = new Map(ids.map((id) => [id, 0]));
      for (const r of rows) counts.set(r.taskId, Number(r.count));
      return counts;
    }),
    taskCounts: batchLoader(async (ids) => {
      const rows = await db.query<{ projectId: string; status: TaskStatus; count: number }>(
        `SELECT project_id AS "projectId", status, count(*)::int AS count FROM tasks
          WHERE project_id = ANY($1::text[]) GROUP BY project_id, status`,
        [ids],
      );
      const counts = new Map(ids.map((id) => [id, new Map<TaskStatus, number>()]));
      for (const r of rows) counts.get(r.projectId)?.set(r.status, Number(r.count));
      return counts;
    }),
  };
}
