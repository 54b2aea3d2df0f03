// One card's markup: a link named by its key and title, then priority, due date, the assignee's initials and (for
// those who may move tasks) the drag handle and the card's actions menu. Shared by the plain card the board paints
// first and React Aria's draggable card that takes over (TaskCard.tsx, DraggableTaskCard.tsx), so the two are the same
// markup and the swap moves nothing.
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { TaskStatus } from '../../../generated/graphql';
import { formatDate, initials, isOverdue } from '../ui/format';
import { PRIORITY_LABEL } from '../ui/labels';
import type { CardTask } from './columns';
import { CardMenu } from './CardMenu';

export interface TaskCardViewProps {
  task: CardTask;
  projectKey: string;
  canMove: boolean;
  onMove: (task: CardTask, status: TaskStatus) => void;
  isPending: boolean;
  cardRef: Ref<HTMLLIElement>;
  /** Drag and drop handlers and attributes for the card (plain or React Aria's). */
  cardProps: HTMLAttributes<HTMLLIElement>;
  isDragging: boolean;
  isDropTarget: boolean;
  /** The drag handle (a plain button, or React Aria's). */
  handle: ReactNode;
}

export function TaskCardView({
  task,
  projectKey,
  canMove,
  onMove,
  isPending,
  cardRef,
  cardProps,
  isDragging,
  isDropTarget,
  handle,
}: TaskCardViewProps) {
  return (
    <li
      ref={cardRef}
      // Drop targets are focused during a keyboard drag, so the card takes focus (but is no tab stop).
      tabIndex={canMove ? -1 : undefined}
      {...cardProps}
      className="card"
      data-priority={task.priority}
      data-dragging={isDragging || undefined}
      data-drop-target={isDropTarget || undefined}
      aria-busy={isPending || undefined}
    >
      {/* Not itself draggable: dragging the card by its title moves the card, not the link's address. */}
      <Link className="card-link" to={`/p/${projectKey}/t/${task.number}`} draggable={false}>
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
        <div className="card-actions">
          {handle}
          <CardMenu
            taskKey={task.key}
            moves={task.allowedTransitions}
            onMove={(status) => onMove(task, status)}
          />
        </div>
      ) : null}
    </li>
  );
}
