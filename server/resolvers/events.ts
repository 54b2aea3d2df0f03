// The events a change tells: published only after their transaction committed (run-change.ts), so a subscriber
// reading on receipt sees the change. Each carries its seq, so a live stream usually needs no SQL; the log stays the truth.
import type { ProjectSnapshot, UserRow, ViewerEventPayload } from '../models';
import type { Role, ViewerEventKind } from '../../generated/resolvers';

export type { BoardChange } from '../events/log';

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
