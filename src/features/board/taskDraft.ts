// What the "New task" form holds while it is being filled in (kept by useDraft across reloads and failures).
import type { Priority, TaskStatus } from '../../../generated/graphql';

/** The assignee choice for "no one" (a select needs a key for it). */
export const NOBODY = 'nobody';

export interface TaskDraft {
  title: string;
  description: string;
  status: TaskStatus;
  priority: Priority;
  assigneeId: string;
  dueDate: string;
}

export const EMPTY_DRAFT: TaskDraft = {
  title: '',
  description: '',
  status: 'BACKLOG',
  priority: 'MEDIUM',
  assigneeId: NOBODY,
  dueDate: '',
};
