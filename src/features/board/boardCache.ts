// Keeping cached boards equal to the service as tasks come and go (live events, the viewer's own creates and
// deletes): the card in its column at its rank, and the column's totalCount raised or lowered with it.
import type { QueryClient } from '@tanstack/react-query';
import type { BoardQuery, BoardQueryVariables, TaskStatus } from '../../../generated/graphql';
import { removeEntity } from '../../lib/graphql';
import { STATUSES } from '../ui/labels';
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
    STATUSES.map((s) => [s, [project[COLUMN_ALIAS[s]], ...readColumnPages(queryClient, variables, s)]]),
  ) as Record<TaskStatus, TaskPage[]>;
}

/** The column whose pages hold the task in this board, if any (a card moved live stays in its old column's page). */
function holderOf(pages: Record<TaskStatus, TaskPage[]>, taskId: string): TaskStatus | undefined {
  return STATUSES.find((s) => pages[s].some((page) => page.edges.some((e) => e.node.id === taskId)));
}

function withColumn(
  project: BoardProject,
  status: TaskStatus,
  update: (page: TaskPage) => TaskPage,
): BoardQuery {
  const alias = COLUMN_ALIAS[status];
  return { project: { ...project, [alias]: update(project[alias]) } };
}

/**
 * Whether a board result already reflects the event with this seq (it was fetched after it): counting the event again
 * would count it twice. Results record the seq they were fetched at; live events never raise it.
 */
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
 * A task that is new to the boards of its project (created, or moved in from outside what they hold): counted in
 * its column on every board whose filters it matches, and shown at its rank unless that place is beyond the pages
 * loaded so far (it will come with "Load more", as after a reload).
 */
export function addTaskToBoards(
  queryClient: QueryClient,
  projectKey: string,
  task: CardTask & FilterableTask,
  seq?: number,
): void {
  for (const [key, data] of boardsOf(queryClient, projectKey)) {
    const variables = key[1] as BoardQueryVariables;
    const project = data!.project!;
    if (reflects(project, seq)) continue;
    if (!matchesBoardVariables(task, variables as Record<string, unknown>)) continue;
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
      // Not among the loaded cards: it may have been on a page not loaded yet, in a column only the service
      // knows (the event carries no status). Such a board is fetched again, once; a fully loaded one is right.
      const pages = columnPagesOf(queryClient, key[1] as BoardQueryVariables, project);
      if (STATUSES.some((s) => pages[s][pages[s].length - 1]?.pageInfo.hasNextPage))
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
