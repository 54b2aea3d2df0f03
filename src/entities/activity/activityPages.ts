// A task's Activity as one infinite query; live entries go on top of the first page (prependActivity.ts).
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { TaskActivityQuery } from '../../../generated/graphql';
import { TaskActivityDocument, useTaskActivityQuery } from '../../../generated/hooks';
import { dataUnderPolicy, useGraphQLClient } from '../../lib/graphql';

export type ActivityPages = InfiniteData<TaskActivityQuery, string | null>;

export const ACTIVITY_PAGE = 20;

/** `['TaskActivity', { projectKey, number }]`: every page of one task's Activity (the cursor is the page). */
export function activityKey(projectKey: string, number: number) {
  return useTaskActivityQuery.key({ projectKey, number });
}

export function useActivityPages(projectKey: string, number: number) {
  const client = useGraphQLClient();
  return useInfiniteQuery<
    TaskActivityQuery,
    Error,
    ActivityPages,
    ReturnType<typeof activityKey>,
    string | null
  >({
    queryKey: activityKey(projectKey, number),
    queryFn: async ({ pageParam, signal }): Promise<TaskActivityQuery> =>
      dataUnderPolicy(
        await client.execute(TaskActivityDocument, {
          variables:
            pageParam === null
              ? { projectKey, number, first: ACTIVITY_PAGE }
              : { projectKey, number, first: ACTIVITY_PAGE, after: pageParam },
          signal,
        }),
        'none',
      ),
    initialPageParam: null,
    getNextPageParam: (last) => {
      const info = last.task?.activity.pageInfo;
      return info?.hasNextPage && info.endCursor ? info.endCursor : undefined;
    },
    // Live events keep the cached pages current (prependActivity.ts); a RESYNC refetches them with the project.
    staleTime: Infinity,
  });
}
