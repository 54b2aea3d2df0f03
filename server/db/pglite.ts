// The embedded database: PGlite in a data directory (or in memory), behind the shared Db interface.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db } from './types';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-nodefs';
import { parsersByOid } from './parsers';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

export interface PgliteOptions {
  /** A directory to persist in; omitted means in memory. */
  dataDir?: string;
  /** A dump from `dumpDataDir()` to start from (in memory only). */
  loadDataDir?: Blob;
  /** Whether a commit waits for its WAL to reach the disk, surviving a power loss; true unless set (PGlite: false). */
  durable?: boolean;
}

export async function openPglite(options: PgliteOptions = {}): Promise<{ db: Db; pglite: PGlite }> {
  const durable = options.dataDir !== undefined && options.durable !== false;
  const pglite = await PGlite.create({
    ...(options.dataDir
      ? durable
        ? { fs: new DurableNodeFS(options.dataDir), startParams: [...DURABLE_START_PARAMS] }
        : { dataDir: options.dataDir }
      : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: parsersByOid,
    // Search matches parts of words through trigram indexes (server/migrations/010_inbox_and_search.sql).
    extensions: { pg_trgm },
  });
  try {
    await pglite.exec("SET TIME ZONE 'UTC'");
  } catch (error) {
    await pglite.close().catch(() => undefined);
    throw error;
  }
  return { db: pgliteDb(pglite), pglite };
}

export function pgliteDb(pglite: PGlite): Db {
  return {
    kind: 'pglite',
    query: (text, params) => runQuery(pglite, text, params),
    transaction: (fn) => pglite.transaction((tx) => fn(transactionDb(tx, 0))),
    close: () => pglite.close(),
  };
}

async function runQuery<R>(target: Queryable, text: string, params?: readonly unknown[]): Promise<R[]> {
  const result = await target.query<R>(text, params ? [...params] : undefined);
  return result.rows;
}

// Nested transactions become savepoints, so a helper that opens its own transaction composes inside another.
function transactionDb(tx: Transaction, depth: number): Db {
  return {
    kind: 'pglite',
    query: (text, params) => runQuery(tx, text, params),
    async transaction(fn) {
      const name = `lanes_sp_${depth + 1}`;
      await tx.exec(`SAVEPOINT ${name}`);
      try {
        const result = await fn(transactionDb(tx, depth + 1));
        await tx.exec(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await tx.exec(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    close: () => Promise.reject(new Error('close() the database, not a transaction')),
  };
}
