// Live updates, measured against the reference service: how long a board event takes from one client's mutation
// to another client's observer (both transports, median of 50), and what applying a burst of 1,000 task events to a
// cached board costs through the GraphQL layer's entity merge (none may be lost).
//
//   const { rows, figures } = await runSubscriptionBench();   // rows for the table, figures for the JSON line
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { createGraphQLClient } from '../src/lib/graphql/client';
import { attachEntityIndex, mergeEntities } from '../src/lib/graphql/cache/index';
import { createQueryClient } from '../src/lib/graphql/policies';
import { queryKey } from '../src/lib/graphql/queryKey';
import type { GraphQLClient, GraphQLResult } from '../src/lib/graphql/types';
import {
  BoardDocument,
  BoardEventsDocument,
  type BoardEventsSubscription,
  type BoardQuery,
} from '../generated/graphql';
import { liveSubscriptionCount } from '../server/pubsub';
import { createSeedDump } from '../tests/support/seed-dump';
import { startService, type TestService } from '../tests/support/service';

export interface SubscriptionBenchRow {
  name: string;
  /** Milliseconds per event: the median of the samples, or for the burst the mean (total time / events). */
  ms: number;
  stat: 'median' | 'mean';
  samples: number;
}

export interface SubscriptionBenchFigures {
  sse_event_after_response_ms: number;
  ws_event_after_response_ms: number;
  sse_event_after_send_ms: number;
  ws_event_after_send_ms: number;
  burst_1000_us_per_event: number;
  burst_1000_lost: number;
}

const EVENTS = 50;
const BURST = 1000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};
const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

async function until(check: () => boolean): Promise<void> {
  // The service's live-stream count has no change event; poll it on the next turns of the event loop.
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 1));
}

function clientFor(service: TestService, cookie: string, transport: 'sse' | 'ws'): GraphQLClient {
  return createGraphQLClient({
    uri: service.graphqlUrl,
    headers: { cookie },
    subscriptions: { transport, ...(transport === 'ws' ? { webSocketImpl: WebSocket } : {}) },
  });
}

const CREATE = 'mutation BenchCreate($input: CreateTaskInput!) { createTask(input: $input) { id } }';

/** Event latency: Grace's mutation, Ada's observer. Returns per-event ms after the response and after the send. */
async function latency(service: TestService, transport: 'sse' | 'ws') {
  const ada = await service.signIn('ada@lanes.test');
  const grace = await service.signIn('grace@lanes.test');
  const watcher = clientFor(service, ada, transport);
  const actor = clientFor(service, grace, transport);
  const before = liveSubscriptionCount(service.pubsub);

  const arrivals = new Map<string, number>();
  let onArrival: (() => void) | undefined;
  const subscription = watcher
    .subscribe(BoardEventsDocument, { variables: { projectKey: 'LAN' } })
    .subscribe({
      next: (result: GraphQLResult<BoardEventsSubscription>) => {
        const id = result.data?.boardEvents.task?.id;
        if (id) arrivals.set(id, performance.now());
        onArrival?.();
      },
    });
  await until(() => liveSubscriptionCount(service.pubsub) === before + 1);

  const afterResponse: number[] = [];
  const afterSend: number[] = [];
  for (let i = 0; i < EVENTS + 5; i++) {
    const sent = performance.now();
    const result = await actor.execute<{ createTask: { id: string } }>(CREATE, {
      variables: { input: { projectKey: 'LAN', title: `Bench ${transport} ${i}` } },
    });
    const responded = performance.now();
    const id = result.data?.createTask.id;
    if (!id) throw new Error(`createTask failed: ${JSON.stringify(result.errors)}`);
    if (!arrivals.has(id))
      await new Promise<void>((resolve) => (onArrival = () => arrivals.has(id) && resolve()));
    onArrival = undefined;
    const arrived = arrivals.get(id) ?? NaN;
    // The first few warm up connections, JIT and the database's caches.
    if (i >= 5) {
      afterResponse.push(arrived - responded);
      afterSend.push(arrived - sent);
    }
  }
  subscription.unsubscribe();
  await until(() => liveSubscriptionCount(service.pubsub) === before);
  return {
    afterResponse: median(afterResponse),
    afterSend: median(afterSend),
    samples: afterResponse.length,
  };
}

