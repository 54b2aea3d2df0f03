// docs/product.md §13's root fields (inbox, my tasks, search), each limited to the viewer's own items and projects.
import type { MutationResolvers, NotificationResolvers, QueryResolvers } from '../../generated/resolvers';
import type { Context } from '../context';
import type { NotificationRow, TaskRow } from '../models';
import { characterCount, searchTextError } from '../../src/lib/validation';
import { requireViewer } from '../resolvers/access';
import { badUserInput, notFound } from '../resolvers/errors';
import { loaders } from '../resolvers/loaders';
import { runChange } from '../resolvers/run-change';
import { TASK_COLUMNS } from '../resolvers/rows';
import { likePattern } from '../resolvers/task-page';
import { NOTIFICATION_COLUMNS } from './notifications';
import { onTask } from '../resolvers/user-email';
import { plainExcerpt } from './plain-text';

/** How much of an item's text the inbox shows (docs/product.md §14a). */
export const EXCERPT_LENGTH = 140;

const MAX_PAGE = 200;
export const SEARCH_MAX_RESULTS = 50;
/** Words shorter than this have too few trigrams for the index to narrow anything: they match whole words only. */
const PARTIAL_MIN = 3;
const MAX_PARTIAL_WORDS = 8;
const MAX_IDS = 200;

function pageSize(first: number | null | undefined, what: string): number {
  const limit = first ?? 50;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_PAGE) {
    throw badUserInput({ first: `Ask for 0 to ${MAX_PAGE} ${what} at a time` });
  }
  return limit;
}

/** A cursor these lists hand out: a whole number (the inbox's row number, or a position in My tasks). */
function cursorNumber(after: string | null | undefined): string | null {
  if (after == null) return null;
  if (!/^\d{1,18}$/.test(after)) throw badUserInput({ after: 'Not a cursor this list gave out' });
  return after;
}

interface SearchPlan {
  text: string;
  partial: string[];
  /**
   * The words to look for by similarity as well, when the text is plain words (no phrase, exclusion or OR, whose
   * meaning a near word would change): letters and digits only, three or more of them.
   */
  near: string[];
}

/** Checks the text and picks the words matched in part: plain words, not quoted, not excluded. */
export function searchPlan(text: string | null | undefined, first: number | null | undefined): SearchPlan {
  const trimmed = (text ?? '').trim();
  const errors: Record<string, string> = {};
  if (!trimmed) errors['text'] = 'Type something to search for';
  else {
    const bad = searchTextError(trimmed);
    if (bad) errors['text'] = bad;
  }
  const limit = first ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > SEARCH_MAX_RESULTS) {
    errors['first'] = `Ask for 1 to ${SEARCH_MAX_RESULTS} results`;
  }
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  const unquoted = trimmed.replace(/"[^"]*"?/g, ' ');
  const partial = [
    ...new Set(
      unquoted
        .split(/\s+/)
        .filter((word) => word && !word.startsWith('-') && word.toLowerCase() !== 'or')
        .map((word) => word.toLowerCase())
        .filter((word) => characterCount(word) >= PARTIAL_MIN),
    ),
  ].slice(0, MAX_PARTIAL_WORDS);
  const plainWords = !/["]|(^|\s)-\S|(^|\s)or(\s|$)/i.test(trimmed);
  const near = plainWords
    ? [
        ...new Set(
          trimmed
            .split(/\s+/)
            .map((word) => word.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase())
            .filter((word) => characterCount(word) >= PARTIAL_MIN),
        ),
      ].slice(0, MAX_PARTIAL_WORDS)
    : [];
  return { text: trimmed, partial, near };
}

/** One statement: full-text matches in tasks and comments, trigram title matches, in the viewer's projects. */
export async function searchTasks(
  ctx: Pick<Context, 'db'>,
  viewerId: string,
  text: string,
  first: number | null | undefined,
): Promise<TaskRow[]> {
  const { sql, params } = searchStatement(viewerId, text, first);
  return ctx.db.query<TaskRow>(sql, params);
}

