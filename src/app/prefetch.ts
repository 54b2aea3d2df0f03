// Starts a screen's query when navigation starts (src/app/router.tsx, startScreen), through the same TanStack
// options the screen's hook uses: the hook then finds the request in flight (or its answer) and sends none of its own.
import type { QueryClient } from '@tanstack/react-query';
import { InboxCountDocument, ViewerDocument } from '../../generated/hooks';
import type { GraphQLClient } from '../lib/graphql';
import { graphqlQueryOptions } from '../lib/graphql';

export function start<TData, TVariables>(
  queryClient: QueryClient,
  options: ReturnType<typeof graphqlQueryOptions<TData, TVariables>>,
): Promise<void> {
  // ensureQueryData fetches only what is not cached; a failure is the screen's to show, not the loader's.
  return queryClient.ensureQueryData(options).then(
    () => undefined,
    () => undefined,
  );
}

/** Waits for `work`, but no longer than `ms`: on a slow network the screen shows its skeleton rather than nothing. */
export function settleWithin(work: Promise<void>, ms: number): Promise<null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    void work.then(() => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}

/**
 * The frame's queries: who is signed in and, for someone who seems to be, the header's unread count, so the first
 * paint has the count rather than a request after it. The service names both as preloads (server/route-preload.ts).
 */
export function prefetchFrame(
  client: GraphQLClient,
  queryClient: QueryClient,
  signedIn: boolean,
): Promise<void> {
  return Promise.all([
    start(queryClient, graphqlQueryOptions(client, ViewerDocument, undefined)),
    signedIn ? start(queryClient, graphqlQueryOptions(client, InboxCountDocument, undefined)) : undefined,
  ]).then(() => undefined);
}
