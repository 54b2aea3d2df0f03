// A task's words beside the schema's enums: priorities and fields as the UI names them. The statuses, the workflow
// and the roles, shared with the service, are src/lib/validation's (TASK_STATUSES, STATUS_LABELS, WORKFLOW,
// ROLE_LABELS).
import type { Priority, TaskStatus } from '../../../generated/graphql';
import { STATUS_LABELS } from '../../lib/validation';

export const OPEN_STATUSES: readonly TaskStatus[] = ['BACKLOG', 'TODO', 'IN_PROGRESS', 'IN_REVIEW'];

export const PRIORITIES: readonly Priority[] = ['LOW', 'MEDIUM', 'HIGH', 'URGENT'];

export const PRIORITY_LABELS: Readonly<Record<Priority, string>> = {
  LOW: 'Low',
  MEDIUM: 'Medium',
  HIGH: 'High',
  URGENT: 'Urgent',
};

/** A task's fields as `changedFields` names them, in the words the task page uses (live notices, Activity). */
export const TASK_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'title',
  description: 'description',
  status: 'status',
  priority: 'priority',
  assigneeId: 'assignee',
  dueDate: 'due date',
  rank: 'position',
  labels: 'labels',
};

/** "Allowed moves: To do, Canceled." for an INVALID_TRANSITION message. */
export function describeMoves(statuses: readonly string[]): string {
  const labels = statuses.map((s) => STATUS_LABELS[s as TaskStatus] ?? s);
  return labels.length ? `Allowed moves: ${labels.join(', ')}.` : 'No moves are allowed from here.';
}
