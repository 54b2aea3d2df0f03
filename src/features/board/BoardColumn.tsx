// One status column: a region named after the status, its count (the service's total, kept right live), its
// cards in the service's order, "Load more" for the next 50 (one BoardColumn request per click), and quick add.
// The column takes drops below its last card (and into an empty column): plainly (native drops) on the first paint,
// then through React Aria's useDrop once its code has arrived (ColumnFrame, DropColumnFrame in BoardAriaParts.tsx).
import { useCallback, useId, type DragEvent, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TaskStatus } from '../../../generated/graphql';
import { ErrorNotice } from '../ui/ErrorNotice';
import { useMediaQuery, WIDE } from '../ui/useMediaQuery';
import { STATUS_LABEL } from '../ui/labels';
import type { ColumnPages } from './columnPages';
import type { CardTask } from './columns';
import { useBoardAria } from './boardAria';
import { acceptsNativeDrag, nativeDroppedTaskId } from './cardDrag';
import { TaskCard } from './TaskCard';
import type { Placement } from './useMoveTask';

export interface BoardColumnProps {
  status: TaskStatus;
  projectKey: string;
  tasks: readonly CardTask[];
  /** The service's count of tasks in this column under the board's filters. */
  total: number;
  isShown: boolean;
  canMove: boolean;
  onMove: (task: CardTask, status: TaskStatus) => void;
  /** A card (by task id, from any column) dropped into this column between two of its cards. */
  onDropTask: (taskId: string, status: TaskStatus, placement: Placement) => void;
  /** The card just dropped, whose drag handle takes focus once it shows here. */
  focusId: string | null;
  onFocused: () => void;
  /** Tasks with a move still waiting to be sent or answered (offline, say). */
  pendingIds: ReadonlySet<string>;
  hasMore: boolean;
  pages: UseInfiniteQueryResult<ColumnPages, Error>;
  /** Shown at the foot of the column (quick add). */
  footer?: ReactNode;
}

const NO_TASKS: readonly CardTask[] = [];

export function BoardColumn(props: BoardColumnProps) {
  const { status, projectKey, tasks, total, isShown, canMove, onMove, onDropTask, focusId, pendingIds } =
    props;
  const { hasMore, pages, footer, onFocused } = props;
  const headingId = useId();
  const aria = useBoardAria();
  const dropTask = useCallback(
    (id: string, before: CardTask | undefined) => {
      // The card above the drop: the one before `before` (or the last card), never the dropped card itself.
      const others = tasks.filter((t) => t.id !== id);
      const index = before ? others.findIndex((t) => t.id === before.id) : others.length;
      onDropTask(id, status, { before, after: index > 0 ? others[index - 1] : undefined });
    },
    [tasks, status, onDropTask],
  );
  const dropBelow = useCallback((id: string) => dropTask(id, undefined), [dropTask]);
  const dropBefore = useCallback((id: string, task: CardTask) => dropTask(id, task), [dropTask]);
  const loading = pages.isFetchingNextPage || (pages.isFetching && !pages.data);
  // Below 40em one column shows at a time: the others' cards are not rendered until shown (on a phone, five sixths
  // of the board's first render was cards nobody could see).
  const wide = useMediaQuery(WIDE);
  const rendered = isShown || wide ? tasks : NO_TASKS;
  const Frame = aria ? aria.DropColumnFrame : ColumnFrame;
  return (
    <Frame status={status} headingId={headingId} isShown={isShown} canMove={canMove} onDrop={dropBelow}>
      <header className="column-header">
        <h2 id={headingId}>{STATUS_LABEL[status]}</h2>
        <span className="count" aria-hidden="true">
          {total}
        </span>
      </header>
      {tasks.length === 0 ? <p className="column-empty">No tasks</p> : null}
      <ul className="cards">
        {rendered.map((task) => (
          <TaskCard
            key={task.id}
            task={task}
            projectKey={projectKey}
            canMove={canMove}
            onMove={onMove}
            isPending={pendingIds.has(task.id)}
            onDropBefore={dropBefore}
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
          disabled={loading}
          onClick={() => void pages.fetchNextPage({ cancelRefetch: false })}
        >
          {loading ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
      {footer}
    </Frame>
  );
}

export interface ColumnFrameProps {
  status: TaskStatus;
  headingId: string;
  isShown: boolean;
  canMove: boolean;
  /** A card (by task id) dropped on the column itself: it goes last. */
  onDrop: (taskId: string) => void;
  children: ReactNode;
}

/** The column's section, as the board paints it first: native drops only (cardDrag.ts). */
function ColumnFrame({ status, headingId, isShown, canMove, onDrop, children }: ColumnFrameProps) {
  const onDragOver = (event: DragEvent) => {
    if (!canMove || !acceptsNativeDrag(event.dataTransfer, status)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  return (
    <ColumnSection
      headingId={headingId}
      isShown={isShown}
      canMove={canMove}
      isDropTarget={false}
      sectionProps={{
        onDragEnter: onDragOver,
        onDragOver,
        onDrop: (event) => {
          const id = canMove ? nativeDroppedTaskId(event.dataTransfer) : null;
          if (id === null) return;
          event.preventDefault();
          onDrop(id);
        },
      }}
    >
      {children}
    </ColumnSection>
  );
}

export interface ColumnSectionProps {
  headingId: string;
  isShown: boolean;
  canMove: boolean;
  isDropTarget: boolean;
  sectionRef?: Ref<HTMLElement>;
  sectionProps: HTMLAttributes<HTMLElement>;
  children: ReactNode;
}

/** The column's markup, the same plain or with React Aria's drop target. */
export function ColumnSection({
  headingId,
  isShown,
  canMove,
  isDropTarget,
  sectionRef,
  sectionProps,
  children,
}: ColumnSectionProps) {
  return (
    <section
      ref={sectionRef}
      // Focused as a drop target during a keyboard drag; never a tab stop.
      tabIndex={canMove ? -1 : undefined}
      {...sectionProps}
      className="column"
      aria-labelledby={headingId}
      data-shown={isShown}
      data-drop-target={isDropTarget || undefined}
    >
      {children}
    </section>
  );
}
