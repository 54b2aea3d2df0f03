// What the screen on show lends the command menu: its "New task", and the task its task actions apply to with the
// screen's own functions for them. The menu then runs exactly what the screen's controls run (same rules, optimistic
// update, undo), without knowing any screen's code; and the menu's code stays out of every screen's first paint.
import { useEffect, useRef } from 'react';
import type { LabelFieldsFragment, TaskStatus } from '../../../generated/graphql';

/** The task an action applies to: the task page's, or the card focused on the board. */
export interface CommandTask {
  id: string;
  key: string;
  status: TaskStatus;
  allowedTransitions: readonly TaskStatus[];
  assignee: { id: string } | null;
  labelIds: readonly string[];
}

/** A task the viewer may change, with the screen's functions for the menu's task actions. */
export interface CommandTarget {
  task: CommandTask;
  /** Its project's labels. */
  labels: readonly LabelFieldsFragment[];
  move: (status: TaskStatus) => void;
  /** Present where the screen has an assignee control to mirror. */
  assignToMe?: () => void;
  addLabel: (labelId: string) => void;
}

export interface ScreenCommands {
  /** Opens the screen's own "New task". */
  newTask?: () => void;
  /** The task for the element that had the focus when the menu opened; null when there is none to change. */
  target?: (focused: Element | null) => CommandTarget | null;
}

const screens = new Set<{ current: ScreenCommands }>();

/** Lends the menu this screen's commands while it is shown; the latest render's functions are the ones run. */
export function useScreenCommands(commands: ScreenCommands): void {
  const latest = useRef(commands);
  useEffect(() => {
    latest.current = commands;
  });
  useEffect(() => {
    screens.add(latest);
    return () => {
      screens.delete(latest);
    };
  }, []);
}

/** What the screens on show offer for the element that had the focus. */
export function screenCommands(focused: Element | null): {
  newTask: (() => void) | null;
  target: CommandTarget | null;
} {
  let newTask: (() => void) | null = null;
  let target: CommandTarget | null = null;
  for (const { current } of screens) {
    newTask ??= current.newTask ?? null;
    target ??= current.target?.(focused) ?? null;
  }
  return { newTask, target };
}

// "New task" chosen away from a board goes to the project's board first; its New task opens once it is shown.
let newTaskWanted: string | null = null;

export function wantNewTask(projectKey: string): void {
  newTaskWanted = projectKey;
}

/** True once for the project whose New task was asked for before its board was shown. */
export function takeNewTaskWish(projectKey: string): boolean {
  if (newTaskWanted !== projectKey) return false;
  newTaskWanted = null;
  return true;
}
