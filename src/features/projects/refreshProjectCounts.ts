// Only open projects stream events, so a projects list older than this is fetched again when it shows.
import type { QueryClient } from '@tanstack/react-query';
import { useProjectsQuery } from '../../../generated/hooks';

/** How long the list's counts are taken as current without events saying otherwise. */
export const PROJECT_COUNTS_FRESH_MS = 15_000;

/** Refetches the list as it shows when its result is older than PROJECT_COUNTS_FRESH_MS; returns whether it asked. */
export function refreshProjectCounts(queryClient: QueryClient, now = Date.now()): boolean {
  const query = queryClient.getQueryCache().find({ queryKey: useProjectsQuery.key(), exact: true });
  const state = query?.state;
  if (!query || !state || state.data === undefined) return false;
  if (state.isInvalidated || state.fetchStatus !== 'idle') return false;
  if (now - state.dataUpdatedAt < PROJECT_COUNTS_FRESH_MS) return false;
  void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  return true;
}
