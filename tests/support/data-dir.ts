// A seeded data directory on disk, as `npm start` leaves it after a clean stop, for tests that run server/main.ts.
// The integration run's seed dump comes from a running in-memory database, so opening it as a directory is crash
// recovery, and with fsync on (server/db/durable-nodefs.ts) PostgreSQL first syncs every file of the cluster
// (about 2,000 fsyncs, 10 s here). That is done once per dump: the directory, cleanly shut down, is cached as a tar
// beside the dump and unpacked per test in a fraction of a second.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../../server/db/pglite';
import { tempDir } from './temp';

async function cleanDump(seedDump: string): Promise<string> {
  const file = seedDump.replace(/\.tar$/, '-dir.tar');
  if (await stat(file).catch(() => null)) return file;
  const work = await mkdtemp(path.join(os.tmpdir(), 'lanes-clean-'));
  try {
    execFileSync('tar', ['-xf', seedDump, '-C', work], { stdio: 'ignore' });
    const { db } = await openPglite({ dataDir: work });
    await db.close();
    // Written under a temporary name first, so a concurrent run never unpacks half a file.
    const partial = `${file}.${process.pid}.partial`;
    execFileSync('tar', ['-cf', partial, '-C', work, '.'], { stdio: 'ignore' });
    await rename(partial, file);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return file;
}

/** A fresh directory `<tmp>/…/data` holding the seeded database, cleanly shut down. */
export async function seededDataDir(seedDump: string): Promise<string> {
  const tar = await cleanDump(seedDump);
  const parent = await tempDir('lanes-data-');
  const dir = path.join(parent, 'data');
  execFileSync('mkdir', [dir]);
  execFileSync('tar', ['-xf', tar, '-C', dir], { stdio: 'ignore' });
  return dir;
}
