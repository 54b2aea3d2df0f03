// Databases made once and dumped to .cache/, reused until what made them changes: an empty PGlite cluster (its
// initdb takes 5–9 s, loading a dump 1.5–2.5 s) and, from it, one migrated and seeded for each content of the
// migrations and the seed.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { openPglite, type EmbeddedDatabase } from '../../server/db/pglite';
import { seed } from '../../server/seed';
import { TEST_PASSWORD_COST } from './password-cost';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CACHE_DIR = path.join(ROOT, '.cache');

// Everything that decides the empty cluster: PGlite's version and how it is opened.
const CLUSTER_INPUTS = ['node_modules/@electric-sql/pglite/package.json', 'server/db/pglite-open.ts'];
// …and the seeded one's content besides; editing any of them makes a new dump.
const SEED_INPUTS = [
  ...CLUSTER_INPUTS,
  'server/seed.ts',
  'server/auth.ts',
  'server/db/migrate.ts',
  'tests/support/password-cost.ts',
];

async function inputsHash(
  files: readonly string[],
  extra: (hash: ReturnType<typeof createHash>) => Promise<void>,
) {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(await readFile(path.join(ROOT, file)));
  await extra(hash);
  return hash.digest('hex').slice(0, 16);
}

/** Dumps what `make` builds into `file` unless it exists; written under a temporary name, so no run reads half. */
async function cachedDump(file: string, make: () => Promise<EmbeddedDatabase>): Promise<string> {
  if (await stat(file).catch(() => null)) return file;
  const { db, dumpDataDir } = await make();
  try {
    const dump = await dumpDataDir();
    await mkdir(CACHE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

/** The path of a tar dump of an empty cluster (PGlite's initdb, nothing of ours), creating it when missing. */
export async function createEmptyDump(): Promise<string> {
  const file = path.join(
    CACHE_DIR,
    `lanes-empty-${await inputsHash(CLUSTER_INPUTS, async () => undefined)}.tar`,
  );
  return cachedDump(file, () => openPglite());
}

/** The path of a tar dump of a freshly migrated and seeded database, creating it when missing. */
export async function createSeedDump(): Promise<string> {
  const key = await inputsHash(SEED_INPUTS, async (hash) => {
    for (const name of (await readdir(MIGRATIONS_DIR)).sort()) {
      hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)));
    }
    // The seed's dates count from the day it runs (a task due tomorrow stays so): one dump per day.
    hash.update(new Date().toISOString().slice(0, 10));
  });
  const empty = await createEmptyDump();
  return cachedDump(path.join(CACHE_DIR, `lanes-seed-${key}.tar`), async () => {
    const opened = await openPglite({ loadDataDir: new Blob([await readFile(empty)]) });
    try {
      await migrate(opened.db);
      await seed(opened.db, new Date(), TEST_PASSWORD_COST);
    } catch (error) {
      await opened.db.close();
      throw error;
    }
    return opened;
  });
}
