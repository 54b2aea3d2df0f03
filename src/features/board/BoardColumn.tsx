// A status column: count, cards, "Load more", quick add; a drop target that says when the workflow forbids a move.
import { useId, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { LabelFieldsFragment, TaskStatus } from '../../../generated/graphql';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useMediaQuery, WIDE } from '../../components/useMediaQuery';
import { STATUS_LABELS } from '../../lib/validation';
import type { DropCue } from './BoardDrag';
import { loadMoreStop } from './boardKeys';
import { columnTarget } from './cardDrag';
import type { ColumnPages } from '../../entities/task/columnPages';
import type { CardTask } from '../../entities/task/columns';
import { TaskCard } from './TaskCard';
import type { CardActions } from './CardMenu';

export interface BoardColumnProps {
  status: TaskStatus;
  projectKey: string;
  /** The project's labels, for the cards' chips. */
  labels: readonly LabelFieldsFragment[];
  tasks: readonly CardTask[];
  /** The service's count of tasks in this column under the board's filters. */
  total: number;
  isShown: boolean;
  canMove: boolean;
  onMove: (task: CardTask, status: TaskStatus) => void;
  actions: CardActions;
  onLabels: (task: CardTask, labelIds: string[]) => void;
  /** While a card is dragged: where it would land. */
  cue: DropCue | null;
  /** The card or control that holds the board's one tab stop (boardKeys.ts). */
  tabStopId: string | null;
  /** The card just moved here by this person, whose link takes focus once it shows here. */
  focusId: string | null;
  onFocused: () => void;
  /** Tasks with a move still waiting to be sent or answered (offline, say). */
  pendingIds: ReadonlySet<string>;
  hasMore: boolean;
  pages: UseInfiniteQueryResult<ColumnPages, Error>;
  /** Shown at the foot of the column (quick add, a stop of the board's keys as well). */
  footer?: ReactNode;
}

const NO_TASKS: readonly CardTask[] = [];

export function BoardColumn(props: BoardColumnProps) {
  const {
    status,
    projectKey,
    labels,
    tasks,
    total,
    isShown,
    canMove,
    onMove,
    actions,
    onLabels,
    cue,
    focusId,
    pendingIds,
  } = props;
  const { hasMore, pages, footer, onFocused, tabStopId } = props;
  const headingId = useId();
  const { setNodeRef } = useDroppable({ id: columnTarget(status), disabled: !canMove });
  const loading = pages.isFetchingNextPage || (pages.isFetching && !pages.data);
  // Below 40em one column shows at a time: the others' cards are not rendered until shown.
  const wide = useMediaQuery(WIDE);
  const rendered = isShown || wide ? tasks : NO_TASKS;
  const over = cue?.status === status;
  // From the moment a card is picked up, every column it may not go to says so.
  const forbidden = cue?.forbidden.includes(status) ?? false;
  return (
    <section
      ref={setNodeRef}
      className="column"
      aria-labelledby={headingId}
      data-shown={isShown}
      data-drop-target={(over && cue.atEnd) || undefined}
      data-drop-forbidden={forbidden || undefined}
      data-drop-over={(over && forbidden) || undefined}
    >
      <header className="column-header">
        <h2 id={headingId}>{STATUS_LABELS[status]}</h2>
        <span className="count" aria-hidden="true">
          {total}
        </span>
        {forbidden ? <span className="column-forbidden">Not allowed</span> : null}
      </header>
      {tasks.length === 0 ? <p className="column-empty">No tasks</p> : null}
      <ul className="cards">
        {rendered.map((task) => (
          <TaskCard
            key={task.id}
            task={task}
            projectKey={projectKey}
            labels={labels}
            canMove={canMove}
            onMove={onMove}
            actions={actions}
            onLabels={onLabels}
            isPending={pendingIds.has(task.id)}
            isDropTarget={cue?.beforeId === task.id}
            isTabStop={tabStopId === task.id}
            focusOnMount={focusId === task.id}
            onFocused={onFocused}
          />
        ))}
      </ul>
      {pages.error ? (
        <ErrorNotice
          title="Could not load more tasks."
          error={pages.error}
          onRetry={() => pages.fetchNextPage()}
        />
      ) : null}
      {hasMore || loading ? (
        <button
          type="button"
          className="button load-more"
          data-board-stop={loadMoreStop(status)}
          tabIndex={tabStopId === loadMoreStop(status) ? 0 : -1}
          disabled={loading}
          onClick={() => void pages.fetchNextPage({ cancelRefetch: false })}
        >
          {loading ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
      {footer}
    </section>
  );
}
