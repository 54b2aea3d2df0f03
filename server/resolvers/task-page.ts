// A page of a project's tasks: keyset on (status order, rank, number), so a cursor survives changes around it.
import type { Db } from '../db/types';
import type { TaskRow } from '../models';
import type { TaskFilter } from '../../generated/resolvers';
import {
  characterCount,
  LABEL_MESSAGES,
  LIMITS,
  searchTextError,
  TASK_STATUSES,
  type TaskStatus,
} from '../../src/lib/validation';
import { badUserInput } from './errors';
import { TASK_COLUMNS } from './rows';

export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 200;

const STATUS_ORDER = `CASE t.status ${TASK_STATUSES.map((s, i) => `WHEN '${s}' THEN ${i}`).join(' ')} END`;

export interface TaskPage {
  edges: { cursor: string; node: TaskRow }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** A position in board order: the column's index in TASK_STATUSES, the task's rank, its number. */
export type TaskCursor = [statusIndex: number, rank: string, number: number];

export function encodeCursor(statusIndex: number, rank: string, number: number): string {
  return Buffer.from(JSON.stringify([statusIndex, rank, number])).toString('base64url');
}

/** Fractional-index keys stay short (a few characters); a longer one in a cursor is not ours. */
const MAX_RANK_LENGTH = 256;
/** Longer than any cursor encodeCursor writes. */
const MAX_CURSOR_LENGTH = 2 * MAX_RANK_LENGTH;
const MAX_TASK_NUMBER = 2 ** 31 - 1; // tasks.number is a PostgreSQL integer

export function decodeCursor(cursor: string): TaskCursor | null {
  if (cursor.length > MAX_CURSOR_LENGTH) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 3) {
      const [statusIndex, rank, number] = value as unknown[];
      if (
        Number.isInteger(statusIndex) &&
        (statusIndex as number) >= 0 &&
        (statusIndex as number) < TASK_STATUSES.length &&
        typeof rank === 'string' &&
        rank.length <= MAX_RANK_LENGTH &&
        Number.isInteger(number) &&
        (number as number) >= 0 &&
        (number as number) <= MAX_TASK_NUMBER
      ) {
        return [statusIndex as number, rank, number as number];
      }
    }
  } catch {
    // Not ours: reported below like any other unreadable cursor.
  }
  return null;
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function pageLimit(first: number | null | undefined): number {
  const limit = first ?? DEFAULT_PAGE;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE) {
    throw badUserInput({ first: `Ask for 0 to ${MAX_PAGE} tasks at a time` });
  }
  return limit;
}

/** The WHERE clause of a filter (its status too unless told otherwise), adding its values to `params`. */
function filterWhere(
  projectId: string,
  filter: TaskFilter | null | undefined,
  params: unknown[],
  withStatus = true,
): string {
  params.push(projectId);
  const where = [`t.project_id = $${params.length}`];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (withStatus && filter?.status) where.push(`t.status = ${param(filter.status)}`);
  if (filter?.priority) where.push(`t.priority = ${param(filter.priority)}`);
  if (filter?.assigneeId) where.push(`t.assignee_id = ${param(filter.assigneeId)}`);
  if (filter?.unassigned) where.push('t.assignee_id IS NULL');
  const text = filter?.text?.trim();
  const textError = text ? searchTextError(text) : undefined;
  if (textError) throw badUserInput({ text: textError });
  if (text) {
    const p = param(likePattern(text));
    where.push(`(t.title ILIKE ${p} OR t.description ILIKE ${p} OR (p.key || '-' || t.number) ILIKE ${p})`);
  }
  const labels = labelNames(filter?.labels);
  if (labels.length > 0) {
    // Every name asked for is on the task (compared lower-cased, as the names' unique index does).
    where.push(`NOT EXISTS (SELECT 1 FROM unnest(${param(labels)}::text[]) AS wanted(name)
      WHERE NOT EXISTS (SELECT 1 FROM task_labels tl JOIN labels l ON l.id = tl.label_id
                         WHERE tl.task_id = t.id AND lower(l.name) = lower(wanted.name)))`);
  }
  return where.join(' AND ');
}

/** The label filter's names, trimmed; more than a task can carry, or longer than a name can be, is refused. */
function labelNames(names: readonly string[] | null | undefined): string[] {
  const trimmed = (names ?? []).map((name) => name.trim());
  if (trimmed.length > LIMITS.labelsPerTask) {
    throw badUserInput({ labels: `Filter by at most ${LIMITS.labelsPerTask} labels` });
  }
  if (trimmed.some((name) => characterCount(name) > LIMITS.labelNameMax)) {
    throw badUserInput({ labels: LABEL_MESSAGES.nameTooLong });
  }
  return trimmed;
}

