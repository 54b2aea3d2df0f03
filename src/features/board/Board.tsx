// The board: a region per status, cards grouped by current status so a moved card jumps column without a refetch.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useSearchParams } from '../../lib/location';
import { useBoardQuery } from '../../../generated/hooks';
import type { BoardQueryVariables, TaskStatus } from '../../../generated/graphql';
import { errorCode } from '../../lib/graphql';
import { can, STATUS_LABELS, TASK_STATUSES } from '../../lib/validation';
import { ErrorNotice } from '../../components/ErrorNotice';
import { NotFound } from '../../components/NotFound';
import { Skeleton } from '../../components/Skeleton';
import { BoardDrag } from './BoardDrag';
import type { BoardCards } from './cardDrag';
import { BoardColumn } from './BoardColumn';
import { BoardFilterBar } from './BoardFilterBar';
import {
  NO_FILTERS,
  boardVariables,
  filtersFromSearch,
  hasFilters,
  searchFromFilters,
  type BoardFilters,
} from '../../entities/task/boardFilters';
import { BoardShortcuts } from './BoardShortcuts';
import { NoTasksMatch } from './NoTasksMatch';
import { QuickAdd, START_STATUSES } from './QuickAdd';
import { type BoardProject, type CardTask, type TaskPage } from '../../entities/task/columns';
import { pagesOf, useColumnPages } from '../../entities/task/columnPages';
import { groupColumns, type ColumnView } from '../../entities/task/groupColumns';
import { NewTaskDialog } from './NewTaskDialog';
import { useTaskActions, useWaitingMoves, type Placement } from '../../entities/task/taskActions';
import { useViewer } from '../../entities/viewer/useSession';
import type { CardActions } from './CardMenu';
import { LiveStatus } from './LiveStatus';
import { ArchivedNotice } from '../../entities/project/ArchivedNotice';
import { ViewOnly } from '../../entities/project/ViewOnly';
import { useKeepFocus } from './useKeepFocus';
import { quickAddStop, type Columns } from './boardKeys';
import { useBoardKeys } from './useBoardKeys';
import { useFollowLabels } from './followLabels';
import { useSetTaskLabels } from '../../entities/task/taskLabels';
import { useScreenCommands } from '../../shared/commands/screenCommands';

export interface BoardProps {
  projectKey: string;
  /** Shown in the title row's spare width ("Also here", which the app composes in). */
  presence?: ReactNode;
}

export function Board({ projectKey, presence }: BoardProps) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const variables = boardVariables(projectKey, filters);
  const board = useBoardQuery(variables);

  // While a new filter loads, the previous board stays on screen instead of a blank (state adjusted during render).
  const [last, setLast] = useState<{ project: BoardProject; filters: string } | null>(null);
  const filtersKey = JSON.stringify(variables);
  if (board.data?.project && board.data.project !== last?.project)
    setLast({ project: board.data.project, filters: filtersKey });
  const shown = board.data?.project ? { project: board.data.project, filters: filtersKey } : last;
  const project = shown?.project.key === projectKey ? shown.project : null;

  const column = shownColumn(params);
  // The filters and the phone's column share the URL: each keeps the other.
  const setFilters = (next: BoardFilters) => {
    const search = searchFromFilters(next);
    if (params.has(COLUMN_PARAM)) search.set(COLUMN_PARAM, column.toLowerCase());
    setParams(search, { replace: true });
  };
  const setShown = (status: TaskStatus) => {
    const search = new URLSearchParams(params);
    search.set(COLUMN_PARAM, status.toLowerCase());
    setParams(search, { replace: true });
  };
  useFollowLabels(filters, project?.labels, setFilters);

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
      presence={presence}
      filters={filters}
      onFilters={setFilters}
      variables={variables}
      error={board.error}
      onRetry={() => board.refetch()}
      isRefreshing={board.isFetching}
      shownFilters={shown?.filters ?? filtersKey}
      shown={column}
      onShow={setShown}
    />
  );
}

interface BoardViewProps {
  project: BoardProject;
  presence: ReactNode;
  filters: BoardFilters;
  onFilters: (filters: BoardFilters) => void;
  variables: BoardQueryVariables;
  error: Error | null;
  onRetry: () => void;
  isRefreshing: boolean;
  /** The filters the cards on screen were found with (the previous ones while new ones load). */
  shownFilters: string;
  /** The column a phone shows (in the URL, so a reload or a shared link keeps it). */
  shown: TaskStatus;
  onShow: (status: TaskStatus) => void;
}

