// The inbox (docs/product.md §13): rows written in the transaction of the change that concerns someone else, and
// delivered after the commit through that person's own viewerEvents stream (NOTIFIED), on every instance.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';
import type { NotificationKind, ViewerEventKind } from '../../generated/resolvers';
import type { NotificationRow, TaskRow, UserRow, ViewerEventPayload } from '../models';

export const NOTIFICATION_COLUMNS = `nt.n::text AS n, nt.id, nt.user_id AS "userId", nt.project_id AS "projectId",
  nt.task_id AS "taskId", nt.kind, nt.actor_id AS "actorId", nt.at, nt.read_at AS "readAt", nt.count, nt.address,
  nt.source, nt.comment_id AS "commentId"`;

export interface Recipient {
  userId: string;
  kind: NotificationKind;
}

/** What an action's text is, for the item's excerpt: a comment, or the task's description (none for an assignment). */
export type Source = { source: 'COMMENT'; commentId: string } | { source: 'DESCRIPTION' };

/**
 * Who an action concerns, one item each: the first reason in `candidates` wins; never the actor, only members. An
 * unread item of the same actor, kind and project takes the repeat instead (its count rises, it names the latest
 * task and goes back to the top), so one person cannot flood another's inbox.
 */
export async function notify(
  tx: Db,
  actor: UserRow,
  task: Pick<TaskRow, 'id' | 'projectId'>,
  candidates: readonly Recipient[],
  about?: Source,
): Promise<NotificationRow[]> {
  const chosen = new Map<string, NotificationKind>();
  for (const { userId, kind } of candidates) {
    if (userId !== actor.id && !chosen.has(userId)) chosen.set(userId, kind);
  }
  if (chosen.size === 0) return [];
  // An assignment has no text of its own, even when it comes with a comment's.
  const rows = [...chosen].map(([userId, kind]) => ({
    id: randomUUID(),
    user_id: userId,
    kind,
    source: kind === 'ASSIGNED' ? null : (about?.source ?? null),
    comment_id: kind !== 'ASSIGNED' && about?.source === 'COMMENT' ? about.commentId : null,
  }));
  // In user order, so two changes folding into the same items lock them in the same order.
  return tx.query<NotificationRow>(
    `WITH made AS (
       INSERT INTO notifications AS nt (id, user_id, project_id, task_id, kind, actor_id, source, comment_id)
       SELECT r.id, r.user_id, $2, $3, r.kind, $4, r.source, r.comment_id
         FROM jsonb_to_recordset($1::jsonb) AS r(id text, user_id text, kind text, source text, comment_id text)
         JOIN memberships m ON m.project_id = $2 AND m.user_id = r.user_id
        ORDER BY r.user_id
       ON CONFLICT (user_id, actor_id, kind, project_id) WHERE read_at IS NULL
       DO UPDATE SET count = nt.count + 1, task_id = EXCLUDED.task_id, at = EXCLUDED.at, n = EXCLUDED.n,
                     source = EXCLUDED.source, comment_id = EXCLUDED.comment_id
       RETURNING *)
     SELECT ${NOTIFICATION_COLUMNS} FROM made nt ORDER BY nt.n`,
    [JSON.stringify(rows), task.projectId, task.id, actor.id],
  );
}

/**
 * Tells `user` that someone signed in to their account from `address`, new to it: one SIGNED_IN item, folded into
 * the unread one if there is one (its count rises, `address` and `at` become the latest). Deliver it live with
 * `notifiedEvents`.
 */
export async function signedInNotice(tx: Db, user: UserRow, address: string): Promise<NotificationRow[]> {
  return tx.query<NotificationRow>(
    `WITH made AS (
       INSERT INTO notifications AS nt (id, user_id, project_id, task_id, kind, actor_id, address)
       VALUES ($1, $2, NULL, NULL, 'SIGNED_IN', $2, $3)
       ON CONFLICT (user_id, actor_id, kind, project_id) WHERE read_at IS NULL
       DO UPDATE SET count = nt.count + 1, address = EXCLUDED.address, at = EXCLUDED.at, n = EXCLUDED.n
       RETURNING *)
     SELECT ${NOTIFICATION_COLUMNS} FROM made nt`,
    [randomUUID(), user.id, address],
  );
}

type TaskPlace = Pick<TaskRow, 'projectId' | 'projectKey'>;
/** What an event is about: a task's project, or (both null) the account itself. */
type Place = Pick<ViewerEventPayload, 'projectId' | 'projectKey'>;

/** A viewer event about a task's project (or the account) that carries no project or role: `userId` looks again. */
const aboutTask = (
  kind: ViewerEventKind,
  userId: string,
  task: Place,
  actor: UserRow,
  at: string,
): ViewerEventPayload => ({
  kind,
  userId,
  projectId: task.projectId,
  projectKey: task.projectKey,
  role: null,
  actor,
  at,
  project: null,
  seq: 0,
});

/** The viewer events that deliver `rows` live (publish them after the commit). */
export function notifiedEvents(
  rows: readonly NotificationRow[],
  task: Place,
  actor: UserRow,
): ViewerEventPayload[] {
  return rows.map((row) => ({
    ...aboutTask('NOTIFIED', row.userId, task, actor, row.at),
    notification: row,
  }));
}

/** Tells every member of the task's project (the actor's other tabs too) that its counts per status changed. */
export async function countsEvents(
  tx: Db,
  task: TaskPlace,
  actor: UserRow,
  at: string,
): Promise<ViewerEventPayload[]> {
  const members = await tx.query<{ userId: string }>(
    'SELECT user_id AS "userId" FROM memberships WHERE project_id = $1',
    [task.projectId],
  );
  return members.map(({ userId }) => aboutTask('TASK_COUNTS_CHANGED', userId, task, actor, at));
}

/** Tells each person whose own list of open tasks a change touched (assignee before and after) to look again. */
export function myTasksEvents(
  userIds: readonly (string | null | undefined)[],
  task: TaskPlace,
  actor: UserRow,
  at: string,
): ViewerEventPayload[] {
  const users = new Set(userIds.filter((id): id is string => !!id));
  return [...users].map((userId) => aboutTask('MY_TASKS_CHANGED', userId, task, actor, at));
}
