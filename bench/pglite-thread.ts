// What the embedded database's own thread costs a statement: the same statements on PGlite in this thread and through
// openPglite (PGlite on a worker thread, server/db/pglite.ts), on the seeded database. Three rounds; median per
// statement in microseconds.
//
//   npx tsx bench/pglite-thread.ts
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { createPglite } from '../server/db/pglite-open';
import { openPglite } from '../server/db/pglite';
import { createSeedDump } from '../tests/support/seed-dump';

type Query = (text: string, params?: unknown[]) => Promise<unknown>;

const STATEMENTS: [string, string, unknown[]][] = [
  ['SELECT 1', 'SELECT $1::int AS n', [1]],
  [
    'a column of tasks',
    "SELECT * FROM tasks t JOIN projects p ON p.id = t.project_id WHERE p.key = $1 AND t.status = 'TODO' ORDER BY t.rank",
    ['LAN'],
  ],
];

async function perStatement(query: Query, text: string, params: unknown[], n: number): Promise<number> {
  for (let i = 0; i < 50; i += 1) await query(text, params);
  const rounds: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    for (let i = 0; i < n; i += 1) await query(text, params);
    rounds.push(((performance.now() - started) * 1000) / n);
  }
  return Math.round(rounds.sort((a, b) => a - b)[1]!);
}

const dump = new Uint8Array(await readFile(await createSeedDump()));
const inThread = await createPglite({ loadDataDir: dump });
const worker = await openPglite({ loadDataDir: dump });
const figures: Record<string, { inThreadUs: number; workerUs: number }> = {};
for (const [name, text, params] of STATEMENTS) {
  figures[name] = {
    inThreadUs: await perStatement((t, p) => inThread.query(t, p), text, params, 2_000),
    workerUs: await perStatement((t, p) => worker.db.query(t, p), text, params, 2_000),
  };
}
console.log(JSON.stringify(figures));
await inThread.close();
await worker.db.close();
