// Live updates for a project while any of its screens is open, resuming after the last event the cache reflects
// (projectSeq.ts), so a reconnect brings exactly the missed events; a RESYNC refetches once.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBoardEventsSubscription } from '../../../generated/hooks';
import { lastApplied, resumePoint } from '../../entities/project/projectSeq';
import { handleBoardEvents, type BoardEvent } from './handleBoardEvents';

export type { BoardEvent } from './handleBoardEvents';

export interface LiveBoardOptions {
  viewerId: string | undefined;
  /** Every event applied (not skipped), after the cache has it: for notices on the open screen. */
  onEvent?: (event: BoardEvent) => void;
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
  useNoAnswerBehind(projectKey);

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

/**
 * A board asked for just before live events came (a filter changed as a label was renamed, say) answers as the
 * project was then, and those events, applied while it was on its way, are not in it: such an answer is asked again.
 */
function useNoAnswerBehind(projectKey: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        // An answer from the service (an event's own change of the cache is `manual`).
        if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
        const [name, variables] = event.query.queryKey as [string, { key?: string } | undefined];
        if (name !== 'Board' || variables?.key !== projectKey) return;
        const seq = (event.query.state.data as { project?: { seq?: number } | null } | undefined)?.project
          ?.seq;
        const applied = lastApplied(queryClient, projectKey);
        if (seq !== undefined && applied !== undefined && seq < applied)
          void queryClient.invalidateQueries({ queryKey: event.query.queryKey, exact: true });
      }),
    [queryClient, projectKey],
  );
}
