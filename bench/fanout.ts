// Fan-out: from a mutation's response to the event on 100 subscribed clients, on loopback against the reference
// service (real PGlite, in-process pub/sub), over Server-Sent Events, with the app's BoardEvents document. Every client has its own session (as 100
// people would) and reads its own stream; the figure is the p99 over every (mutation, client) pair.
//
//   const { figures, row } = await runFanoutBench();   // figures.event_fanout_100_p99_ms
import { performance } from 'node:perf_hooks';
import { BoardEventsDocument } from '../generated/graphql';
import { liveSubscriptionCount } from '../server/pubsub';
import { createSeedDump } from '../tests/support/seed-dump';
import { startService } from '../tests/support/service';

const CLIENTS = 100;
const SESSIONS = 20;
const MUTATIONS = 30;
const WARMUP = 5;

// The app's own subscription document: what a real board asks of every event (assignee, comment count…).
const EVENTS = BoardEventsDocument.toString();
const CREATE = 'mutation ($t: String!) { createTask(input: { projectKey: "LAN", title: $t }) { id } }';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Reads one SSE stream, calling `onTask` with each event's task id as soon as its message is complete. */
async function listen(url: string, cookie: string, signal: AbortSignal, onTask: (id: string) => void) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
    body: JSON.stringify({ query: EVENTS, variables: { projectKey: 'LAN' } }),
    signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) return;
      buffer += chunk.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5))
          .join('\n');
        if (!data) continue;
        const id = (JSON.parse(data) as { data?: { boardEvents?: { task?: { id: string } } } }).data
          ?.boardEvents?.task?.id;
        if (id) onTask(id);
      }
    }
  })();
}

export async function runFanoutBench() {
  const service = await startService({ seedDump: await createSeedDump() });
  const controller = new AbortController();
  try {
    // One after another: the service runs the sign-ins of one email one at a time anyway (each an N=2^17 scrypt).
    const sessions: string[] = [];
    for (let i = 0; i < SESSIONS; i++)
      sessions.push(await service.signIn(i % 2 ? 'ada@lanes.test' : 'grace@lanes.test'));
    const actor = await service.signIn('grace@lanes.test');
    // arrivals.get(taskId) = the times its event reached each client
    const arrivals = new Map<string, number[]>();
    let waiting: { id: string; resolve: () => void } | undefined;
    const onTask = (id: string) => {
      const now = performance.now();
      const times = arrivals.get(id) ?? [];
      times.push(now);
      arrivals.set(id, times);
      if (waiting?.id === id && times.length === CLIENTS) waiting.resolve();
    };
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        listen(service.graphqlUrl, sessions[i % SESSIONS]!, controller.signal, onTask),
      ),
    );
    while (liveSubscriptionCount(service.pubsub) < CLIENTS) await new Promise((r) => setTimeout(r, 5));

    const samples: number[] = [];
    for (let i = 0; i < MUTATIONS + WARMUP; i += 1) {
      const body = (
        await service.request<{ createTask: { id: string } }>(CREATE, { t: `Fan-out ${i}` }, actor)
      ).data;
      const responded = performance.now();
      const id = body?.createTask.id;
      if (!id) throw new Error('createTask failed in the fan-out bench');
      if ((arrivals.get(id)?.length ?? 0) < CLIENTS) {
        await new Promise<void>((resolve) => (waiting = { id, resolve }));
      }
      // The first few warm up the connections, the JIT and the database's caches.
      if (i >= WARMUP) for (const at of arrivals.get(id)!) samples.push(Math.max(0, at - responded));
    }
    const p99 = percentile(samples, 99);
    return {
      row: {
        name: `board event fan-out to ${CLIENTS} SSE clients after the response`,
        ms: p99,
        samples: samples.length,
      },
      figures: { event_fanout_100_p99_ms: Math.round(p99 * 100) / 100 },
    };
  } finally {
    controller.abort();
    await service.close();
  }
}
