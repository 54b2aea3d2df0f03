// Board events, published only after the transaction that made the change has committed, so a subscriber that
// reads the database on receipt sees the change.
import type { Context } from '../context';
import type { BoardEventPayload, CommentRow, TaskRow, UserRow } from '../models';
import type { BoardEventKind } from '../../generated/resolvers';

export interface BoardChange {
  kind: BoardEventKind;
  projectId: string;
  projectKey: string;
  task?: TaskRow | null;
  comment?: CommentRow | null;
  deletedId?: string | null;
  taskId?: string | null;
}

export function boardEvent(actor: UserRow, change: BoardChange): BoardEventPayload {
  return {
    kind: change.kind,
    projectId: change.projectId,
    projectKey: change.projectKey,
    task: change.task ?? null,
    comment: change.comment ?? null,
    deletedId: change.deletedId ?? null,
    taskId: change.taskId ?? change.comment?.taskId ?? null,
    actor,
    at: new Date().toISOString(),
  };
}

export function publish(ctx: Context, actor: UserRow, ...changes: BoardChange[]): void {
  for (const change of changes) ctx.pubsub.publish('board', change.projectId, boardEvent(actor, change));
}
