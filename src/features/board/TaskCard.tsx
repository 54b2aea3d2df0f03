// One card: a link named by its key and title, then priority, due date, the assignee's initials and (for those who
// may move tasks) the card's actions menu.
import { memo, useEffect, useRef } from 'react';
import { Button, useDrag, useDrop, type DropItem } from 'react-aria-components';
import { Link } from 'react-router';
import type { TaskStatus } from '../../../generated/graphql';
import { formatDate, initials, isOverdue } from '../ui/format';
import { PRIORITY_LABEL } from '../ui/labels';
import type { CardTask } from './columns';
import { CardMenu } from './CardMenu';
import { cardDragItem, dropOperation } from './cardDrag';

export interface TaskCardProps {
  task: CardTask;
  projectKey: string;
  canMove: boolean;
  onMove: (task: CardTask, status: TaskStatus) => void;
  /** A change to this card waits to be sent (offline) or answered. */
  isPending?: boolean;
  /** A card dropped on this one: it goes just above this card. */
  onDropBefore?: (items: readonly DropItem[], task: CardTask) => void;
  /** Focus the drag handle once shown (the card just dropped here, maybe from another column). */
  focusOnMount?: boolean;
  /** Called once focused, so a later remount (a live move by someone else) does not take the focus again. */
  onFocused?: () => void;
}

export const TaskCard = memo(function TaskCard({
  task,
  projectKey,
  canMove,
  onMove,
  isPending = false,
  onDropBefore,
  focusOnMount = false,
  onFocused,
}: TaskCardProps) {
  const ref = useRef<HTMLLIElement>(null);
  const handle = useRef<HTMLButtonElement>(null);
  const { dragProps, dragButtonProps, isDragging } = useDrag({
    getItems: () => [cardDragItem(task)],
    getAllowedDropOperations: () => ['move'],
    hasDragButton: true,
    isDisabled: !canMove,
  });
  const { dropProps, isDropTarget } = useDrop({
    ref,
    getDropOperation: (types) => dropOperation(types, task.status),
    onDrop: (e) => onDropBefore?.(e.items, task),
    isDisabled: !canMove || !onDropBefore,
  });
  useEffect(() => {
    if (!focusOnMount) return;
    handle.current?.focus();
    onFocused?.();
  }, [focusOnMount, onFocused]);
  return (
    <li
      ref={ref}
      // Drop targets are focused during a keyboard drag, so the card takes focus (but is no tab stop).
      tabIndex={canMove ? -1 : undefined}
      {...dragProps}
      {...dropProps}
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
          <Button {...dragButtonProps} ref={handle} className="card-drag" aria-label={`Drag ${task.key}`}>
            <span aria-hidden="true">⠿</span>
          </Button>
          <CardMenu
            taskKey={task.key}
            moves={task.allowedTransitions}
            onMove={(status) => onMove(task, status)}
          />
        </div>
      ) : null}
    </li>
  );
});
