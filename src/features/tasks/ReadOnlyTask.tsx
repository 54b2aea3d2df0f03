// The task's fields as facts, for those who may not edit it (a viewer, an archived project, a deleted task).
import { formatDate, isOverdue } from '../../components/format';
import { Markdown } from '../../components/Markdown';
import { PRIORITY_LABELS } from '../../entities/task/words';
import type { TaskDetails } from './taskEdit';

export function ReadOnlyTask({ task }: { task: TaskDetails }) {
  return (
    <dl className="facts task-readonly">
      <dt>Description</dt>
      <dd>{task.description ? <Markdown text={task.description} /> : 'No description'}</dd>
      <dt>Priority</dt>
      <dd>{PRIORITY_LABELS[task.priority]}</dd>
      <dt>Assignee</dt>
      <dd>{task.assignee?.name ?? 'Nobody'}</dd>
      <dt>Due date</dt>
      <dd>
        {task.dueDate ? <time dateTime={task.dueDate}>{formatDate(task.dueDate)}</time> : 'None'}
        {isOverdue(task.dueDate, task.status) ? <span className="overdue overdue-label">Overdue</span> : null}
      </dd>
    </dl>
  );
}
