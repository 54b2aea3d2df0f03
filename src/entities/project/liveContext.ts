// What the open project's live stream tells its screens: the connection's state and what others last did to each
// task. LiveProject (src/features/live) provides both; the board and the task page read them.
import { createContext, useContext } from 'react';
import type { LiveState } from '../../components/LiveStatus';

/** What someone else last did to a task while this project was open. */
export interface TaskChange {
  kind: 'changed' | 'deleted';
  actor: string;
  /** The fields the change set (for 'changed'). */
  fields: readonly string[];
  seq: number;
}

/** The navigation state of /projects after the viewer was removed from a project: the list says so. */
export interface RemovedNotice {
  removedFrom: string;
  /** They left it themselves (leaveProject), rather than an admin removing them. */
  left?: boolean;
}

/**
 * The notice for the viewer's membership ending, from the event that says so: whoever ended it is its actor. The
 * stream can tell a leaver before their own leaveProject answers, so the event decides "left", not who navigates first.
 */
export function removedNotice(
  projectName: string,
  actorId: string,
  viewerId: string | undefined,
): RemovedNotice {
  return actorId === viewerId ? { removedFrom: projectName, left: true } : { removedFrom: projectName };
}

export const LiveStatusContext = createContext<LiveState>('closed');
export const TaskChangesContext = createContext<ReadonlyMap<string, TaskChange>>(new Map());

export function useLiveStatus(): LiveState {
  return useContext(LiveStatusContext);
}

/** The last change someone else made to this task while its project was open, if any. */
export function useTaskChange(taskId: string): TaskChange | undefined {
  return useContext(TaskChangesContext).get(taskId);
}
