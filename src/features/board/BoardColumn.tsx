// One status column: a region named after the status, its cards, and "Load more" for the next 50.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useBoardColumnQuery } from '../../../generated/hooks';
import type { BoardQueryVariables, TaskFilter, TaskStatus } from '../../../generated/graphql';
import { ErrorNotice } from '../ui/ErrorNotice';
import { STATUS_LABEL } from '../ui/labels';
import type { CardTask, TaskPage } from './columns';
import { TaskCard } from './TaskCard';

export interface BoardColumnProps {
  status: TaskStatus;
  projectKey: string;
  tasks: readonly CardTask[];
  total: number;
  isShown: boolean;
  canMove: boolean;
  onMove: (task: CardTask, status: TaskStatus) => void;
  /** The Board query's variables as JSON: the filter later pages must share. */
  variablesKey: string;
  /** cursors[i] is where page i + 1 starts (null until known). */
  cursors: readonly (string | null)[];
  hasMore: boolean;
  loadedPages: number;
  onPage: (page: TaskPage, index: number) => void;
  /** Shown at the foot of the column (quick add). */
  footer?: ReactNode;
}

export function BoardColumn(props: BoardColumnProps) {
  const {
    status,
    projectKey,
    tasks,
    isShown,
    canMove,
    onMove,
    variablesKey,
    cursors,
    hasMore,
    loadedPages,
    onPage,
    footer,
  } = props;
  const headingId = useId();
  const [requested, setRequested] = useState({ key: variablesKey, count: 0 });
  const count = requested.key === variablesKey ? requested.count : 0;
  const loading = count > loadedPages;
  return (
    <section className="column" aria-labelledby={headingId} data-shown={isShown}>
      <header className="column-header">
        <h2 id={headingId}>{STATUS_LABEL[status]}</h2>
        <span className="count" aria-hidden="true">
          {tasks.length}
        </span>
      </header>
      {tasks.length === 0 ? <p className="column-empty">No tasks</p> : null}
      <ul className="cards">
        {tasks.map((task) => (
          <TaskCard key={task.id} task={task} projectKey={projectKey} canMove={canMove} onMove={onMove} />
        ))}
      </ul>
      {Array.from({ length: count }, (_, index) => (
        <PageLoader
          key={`${variablesKey}:${index}`}
          projectKey={projectKey}
          status={status}
          variablesKey={variablesKey}
          after={cursors[index] ?? null}
          onPage={(page) => onPage(page, index)}
        />
      ))}
      {hasMore || loading ? (
        <button
          type="button"
          className="button load-more"
          disabled={loading}
          onClick={() => setRequested({ key: variablesKey, count: loadedPages + 1 })}
        >
          {loading ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
      {footer}
    </section>
  );
}

/** Fetches one later page of a column and hands it up; renders only a failure (with Retry). */
function PageLoader({
  projectKey,
  status,
  variablesKey,
  after,
  onPage,
}: {
  projectKey: string;
  status: TaskStatus;
  variablesKey: string;
  after: string | null;
  onPage: (page: TaskPage) => void;
}) {
  const board = JSON.parse(variablesKey) as BoardQueryVariables;
  const filter: TaskFilter = { status };
  if (board.text) filter.text = board.text;
  if (board.assigneeId) filter.assigneeId = board.assigneeId;
  if (board.unassigned) filter.unassigned = true;
  if (board.priority) filter.priority = board.priority;
  const page = useBoardColumnQuery({ key: projectKey, filter, after }, { enabled: after !== null });
  const tasks = page.data?.project?.tasks;
  useEffect(() => {
    if (tasks) onPage(tasks);
    // onPage is a fresh closure each render; the page itself is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tasks]);
  if (page.error) {
    return (
      <ErrorNotice title="Could not load more tasks." error={page.error} onRetry={() => page.refetch()} />
    );
  }
  return null;
}
