// A task's editable fields as the page holds them, and what a change sends: one field, on the version the page holds.
import type { TaskQuery, UpdateTaskInput } from '../../../generated/graphql';
import type { FieldValues } from '../../shared/undo/undoStack';

export type TaskDetails = NonNullable<TaskQuery['task']>;

/** The fields as the page's controls hold them: no assignee is NOBODY, no due date is ''. */
export interface TaskFields {
  title: string;
  description: string;
  priority: string;
  assigneeId: string;
  dueDate: string;
}

/** The fields written as text, edited until done; the others are choices, sent when made. */
export type TextField = 'title' | 'description';

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

/** A field's value on the wire: the service's null for no assignee and no due date. */
function wireValue(field: keyof TaskFields, value: string): string | null {
  if (field === 'assigneeId') return value === NOBODY ? null : value;
  if (field === 'dueDate') return value || null;
  return value;
}

/** A field's value as the page holds it, from the wire's. */
export function pageValue(field: keyof TaskFields, value: string | null | undefined): string {
  if (field === 'assigneeId') return value ?? NOBODY;
  return value ?? '';
}

/** The update a change sends: only the fields given, with the version the page holds as expectedVersion. */
export function updateInputOf(task: TaskDetails, changes: Partial<TaskFields>): UpdateTaskInput {
  const input: Record<string, unknown> = { id: task.id, expectedVersion: task.version };
  for (const [field, value] of Object.entries(changes) as [keyof TaskFields, string][])
    input[field] = wireValue(field, value);
  return input as unknown as UpdateTaskInput;
}

/** The fields an update sends, with their values as the page holds them. */
export function changesOf(input: UpdateTaskInput): Partial<TaskFields> {
  const changes: Partial<TaskFields> = {};
  for (const field of ['title', 'description', 'priority', 'assigneeId', 'dueDate'] as const)
    if (field in input) changes[field] = pageValue(field, input[field] as string | null | undefined);
  return changes;
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

/** The task as an update will leave it, shown at once while the update is on its way. */
export function updatedTask(task: TaskDetails, input: UpdateTaskInput) {
  const changes = changesOf(input);
  const assignee =
    changes.assigneeId === undefined
      ? task.assignee
      : (task.project.members.find((m) => m.user.id === changes.assigneeId)?.user ?? null);
  return {
    ...task,
    ...('title' in input ? { title: input.title ?? task.title } : {}),
    ...('description' in input ? { description: input.description ?? '' } : {}),
    ...('priority' in input && input.priority ? { priority: input.priority } : {}),
    ...('dueDate' in input ? { dueDate: input.dueDate ?? null } : {}),
    assignee,
    version: input.expectedVersion + 1,
    updatedAt: new Date().toISOString(),
  };
}

/** The undo entry's identity of a task: which task, in which project, by which key. */
export function undoTarget(task: TaskDetails) {
  return { taskId: task.id, projectKey: task.project.key, number: task.number, key: task.key };
}
