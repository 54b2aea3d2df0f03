// Opens the configured database: a PostgreSQL server when DATABASE_URL is set, else PGlite persisted in DATA_DIR.
import { mkdir, readdir } from 'node:fs/promises';
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
  if (config.databaseUrl !== null) {
    try {
      return await openPostgres(config.databaseUrl);
    } catch (error) {
      throw new DatabaseOpenError(
        `Cannot reach the database at DATABASE_URL ${redactUrl(config.databaseUrl)} (${reason(error)}): ` +
          'start PostgreSQL or fix the URL, or unset DATABASE_URL to use the embedded database',
      );
    }
  }
  try {
    await mkdir(config.dataDir, { recursive: true });
    // A directory that already holds files but no PG_VERSION is someone else's: PGlite would fail obscurely there.
    const entries = await readdir(config.dataDir);
    if (entries.length > 0 && !entries.includes('PG_VERSION'))
      throw new Error('it is not a database directory');
  } catch (error) {
    throw new DatabaseOpenError(
      `Cannot use the data directory ${config.dataDir} (${reason(error)}): ` +
        'move it away or set DATA_DIR to another directory',
    );
  }
  try {
    const { db } = await openPglite({ dataDir: config.dataDir });
    return db;
  } catch (error) {
    throw new DatabaseOpenError(
      `The embedded database in ${config.dataDir} is corrupt or unreadable (${reason(error)}): ` +
        'move that directory away (a fresh one is created and seeded) or set DATA_DIR',
    );
  }
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
