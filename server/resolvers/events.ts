// Board and viewer events are published only after their transaction committed, so a subscriber reading on receipt
// sees the change. Each carries its seq, so a live stream usually needs no SQL; the log stays the truth.
import type { Context } from '../context';
import type { BoardEventPayload, ProjectSnapshot, UserRow, ViewerEventPayload } from '../models';
import type { Role, ViewerEventKind } from '../../generated/resolvers';

export type { BoardChange } from '../events/log';
export { appendEvents } from '../events/log';

/** A viewer event that carries the project as the change left it, so it reads the same whenever it is delivered. */
export function viewerEvent(
  kind: ViewerEventKind,
  userId: string,
  project: ProjectSnapshot,
  role: Role | null,
  actor: UserRow,
  at: string,
  seq: number,
): ViewerEventPayload {
  const removed = kind === 'MEMBERSHIP_REMOVED';
  return {
    kind,
    userId,
    projectId: project.id,
    projectKey: project.key,
    role: removed ? null : role,
    actor,
    at,
    project: removed ? null : project,
    seq,
  };
}

export function projectSnapshot({ id, key, name, description, createdAt }: ProjectSnapshot): ProjectSnapshot {
  return { id, key, name, description, createdAt };
}

export function publish(
  ctx: Context,
  events: readonly BoardEventPayload[],
  viewerEvents: readonly ViewerEventPayload[] = [],
): void {
  for (const event of events) ctx.pubsub.publish('board', event.projectId, event);
  for (const event of viewerEvents) ctx.pubsub.publish('viewer', event.userId, event);
}
