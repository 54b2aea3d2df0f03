// Keeping cached boards equal to the service as tasks come and go (live events, the viewer's own creates and
// deletes): the card in its column at its rank, and the column's totalCount raised or lowered with it.
import type { QueryClient } from '@tanstack/react-query';
import type { BoardQuery, BoardQueryVariables, TaskStatus } from '../../../generated/graphql';
import { removeEntity } from '../../lib/graphql';
import { TASK_STATUSES } from '../../lib/validation';
import { matchesBoardVariables, type FilterableTask } from './boardFilters';
import { COLUMN_ALIAS, type BoardProject, type CardTask, type TaskPage } from './columns';
import { readColumnPages } from './columnPages';
import { byRank } from './groupColumns';

type BoardEntry = [readonly unknown[], BoardQuery | undefined];

function boardsOf(queryClient: QueryClient, projectKey: string): BoardEntry[] {
  return queryClient
    .getQueriesData<BoardQuery>({ queryKey: ['Board'] })
    .filter(
      ([key, data]) => (key[1] as BoardQueryVariables | undefined)?.key === projectKey && data?.project,
    );
}

function columnPagesOf(queryClient: QueryClient, variables: BoardQueryVariables, project: BoardProject) {
  return Object.fromEntries(
    TASK_STATUSES.map((s) => [s, [project[COLUMN_ALIAS[s]], ...readColumnPages(queryClient, variables, s)]]),
  ) as Record<TaskStatus, TaskPage[]>;
}

/** The column whose pages hold the task in this board, if any (a card moved live stays in its old column's page). */
function holderOf(pages: Record<TaskStatus, TaskPage[]>, taskId: string): TaskStatus | undefined {
  return TASK_STATUSES.find((s) => pages[s].some((page) => page.edges.some((e) => e.node.id === taskId)));
}

function withColumn(
  project: BoardProject,
  status: TaskStatus,
  update: (page: TaskPage) => TaskPage,
): BoardQuery {
  const alias = COLUMN_ALIAS[status];
  return { project: { ...project, [alias]: update(project[alias]) } };
}

/** Whether a board result was fetched after the event with this seq: counting the event again would count it twice. */
function reflects(project: BoardProject, seq: number | undefined): boolean {
  return seq !== undefined && project.seq >= seq;
}

/** Whether the board holds this task anywhere (first pages or later pages). */
export function boardHolds(queryClient: QueryClient, projectKey: string, taskId: string): boolean {
  return boardsOf(queryClient, projectKey).some(
    ([key, data]) =>
      holderOf(columnPagesOf(queryClient, key[1] as BoardQueryVariables, data!.project!), taskId) !==
      undefined,
  );
}

/**
 * A task new to its project's boards: counted in its column on every board it matches, and shown at its rank
 * unless that is beyond the pages loaded (it comes with "Load more").
 */
export function addTaskToBoards(
  queryClient: QueryClient,
  projectKey: string,
  task: CardTask & FilterableTask,
  seq?: number,
  /** Only this board (a filtered board the task started matching). */
  only?: readonly unknown[],
): void {
  for (const [key, data] of boardsOf(queryClient, projectKey)) {
    if (only && key !== only) continue;
    const variables = key[1] as BoardQueryVariables;
    const project = data!.project!;
    if (reflects(project, seq)) continue;
    if (!matchesBoardVariables(task, variables as Record<string, unknown>, project.labels)) continue;
    const pages = columnPagesOf(queryClient, variables, project);
    if (holderOf(pages, task.id) !== undefined) continue;
    const column = pages[task.status];
    const loaded = column.flatMap((p) => p.edges.map((e) => e.node));
    const last = loaded[loaded.length - 1];
    const beyond =
      (column[column.length - 1]?.pageInfo.hasNextPage ?? false) &&
      last !== undefined &&
      byRank(task, last) > 0;
    const edge = { __typename: 'TaskEdge' as const, cursor: '', node: task };
    queryClient.setQueryData<BoardQuery>(
      key,
      withColumn(project, task.status, (page) => ({
        ...page,
        totalCount: page.totalCount + 1,
        edges: beyond ? page.edges : insertByRank(page.edges, edge),
      })),
    );
  }
}

function insertByRank<E extends { node: CardTask }>(edges: readonly E[], edge: E): E[] {
  const at = edges.findIndex((e) => byRank(edge.node, e.node) < 0);
  // Without ranks (an older service) a new card goes first, as the service listed new tasks.
  if ((edge.node as { rank?: string }).rank === undefined) return [edge, ...edges];
  return at === -1 ? [...edges, edge] : [...edges.slice(0, at), edge, ...edges.slice(at)];
}

