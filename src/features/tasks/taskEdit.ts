// A task's editable fields as the form holds them, and what a save sends: only the fields this person changed.
import type { Priority, TaskQuery, UpdateTaskInput } from '../../../generated/graphql';
import { changedSince } from '../../components/editBase';
import type { FieldValues } from '../../shared/undo/undoStack';

export type TaskDetails = NonNullable<TaskQuery['task']>;

export interface TaskFields {
  title: string;
  description: string;
  priority: Priority;
  assigneeId: string;
  dueDate: string;
}

export interface EditDraft {
  /** null while the user has not changed anything. */
  fields: TaskFields | null;
  /** The version the user's edits started from: Save sends it as expectedVersion. */
  baseVersion: number;
  /** The task's fields when the edits started (the conflict panel marks what changed since). */
  base?: TaskFields;
}

/** The assignee select's value for no one. */
export const NOBODY = 'nobody';

export function fieldsOf(task: TaskDetails): TaskFields {
  return {
    title: task.title,
    description: task.description,
    priority: task.priority,
    assigneeId: task.assignee?.id ?? NOBODY,
    dueDate: task.dueDate ?? '',
  };
}

/** The update a save sends: only what changed since `base`, so a field someone else changed is never sent back. */
export function updateInputOf(
  id: string,
  expectedVersion: number,
  base: TaskFields,
  values: TaskFields,
): UpdateTaskInput {
  const input: UpdateTaskInput = { id, expectedVersion };
  for (const field of changedSince(base, { ...values, title: values.title.trim() })) {
    if (field === 'title') input.title = values.title.trim();
    else if (field === 'description') input.description = values.description;
    else if (field === 'priority') input.priority = values.priority;
    else if (field === 'assigneeId')
      input.assigneeId = values.assigneeId === NOBODY ? null : values.assigneeId;
    else input.dueDate = values.dueDate || null;
  }
  return input;
}

/** Whether an update carries no field (only the id and the version): nothing to send. */
export function isEmptyUpdate(input: UpdateTaskInput): boolean {
  return Object.keys(input).length === 2;
}

/** The task's fields as the service holds them, for the fields an update sends: what undoing it puts back. */
export function valuesBefore(task: TaskDetails, input: UpdateTaskInput): FieldValues {
  const wire: FieldValues = {
    title: task.title,
    description: task.description,
    priority: task.priority,
    assigneeId: task.assignee?.id ?? null,
    dueDate: task.dueDate ?? null,
  };
  return Object.fromEntries(Object.entries(wire).filter(([field]) => field in input)) as FieldValues;
}

/** The undo entry's identity of a task: which task, in which project, by which key. */
export function undoTarget(task: TaskDetails) {
  return { taskId: task.id, projectKey: task.project.key, number: task.number, key: task.key };
}