/**
 * How many matches each kind of hit contributes before scoring, so a common word costs what a rare one does. Titles
 * that hold the words are their own kind, so past the cap the strongest matches are still ranked.
 */
export const SEARCH_CANDIDATES = 200;

export function searchStatement(
  viewerId: string,
  text: string,
  first: number | null | undefined,
): { sql: string; params: unknown[] } {
  const plan = searchPlan(text, first);
  const params: unknown[] = [viewerId, plan.text, first ?? 20, SEARCH_CANDIDATES];
  const partial = plan.partial.map((word) => {
    params.push(likePattern(word));
    return `t.title ILIKE $${params.length}`;
  });
  const partialHits = partial.length
    ? `UNION ALL
       (SELECT t.id, 'part' AS kind, 0.2::real AS score FROM tasks t
         WHERE ${partial.join(' AND ')} AND t.project_id IN (SELECT project_id FROM mine) LIMIT $4)`
    : '';
  const near = nearStatement(plan.near, params);
  // The tsquery is written out in each branch so each can use its GIN index, and task rows are read for the page only.
  // A task found by title and by text counts once; its comments, title word-parts and a label's name add to it. A
  // project has at most 50 labels, so its labels' names are matched without an index of their own.
  const tsq = `websearch_to_tsquery('english', $2)`;
  const sql = `WITH mine AS (SELECT project_id FROM memberships WHERE user_id = $1),
          ${near.with}
          hits AS (
            (SELECT t.id, 'task' AS kind, ts_rank(t.search_vector, ${tsq}) AS score FROM tasks t
              WHERE to_tsvector('english'::regconfig, t.title) @@ ${tsq}
                AND t.project_id IN (SELECT project_id FROM mine) LIMIT $4)
            UNION ALL
            (SELECT t.id, 'task', ts_rank(t.search_vector, ${tsq}) FROM tasks t
              WHERE t.search_vector @@ ${tsq} AND t.project_id IN (SELECT project_id FROM mine) LIMIT $4)
            UNION ALL
            (SELECT c.task_id, 'comment', 0.5 * ts_rank(c.search_vector, ${tsq}) FROM comments c
               JOIN tasks ct ON ct.id = c.task_id AND ct.project_id IN (SELECT project_id FROM mine)
              WHERE c.search_vector @@ ${tsq} LIMIT $4)
            UNION ALL
            (SELECT tl.task_id, 'label', 0.4::real FROM labels l JOIN task_labels tl ON tl.label_id = l.id
              WHERE to_tsvector('english'::regconfig, l.name) @@ ${tsq}
                AND l.project_id IN (SELECT project_id FROM mine) LIMIT $4)
            ${partialHits}
            ${near.hits}
          ),
          best AS (
            SELECT id, coalesce(max(score) FILTER (WHERE kind = 'task'), 0)
                       + coalesce(sum(score) FILTER (WHERE kind = 'comment'), 0)
                       + coalesce(max(score) FILTER (WHERE kind = 'part'), 0)
                       + coalesce(max(score) FILTER (WHERE kind = 'near'), 0)
                       + coalesce(max(score) FILTER (WHERE kind = 'label'), 0) AS score
              FROM hits GROUP BY id ORDER BY score DESC, id LIMIT $3
          )
     SELECT ${TASK_COLUMNS}
       FROM best s
       JOIN tasks t ON t.id = s.id
       JOIN projects p ON p.id = t.project_id
      ORDER BY s.score DESC, s.id`;
  return { sql, params };
}

/**
 * Search by similarity (docs/product.md §14a): each word that no text holds is replaced by the (at most 5) most
 * similar words that some text does (server/migrations/019_search_words.sql, pg_trgm's `%`), and the tasks and comments
 * holding one of them for every word are hits of their own, weighed below exact ones. Nothing runs when every word
 * is found as typed (stop words aside): the exact branches have those.
 */
