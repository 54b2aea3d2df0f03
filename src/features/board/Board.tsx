// The board: one region per status, cards grouped by their current status (so a moved card jumps column without a
// refetch), filters in the URL, "New task", "Load more" per column, live updates and the connection state.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBoardQuery } from '../../../generated/hooks';
import type { BoardQueryVariables, TaskStatus } from '../../../generated/graphql';
import { errorCode } from '../../lib/graphql';
import { can } from '../../lib/validation';
import { ErrorNotice } from '../ui/ErrorNotice';
import { NotFound } from '../ui/NotFound';
import { Skeleton } from '../ui/Skeleton';
import { STATUSES, STATUS_LABEL } from '../ui/labels';
import { afterPaint, BoardAriaProvider, PLAIN_DRAG_HELP, useBoardAriaOnInput } from './boardAria';
import { preloadCardMenu } from './CardMenu';
import { BoardColumn } from './BoardColumn';
import { BoardFilterBar } from './BoardFilterBar';
import {
  NO_FILTERS,
  boardVariables,
  filtersFromSearch,
  hasFilters,
  searchFromFilters,
  type BoardFilters,
} from './boardFilters';
import { BoardShortcuts, preloadShortcuts } from './BoardShortcuts';
import { NoTasksMatch } from './NoTasksMatch';
import { QuickAdd, START_STATUSES } from './QuickAdd';
import { type BoardProject, type TaskPage } from './columns';
import { pagesOf, useColumnPages } from './columnPages';
import { groupColumns } from './groupColumns';
import { NewTaskDialog, preloadNewTask } from './NewTaskDialog';
import { useMoveTask, type Placement } from './useMoveTask';
import { LiveStatus } from './LiveStatus';
import { ArchivedNoticePart, ignoreFailure } from '../projects/archivedNoticePart';

export function Board({ projectKey }: { projectKey: string }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const variables = boardVariables(projectKey, filters);
  const board = useBoardQuery(variables);

  // While a new filter loads, the previous board stays on screen instead of a blank (state adjusted during render,
  // React's pattern for remembering a previous value).
  const [last, setLast] = useState<BoardProject | null>(null);
  if (board.data?.project && board.data.project !== last) setLast(board.data.project);
  const project = board.data?.project ?? (last?.key === projectKey ? last : null);

  const setFilters = (next: BoardFilters) => setParams(searchFromFilters(next), { replace: true });

  if (board.data?.project === null || errorCode(board.error) === 'NOT_FOUND')
    return <NotFound what="project" />;
  if (!project) {
    if (board.error) {
      return (
        <ErrorNotice title="Could not load the board." error={board.error} onRetry={() => board.refetch()} />
      );
    }
    return <BoardSkeleton />;
  }
  return (
    <BoardView
      project={project}
      filters={filters}
      onFilters={setFilters}
      variables={variables}
      error={board.error}
      onRetry={() => board.refetch()}
      isRefreshing={board.isFetching}
    />
  );
}

interface BoardViewProps {
  project: BoardProject;
  filters: BoardFilters;
  onFilters: (filters: BoardFilters) => void;
  variables: BoardQueryVariables;
  error: Error | null;
  onRetry: () => void;
  isRefreshing: boolean;
}

