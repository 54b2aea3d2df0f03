// The integration run's PostgreSQL, as pgtestdb and IntegreSQL do it: one server per run, started by the global
// setup, holding a template database migrated and seeded once. A test file gets a database of its own with
// CREATE DATABASE … TEMPLATE (a tenth of a second) instead of a server of its own (initdb, seconds); a file that
// stops and starts its server gets one copied from the run's initdb.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import { seed } from '../../server/seed';
import { TEST_PASSWORD_COST } from './password-cost';
import { initCluster, startPostgres, type TestPostgres } from './postgres';

const TEMPLATE = 'lanes_template';

export interface PostgresRun {
  /** The server's maintenance database, where databases are created and dropped. */
  url: string;
  /** A cluster as initdb left it, never started: what startPostgres({ from }) copies. */
  cluster: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    lanesPostgres: PostgresRun;
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** For the global setup: the run's server, with the template migrated and seeded (the tests' cheap password cost). */
export async function startPostgresRun(): Promise<{ run: PostgresRun; stop(): Promise<void> }> {
  const cluster = initCluster();
  const removeCluster = () => rmSync(path.dirname(cluster), { recursive: true, force: true });
  const server = await startPostgres({ from: cluster }).catch((error: unknown) => {
    removeCluster();
    throw error;
  });
  try {
    await admin(server.url, (client) => client.query(`CREATE DATABASE ${TEMPLATE}`));
    const db = await openPostgres(databaseUrl(server.url, TEMPLATE));
    try {
      await migrate(db);
      await seed(db, new Date(), TEST_PASSWORD_COST);
    } finally {
      await db.close();
    }
    // Nobody connects to it again: CREATE DATABASE … TEMPLATE needs it to have no session.
    await admin(server.url, (client) =>
      client.query(`ALTER DATABASE ${TEMPLATE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`),
    );
  } catch (error) {
    await server.stop();
    removeCluster();
    throw error;
  }
  return {
    run: { url: server.url, cluster },
    async stop() {
      await server.stop();
      removeCluster();
    },
  };
}

export interface TestDatabase {
  /** postgres://…/<its own name> */
  url: string;
  drop(): Promise<void>;
}

/** A database of its own on the run's server: migrated and seeded, or with `empty`, as CREATE DATABASE makes one. */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const { url: serverUrl } = inject('lanesPostgres');
  const name = `lanes_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? '' : ` TEMPLATE ${TEMPLATE}`;
  await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${template}`));
  return {
    url: databaseUrl(serverUrl, name),
    async drop() {
      await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A server of its own (for a test that stops and starts it), copied from the run's cluster: no initdb. */
export function startOwnPostgres(): Promise<TestPostgres> {
  return startPostgres({ from: inject('lanesPostgres').cluster });
}