/** A burst of task events merged into a cached board: microseconds per event, and how many were lost. */
async function burst(service: TestService) {
  const ada = await service.signIn('ada@lanes.test');
  const client = clientFor(service, ada, 'sse');
  const variables = { key: 'LAN' };
  const board = await client.execute(BoardDocument, { variables });
  if (!board.data?.project) throw new Error(`Board failed: ${JSON.stringify(board.errors)}`);
  const queryClient = createQueryClient({
    defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity } },
  });
  const detach = attachEntityIndex(queryClient);
  const key = queryKey(BoardDocument, variables);
  queryClient.setQueryData(key, board.data);

  const project = board.data.project;
  const columns = [
    project.backlog,
    project.todo,
    project.inProgress,
    project.inReview,
    project.done,
    project.canceled,
  ];
  const tasks = columns.flatMap((column) => column.edges.map((edge) => edge.node));
  if (tasks.length === 0) throw new Error('The seeded LAN board has no tasks');

  // Events shaped as the subscription delivers them (TASK_UPDATED with the task as it now is).
  const events: GraphQLResult<BoardEventsSubscription>[] = Array.from({ length: BURST }, (_, i) => {
    const task = tasks[i % tasks.length]!;
    return {
      data: {
        boardEvents: {
          __typename: 'BoardEvent',
          kind: 'TASK_UPDATED',
          projectKey: 'LAN',
          deletedId: null,
          taskId: null,
          at: new Date(0).toISOString(),
          actor: { __typename: 'User', id: 'bench', name: 'Bench' },
          comment: null,
          task: { ...task, title: `Burst ${i}`, version: task.version + 1 + Math.floor(i / tasks.length) },
        },
      },
    } as unknown as GraphQLResult<BoardEventsSubscription>;
  });

  const started = performance.now();
  for (const event of events) mergeEntities(queryClient, event.data);
  const elapsed = performance.now() - started;

  // None lost: every task ends with the title and version of the last event sent for it.
  const cached = queryClient.getQueryData<BoardQuery>(key)?.project;
  const cachedTasks = cached
    ? [cached.backlog, cached.todo, cached.inProgress, cached.inReview, cached.done, cached.canceled].flatMap(
        (c) => c.edges.map((e) => e.node),
      )
    : [];
  let lost = 0;
  tasks.forEach((task, t) => {
    const lastIndex = t + tasks.length * Math.floor((BURST - 1 - t) / tasks.length);
    const expected = events[lastIndex]?.data?.boardEvents.task;
    const actual = cachedTasks.find((c) => c.id === task.id);
    if (!expected || actual?.title !== expected.title || actual?.version !== expected.version) lost++;
  });
  detach();
  queryClient.clear();
  return { usPerEvent: (elapsed * 1000) / BURST, lost, tasks: tasks.length };
}

export async function runSubscriptionBench(): Promise<{
  rows: SubscriptionBenchRow[];
  figures: SubscriptionBenchFigures;
}> {
  const service = await startService({ seedDump: await createSeedDump() });
  try {
    const sse = await latency(service, 'sse');
    const ws = await latency(service, 'ws');
    const merged = await burst(service);
    const rows: SubscriptionBenchRow[] = [
      {
        name: 'board event, mutation response → other client (sse)',
        ms: round(sse.afterResponse),
        stat: 'median',
        samples: sse.samples,
      },
      {
        name: 'board event, mutation response → other client (ws)',
        ms: round(ws.afterResponse),
        stat: 'median',
        samples: ws.samples,
      },
      {
        name: 'board event, mutation sent → other client (sse)',
        ms: round(sse.afterSend),
        stat: 'median',
        samples: sse.samples,
      },
      {
        name: 'board event, mutation sent → other client (ws)',
        ms: round(ws.afterSend),
        stat: 'median',
        samples: ws.samples,
      },
      {
        name: `burst of ${BURST} task events merged into a board cache, per event`,
        ms: round(merged.usPerEvent / 1000, 4),
        stat: 'mean',
        samples: BURST,
      },
    ];
    return {
      rows,
      figures: {
        sse_event_after_response_ms: round(sse.afterResponse),
        ws_event_after_response_ms: round(ws.afterResponse),
        sse_event_after_send_ms: round(sse.afterSend),
        ws_event_after_send_ms: round(ws.afterSend),
        burst_1000_us_per_event: round(merged.usPerEvent, 2),
        burst_1000_lost: merged.lost,
      },
    };
  } finally {
    await service.close();
  }
}

// Run on its own: `npx tsx bench/subscriptions.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, figures } = await runSubscriptionBench();
  for (const row of rows)
    console.log(
      `${row.name.padEnd(72)} ${row.ms.toFixed(3).padStart(10)} ms  (${row.stat}, n=${row.samples})`,
    );
  console.log(JSON.stringify(figures));
}