function toPage(rows: (TaskRow & { statusIndex: number })[], limit: number, totalCount: number): TaskPage {
  const page = rows.slice(0, limit);
  const edges = page.map(({ statusIndex, ...node }) => ({
    cursor: encodeCursor(Number(statusIndex), node.rank, node.number),
    node,
  }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount,
  };
}

export async function taskPage(
  db: Db,
  projectId: string,
  filter: TaskFilter | null | undefined,
  first: number | null | undefined,
  after: string | null | undefined,
): Promise<TaskPage> {
  const limit = pageLimit(first);
  const cursor = after == null ? null : decodeCursor(after);
  if (after != null && !cursor)
    throw badUserInput({ after: 'This list position is not valid; reload the list' });

  const params: unknown[] = [];
  const filtered = filterWhere(projectId, filter, params);
  if (!cursor) {
    // A first page counts in the same statement: the window's count is taken before LIMIT.
    const rows = await db.query<TaskRow & { statusIndex: number; total: number }>(
      `SELECT ${TASK_COLUMNS}, ${STATUS_ORDER} AS "statusIndex", count(*) OVER ()::int AS total
         FROM tasks t JOIN projects p ON p.id = t.project_id
        WHERE ${filtered} ORDER BY "statusIndex", t.rank, t.number LIMIT ${limit + 1}`,
      params,
    );
    return toPage(
      rows.map(({ total: _, ...row }) => row),
      limit,
      // No row means nothing matched at all (LIMIT is at least 1), so the count is 0.
      Number(rows[0]?.total ?? 0),
    );
  }
  const countParams = [...params];
  params.push(cursor[0], cursor[1], cursor[2]);
  const n = params.length;
  const [rows, total] = await Promise.all([
    db.query<TaskRow & { statusIndex: number }>(
      `SELECT ${TASK_COLUMNS}, ${STATUS_ORDER} AS "statusIndex" FROM tasks t JOIN projects p ON p.id = t.project_id
        WHERE ${filtered} AND (${STATUS_ORDER}, t.rank, t.number) > ($${n - 2}, $${n - 1}, $${n})
        ORDER BY "statusIndex", t.rank, t.number LIMIT ${limit + 1}`,
      params,
    ),
    countTasks(db, filtered, countParams),
  ]);
  return toPage(rows, limit, total);
}

async function countTasks(db: Db, filtered: string, params: unknown[]): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM tasks t JOIN projects p ON p.id = t.project_id WHERE ${filtered}`,
    params,
  );
  return Number(rows[0]?.count ?? 0);
}

/** The first pages of several columns sharing their filters in one statement: PGlite's cost is mostly per statement. */
export async function firstPagesByStatus(
  db: Db,
  projectId: string,
  filter: Omit<TaskFilter, 'status'> | null | undefined,
  first: number | null | undefined,
  statuses: readonly TaskStatus[],
): Promise<Map<TaskStatus, TaskPage>> {
  const limit = pageLimit(first);
  const params: unknown[] = [];
  const filtered = filterWhere(projectId, filter, params, false);
  params.push([...new Set(statuses)]);
  const rows = await db.query<TaskRow & { statusIndex: number; total: number; rn: number }>(
    `SELECT * FROM (
       SELECT ${TASK_COLUMNS}, ${STATUS_ORDER} AS "statusIndex",
              row_number() OVER (PARTITION BY t.status ORDER BY t.rank, t.number) AS rn,
              count(*) OVER (PARTITION BY t.status)::int AS total
         FROM tasks t JOIN projects p ON p.id = t.project_id
        WHERE ${filtered} AND t.status = ANY($${params.length}::text[])
     ) x WHERE x.rn <= ${limit + 1} ORDER BY x."statusIndex", x.rank, x.number`,
    params,
  );
  const byStatus = new Map<TaskStatus, (TaskRow & { statusIndex: number; total: number })[]>();
  for (const { rn: _, ...row } of rows) {
    const list = byStatus.get(row.status as TaskStatus) ?? [];
    list.push(row);
    byStatus.set(row.status as TaskStatus, list);
  }
  const pages = new Map<TaskStatus, TaskPage>();
  for (const status of statuses) {
    const list = byStatus.get(status) ?? [];
    pages.set(
      status,
      toPage(
        list.map(({ total: _, ...row }) => row),
        limit,
        Number(list[0]?.total ?? 0),
      ),
    );
  }
  return pages;
}
