// Task.activity: one task's entries of its project's event log, newest first, paged by seq. One statement per
// page (the comment each entry names is joined in, null once deleted).
import type { Db } from '../db/types';
import type { ActivityRow, BoardEventPayload } from '../models';
import { badUserInput } from '../resolvers/errors';
import { COMMENT_COLUMNS } from '../resolvers/rows';
import { mentionedIds } from '../../src/lib/validation';

export const DEFAULT_ACTIVITY_PAGE = 20;
export const MAX_ACTIVITY_PAGE = 100;

export interface ActivityPage {
  edges: { cursor: string; node: ActivityRow }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

export function encodeActivityCursor(seq: number): string {
  return Buffer.from(`s${seq}`).toString('base64url');
}

export function decodeActivityCursor(cursor: string): number | null {
  if (cursor.length > 32) return null;
  const match = /^s(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const seq = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(seq) && seq <= 2_147_483_647 ? seq : null;
}

export async function activityPage(
  db: Db,
  taskId: string,
  first: number | null | undefined,
  after: string | null | undefined,
): Promise<ActivityPage> {
  const limit = first ?? DEFAULT_ACTIVITY_PAGE;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_ACTIVITY_PAGE) {
    throw badUserInput({ first: `Ask for 0 to ${MAX_ACTIVITY_PAGE} entries at a time` });
  }
  const before = after == null ? null : decodeActivityCursor(after);
  if (after != null && before === null) {
    throw badUserInput({ after: 'This list position is not valid; reload the list' });
  }
  const rows = await db.query<{
    projectId: string;
    seq: number;
    kind: ActivityRow['kind'];
    at: string;
    payload: Omit<BoardEventPayload, 'seq'> | string;
    commentRow: ActivityRow['comment'] | string | null;
  }>(
    `SELECT e.project_id AS "projectId", e.seq, e.kind, e.at, e.payload,
            (SELECT row_to_json(x) FROM (SELECT ${COMMENT_COLUMNS} FROM comments c
              WHERE c.id = COALESCE(e.payload->'comment'->>'id', e.payload->>'deletedId')) x) AS "commentRow"
       FROM project_events e
      WHERE e.task_id = $1 AND ($2::integer IS NULL OR e.seq < $2)
      ORDER BY e.seq DESC
      LIMIT ${limit + 1}`,
    [taskId, before],
  );
  const edges = rows.slice(0, limit).map((row) => {
    const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Omit<
      BoardEventPayload,
      'seq'
    >;
    const found = (typeof row.commentRow === 'string' ? JSON.parse(row.commentRow) : row.commentRow) as
      ActivityRow['comment'] | null;
    // JSON gives PostgreSQL's timestamp text; the API's instants are ISO strings in UTC like every other row's.
    const comment = found && {
      ...found,
      createdAt: new Date(found.createdAt).toISOString(),
      editedAt: found.editedAt && new Date(found.editedAt).toISOString(),
    };
    const node: ActivityRow = {
      projectId: row.projectId,
      seq: row.seq,
      kind: row.kind,
      actor: payload.actor,
      at: row.at,
      changedFields: payload.changedFields ?? [],
      status:
        row.kind === 'TASK_MOVED' || row.kind === 'TASK_CREATED' ? (payload.task?.status ?? null) : null,
      commentId: payload.comment?.id ?? (row.kind === 'COMMENT_DELETED' ? payload.deletedId : null),
      comment: comment ?? null,
      // The event keeps the body as that change wrote it: a later edit or deletion does not rewrite history.
      mentionIds:
        (row.kind === 'COMMENT_ADDED' || row.kind === 'COMMENT_EDITED') && payload.comment
          ? mentionedIds(payload.comment.body)
          : [],
    };
    return { cursor: encodeActivityCursor(row.seq), node };
  });
  return { edges, pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null } };
}
