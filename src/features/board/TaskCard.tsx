// One card: a link named by key and title, then one row of its fields (priority, due date, the assignee's initials);
// for movers a grip and the card's menu, shown on hover or focus (always on touch screens: global.css); draggable and
// a drop target. A new kind of fact about a task (its labels, say) takes a row of its own between the two.
import { memo, useCallback, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { LabelFieldsFragment, TaskStatus } from '../../../generated/graphql';
import { initials, isOverdue } from '../../components/format';
import { RelativeDate } from '../../components/RelativeDate';
import { PRIORITY_LABELS } from '../../entities/task/words';
import type { CardTask } from '../../entities/task/columns';
import { LabelChips } from '../../entities/task/LabelChips';
import { CardMenu, type CardActions } from './CardMenu';

export interface TaskCardProps {
  task: CardTask;
  projectKey: string;
  /** The project's labels: the card shows those its task carries. */
  labels?: readonly LabelFieldsFragment[];
  canMove: boolean;
  onMove: (task: CardTask, status: TaskStatus) => void;
  /** The card menu's actions and what the person may do (one object for the whole board). */
  actions: CardActions;
  /** The task's labels become these (the card menu's labels). */
  onLabels?: (task: CardTask, labelIds: string[]) => void;
  /** A change to this card waits to be sent (offline) or answered. */
  isPending?: boolean;
  /** A dragged card would land just above this one. */
  isDropTarget?: boolean;
  /** This card's link is the board's one tab stop; its other controls are reached by keys (boardKeys.ts). */
  isTabStop?: boolean;
  /** Focus the link once shown (the card just moved here by this person, maybe from another column). */
  focusOnMount?: boolean;
  /** Called once focused, so a later remount (a live move by someone else) does not take the focus again. */
  onFocused?: () => void;
}

export const TaskCard = memo(function TaskCard({
  task,
  projectKey,
  labels,
  canMove,
  onMove,
  actions,
  onLabels,
  isPending = false,
  isDropTarget = false,
  isTabStop = false,
  focusOnMount = false,
  onFocused,
}: TaskCardProps) {
  const drag = useDraggable({ id: task.id, disabled: !canMove });
  const drop = useDroppable({ id: task.id, disabled: !canMove });
  const { setNodeRef: setDragRef } = drag;
  const { setNodeRef: setDropRef } = drop;
  const cardRef = useCallback(
    (node: HTMLLIElement | null) => {
      setDragRef(node);
      setDropRef(node);
    },
    [setDragRef, setDropRef],
  );
  const link = useRef<HTMLAnchorElement | null>(null);
  const { setActivatorNodeRef } = drag;
  const linkRef = useCallback(
    (node: HTMLAnchorElement | null) => {
      link.current = node;
      setActivatorNodeRef(node);
    },
    [setActivatorNodeRef],
  );
  useEffect(() => {
    if (!focusOnMount) return;
    link.current?.focus();
    onFocused?.();
  }, [focusOnMount, onFocused]);
  const overdue = task.dueDate ? isOverdue(task.dueDate, task.status) : false;
  return (
    <li
      ref={cardRef}
      {...(canMove ? drag.listeners : {})}
      className="card"
      data-task-id={task.id}
      data-priority={task.priority}
      data-dragging={drag.isDragging || undefined}
      data-drop-target={isDropTarget || undefined}
      aria-busy={isPending || undefined}
    >
      {/* Not itself draggable: dragging the card by its title moves the card, not the link's address. */}
      <Link
        className="card-link"
        to={`/p/${projectKey}/t/${task.number}`}
        ref={linkRef}
        draggable={false}
        data-board-stop={task.id}
        tabIndex={isTabStop ? 0 : -1}
        // The keyboard drag's instructions (its activator is this link: Space picks the card up).
        aria-describedby={canMove ? drag.attributes['aria-describedby'] : undefined}
      >
        <span className="card-key">{task.key}</span>{' '}
        <span className="card-title" dir="auto">
          {task.title}
        </span>
      </Link>
      <LabelChips ids={task.labelIds} labels={labels} />
      <div className="card-meta">
        <span className={`priority priority-${task.priority.toLowerCase()}`}>
          <span className="sr-only">Priority: </span>
          {PRIORITY_LABELS[task.priority]}
        </span>
        {task.dueDate ? (
          <span className={overdue ? 'due overdue' : 'due'}>
            <span className="sr-only">Due </span>
            <RelativeDate date={task.dueDate} />
            {overdue ? <span className="overdue-label">Overdue</span> : null}
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
      <div className="card-actions">
        {/* What shows the card can be dragged; the card itself is the grip (a mouse, a finger, Space on its link). */}
        {canMove ? (
          <span className="card-drag" aria-hidden="true">
            ⠿
          </span>
        ) : null}
        <CardMenu
          task={task}
          actions={actions}
          onMove={(status) => onMove(task, status)}
          labels={labels ?? []}
          onLabels={(ids) => onLabels?.(task, ids)}
          back={link}
        />
      </div>
    </li>
  );
});