function BoardView(props: BoardViewProps) {
  const { project, presence, filters, onFilters, variables, error, onRetry, isRefreshing, shown, onShow } =
    props;
  const { shownFilters } = props;
  // An archived project is read-only: this one flag takes every change control off the board.
  const canEdit = can(project.viewerRole, 'editTasks') && !project.archivedAt;
  const { move, ...taskActions } = useTaskActions();
  const pendingIds = useWaitingMoves();
  const viewer = useViewer().data?.viewer;
  const me = viewer ? { id: viewer.id, name: viewer.name } : null;
  const canDelete = can(project.viewerRole, 'deleteTask') && !project.archivedAt;
  const actions = useMemo<CardActions>(
    () => ({ ...taskActions, canEdit, canDelete, me }),
    // The actions are stable (taskActions.ts); the person only by who they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canEdit, canDelete, me?.id, me?.name],
  );
  const { pages, columns, cards, keyColumns } = useBoardColumns(project, variables, canEdit);
  const root = useRef<HTMLDivElement>(null);
  const { notice, announce, ownMove } = useKeepFocus(root, cards, shownFilters);
  const keys = useBoardKeys(root, keyColumns, shown, onShow, announce);
  // After this person's own move, focus follows the card to where it lands, once it shows there.
  const [focus, setFocus] = useState<{ id: string; status: TaskStatus } | null>(null);
  const moveCard = useCallback(
    (task: CardTask, status: TaskStatus, placement?: Placement) => {
      if (status === task.status && !placement) return;
      ownMove(task.id);
      setFocus({ id: task.id, status });
      move(task, status, placement);
    },
    [move, ownMove],
  );
  const onFocused = useCallback(() => setFocus(null), []);
  const setLabels = useSetTaskLabels();
  const setCardLabels = useCallback(
    (task: CardTask, ids: string[]) => setLabels(task, ids, project.labels),
    [setLabels, project.labels],
  );
  // The command menu's task actions apply to the focused card, through the card menu's own move, assign and labels.
  useScreenCommands({
    target: (focused) => {
      const id = focused?.closest('[data-task-id]')?.getAttribute('data-task-id');
      const task = id ? TASK_STATUSES.flatMap((s) => columns[s].cards).find((card) => card.id === id) : null;
      if (!canEdit || !task) return null;
      return {
        task,
        labels: project.labels,
        move: (status) => moveCard(task, status),
        ...(me ? { assignToMe: () => actions.assign(task, me) } : {}),
        addLabel: (labelId) => setCardLabels(task, [...task.labelIds, labelId]),
      };
    },
  });
  const noMatch = hasFilters(filters) && TASK_STATUSES.every((s) => columns[s].cards.length === 0);

  return (
    <div className="board" ref={root}>
      <BoardHeader project={project} canEdit={canEdit} presence={presence} />
      <BoardFilterBar
        project={project}
        filters={filters}
        onChange={onFilters}
        isRefreshing={isRefreshing}
        switcher={<ColumnSwitcher columns={columns} shown={shown} onShow={onShow} />}
      />
      {error ? <ErrorNotice title="Could not refresh the board." error={error} onRetry={onRetry} /> : null}
      <p className="sr-only" role="status">
        {notice}
      </p>
      {noMatch ? <NoTasksMatch onClear={() => onFilters(NO_FILTERS)} /> : null}
      <BoardDrag cards={cards} onDrop={moveCard}>
        {(cue) => (
          // With no match the regions stay (named by status, as ever) but quiet: one message says it, not six.
          <div
            className="columns"
            data-no-match={noMatch || undefined}
            data-dragging={cue ? true : undefined}
            onFocus={keys.onFocus}
            // While a card is dragged by keyboard its keys are the drag's (@dnd-kit/core listens on the document).
            onKeyDown={cue ? undefined : keys.onKeyDown}
          >
            {TASK_STATUSES.map((status) => (
              <BoardColumn
                key={status}
                status={status}
                projectKey={project.key}
                labels={project.labels}
                tasks={columns[status].cards}
                total={columns[status].count}
                isShown={shown === status}
                canMove={canEdit}
                onMove={moveCard}
                actions={actions}
                onLabels={setCardLabels}
                cue={cue}
                tabStopId={keys.tabStopId}
                focusId={focus?.status === status ? focus.id : null}
                onFocused={onFocused}
                pendingIds={pendingIds}
                hasMore={columns[status].hasMore}
                pages={pages[status]}
                footer={
                  keyColumns[status].canAdd ? (
                    <QuickAdd
                      projectKey={project.key}
                      status={status}
                      isTabStop={keys.tabStopId === quickAddStop(status)}
                    />
                  ) : null
                }
              />
            ))}
          </div>
        )}
      </BoardDrag>
    </div>
  );
}

