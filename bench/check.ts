// `npm run bench:check`: the in-process ratios that have a goal in docs/performance.md ("Goals of the in-process
// ratios"), measured as `npm run bench` measures them, each against its goal; exits 1 when one passes its goal.
// Ratios of CPU time within one run only: a loaded machine slows both sides of each, so it does not fail the check.
import { readFileSync } from 'node:fs';
import { makePayloads } from './payloads';
import { round, startCannedServer } from './harness';

process.env['NODE_ENV'] ??= 'production';

/** The goals, read from docs/performance.md: rows of `| \`figure\` | ≤ goal | ... |` under the goals heading. */
function goals(): Map<string, number> {
  const doc = readFileSync(new URL('../docs/performance.md', import.meta.url), 'utf8');
  const section = doc.split(/^## /m).find((part) => part.startsWith('Goals of the in-process ratios'));
  if (!section) throw new Error('docs/performance.md has no "Goals of the in-process ratios" section');
  const found = new Map<string, number>();
  for (const [, name, goal] of section.matchAll(/^\| `(\w+)` +\| ≤ ([0-9.]+) /gm))
    found.set(name as string, Number(goal));
  if (found.size === 0)
    throw new Error('docs/performance.md names no goal under "Goals of the in-process ratios"');
  return found;
}

const CACHE_HIT = 'cache hit: useGraphQLQuery render, per hook';
const USE_QUERY = 'cache hit: TanStack useQuery render, per hook';

/** CPU milliseconds of `ops` runs of a case. */
async function cpuOf(run: () => unknown, ops: number): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < ops; i++) await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/**
 * The median over rounds of one case's CPU time over another's, the two run back to back in each round (in turns
 * which goes first): a burst of the collector's or the compiler's threads, or of the machine, falls on one round.
 */
async function pairedRatio(a: () => unknown, b: () => unknown, rounds: number, ops: number): Promise<number> {
  const ratios: number[] = [];
  for (let round = -2; round < rounds; round++) {
    const [first, second] = round % 2 === 0 ? [a, b] : [b, a];
    const x = await cpuOf(first, ops);
    const y = await cpuOf(second, ops);
    if (round >= 0) ratios.push(first === a ? x / y : y / x);
  }
  ratios.sort((p, q) => p - q);
  return ratios[ratios.length >> 1] as number;
}

async function measure(): Promise<Record<string, number>> {
  const { cacheGroup, resumeFigures } = await import('./cache');
  const { payloads, bytes } = makePayloads();
  const server = await startCannedServer(bytes);
  try {
    const cases = await cacheGroup.setup({ url: server.url, payloads, bytes });
    const run = (name: string) => {
      const found = cases.find((c) => c.name === name);
      if (!found) throw new Error(`bench:check: no case ${name}`);
      return found.run;
    };
    const cacheHit = await pairedRatio(run(CACHE_HIT), run(USE_QUERY), 21, 10);
    await cacheGroup.teardown?.();
    const resume = await resumeFigures();
    return {
      cache_hit_vs_usequery: round(cacheHit, 3),
      event_apply_vs_merge: round(resume.resume_1000_events_ms / resume.resume_1000_events_batched_ms, 3),
    };
  } finally {
    await server.close();
  }
}

const wanted = goals();
const figures = await measure();
let failed = false;
for (const [name, goal] of wanted) {
  const value = figures[name];
  if (value === undefined)
    throw new Error(`bench:check does not measure ${name}, which docs/performance.md gives a goal`);
  const passed = value > goal;
  failed ||= passed;
  console.log(
    `${name.padEnd(24)} ${value.toFixed(3).padStart(8)}   goal ≤ ${goal}   ${passed ? 'PASSED ITS GOAL' : 'ok'}`,
  );
}
if (failed) {
  console.error(
    'bench:check: a ratio passed its goal in docs/performance.md; `npm run bench` gives every figure',
  );
  process.exit(1);
}
