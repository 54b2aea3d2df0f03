// The signed-in user (the cached Viewer query) and what changes it: sign-in, sign-up and sign-out.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useViewerQuery } from '../../../generated/hooks';
import type { ViewerQuery } from '../../../generated/graphql';
import { recordSignedIn } from './sessionExpired';

export type Viewer = NonNullable<ViewerQuery['viewer']>;

export function useViewer() {
  return useViewerQuery(undefined, { fetchPolicy: 'cache-first' });
}

/** Another person's cached data must never show to the next one: a change of user starts from an empty cache. */
export function useSetViewer() {
  const queryClient = useQueryClient();
  return useCallback(
    (viewer: Viewer | null) => {
      const viewerKey = useViewerQuery.key();
      // The Viewer query itself stays (its observers, the layout's among them, keep listening); only its data changes.
      const others = {
        predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== viewerKey[0],
      };
      void queryClient.cancelQueries(others);
      queryClient.removeQueries(others);
      queryClient.setQueryData<ViewerQuery>(viewerKey, { viewer } as ViewerQuery);
      if (viewer) recordSignedIn(true);
    },
    [queryClient],
  );
}
