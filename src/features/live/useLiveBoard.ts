// Live updates for a project while any of its screens is open, resuming after the last event the cache reflects
// (projectSeq.ts), so a reconnect brings exactly the missed events; a RESYNC refetches once.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BoardEventsSubscription } from '../../../generated/graphql';
import { useBoardEventsSubscription } from '../../../generated/hooks';
import { applyBoardEvents } from './applyBoardEvent';
import { lastApplied, recordApplied, resetApplied, resumePoint } from '../../entities/project/projectSeq';

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

/** A stream's events in order: RESYNC refetches once, applied ones are skipped. Returns the events applied. */
export function handleBoardEvents(
  queryClient: QueryClient,
  projectKey: string,
  events: readonly BoardEvent[],
  { viewerId, after }: { viewerId: string | undefined; after: number | undefined },
): BoardEvent[] {
  const applied: BoardEvent[] = [];
  let run: BoardEvent[] = [];
  const flush = () => {
    if (run.length > 0) applyBoardEvents(queryClient, run, viewerId);
    run = [];
  };
  for (const event of events) {
    if (event.kind === 'RESYNC') {
      flush();
      resetApplied(queryClient, projectKey, event.seq);
      refetchProject(queryClient, projectKey);
      continue;
    }
    const last = lastApplied(queryClient, projectKey) ?? after;
    if (last !== undefined && event.seq <= last) continue;
    run.push(event);
    recordApplied(queryClient, projectKey, event.seq);
    applied.push(event);
  }
  flush();
  return applied;
}

/** One event of a project's stream. Returns whether it was applied. */
export function handleBoardEvent(
  queryClient: QueryClient,
  projectKey: string,
  event: BoardEvent,
  options: { viewerId: string | undefined; after: number | undefined },
): boolean {
  return handleBoardEvents(queryClient, projectKey, [event], options).length > 0;
}

export function useLiveBoard(projectKey: string, { viewerId, onEvent }: LiveBoardOptions) {
  const queryClient = useQueryClient();
  const subscribeCache = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const candidate = useSyncExternalStore(subscribeCache, () => resumePoint(queryClient, projectKey));
  // Where this stream starts, fixed once known, or else every applied event would restart it.
  const [after, setAfter] = useState<number | null | undefined>(candidate);
  if (after === undefined && candidate !== undefined) setAfter(candidate);

  // Events that arrive together (a resume's replay) are applied as one burst: one walk of the cache, not one per event.
  const pending = useRef<BoardEvent[]>([]);
  const latest = useRef({ after, viewerId, onEvent });
  useLayoutEffect(() => {
    latest.current = { after, viewerId, onEvent };
  });
  const flush = useCallback(() => {
    const events = pending.current;
    if (events.length === 0) return;
    pending.current = [];
    const { after: from, viewerId: viewer, onEvent: notify } = latest.current;
    for (const event of handleBoardEvents(queryClient, projectKey, events, {
      viewerId: viewer,
      after: from ?? undefined,
    }))
      notify?.(event);
  }, [queryClient, projectKey]);
  // Leaving the project applies what already arrived: the cache then reflects every event counted as applied.
  useEffect(() => flush, [flush]);

  const subscription = useBoardEventsSubscription(
    after === null || after === undefined ? { projectKey } : { projectKey, after },
    {
      enabled: after !== undefined,
      onData: (result) => {
        const event = result.data?.boardEvents;
        if (!event) return;
        // A timer, not a microtask: a burst spans several tasks' worth of stream chunks.
        if (pending.current.push(event) === 1) setTimeout(flush, 0);
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
