// One migrated and seeded database per content of the migrations and seed, dumped to .cache/ and reused until they
// change: PGlite takes 5–6 s to initdb but about 1.5 s to load a dump.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { seed } from '../../server/seed';
import { TEST_PASSWORD_COST } from './password-cost';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CACHE_DIR = path.join(ROOT, '.cache');

// Everything that decides the dump's content; editing any of them makes a new dump.
const INPUTS = [
  'server/seed.ts',
  'server/auth.ts',
  'server/db/migrate.ts',
  'tests/support/password-cost.ts',
  'node_modules/@electric-sql/pglite/package.json',
];

async function inputsHash(): Promise<string> {
  const hash = createHash('sha256');
  const migrations = (await readdir(MIGRATIONS_DIR)).sort();
  for (const name of migrations) hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)));
  for (const file of INPUTS) hash.update(file).update(await readFile(path.join(ROOT, file)));
  // The seed's dates count from the day it runs (a task due tomorrow stays so): one dump per day.
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/** The path of a tar dump of a freshly migrated and seeded database, creating it when missing. */
export async function createSeedDump(): Promise<string> {
  const file = path.join(CACHE_DIR, `lanes-seed-${await inputsHash()}.tar`);
  if (await stat(file).catch(() => null)) return file;
  const { db, pglite } = await openPglite();
  try {
    await migrate(db);
    await seed(db, new Date(), TEST_PASSWORD_COST);
    const dump = await pglite.dumpDataDir('none');
    await mkdir(CACHE_DIR, { recursive: true });
    // Written under a temporary name first, so a concurrent run never loads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await db.close();
  }
  return file;
}
