// When the projects list is asked for again as it shows, on a real TanStack cache with an observer (the list on
// screen) whose query function counts its calls: no server is needed to know whether a request would be sent.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { useProjectsQuery } from '../../../generated/hooks';
import type { ProjectsQuery } from '../../../generated/graphql';
import { PROJECT_COUNTS_FRESH_MS, refreshProjectCounts } from './refreshProjectCounts';

function setup(updatedAt: number) {
  const queryClient = new QueryClient();
  const queryKey = useProjectsQuery.key();
  queryClient.setQueryData<ProjectsQuery>(queryKey, { projects: [] }, { updatedAt });
  let requests = 0;
  const queryFn = (): ProjectsQuery => {
    requests++;
    return { projects: [] };
  };
  const observer = new QueryObserver(queryClient, { queryKey, queryFn, staleTime: Infinity });
  const unsubscribe = observer.subscribe(() => {});
  return { queryClient, queryKey, requests: () => requests, unsubscribe };
}

describe('refreshProjectCounts', () => {
  test('a list fetched moments ago is shown as it is: no request', () => {
    const now = 1_000_000;
    const { queryClient, requests, unsubscribe } = setup(now - PROJECT_COUNTS_FRESH_MS + 1);
    expect(refreshProjectCounts(queryClient, now)).toBe(false);
    expect(requests()).toBe(0);
    unsubscribe();
  });

  test('an older list is fetched again, once', async () => {
    const now = 1_000_000;
    const { queryClient, queryKey, requests, unsubscribe } = setup(now - PROJECT_COUNTS_FRESH_MS);
    expect(refreshProjectCounts(queryClient, now)).toBe(true);
    // Already on its way (or marked stale by an event, fetched on mount by itself): not asked a second time.
    expect(refreshProjectCounts(queryClient, now)).toBe(false);
    await queryClient.getQueryCache().find({ queryKey, exact: true })?.promise;
    expect(requests()).toBe(1);
    unsubscribe();
  });

  test('nothing cached yet: the list is loading by itself', () => {
    expect(refreshProjectCounts(new QueryClient())).toBe(false);
  });
});
