// Task.activity: a task's log entries, newest first, paged by seq; comment and actor joined in as they are now.
import type { Db } from '../db/types';
import type { ActivityRow } from '../models';
import { badUserInput } from '../resolvers/errors';
import { CURRENT_ENTITIES, currentEntities, type CurrentEntitiesRow, type LoggedEvent } from './log';
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
  const rows = await db.query<
    {
      projectId: string;
      seq: number;
      kind: ActivityRow['kind'];
      at: string;
      payload: LoggedEvent | string;
    } & CurrentEntitiesRow
  >(
    `SELECT e.project_id AS "projectId", e.seq, e.kind, e.at, e.payload, ${CURRENT_ENTITIES}
       FROM project_events e
      WHERE e.task_id = $1 AND ($2::integer IS NULL OR e.seq < $2)
      ORDER BY e.seq DESC
      LIMIT ${limit + 1}`,
    [taskId, before],
  );
  const edges = rows.slice(0, limit).map((row) => {
    const logged = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as LoggedEvent;
    const { actor, comment } = currentEntities(row);
    const node: ActivityRow = {
      projectId: row.projectId,
      seq: row.seq,
      kind: row.kind,
      actor: actor ?? { id: '', name: '', email: '', createdAt: row.at },
      at: row.at,
      changedFields: logged.changedFields ?? [],
      status: row.kind === 'TASK_MOVED' || row.kind === 'TASK_CREATED' ? logged.status : null,
      commentId: logged.commentRef ?? (row.kind === 'COMMENT_DELETED' ? logged.deletedId : null),
      comment,
      // The comment as it is now: an edit's first draft, and who it mentioned, are not kept.
      mentionIds:
        comment && (row.kind === 'COMMENT_ADDED' || row.kind === 'COMMENT_EDITED')
          ? mentionedIds(comment.body)
          : [],
    };
    return { cursor: encodeActivityCursor(row.seq), node };
  });
  return { edges, pageInfo: { hasNextPage: rows.length > limit, endCursor: edges.at(-1)?.cursor ?? null } };
}
