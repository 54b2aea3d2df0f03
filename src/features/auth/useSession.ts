// The signed-in user (the cached Viewer query) and what changes it: sign-in, sign-up and sign-out.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useViewerQuery } from '../../../generated/hooks';
import type { ViewerQuery } from '../../../generated/graphql';

export type Viewer = NonNullable<ViewerQuery['viewer']>;

export function useViewer() {
  return useViewerQuery(undefined, { fetchPolicy: 'cache-first' });
}

/** Another person's cached data must never show to the next one: a change of user starts from an empty cache. */
export function useSetViewer() {
  const queryClient = useQueryClient();
  return useCallback(
    (viewer: Viewer | null) => {
      queryClient.cancelQueries();
      queryClient.removeQueries();
      queryClient.setQueryData<ViewerQuery>(useViewerQuery.key(), { viewer } as ViewerQuery);
    },
    [queryClient],
  );
}
