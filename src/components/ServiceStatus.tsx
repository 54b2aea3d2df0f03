// One notice while SERVICE_UNAVAILABLE is being retried; forms stay pending, not failed, so nothing typed is lost.
import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isServiceUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../lib/graphql';

function retryingWhileUnavailable(queryClient: QueryClient): boolean {
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.state.fetchStatus === 'fetching' && isServiceUnavailable(q.state.fetchFailureReason));
  if (queries) return true;
  return queryClient
    .getMutationCache()
    .getAll()
    .some((m) => m.state.status === 'pending' && isServiceUnavailable(m.state.failureReason));
}

export function ServiceStatus() {
  const queryClient = useQueryClient();
  const retrying = useSyncExternalStore(
    (onChange) => {
      const offQueries = queryClient.getQueryCache().subscribe(onChange);
      const offMutations = queryClient.getMutationCache().subscribe(onChange);
      return () => {
        offQueries();
        offMutations();
      };
    },
    () => retryingWhileUnavailable(queryClient),
    () => false,
  );
  return (
    <div role="status" className="service-status" hidden={!retrying}>
      {retrying ? SERVICE_UNAVAILABLE_MESSAGE : null}
    </div>
  );
}
