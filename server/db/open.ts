// Opens the configured database: a PostgreSQL server when DATABASE_URL is set, else PGlite persisted in DATA_DIR.
import { mkdir, open, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { redactUrl } from '../config';
import type { Db } from './types';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** The database cannot be opened; `message` is the one line the operator needs. */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return (await openConfiguredDatabase(config)).db;
}

export interface OpenedDatabase {
  db: Db;
  /** The directory did not exist: only then is the demo seeded (an empty one where a database was means loss). */
  created: boolean;
}

export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<OpenedDatabase> {
  if (config.databaseUrl !== null) {
    try {
      return { db: await openPostgres(config.databaseUrl), created: false };
    } catch (error) {
      throw new DatabaseOpenError(
        `Cannot reach the database at DATABASE_URL ${redactUrl(config.databaseUrl)} (${reason(error)}): ` +
          'start PostgreSQL or fix the URL, or unset DATABASE_URL to use the embedded database',
      );
    }
  }
  let created = false;
  try {
    created = !(await exists(config.dataDir));
    if (created) await mkdir(config.dataDir, { recursive: true });
    const entries = await readdir(config.dataDir);
    if (!created && entries.length === 0) {
      throw new Error(
        'it exists but is empty; Lanes creates and seeds a database only where no directory exists',
      );
    }
    // A directory with files but no PG_VERSION is not ours (or a failed initdb): PGlite would fail obscurely.
    if (!created && !entries.includes('PG_VERSION')) throw new Error('it is not a database directory');
  } catch (error) {
    throw new DatabaseOpenError(
      `Cannot use the data directory ${config.dataDir} (${reason(error)}): ` +
        'move it away or set DATA_DIR to another directory',
    );
  }
  try {
    if (created) {
      // Creating the cluster leaves far more memory resident than opening one: reopen it as any later start would.
      await (await openPglite({ dataDir: config.dataDir })).db.close();
      await syncTree(config.dataDir);
    }
    const { db } = await openPglite({ dataDir: config.dataDir });
    return { db, created };
  } catch (error) {
    throw new DatabaseOpenError(
      `The embedded database in ${config.dataDir} is corrupt or unreadable (${reason(error)}): ` +
        'move that directory away (a fresh one is created and seeded) or set DATA_DIR',
    );
  }
}

async function exists(dir: string): Promise<boolean> {
  try {
    await stat(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * fsyncs a new database's files: PGlite copies initdb's files without fsync, and a power loss could tear the cluster.
 */
async function syncTree(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await syncTree(full);
    else if (entry.isFile()) {
      const handle = await open(full, 'r');
      await handle.sync().finally(() => handle.close());
    }
  }
  const handle = await open(dir, 'r');
  await handle.sync().finally(() => handle.close());
}

function reason(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reason(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    const text = error.message.split('\n')[0] ?? '';
    return code && !text.includes(code) ? `${code}: ${text}` : text || code || error.name;
  }
  return String(error);
}
