// A project's stream of board events applied to the cache in order: replayed ones skipped by seq, runs of them as
// one burst, a RESYNC as a refetch. useLiveBoard loads it with the stream; tests and the benchmark call it directly.
import type { QueryClient } from '@tanstack/react-query';
import type { BoardEventsSubscription } from '../../../generated/graphql';
import { refetchProject } from '../../entities/project/projectCache';
import { lastApplied, recordApplied, resetApplied } from '../../entities/project/projectSeq';
import { applyBoardEvents } from './applyBoardEvent';

export type BoardEvent = BoardEventsSubscription['boardEvents'];

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