/**
 * The title row: the project's name and key, who else is here, its live state and what may be done from here; an
 * archived project says so under it.
 */
function BoardHeader(props: { project: BoardProject; canEdit: boolean; presence: ReactNode }) {
  const { project, canEdit, presence } = props;
  return (
    <>
      <div className="page-header title-row">
        <div className="page-title">
          <h1 tabIndex={-1} dir="auto">
            {project.name}
          </h1>
          <span className="muted board-key">{project.key}</span>
        </div>
        {presence}
        <div className="page-actions">
          <ViewOnly role={project.viewerRole} />
          <LiveStatus />
          <BoardShortcuts />
          <Link className="button" to={`/p/${project.key}/settings`}>
            Settings
          </Link>
          {canEdit ? <NewTaskDialog project={project} /> : null}
        </div>
      </div>
      {project.archivedAt ? (
        <ArchivedNotice projectKey={project.key} archivedAt={project.archivedAt} role={project.viewerRole} />
      ) : null}
      {/* A new project of one: the board says how a team starts. */}
      {canInvite(project) ? (
        <p className="notice invite-hint">
          You are the only one here. <Link to={`/p/${project.key}/settings#invites`}>Invite people</Link> with
          a link: they join as you choose, with an account or a new one.
        </p>
      ) : null}
    </>
  );
}

function canInvite(project: BoardProject): boolean {
  return project.members.length === 1 && can(project.viewerRole, 'manageMembers') && !project.archivedAt;
}

/** On a phone one column shows: a button per status, with its count, chooses which. */
function ColumnSwitcher({
  columns,
  shown,
  onShow,
}: {
  columns: Record<TaskStatus, ColumnView>;
  shown: TaskStatus;
  onShow: (status: TaskStatus) => void;
}) {
  return (
    <div className="status-switcher" role="group" aria-label="Column shown">
      {TASK_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          className="switch"
          aria-pressed={shown === status}
          onClick={() => onShow(status)}
        >
          {STATUS_LABELS[status]} <span className="count">{columns[status].count}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * Each column's cards and count from the first pages and the later ones, the same as the drag reads them, and as the
 * board's keys walk them (with the quick add where there is one).
 */
function useBoardColumns(project: BoardProject, variables: BoardQueryVariables, canEdit: boolean) {
  const pages = useBoardPages(project, variables);
  const columns = useMemo(
    () =>
      groupColumns(
        project,
        Object.fromEntries(TASK_STATUSES.map((s) => [s, pagesOf(pages[s].data)])) as Record<
          TaskStatus,
          TaskPage[]
        >,
      ),
    [project, pages],
  );
  const cards = useMemo<BoardCards>(
    () => ({
      BACKLOG: columns.BACKLOG.cards,
      TODO: columns.TODO.cards,
      IN_PROGRESS: columns.IN_PROGRESS.cards,
      IN_REVIEW: columns.IN_REVIEW.cards,
      DONE: columns.DONE.cards,
      CANCELED: columns.CANCELED.cards,
    }),
    [columns],
  );
  const keyColumns = useMemo<Columns>(() => {
    const withAdd = (status: TaskStatus) => ({
      ...columns[status],
      canAdd: canEdit && START_STATUSES.includes(status),
    });
    return {
      BACKLOG: withAdd('BACKLOG'),
      TODO: withAdd('TODO'),
      IN_PROGRESS: withAdd('IN_PROGRESS'),
      IN_REVIEW: withAdd('IN_REVIEW'),
      DONE: withAdd('DONE'),
      CANCELED: withAdd('CANCELED'),
    };
  }, [columns, canEdit]);
  return { pages, columns, cards, keyColumns };
}

/** `?column=todo`: the column a phone shows. */
const COLUMN_PARAM = 'column';

function shownColumn(params: URLSearchParams): TaskStatus {
  const value = params.get(COLUMN_PARAM)?.toUpperCase();
  return TASK_STATUSES.find((status) => status === value) ?? 'BACKLOG';
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
        {TASK_STATUSES.map((status) => (
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
