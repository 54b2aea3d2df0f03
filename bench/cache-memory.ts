// Run by bench/cache.ts in two Node processes of their own, both with --expose-gc (a clean heap, and gc() between
// measurements):
// - `memory` (also --no-flush-bytecode --no-opt): cache_1mb_memory_ratio, the retained heap of a 1 MB result cached as
//   useGraphQLQuery caches it (QueryClient, entity index built, an observer attached) divided by the retained heap of
//   the same JSON parsed and held alone: the median of 7 samples after a warm-up one, with their spread
//   (cache_1mb_memory_ratio_min and _max);
// - otherwise, the resume timings, with the JIT as users get it:
// - resume_1000_events_ms: client CPU (user + system) for the app to apply a resume's 1,000 replayed board events
//   (seq 1..1000) to a cached board (6 columns of 50 cards, the Board document's real selections and arguments)
//   through its real path: handleBoardEvents, as useLiveBoard applies a burst (seq checks, one walk per run of task
//   merges), median of 9 runs interleaved with the other two paths after 3 warm-ups of each; resume_1000_events_one_by_one_ms: the same events through handleBoardEvent one at a time
//   (one walk each, as the client applied them before bursts); resume_1000_events_batched_ms: the bare
//   mergeEntities array call, the floor.
// Prints one JSON line.
import v8 from 'node:v8';
import { QueryObserver } from '@tanstack/react-query';
import { BoardDocument, BoardEventsDocument } from '../generated/graphql';
import {
  attachEntityIndex,
  createGraphQLClient,
  createQueryClient,
  graphqlQueryOptions,
  mergeEntities,
  queriesHolding,
} from '../src/lib/graphql';
import type { DocumentInput } from '../src/lib/graphql';
import { handleBoardEvent, handleBoardEvents, type BoardEvent } from '../src/features/live/handleBoardEvents';
import { makePayloads, ITEMS_QUERY } from './payloads';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('bench/cache-memory.ts needs node --expose-gc');

/**
 * The heap's data after full collections: every space but the code spaces. The figure was bimodal (1.02 or 1.15-1.21
 * from run to run) for reasons that are not what a cached result keeps: the first sample paid once for loading code
 * (graphql-js to parse the plain-string document, TanStack's classes: about 90 KB); V8's optimising compiler, working
 * in the background, finished with the merge's walks in whichever sample was running then, adding its code (up to
 * 65 KB of code space) and about 200 KB of its metadata to the old space; and the forced collections flushed the
 * bytecode of functions idle for a few of them, so a sample could start after (or before) 130 KB were freed or
 * compiled again. Hence: code spaces left out, no optimising compiler and no bytecode flushing in this process
 * (--no-opt --no-flush-bytecode, set by bench/cache.ts), a warm-up sample thrown away, and the median of several.
 */
function heapAfterGc(): number {
  for (let i = 0; i < 4; i++) gc?.();
  return v8
    .getHeapSpaceStatistics()
    .filter((space) => !space.space_name.startsWith('code'))
    .reduce((sum, space) => sum + space.space_used_size, 0);
}

function memoryRatio(): number {
  const text = makePayloads().bytes['1mb'].toString();
  const base = heapAfterGc();
  const parsed: unknown[] = [JSON.parse(text)];
  const parsedBytes = heapAfterGc() - base;
  parsed.pop();

  const again = heapAfterGc();
  const queryClient = createQueryClient();
  attachEntityIndex(queryClient);
  const options = graphqlQueryOptions(
    createGraphQLClient({ uri: 'http://127.0.0.1:9/graphql' }),
    ITEMS_QUERY as DocumentInput<{ items: unknown[] }, Record<string, never>>,
    undefined,
  );
  queryClient.setQueryData(options.queryKey, (JSON.parse(text) as { data: unknown }).data);
  const unsubscribe = new QueryObserver(queryClient, { ...options, staleTime: Infinity }).subscribe(() => {});
  // The index is built on the first merge: a cached result pays for it from then on.
  queriesHolding(queryClient, ['Item:item-1']);
  const cachedBytes = heapAfterGc() - again;
  unsubscribe();
  queryClient.clear();
  return cachedBytes / parsedBytes;
}

const STATUSES = ['BACKLOG', 'TODO', 'IN_PROGRESS', 'IN_REVIEW', 'DONE', 'CANCELED'] as const;
const ALIASES = ['backlog', 'todo', 'inProgress', 'inReview', 'done', 'canceled'] as const;
const users = [1, 2, 3].map((n) => ({ __typename: 'User', id: `u${n}`, name: `User ${n}` }));

function card(column: number, i: number, title = `Task ${column}-${i}`) {
  const number = column * 50 + i + 1;
  return {
    __typename: 'Task',
    id: `t${number}`,
    number,
    key: `LAN-${number}`,
    title,
    status: STATUSES[column],
    priority: 'MEDIUM',
    dueDate: null,
    version: 1,
    allowedTransitions: ['DONE'],
    assignee: users[i % 3],
  };
}