function nearStatement(words: readonly string[], params: unknown[]): { with: string; hits: string } {
  if (words.length === 0) return { with: '', hits: '' };
  params.push(words);
  const at = `$${params.length}`;
  const quoted = (column: string) => `string_agg('''' || ${column} || '''', ' | ')`;
  return {
    with: `near_words AS (
            SELECT k.word, found.q AS exact, close.q AS near_by, to_tsvector('english', k.word) = ''::tsvector AS stop
              FROM unnest(${at}::text[]) AS k(word)
              CROSS JOIN LATERAL (
                SELECT ${quoted('l.lexeme')} AS q FROM unnest(to_tsvector('english', k.word)) AS l
                 WHERE EXISTS (SELECT 1 FROM search_words w WHERE w.word = l.lexeme)) found
              -- The kept words are stems ('certif' for certificate): the typed word is compared as typed and as stemmed.
              CROSS JOIN LATERAL (
                SELECT coalesce((SELECT l.lexeme FROM unnest(to_tsvector('english', k.word)) AS l LIMIT 1), k.word)
                         AS stem) typed
              CROSS JOIN LATERAL (
                SELECT ${quoted('s.word')} AS q FROM (
                  SELECT w.word FROM search_words w
                   WHERE found.q IS NULL AND (w.word % k.word OR w.word % typed.stem)
                   ORDER BY greatest(similarity(w.word, k.word), similarity(w.word, typed.stem)) DESC, w.word
                   LIMIT 5) s) close
          ),
          near AS (
            SELECT string_agg('(' || coalesce(exact, near_by) || ')', ' & ')::tsquery AS q,
                   bool_and(coalesce(exact, near_by) IS NOT NULL) AND bool_or(exact IS NULL) AS needed
              FROM near_words WHERE NOT stop
          ),`,
    hits: `UNION ALL
            (SELECT t.id, 'near', 0.5 * ts_rank(t.search_vector, (SELECT q FROM near)) FROM tasks t
              WHERE (SELECT needed FROM near) AND t.search_vector @@ (SELECT q FROM near)
                AND t.project_id IN (SELECT project_id FROM mine) LIMIT $4)
            UNION ALL
            (SELECT c.task_id, 'near', 0.25 * ts_rank(c.search_vector, (SELECT q FROM near)) FROM comments c
               JOIN tasks ct ON ct.id = c.task_id AND ct.project_id IN (SELECT project_id FROM mine)
              WHERE (SELECT needed FROM near) AND c.search_vector @@ (SELECT q FROM near) LIMIT $4)`,
  };
}