function BoardView({ project, filters, onFilters, variables, error, onRetry, isRefreshing }: BoardViewProps) {
  // An archived project is read-only: this one flag takes every change control off the board (quick add, drag,
  // the card menus' moves, New task).
  const canEdit = can(project.viewerRole, 'editTasks') && !project.archivedAt;
  const { move, message, dismiss, pendingIds } = useMoveTask();
  const [shown, setShown] = useState<TaskStatus>('BACKLOG');
  const pages = useBoardPages(project, variables);
  const columns = useMemo(
    () =>
      groupColumns(
        project,
        Object.fromEntries(STATUSES.map((s) => [s, pagesOf(pages[s].data)])) as Record<
          TaskStatus,
          TaskPage[]
        >,
      ),
    [project, pages],
  );
  // A drop names the card by id; it may come from any column. Focus follows it to where it lands.
  // Kept with the target column: the card takes focus once it shows there (the optimistic move may be a render
  // later), not in the column it leaves.
  const [focus, setFocus] = useState<{ id: string; status: TaskStatus } | null>(null);
  const onDropTask = useCallback(
    (id: string, status: TaskStatus, placement: Placement) => {
      const task = STATUSES.flatMap((s) => columns[s].cards).find((t) => t.id === id);
      if (!task) return;
      setFocus({ id, status });
      move(task, status, placement);
    },
    [columns, move],
  );
  const onFocused = useCallback(() => setFocus(null), []);
  const root = useRef<HTMLDivElement>(null);
  const aria = useBoardAriaOnInput(root, preloadBoardParts);
  // The card menu does not wait for input: it is how moves are made offline, so it is here before the network goes.
  useEffect(() => afterPaint(preloadCardMenu), []);
  const noMatch = hasFilters(filters) && STATUSES.every((s) => columns[s].cards.length === 0);

  return (
    <BoardAriaProvider value={aria}>
      <div className="board" ref={root}>
        <div className="page-header">
          <div>
            <h1>{project.name}</h1>
            <p className="muted board-key">{project.key}</p>
          </div>
          <div className="page-actions">
            <LiveStatus />
            <BoardShortcuts />
            <Link className="button" to={`/p/${project.key}/settings`}>
              Settings
            </Link>
            {canEdit ? <NewTaskDialog project={project} /> : null}
          </div>
        </div>
        {project.archivedAt ? (
          <ArchivedNoticePart.Component
            onFailed={ignoreFailure}
            projectKey={project.key}
            archivedAt={project.archivedAt}
            role={project.viewerRole}
          />
        ) : null}
        <BoardFilterBar
          project={project}
          filters={filters}
          onChange={onFilters}
          isRefreshing={isRefreshing}
        />
        {error ? <ErrorNotice title="Could not refresh the board." error={error} onRetry={onRetry} /> : null}
        {message ? (
          <div role="alert" className="notice notice-error">
            <span className="notice-message">{message}</span>
            <button type="button" className="button" onClick={dismiss}>
              Dismiss
            </button>
          </div>
        ) : null}
        {noMatch ? <NoTasksMatch onClear={() => onFilters(NO_FILTERS)} /> : null}
        <div className="status-switcher" role="group" aria-label="Column shown">
          {STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              className="switch"
              aria-pressed={shown === status}
              onClick={() => setShown(status)}
            >
              {STATUS_LABEL[status]} <span className="count">{columns[status].count}</span>
            </button>
          ))}
        </div>
        {/* With no match the regions stay (named by status, as ever) but quiet: one message says it, not six. */}
        <div className="columns" data-no-match={noMatch || undefined}>
          {STATUSES.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              projectKey={project.key}
              tasks={columns[status].cards}
              total={columns[status].count}
              isShown={shown === status}
              canMove={canEdit}
              onMove={move}
              onDropTask={onDropTask}
              focusId={focus?.status === status ? focus.id : null}
              onFocused={onFocused}
              pendingIds={pendingIds}
              hasMore={columns[status].hasMore}
              pages={pages[status]}
              footer={
                canEdit && START_STATUSES.includes(status) ? (
                  <QuickAdd projectKey={project.key} status={status} />
                ) : null
              }
            />
          ))}
        </div>
        <span id={PLAIN_DRAG_HELP} hidden>
          Press Enter to start dragging.
        </span>
      </div>
    </BoardAriaProvider>
  );
}

/**
 * The board's dialogs, loaded after React Aria's drag and drop and selects (so on the person's first input): a dialog
 * then opens at once, and still opens when the connection drops later.
 */
function preloadBoardParts() {
  preloadNewTask();
  preloadShortcuts();
}

/** Each column's later pages; one infinite query per column (the statuses are fixed, so the hooks' order is). */
function useBoardPages(project: BoardProject, variables: BoardQueryVariables) {
  const backlog = useColumnPages(variables, 'BACKLOG', project.backlog);
  const todo = useColumnPages(variables, 'TODO', project.todo);
  const inProgress = useColumnPages(variables, 'IN_PROGRESS', project.inProgress);
  const inReview = useColumnPages(variables, 'IN_REVIEW', project.inReview);
  const done = useColumnPages(variables, 'DONE', project.done);
  const canceled = useColumnPages(variables, 'CANCELED', project.canceled);
  return useMemo(
    () => ({
      BACKLOG: backlog,
      TODO: todo,
      IN_PROGRESS: inProgress,
      IN_REVIEW: inReview,
      DONE: done,
      CANCELED: canceled,
    }),
    [backlog, todo, inProgress, inReview, done, canceled],
  );
}

function BoardSkeleton() {
  return (
    <div className="board">
      <Skeleton lines={2} label="Loading the board" />
      <div className="columns" aria-hidden="true">
        {STATUSES.map((status) => (
          <div key={status} className="column column-skeleton">
            <div className="skeleton-line" />
            <div className="skeleton-card" />
            <div className="skeleton-card" />
          </div>
        ))}
      </div>
    </div>
  );
}