function board() {
  const project: Record<string, unknown> = {
    __typename: 'Project',
    id: 'p1',
    key: 'LAN',
    name: 'Launch',
    viewerRole: 'ADMIN',
    members: users.map((user, i) => ({ __typename: 'Member', id: `m${i}`, role: 'MEMBER', user })),
  };
  ALIASES.forEach((alias, column) => {
    project[alias] = {
      __typename: 'TaskConnection',
      totalCount: 50,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      edges: Array.from({ length: 50 }, (_, i) => ({
        __typename: 'TaskEdge',
        cursor: `c${i}`,
        node: card(column, i),
      })),
    };
  });
  return { project };
}

function event(n: number) {
  const column = n % 6;
  const i = (n * 7) % 50;
  return {
    boardEvents: {
      __typename: 'BoardEvent',
      kind: 'TASK_UPDATED',
      seq: n + 1,
      changedFields: ['title'],
      userId: null,
      member: null,
      project: null,
      projectKey: 'LAN',
      deletedId: null,
      taskId: `t${column * 50 + i + 1}`,
      at: '2026-11-23T10:00:00.000Z',
      actor: users[1],
      task: {
        ...card(column, i, `Renamed ${n}`),
        description: '',
        commentCount: 0,
        updatedAt: '2026-11-23T10:00:00.000Z',
      },
      comment: null,
    },
  };
}

function resumeMs(path: 'burst' | 'one-by-one' | 'merge-array'): number {
  const queryClient = createQueryClient();
  attachEntityIndex(queryClient);
  const options = graphqlQueryOptions(
    createGraphQLClient({ uri: 'http://127.0.0.1:9/graphql' }),
    BoardDocument,
    {
      key: 'LAN',
    },
  );
  queryClient.setQueryData(options.queryKey, { project: { ...board().project, seq: 0 } });
  const unsubscribe = new QueryObserver(queryClient, { ...options, staleTime: Infinity }).subscribe(() => {});
  const events = Array.from({ length: 1000 }, (_, n) => event(n));
  const source = { document: BoardEventsDocument, variables: { projectKey: 'LAN' } };
  const replayed = events.map((data) => data.boardEvents as unknown as BoardEvent);
  const live = { viewerId: 'u1', after: 0 };
  const start = process.cpuUsage();
  if (path === 'burst') handleBoardEvents(queryClient, 'LAN', replayed, live);
  else if (path === 'one-by-one')
    for (const event of replayed) handleBoardEvent(queryClient, 'LAN', event, live);
  else mergeEntities(queryClient, events, source);
  const used = process.cpuUsage(start);
  const title = (queryClient.getQueryData(options.queryKey) as ReturnType<typeof board>).project['done'] as {
    edges: { node: { title: string } }[];
  };
  if (!title.edges.some((e) => e.node.title.startsWith('Renamed')))
    throw new Error('bench: events were not merged');
  unsubscribe();
  queryClient.clear();
  return (used.user + used.system) / 1000;
}

// BENCH_QUICK=1 (bench/run.ts's smoke run, which checks the line's keys and never its values): one sample of each.
const QUICK = process.env['BENCH_QUICK'] === '1';
/** Runs of each resume path thrown away first (the JIT compiles the merge and the app's path), then measured. */
const RESUME_WARMUPS = QUICK ? 0 : 3;
const RESUME_ROUNDS = QUICK ? 1 : 9;
/** Memory samples after the warm-up one: their median, least and most. */
const MEMORY_SAMPLES = QUICK ? 1 : 7;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
if (process.argv[2] === 'memory') {
  memoryRatio(); // warm-up: loads what every later sample shares
  const ratios = Array.from({ length: MEMORY_SAMPLES }, memoryRatio).sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      cache_1mb_memory_ratio: round(ratios[ratios.length >> 1] as number, 3),
      cache_1mb_memory_ratio_min: round(ratios[0] as number, 3),
      cache_1mb_memory_ratio_max: round(ratios.at(-1) as number, 3),
    }),
  );
} else {
  // Interleaved, after warm-ups of every path: each path's runs meet the same state of the JIT and of the machine.
  const paths = ['burst', 'one-by-one', 'merge-array'] as const;
  const runs = new Map<(typeof paths)[number], number[]>(paths.map((path) => [path, []]));
  for (let round = 0; round < RESUME_WARMUPS + RESUME_ROUNDS; round++)
    for (const path of paths) {
      const ms = resumeMs(path);
      if (round >= RESUME_WARMUPS) runs.get(path)?.push(ms);
    }
  const median = (path: (typeof paths)[number]): number => {
    const sorted = [...(runs.get(path) ?? [])].sort((a, b) => a - b);
    return round(sorted[sorted.length >> 1] as number, 2);
  };
  console.log(
    JSON.stringify({
      resume_1000_events_ms: median('burst'),
      resume_1000_events_one_by_one_ms: median('one-by-one'),
      resume_1000_events_batched_ms: median('merge-array'),
    }),
  );
}
