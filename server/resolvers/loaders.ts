// Per-request batching: a board asks for its assignees, creators and comment counts in one query each. No cache beyond
// a batch: a subscription keeps its context for hours, and each event must see the database as it is then.
import DataLoader from 'dataloader';
import type { Context } from '../context';
import type { CommentRow, LabelRow, ProjectRow, TaskRow, UserRow } from '../models';
import { COMMENT_COLUMNS, LABEL_COLUMNS, PROJECT_COLUMNS, TASK_COLUMNS, USER_COLUMNS } from './rows';
import { firstPagesByStatus, taskPage, type TaskPage } from './task-page';
import type { TaskFilter } from '../../generated/resolvers';
import type { TaskStatus } from '../../src/lib/validation';

type BatchFn<V> = (keys: string[]) => Promise<Map<string, V>>;

export interface Loader<V> {
  load(key: string): Promise<V | undefined>;
}

/** One query per level of a result for the keys DataLoader collected; its cache is off (see the top of this file). */
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

type FirstPageKey = {
  projectId: string;
  filter: Omit<TaskFilter, 'status'> | null | undefined;
  first: number | null | undefined;
  status: TaskStatus;
};

/** A project's tasks: first pages of single statuses (a board's columns) are batched into one statement per filter. */
export function tasksOf(
  ctx: Context,
  projectId: string,
  filter: TaskFilter | null | undefined,
  first: number | null | undefined,
  after: string | null | undefined,
): Promise<TaskPage> {
  if (after != null || !filter?.status) return taskPage(ctx.db, projectId, filter, first, after);
  const { status, ...rest } = filter;
  return loaders(ctx).firstPage.load({ projectId, filter: rest, first, status });
}

function createFirstPageLoader(ctx: Context): DataLoader<FirstPageKey, TaskPage> {
  return new DataLoader<FirstPageKey, TaskPage>(
    async (keys) => {
      const groups = new Map<string, FirstPageKey[]>();
      for (const key of keys) {
        const group = JSON.stringify([key.projectId, key.filter, key.first ?? null]);
        groups.set(group, [...(groups.get(group) ?? []), key]);
      }
      const results = new Map<FirstPageKey, TaskPage | Error>();
      await Promise.all(
        [...groups.values()].map(async (group) => {
          const [{ projectId, filter, first }] = group as [FirstPageKey];
          try {
            const pages = await firstPagesByStatus(
              ctx.db,
              projectId,
              filter,
              first,
              group.map((key) => key.status),
            );
            for (const key of group) results.set(key, pages.get(key.status)!);
          } catch (error) {
            for (const key of group) results.set(key, error as Error);
          }
        }),
      );
      return keys.map((key) => results.get(key)!);
    },
    { cache: false },
  );
}

export interface Loaders {
  user: Loader<UserRow>;
  task: Loader<TaskRow>;
  comment: Loader<CommentRow>;
  /** Projects as the request's viewer sees them (with their role); absent when not a member. */
  project: Loader<ProjectRow>;
  commentCount: Loader<number>;
  /** Whether the request's viewer shares a project with the user now (who may read their email). */
  sharesProject: Loader<boolean>;
  /** Keyed `<task id>:<user id>`: whether the user is a member of the task's project now. */
  memberOfTaskProject: Loader<boolean>;
  taskCounts: Loader<Map<TaskStatus, number>>;
  /** Each project's labels, in the order they were made. */
  projectLabels: Loader<LabelRow[]>;
  /** Labels by id. */
  label: Loader<LabelRow>;
  firstPage: DataLoader<FirstPageKey, TaskPage>;
}

/** Rows under each key, in the order read; every key asked for gets a list, empty when nothing matched. */
function groupBy<R, V = R>(
  keys: readonly string[],
  rows: readonly R[],
  keyOf: (row: R) => string,
  valueOf: (row: R) => V = (row) => row as unknown as V,
): Map<string, V[]> {
  const groups = new Map(keys.map((key) => [key, [] as V[]]));
  for (const row of rows) groups.get(keyOf(row))?.push(valueOf(row));
  return groups;
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
    firstPage: createFirstPageLoader(ctx),
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
    comment: batchLoader(async (ids) => {
      const rows = await db.query<CommentRow>(
        `SELECT ${COMMENT_COLUMNS} FROM comments c WHERE c.id = ANY($1::text[])`,
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
    sharesProject: batchLoader(async (ids) => {
      if (!ctx.viewer) return new Map();
      const rows = await db.query<{ userId: string }>(
        `SELECT DISTINCT theirs.user_id AS "userId"
           FROM memberships mine JOIN memberships theirs ON theirs.project_id = mine.project_id
          WHERE mine.user_id = $1 AND theirs.user_id = ANY($2::text[])`,
        [ctx.viewer.id, ids],
      );
      const shared = new Set(rows.map((r) => r.userId));
      return new Map(ids.map((id) => [id, shared.has(id)]));
    }),
    memberOfTaskProject: batchLoader(async (keys) => {
      const pairs = keys.map((key) => key.split(':'));
      const rows = await db.query<{ key: string }>(
        `SELECT t.id || ':' || m.user_id AS key
           FROM unnest($1::text[], $2::text[]) AS k(task_id, user_id)
           JOIN tasks t ON t.id = k.task_id
           JOIN memberships m ON m.project_id = t.project_id AND m.user_id = k.user_id`,
        [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
      );
      const members = new Set(rows.map((r) => r.key));
      return new Map(keys.map((key) => [key, members.has(key)]));
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
    projectLabels: batchLoader(async (ids) => {
      const rows = await db.query<LabelRow>(
        `SELECT ${LABEL_COLUMNS} FROM labels l WHERE l.project_id = ANY($1::text[]) ORDER BY l.created_at, l.id`,
        [ids],
      );
      return groupBy(ids, rows, (row) => row.projectId);
    }),
    label: batchLoader(async (ids) => {
      const rows = await db.query<LabelRow>(
        `SELECT ${LABEL_COLUMNS} FROM labels l WHERE l.id = ANY($1::text[])`,
        [ids],
      );
      return new Map(rows.map((r) => [r.id, r]));
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
