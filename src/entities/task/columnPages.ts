// A column's "Load more" pages as one infinite query per column and filter, from the Board query's end cursor.
import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useBoardColumnQuery, BoardColumnDocument } from '../../../generated/hooks';
import type {
  BoardColumnQuery,
  BoardQueryVariables,
  TaskFilter,
  TaskStatus,
} from '../../../generated/graphql';
import { dataUnderPolicy } from '../../lib/graphql';
import { useGraphQLClient } from '../../lib/graphql';
import type { TaskPage } from './columns';

export type ColumnPages = InfiniteData<BoardColumnQuery, string>;

/** The filter a column's pages share with the board they extend: the board's filters plus the column's status. */
export function columnFilter(board: BoardQueryVariables, status: TaskStatus): TaskFilter {
  const filter: TaskFilter = { status };
  if (board.text) filter.text = board.text;
  if (board.assigneeId) filter.assigneeId = board.assigneeId;
  if (board.unassigned) filter.unassigned = true;
  if (board.priority) filter.priority = board.priority;
  if (board.labels?.length) filter.labels = [board.labels].flat();
  return filter;
}

/** `['BoardColumn', { key, filter }]`: the operation and the variables every page shares (the cursor is the page). */
export function columnPagesKey(board: BoardQueryVariables, status: TaskStatus) {
  return useBoardColumnQuery.key({ key: board.key, filter: columnFilter(board, status) });
}

export function pagesOf(data: ColumnPages | undefined): TaskPage[] {
  return (data?.pages ?? []).flatMap((page) => (page.project ? [page.project.tasks as TaskPage] : []));
}

export function readColumnPages(
  queryClient: QueryClient,
  board: BoardQueryVariables,
  status: TaskStatus,
): TaskPage[] {
  return pagesOf(queryClient.getQueryData<ColumnPages>(columnPagesKey(board, status)));
}

export function useColumnPages(board: BoardQueryVariables, status: TaskStatus, first: TaskPage) {
  const client = useGraphQLClient();
  const filter = columnFilter(board, status);
  return useInfiniteQuery<BoardColumnQuery, Error, ColumnPages, ReturnType<typeof columnPagesKey>, string>({
    queryKey: useBoardColumnQuery.key({ key: board.key, filter }),
    queryFn: async ({ pageParam, signal }): Promise<BoardColumnQuery> =>
      dataUnderPolicy(
        await client.execute(BoardColumnDocument, {
          variables: { key: board.key, filter, after: pageParam },
          signal,
        }),
        'none',
      ),
    initialPageParam: first.pageInfo.endCursor ?? '',
    getNextPageParam: (last: BoardColumnQuery) => {
      const info = last.project?.tasks.pageInfo;
      return info?.hasNextPage && info.endCursor ? info.endCursor : undefined;
    },
    // Pages come only when asked for ("Load more" calls fetchNextPage); once here, the cache serves them.
    enabled: false,
    staleTime: Infinity,
  });
}
