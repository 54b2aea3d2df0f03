// The UI's words for the schema's enums; workflow and role rules live in src/lib/validation, shared with the service.
import type { Priority, TaskStatus } from '../../../generated/graphql';
import { STATUS_LABELS, TASK_STATUSES, WORKFLOW } from '../../lib/validation';

export const STATUSES: readonly TaskStatus[] = TASK_STATUSES;
export const STATUS_LABEL: Readonly<Record<TaskStatus, string>> = STATUS_LABELS;
export const TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = WORKFLOW;
export const OPEN_STATUSES: readonly TaskStatus[] = ['BACKLOG', 'TODO', 'IN_PROGRESS', 'IN_REVIEW'];

export const PRIORITIES: readonly Priority[] = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];

export const PRIORITY_LABEL: Readonly<Record<Priority, string>> = {
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  URGENT: 'Urgent',
};

/** A task's fields as `changedFields` names them, in the words the task page uses (live notices, Activity). */
export const TASK_FIELD_LABEL: Readonly<Record<string, string>> = {
  title: 'title',
  description: 'description',
  status: 'status',
  priority: 'priority',
  assigneeId: 'assignee',
  dueDate: 'due date',
  rank: 'position',
};

export { ROLES, ROLE_LABELS as ROLE_LABEL, can } from '../../lib/validation';

/** "Allowed moves: To do, Canceled." for an INVALID_TRANSITION message. */
export function describeMoves(statuses: readonly string[]): string {
  const labels = statuses.map((s) => STATUS_LABEL[s as TaskStatus] ?? s);
  return labels.length ? `Allowed moves: ${labels.join(', ')}.` : 'No moves are allowed from here.';
}
