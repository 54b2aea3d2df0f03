// One card: a link named by its key and title, then priority, due date, the assignee's initials and (for those who
// may move tasks) the card's actions menu.
import { memo } from 'react';
import { Link } from 'react-router';
import type { TaskStatus } from '../../../generated/graphql';
import { formatDate, initials, isOverdue } from '../ui/format';
import { PRIORITY_LABEL } from '../ui/labels';
import type { CardTask } from './columns';
import { CardMenu } from './CardMenu';

export interface TaskCardProps {
  task: CardTask;
  projectKey: string;
  canMove: boolean;
  onMove: (task: CardTask, status: TaskStatus) => void;
  /** A change to this card waits to be sent (offline) or answered. */
  isPending?: boolean;
}

export const TaskCard = memo(function TaskCard({
  task,
  projectKey,
  canMove,
  onMove,
  isPending = false,
}: TaskCardProps) {
  return (
    <li className="card" data-priority={task.priority} aria-busy={isPending || undefined}>
      <Link className="card-link" to={`/p/${projectKey}/t/${task.number}`}>
        <span className="card-key">{task.key}</span>{' '}
        <span className="card-title" dir="auto">
          {task.title}
        </span>
      </Link>
      <div className="card-meta">
        <span className={`priority priority-${task.priority.toLowerCase()}`}>
          <span className="sr-only">Priority: </span>
          {PRIORITY_LABEL[task.priority]}
        </span>
        {task.dueDate ? (
          <span className={isOverdue(task.dueDate, task.status) ? 'due overdue' : 'due'}>
            <span className="sr-only">Due </span>
            <time dateTime={task.dueDate}>{formatDate(task.dueDate)}</time>
            {isOverdue(task.dueDate, task.status) ? <span className="overdue-label">Overdue</span> : null}
          </span>
        ) : null}
        {task.assignee ? (
          <span className="avatar" title={task.assignee.name}>
            <span className="sr-only">Assigned to {task.assignee.name}</span>
            <span aria-hidden="true">{initials(task.assignee.name)}</span>
          </span>
        ) : null}
        {isPending ? <span className="card-pending">Pending</span> : null}
      </div>
      {canMove ? (
        <CardMenu
          taskKey={task.key}
          moves={task.allowedTransitions}
          onMove={(status) => onMove(task, status)}
        />
      ) : null}
    </li>
  );
});
