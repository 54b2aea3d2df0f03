// What durable commits cost: single-row INSERT commits per second on the embedded database in a data directory,
// durable (fsync of the WAL before each commit is acknowledged, the service's setting) against relaxed (PGlite's
// stock setting, nothing synced), interleaved rounds on the same seeded database, the median round of each.
//
//   const { rows, figures } = await runDurabilityBench();
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { openPglite } from '../server/db/pglite';
import { createSeedDump } from '../tests/support/seed-dump';
import { seededDataDir } from '../tests/support/data-dir';

const COMMITS = 100;
const ROUNDS = 5;

const letter = (n: number) => String.fromCharCode(65 + n);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

async function commitsPerSecond(dataDir: string, durable: boolean, round: number): Promise<number> {
  const { db } = await openPglite({ dataDir, durable });
  try {
    const start = performance.now();
    for (let i = 0; i < COMMITS; i += 1) {
      await db.query('INSERT INTO projects (id, key, name, description) VALUES ($1, $2, $3, $4)', [
        `bench-${durable ? 'd' : 'r'}-${round}-${i}`,
        // A key unique per mode, round and commit: B, D or R, then three letters.
        `B${durable ? 'D' : 'R'}${letter(round)}${letter(i % 26)}${letter(Math.floor(i / 26))}`,
        'bench',
        '',
      ]);
    }
    return COMMITS / ((performance.now() - start) / 1000);
  } finally {
    await db.close();
  }
}

export async function runDurabilityBench() {
  const dump = await createSeedDump();
  const dirs = { durable: await seededDataDir(dump), relaxed: await seededDataDir(dump) };
  const samples = { durable: [] as number[], relaxed: [] as number[] };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      samples.durable.push(await commitsPerSecond(dirs.durable, true, round));
      samples.relaxed.push(await commitsPerSecond(dirs.relaxed, false, round));
    }
  } finally {
    for (const dir of Object.values(dirs)) await rm(path.dirname(dir), { recursive: true, force: true });
  }
  const durable = median(samples.durable);
  const relaxed = median(samples.relaxed);
  return {
    rows: [
      { name: 'embedded commits/s, durable (fsync before acknowledging)', value: durable },
      { name: 'embedded commits/s, relaxed (PGlite stock, no fsync)', value: relaxed },
    ],
    figures: {
      durable_commits_per_s: Math.round(durable),
      relaxed_commits_per_s: Math.round(relaxed),
      durable_vs_relaxed: Math.round((durable / relaxed) * 100) / 100,
    },
  };
}
