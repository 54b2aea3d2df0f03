// Live updates for one project while any of its screens is open, resumed rather than trusted: the stream starts
// after the last event the cache reflects (projectSeq.ts), so opening a project again, coming back online or
// reconnecting brings exactly the missed events, in order, through the same entity merge as live ones. Events
// already applied are skipped; a RESYNC (the missed ones are no longer kept) refetches the project's results once.
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BoardEventsSubscription } from '../../../generated/graphql';
import { useBoardEventsSubscription } from '../../../generated/hooks';
import { applyBoardEvent } from './applyBoardEvent';
import { lastApplied, recordApplied, resetApplied, resumePoint } from './projectSeq';

export type BoardEvent = BoardEventsSubscription['boardEvents'];

export interface LiveBoardOptions {
  viewerId: string | undefined;
  /** Every event applied (not skipped), after the cache has it: for notices on the open screen. */
  onEvent?: (event: BoardEvent) => void;
}

/** Refetches what the cache holds of the project, once (active results now, the others when next shown). */
export function refetchProject(queryClient: QueryClient, projectKey: string): void {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const [name, variables] = query.queryKey as [string, Record<string, unknown> | undefined];
      if (name === 'BoardColumn') return false;
      return variables?.['key'] === projectKey || variables?.['projectKey'] === projectKey;
    },
  });
  // Later column pages start again from the refetched first page.
  queryClient.removeQueries({
    predicate: (query) =>
      query.queryKey[0] === 'BoardColumn' &&
      (query.queryKey[1] as Record<string, unknown> | undefined)?.['key'] === projectKey,
  });
}

/**
 * One event of a project's stream, in order: a RESYNC refetches once and restarts the count; an event already
 * applied (a resumed stream replays from where it started) is skipped; any other goes through the entity merge.
 * Returns whether the event was applied.
 */
export function handleBoardEvent(
  queryClient: QueryClient,
  projectKey: string,
  event: BoardEvent,
  { viewerId, after }: { viewerId: string | undefined; after: number | undefined },
): boolean {
  if (event.kind === 'RESYNC') {
    resetApplied(queryClient, projectKey, event.seq);
    refetchProject(queryClient, projectKey);
    return false;
  }
  const last = lastApplied(queryClient, projectKey) ?? after;
  if (last !== undefined && event.seq <= last) return false;
  applyBoardEvent(queryClient, event, viewerId);
  recordApplied(queryClient, projectKey, event.seq);
  return true;
}

export function useLiveBoard(projectKey: string, { viewerId, onEvent }: LiveBoardOptions) {
  const queryClient = useQueryClient();
  const subscribeCache = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const candidate = useSyncExternalStore(subscribeCache, () => resumePoint(queryClient, projectKey));
  // Where this stream starts, fixed once known (every applied event would otherwise restart it). `undefined`: the
  // project's first result is still loading and the stream waits for the seq it brings.
  const [after, setAfter] = useState<number | null | undefined>(candidate);
  if (after === undefined && candidate !== undefined) setAfter(candidate);

  const subscription = useBoardEventsSubscription(
    after === null || after === undefined ? { projectKey } : { projectKey, after },
    {
      enabled: after !== undefined,
      onData: (result) => {
        const event = result.data?.boardEvents;
        if (
          event &&
          handleBoardEvent(queryClient, projectKey, event, { viewerId, after: after ?? undefined })
        )
          onEvent?.(event);
      },
    },
  );

  // A dropped stream comes back from where the cache now is, not from where it first started.
  const resumeFrom = lastApplied(queryClient, projectKey);
  if (subscription.status === 'reconnecting' && resumeFrom !== undefined && resumeFrom !== after) {
    setAfter(resumeFrom);
  }
  return { status: subscription.status, error: subscription.error };
}