export const teamQuery: Pick<Required<QueryResolvers>, 'inbox' | 'myTasks' | 'search'> = {
  inbox: async (_parent, { first, after }, ctx) => {
    const viewer = requireViewer(ctx);
    const limit = pageSize(first, 'items');
    const before = cursorNumber(after);
    const [rows, counts] = await Promise.all([
      ctx.db.query<NotificationRow>(
        `SELECT ${NOTIFICATION_COLUMNS} FROM notifications nt
          WHERE nt.user_id = $1 AND ($2::bigint IS NULL OR nt.n < $2::bigint)
          ORDER BY nt.n DESC LIMIT $3`,
        [viewer.id, before, limit + 1],
      ),
      ctx.db.query<{ unread: number }>(
        'SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL',
        [viewer.id],
      ),
    ]);
    const page = rows.slice(0, limit);
    return {
      edges: page.map((node) => ({ cursor: node.n, node })),
      pageInfo: { hasNextPage: rows.length > limit, endCursor: page.at(-1)?.n ?? null },
      unreadCount: Number(counts[0]?.unread ?? 0),
    };
  },

  myTasks: async (_parent, { first, after }, ctx) => {
    const viewer = requireViewer(ctx);
    const limit = pageSize(first, 'tasks');
    const offset = Number(cursorNumber(after) ?? 0);
    // Overdue tasks have the earliest due dates, so one order by due date puts them first; none last.
    const rows = await ctx.db.query<TaskRow & { total: number }>(
      `SELECT ${TASK_COLUMNS}, count(*) OVER ()::int AS total
         FROM tasks t
         JOIN projects p ON p.id = t.project_id
         JOIN memberships m ON m.project_id = t.project_id AND m.user_id = $1
        WHERE t.assignee_id = $1 AND t.status NOT IN ('DONE', 'CANCELED')
        ORDER BY t.due_date ASC NULLS LAST, p.key, t.number
        LIMIT $2 OFFSET $3`,
      [viewer.id, limit + 1, offset],
    );
    const page = rows.slice(0, limit);
    const edges = page.map(({ total: _total, ...node }, i) => ({ cursor: String(offset + i + 1), node }));
    let totalCount = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && offset > 0) {
      const [count] = await ctx.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM tasks t JOIN memberships m ON m.project_id = t.project_id AND m.user_id = $1
          WHERE t.assignee_id = $1 AND t.status NOT IN ('DONE', 'CANCELED')`,
        [viewer.id],
      );
      totalCount = Number(count?.total ?? 0);
    }
    return {
      edges,
      pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null },
      totalCount,
    };
  },

  search: async (_parent, { text, first }, ctx) => searchTasks(ctx, requireViewer(ctx).id, text, first),
};

export const teamMutations: Pick<Required<MutationResolvers>, 'markNotificationsRead'> = {
  markNotificationsRead: async (_parent, { ids }, ctx) => {
    const viewer = requireViewer(ctx);
    if (ids && ids.length > MAX_IDS) throw badUserInput({ ids: `Mark at most ${MAX_IDS} items at a time` });
    if (ids?.some((id) => id.length > 64)) throw badUserInput({ ids: 'Not an inbox item id' });
    // The person's other tabs and devices follow through a NOTIFICATIONS_READ per project, in the viewer log.
    return runChange(ctx, viewer, async ({ tx, tell }) => {
      // Items about the account itself (SIGNED_IN) have no project: they make one event without one.
      const rows = await tx.query<{
        projectId: string | null;
        projectKey: string | null;
        marked: number;
        at: string;
      }>(
        `WITH marked AS (
           UPDATE notifications SET read_at = now()
            WHERE user_id = $1 AND read_at IS NULL AND ($2::text[] IS NULL OR id = ANY($2::text[]))
            RETURNING project_id
         )
         SELECT p.id AS "projectId", p.key AS "projectKey", count(*)::int AS marked, now() AS at
           FROM marked m LEFT JOIN projects p ON p.id = m.project_id
          GROUP BY p.id, p.key ORDER BY p.key NULLS FIRST`,
        [viewer.id, ids ? [...new Set(ids)] : null],
      );
      tell(
        rows.map((row) => ({
          kind: 'NOTIFICATIONS_READ' as const,
          userId: viewer.id,
          projectId: row.projectId,
          projectKey: row.projectKey,
          role: null,
          actor: viewer,
          at: row.at,
          project: null,
          seq: 0,
        })),
      );
      return rows.reduce((sum, row) => sum + Number(row.marked), 0);
    });
  },
};

export const Notification: NotificationResolvers = {
  task: async (row, _args, ctx) => {
    if (row.taskId === null) return null;
    const task = await loaders(ctx).task.load(row.taskId);
    if (!task) throw notFound('Task not found');
    return task;
  },
  actor: async (row, _args, ctx) => {
    const actor = await loaders(ctx).user.load(row.actorId);
    if (!actor) throw notFound('User not found');
    return row.taskId === null ? actor : onTask(actor, row.taskId);
  },
  read: (row) => row.readAt != null,
  // Read now, not when the item was made: an edited comment shows as it is, a deleted one not at all.
  excerpt: async (row, _args, ctx) => {
    if (row.source === 'COMMENT') {
      const comment = row.commentId ? await loaders(ctx).comment.load(row.commentId) : undefined;
      return comment ? plainExcerpt(comment.body, EXCERPT_LENGTH) : null;
    }
    if (row.source === 'DESCRIPTION' && row.taskId) {
      const task = await loaders(ctx).task.load(row.taskId);
      return task ? plainExcerpt(task.description, EXCERPT_LENGTH) : null;
    }
    return null;
  },
};
