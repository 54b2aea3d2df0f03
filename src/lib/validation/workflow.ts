// The task workflow of docs/product.md §4 as data: the service refuses any other move, the UI offers only these.

export type TaskStatus = 'BACKLOG' | 'TODO' | 'IN_PROGRESS' | 'IN_REVIEW' | 'DONE' | 'CANCELED';

/** Board order: the columns left to right. */
export const TASK_STATUSES: readonly TaskStatus[] = [
  'BACKLOG',
  'TODO',
  'IN_PROGRESS',
  'IN_REVIEW',
  'DONE',
  'CANCELED',
];

/** How people read each status: the board's column (region) names. */
export const STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  BACKLOG: 'Backlog',
  TODO: 'To do',
  IN_PROGRESS: 'In progress',
  IN_REVIEW: 'In review',
  DONE: 'Done',
  CANCELED: 'Canceled',
};

export const WORKFLOW: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  BACKLOG: ['TODO', 'CANCELED'],
  TODO: ['BACKLOG', 'IN_PROGRESS', 'CANCELED'],
  IN_PROGRESS: ['TODO', 'IN_REVIEW', 'CANCELED'],
  IN_REVIEW: ['IN_PROGRESS', 'DONE', 'CANCELED'],
  DONE: ['TODO'],
  CANCELED: ['BACKLOG'],
};

export const START_STATUSES: readonly TaskStatus[] = ['BACKLOG', 'TODO'];

export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && Object.hasOwn(WORKFLOW, value);
}

/** The statuses a task in `status` may move to next, in board order. */
export function allowedTransitions(status: TaskStatus): readonly TaskStatus[] {
  return WORKFLOW[status];
}

/** Staying put is not a move: `canTransition(s, s)` is false. */
export function canTransition(from: TaskStatus, to: TaskStatus): boolean {
  return WORKFLOW[from].includes(to);
}

export function canStartIn(status: TaskStatus): boolean {
  return START_STATUSES.includes(status);
}

/** "Cannot move LAN-3 from Done to In review. Allowed: To do" */
export function transitionRefusal(taskKey: string, from: TaskStatus, to: TaskStatus): string {
  const allowed = WORKFLOW[from].map((s) => STATUS_LABELS[s]).join(', ');
  return `Cannot move ${taskKey} from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}. Allowed: ${allowed}`;
}
