// Task counts on the projects list change with every create, move and delete. Marking the list stale (without
// fetching now) refreshes it the next time it shows, and only then; unchanged screens still come back for free.
import type { QueryClient } from '@tanstack/react-query';
import { projectsKeys } from '../../../generated/hooks';

export function markProjectsStale(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: projectsKeys.all, refetchType: 'none' });
}
