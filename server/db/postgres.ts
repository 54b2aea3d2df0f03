// A real PostgreSQL server through `pg`, behind the same Db interface and type parsers as the embedded database.
import pg from 'pg';
import type { Db } from './types';
import { parsersByOid } from './parsers';

type Client = pg.Pool | pg.PoolClient;

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const parser = parsersByOid[oid];
    if (parser && format !== 'binary') return parser;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
} as pg.CustomTypesConfig;

/**
 * The longest one statement may run (or wait for a lock) before PostgreSQL cancels it: no request needs more than a
 * fraction of it, and a statement that runs on holds a connection of the pool. Migrations lift it for themselves.
 */
export const STATEMENT_TIMEOUT_MS = 5_000;

export interface PostgresOptions {
  statementTimeoutMs?: number;
}

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    types,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // Every connection reads and writes instants in UTC, like the embedded database.
    options: '-c TimeZone=UTC',
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
  });
  // An idle client losing its server must not crash the process; the next query reports the failure.
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return poolDb(pool);
}

async function runQuery<R>(client: Client, text: string, params?: readonly unknown[]): Promise<R[]> {
  const result = await client.query(text, params ? [...params] : undefined);
  return result.rows as R[];
}

function poolDb(pool: pg.Pool): Db {
  return {
    kind: 'postgres',
    query: (text, params) => runQuery(pool, text, params),
    async transaction(fn) {
      const client = await pool.connect();
      // pg has no 'error' listener on a checked-out client; its statement fails anyway, this only keeps the process up.
      const ignore = () => undefined;
      client.on('error', ignore);
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client, 0));
        await client.query('COMMIT');
        client.off('error', ignore);
        client.release();
        return result;
      } catch (error) {
        await client.query('ROLLBACK').then(
          () => {
            client.off('error', ignore);
            client.release();
          },
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

function clientDb(client: pg.PoolClient, depth: number): Db {
  return {
    kind: 'postgres',
    query: (text, params) => runQuery(client, text, params),
    async transaction(fn) {
      const name = `lanes_sp_${depth + 1}`;
      await client.query(`SAVEPOINT ${name}`);
      try {
        const result = await fn(clientDb(client, depth + 1));
        await client.query(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    close: () => Promise.reject(new Error('close() the database, not a transaction')),
  };
}
