// `npm run bench`: every group's cases side by side in one run, interleaved, median of the rounds. Prints a table
// of ms per operation and the ratio to the floor, then, as the last line, the headline figures as one JSON object.
// Groups are one file each; a new group (subscriptions, say) is one more entry in `groups`.
import { makePayloads } from './payloads';
import {
  ratioToFloor,
  round,
  runInterleaved,
  startCannedServer,
  table,
  type BenchCase,
  type BenchGroup,
  type CaseResult,
} from './harness';

// Production builds of React and Apollo, as users run them (their development builds add checks and freezing).
process.env['NODE_ENV'] ??= 'production';

// BENCH_QUICK=1: one round of a few operations of the in-process cases, then the JSON line without the live,
// fan-out and durability figures: a smoke run that checks the line's keys (bench/run.test.ts), never its timings.
const QUICK = process.env['BENCH_QUICK'] === '1';
const ROUNDS = QUICK ? 1 : Number(process.env['BENCH_ROUNDS'] ?? 7);

/** CPU time of one case over another's, same run: for in-process work, where CPU time is what the code costs. */
function cpuRatio(results: CaseResult[], name: string, baseline: string): number {
  const of = (caseName: string) => results.find((r) => r.name === caseName)?.cpuMs;
  const [value, base] = [of(name), of(baseline)];
  if (value === undefined || base === undefined)
    throw new Error(`bench: no result for ${name} or ${baseline}`);
  return round(value / base, 3);
}

async function main() {
  const { transportGroup } = await import('./transport');
  const { cacheGroup } = await import('./cache');
  const { apolloGroup } = await import('./apollo');
  const groups: BenchGroup[] = [transportGroup, cacheGroup, apolloGroup];

  const { payloads, bytes } = makePayloads();
  const server = await startCannedServer(bytes);
  const cases: BenchCase[] = [];
  const filter = process.env['BENCH_FILTER'];
  for (const group of groups) cases.push(...(await group.setup({ url: server.url, payloads, bytes })));
  // BENCH_FILTER: a part of a case's name, or several separated by |.
  if (filter) {
    const parts = filter.split('|');
    cases.splice(
      0,
      cases.length,
      ...cases.filter((c) => c.floor || parts.some((part) => c.name.includes(part))),
    );
  }

  console.log(
    `payloads: 1kb = ${bytes['1kb'].length} bytes, 1mb = ${bytes['1mb'].length} bytes; ${ROUNDS} rounds, interleaved`,
  );
  const results = await runInterleaved(cases, {
    rounds: ROUNDS,
    warmupRounds: QUICK ? 0 : 2,
    ops: QUICK ? { '1kb': 2, '1mb': 1 } : { '1kb': 100, '1mb': 5 },
  });
  for (const group of groups) await group.teardown?.();
  await server.close();

  console.log(table(results));
  const cacheHit = results.find((r) => r.name === 'cache hit: useGraphQLQuery render, per hook');
  const cacheHitFloor = results.find(
    (r) => r.name === 'cache hit: the same render without a hook, per component',
  );
  const cacheHitObserver = results.find(
    (r) => r.name === 'cache hit: options + observer.getOptimisticResult',
  );
  if (filter) return;
  const { cacheMemoryFigures } = await import('./cache');
  const memory = await cacheMemoryFigures();
  // Each layer path as a ratio to what it wraps, same run: a slower layer shows even when the machine is slower.
  const hot = {
    execute_1kb_vs_floor: ratioToFloor(results, 'client.execute', '1kb'),
    execute_1mb_vs_floor: ratioToFloor(results, 'client.execute', '1mb'),
    refetch_1mb_vs_floor: ratioToFloor(results, 'refetch (hooks query fn + QueryClient)', '1mb'),
    apollo_network_only_1mb_vs_floor: ratioToFloor(results, 'apollo network-only', '1mb'),
    // CPU time, as for the ratios: on a quiet machine it is the wall time, and on a shared one it is still the hook's.
    cache_hit_us: round((cacheHit?.cpuMs ?? NaN) * 1000, 2),
    cache_hit_vs_usequery: cpuRatio(
      results,
      'cache hit: useGraphQLQuery render, per hook',
      'cache hit: TanStack useQuery render, per hook',
    ),
    // The same render with no hook (React's own work per component), and the hook's cost above it.
    cache_hit_floor_us: round((cacheHitFloor?.cpuMs ?? NaN) * 1000, 2),
    cache_hit_hook_only_us: round(((cacheHit?.cpuMs ?? NaN) - (cacheHitFloor?.cpuMs ?? NaN)) * 1000, 2),
    cache_hit_observer_us: round((cacheHitObserver?.cpuMs ?? NaN) * 1000, 2),
    merge_vs_set_query_data: cpuRatio(
      results,
      'merge one entity into a cached 1 MB result',
      'setQueryData of the same change, by hand',
    ),
    // The app's path for a burst of live events (seq checks, runs of merges) over the bare merge it calls.
    event_apply_vs_merge: round(memory.resume_1000_events_ms / memory.resume_1000_events_batched_ms, 3),
  };
  if (QUICK) {
    console.log(JSON.stringify({ ...hot, ...memory }));
    return;
  }
  // Live updates against the reference service: event latency over both transports, a 1,000-event burst.
  const { runSubscriptionBench } = await import('./subscriptions');
  const live = await runSubscriptionBench();
  for (const row of live.rows) {
    console.log(
      `${row.name.padEnd(72)} ${row.ms.toFixed(3).padStart(10)} ms  (${row.stat}, n=${row.samples})`,
    );
  }
  // One change seen by 100 people at once: the event log and pub/sub fan-out (p99 over every client).
  const { runFanoutBench } = await import('./fanout');
  const fanout = await runFanoutBench();
  console.log(
    `${fanout.row.name.padEnd(72)} ${fanout.row.ms.toFixed(3).padStart(10)} ms  (p99, n=${fanout.row.samples})`,
  );
  // What durable commits cost on the embedded database (bench/durability.ts).
  const { runDurabilityBench } = await import('./durability');
  const durability = await runDurabilityBench();
  for (const row of durability.rows)
    console.log(`${row.name.padEnd(72)} ${row.value.toFixed(0).padStart(10)} /s`);
  console.log(
    JSON.stringify({
      ...hot,
      ...memory,
      ...live.figures,
      ...fanout.figures,
      ...durability.figures,
    }),
  );
}

await main();
