// One status column: a region named after the status, its count (the service's total, kept right live), its
// cards in the service's order, "Load more" for the next 50 (one BoardColumn request per click), and quick add.
import { useId, type ReactNode } from 'react';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { TaskStatus } from '../../../generated/graphql';
import { ErrorNotice } from '../ui/ErrorNotice';
import { STATUS_LABEL } from '../ui/labels';
import type { ColumnPages } from './columnPages';
import type { CardTask } from './columns';
import { TaskCard } from './TaskCard';

export interface BoardColumnProps {
  status: TaskStatus;
  projectKey: string;
  tasks: readonly CardTask[];
  /** The service's count of tasks in this column under the board's filters. */
  total: number;
  isShown: boolean;
  canMove: boolean;
  onMove: (task: CardTask, status: TaskStatus) => void;
  /** Tasks with a move still waiting to be sent or answered (offline, say). */
  pendingIds: ReadonlySet<string>;
  hasMore: boolean;
  pages: UseInfiniteQueryResult<ColumnPages, Error>;
  /** Shown at the foot of the column (quick add). */
  footer?: ReactNode;
}

export function BoardColumn(props: BoardColumnProps) {
  const { status, projectKey, tasks, total, isShown, canMove, onMove, pendingIds, hasMore, pages, footer } =
    props;
  const headingId = useId();
  const loading = pages.isFetchingNextPage || (pages.isFetching && !pages.data);
  return (
    <section className="column" aria-labelledby={headingId} data-shown={isShown}>
      <header className="column-header">
        <h2 id={headingId}>{STATUS_LABEL[status]}</h2>
        <span className="count" aria-hidden="true">
          {total}
        </span>
      </header>
      {tasks.length === 0 ? <p className="column-empty">No tasks</p> : null}
      <ul className="cards">
        {tasks.map((task) => (
          <TaskCard
            key={task.id}
            task={task}
            projectKey={projectKey}
            canMove={canMove}
            onMove={onMove}
            isPending={pendingIds.has(task.id)}
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
    </section>
  );
}