/** A deleted task leaves every cached list, and the column whose pages held it counts one fewer. */
export function removeTaskFromBoards(queryClient: QueryClient, taskId: string, seq?: number): void {
  for (const [key, data] of queryClient.getQueriesData<BoardQuery>({ queryKey: ['Board'] })) {
    const project = data?.project;
    if (!project || reflects(project, seq)) continue;
    const holder = holderOf(columnPagesOf(queryClient, key[1] as BoardQueryVariables, project), taskId);
    if (holder === undefined) {
      // Not among the loaded cards: it may sit on a page not loaded yet, so such a board is fetched again.
      const pages = columnPagesOf(queryClient, key[1] as BoardQueryVariables, project);
      if (TASK_STATUSES.some((s) => pages[s][pages[s].length - 1]?.pageInfo.hasNextPage))
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    queryClient.setQueryData<BoardQuery>(
      key,
      withColumn(project, holder, (page) => ({ ...page, totalCount: Math.max(0, page.totalCount - 1) })),
    );
  }
  removeEntity(queryClient, { __typename: 'Task', id: taskId });
}

/** The task as a board of the project last held it, before a change merges into it. */
function heldVersion(queryClient: QueryClient, projectKey: string, taskId: string): CardTask | undefined {
  for (const [key, data] of boardsOf(queryClient, projectKey)) {
    const pages = columnPagesOf(queryClient, key[1] as BoardQueryVariables, data!.project!);
    for (const status of TASK_STATUSES)
      for (const page of pages[status])
        for (const edge of page.edges) if (edge.node.id === taskId) return edge.node;
  }
  return undefined;
}

/** Whether any filter narrows a board with these variables (an unfiltered board holds every task). */
function isFiltered(variables: BoardQueryVariables): boolean {
  return Boolean(
    variables.text ||
    variables.assigneeId ||
    variables.unassigned ||
    variables.priority ||
    variables.labels?.length,
  );
}

/**
 * A filtered board follows a changed task as the service would filter it (matchesBoardVariables). Call before the
 * change merges, so whether it matched before is known; when nothing says, the board is fetched again.
 */
export function refilterBoards(
  queryClient: QueryClient,
  projectKey: string,
  task: CardTask & FilterableTask,
  seq?: number,
): void {
  const filtered = boardsOf(queryClient, projectKey).filter(
    ([key, data]) => isFiltered(key[1] as BoardQueryVariables) && !reflects(data!.project!, seq),
  );
  // Most boards are unfiltered: then a change has nothing to refilter, and nothing is read.
  if (filtered.length === 0) return;
  // Read before any board changes below: whether the task matched before is known from the card as it was.
  const before = heldVersion(queryClient, projectKey, task.id);
  for (const [key, data] of filtered) {
    const variables = key[1] as BoardQueryVariables & Record<string, unknown>;
    const project = data!.project!;
    const pages = columnPagesOf(queryClient, variables, project);
    const holder = holderOf(pages, task.id);
    const matches = matchesBoardVariables(task, variables, project.labels);
    if (holder !== undefined && !matches) {
      const first = project[COLUMN_ALIAS[holder]];
      if (!first.edges.some((e) => e.node.id === task.id))
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      else
        queryClient.setQueryData<BoardQuery>(
          key,
          withColumn(project, holder, (page) => ({
            ...page,
            edges: page.edges.filter((e) => e.node.id !== task.id),
            totalCount: page.totalCount - 1,
          })),
        );
    } else if (holder === undefined && matches) {
      // Cards carry no description: under a text filter a card cannot tell whether it matched.
      const known = before && !(variables.text && !('description' in before));
      const partly = TASK_STATUSES.some((s) => pages[s][pages[s].length - 1]?.pageInfo.hasNextPage);
      if (!partly || (known && !matchesBoardVariables(before as FilterableTask, variables, project.labels)))
        addTaskToBoards(queryClient, projectKey, task, seq, key);
      else if (!known) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
  }
}

/**
 * A label renamed or deleted: which tasks a board filtered by labels holds may have changed, so those boards are
 * stale. None is asked again now: an open one follows the label in its address (src/features/board/followLabels.ts),
 * which asks once, and a closed one is asked again when next shown.
 */
export function labelChanged(queryClient: QueryClient, projectKey: string): void {
  void queryClient.invalidateQueries({
    queryKey: ['Board'],
    predicate: (query) => {
      const variables = query.queryKey[1] as BoardQueryVariables | undefined;
      return variables?.key === projectKey && Boolean(variables.labels?.length);
    },
    refetchType: 'none',
  });
}
