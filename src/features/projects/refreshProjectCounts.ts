// Task counts on the projects list change with every create, move and delete in any of the viewer's projects, but
// only the projects open in this tab stream their events (markProjectsStale). A list older than this is fetched
// again when it shows; a return within it costs no request (the list is what the viewer just saw).
import type { QueryClient } from '@tanstack/react-query';
import { useProjectsQuery } from '../../../generated/hooks';

/** How long the list's counts are taken as current without events saying otherwise. */
export const PROJECT_COUNTS_FRESH_MS = 15_000;

/**
 * Called as the list shows: asks for the list again (one request, by its observer) when its result is older than
 * PROJECT_COUNTS_FRESH_MS and no request is already coming (a list marked stale is fetched on mount by itself).
 * Returns whether it asked.
 */
export function refreshProjectCounts(queryClient: QueryClient, now = Date.now()): boolean {
  const query = queryClient.getQueryCache().find({ queryKey: useProjectsQuery.key(), exact: true });
  const state = query?.state;
  if (!query || !state || state.data === undefined) return false;
  if (state.isInvalidated || state.fetchStatus !== 'idle') return false;
  if (now - state.dataUpdatedAt < PROJECT_COUNTS_FRESH_MS) return false;
  void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  return true;
}
