// What the command menu lists for what is typed (docs/product.md §14): the screen's actions, the viewer's projects and
// tasks. Plain data and functions, so the list's rules are tested without a browser; CommandMenu.tsx renders it.
import type { LabelFieldsFragment } from '../../../generated/graphql';
import { LIMITS, STATUS_LABELS } from '../../lib/validation';
import type { CommandTask } from '../../shared/commands/screenCommands';

export type { CommandTask };

export type Section = 'Actions' | 'Projects' | 'Tasks';

export interface CommandItem {
  id: string;
  /** What the option says, and its accessible name. */
  text: string;
  /** Shown after the text, muted (a project's key). */
  detail?: string;
  section: Section;
}

export interface ActionContext {
  viewerId: string | undefined;
  /** The task whose actions fit, when the viewer may change it. */
  task: CommandTask | null;
  /** Its project's labels. */
  labels: readonly LabelFieldsFragment[];
  /** Whether the screen has an assignee control for the menu to mirror. */
  canAssign: boolean;
}

/** Actions are ids of a fixed form, so running one needs nothing but its id: `move:TODO`, `label:<id>`. */
export function actionsFor({ viewerId, task, labels, canAssign }: ActionContext): CommandItem[] {
  const actions: CommandItem[] = [
    { id: 'new-task', text: 'New task', section: 'Actions' },
    { id: 'go:/inbox', text: 'Go to Inbox', section: 'Actions' },
    { id: 'go:/my-tasks', text: 'Go to My tasks', section: 'Actions' },
    { id: 'go:/projects', text: 'Go to Projects', section: 'Actions' },
  ];
  if (!task) return actions;
  if (canAssign && viewerId && task.assignee?.id !== viewerId)
    actions.push({ id: 'assign-me', text: 'Assign to me', section: 'Actions' });
  for (const status of task.allowedTransitions)
    actions.push({ id: `move:${status}`, text: `Move to ${STATUS_LABELS[status]}`, section: 'Actions' });
  const carried = labels.filter((label) => task.labelIds.includes(label.id)).length;
  if (carried < LIMITS.labelsPerTask)
    for (const label of labels)
      if (!task.labelIds.includes(label.id))
        actions.push({ id: `label:${label.id}`, text: `Add label ${label.name}`, section: 'Actions' });
  return actions;
}

/** Whether every word typed is in the item's words, whatever the case ("move prog" finds "Move to In progress"). */
export function matches(item: CommandItem, typed: string): boolean {
  const words = `${item.text} ${item.detail ?? ''}`.toLowerCase();
  return typed
    .toLowerCase()
    .split(/\s+/)
    .every((word) => words.includes(word));
}

/** `LAN-12` (any case, spaces around): a task's key; null for anything else. */
export function taskKeyIn(typed: string): { projectKey: string; number: number } | null {
  const match = /^\s*([a-z]{2,6})-(\d{1,9})\s*$/i.exec(typed);
  return match ? { projectKey: match[1]!.toUpperCase(), number: Number(match[2]) } : null;
}
