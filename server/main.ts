// Starts the service: a fixable startup failure prints one line and exits 1; once up, no DB or Redis fault ends it.
import { createApp, type Listening } from './app';
import { ConfigError, loadConfig } from './config';
import { guardDataDir } from './db/data-dir-guard';
import { migrate } from './db/migrate';
import { DatabaseOpenError, openConfiguredDatabase } from './db/open';
import type { Db } from './db/types';
import { maxConnectionsFor, readOpenFileLimit } from './limits/file-limit';
import { isDatabaseUnavailable } from './db/unavailable';
import { createBoardPubSub, RedisUnreachableError, type ClosableBoardPubSub } from './pubsub';
import { logger } from './log';
import { seed } from './seed';

// How long SIGTERM waits for requests in flight; the process exits within 10 s whatever happens.
const DRAIN_MS = 7_000;
const EXIT_DEADLINE_MS = 9_500;

/** The one line an operator reads when the service cannot start or must stop. */
function fatalLine(text: string): void {
  process.stderr.write(`lanes: ${text}\n`);
}

// A connection to PostgreSQL or Redis dying can surface outside any request (an idle pool client, a socket error
// with no listener of the library's own): log it and keep serving; the next query or reconnect reports or cures it.
process.on('unhandledRejection', (reason) => {
  logger.error({ err: reason instanceof Error ? reason.message : String(reason) }, 'unhandled rejection');
});
process.on('uncaughtException', (error) => {
  logger.error({ err: error.message, stack: error.stack }, 'uncaught exception');
  if (!isDatabaseUnavailable(error)) process.exit(1);
});

class StartupError extends Error {
  override name = 'StartupError';
}

async function main(): Promise<void> {
  const config = loadConfig();
  const opened = await openConfiguredDatabase(config);
  let listening: Listening | undefined;
  // The embedded database's directory vanishing ends the service; no write is acknowledged after it (data-dir-guard).
  const guard =
    config.databaseUrl === null
      ? guardDataDir(opened.db, config.dataDir, (message) => {
          fatalLine(message);
          // Answer the requests in flight (their writes are refused), then stop; live streams are not waited for.
          listening?.server.close(() => process.exit(1));
          listening?.server.closeIdleConnections();
          setTimeout(() => process.exit(1), 1_000).unref();
          if (!listening) process.exitCode = 1;
        })
      : null;
  const db: Db = guard?.db ?? opened.db;
  let pubsubHandle: ClosableBoardPubSub | undefined;
  try {
    await migrate(db);
    // Only into a directory created just now: an existing one, even empty, is never seeded silently.
    const seeded = opened.created || config.databaseUrl !== null ? await seed(db) : false;
    pubsubHandle = createBoardPubSub({ redisUrl: config.redisUrl ?? undefined });
    await pubsubHandle.ready();
    const app = createApp({
      db,
      pubsub: pubsubHandle,
      embedded: config.databaseUrl === null,
      staticDir: config.staticDir,
      production: config.production,
      limits: {
        connectionsPerAddress: config.maxConnectionsPerAddress,
        maxConnections: maxConnectionsFor(readOpenFileLimit()),
      },
      corsOrigins: config.corsOrigins,
      // Limits count in the same Redis as the events, so the instances sharing it count together.
      redisUrl: config.redisUrl,
      trustProxy: config.trustProxy,
      retention: { count: config.eventRetentionCount, days: config.eventRetentionDays },
    });
    try {
      listening = await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') {
        throw new StartupError(`Port ${config.port} is in use: stop the other process or set PORT`);
      }
      if (code === 'EACCES') {
        throw new StartupError(`Port ${config.port} needs more privileges: set PORT to 1024 or above`);
      }
      if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
        throw new StartupError(
          `Cannot listen on HOST ${config.host}: set HOST to an address of this machine`,
        );
      }
      throw error;
    }
    const where = config.databaseUrl === null ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
    logger.info(
      { url: listening.url, database: config.databaseUrl === null ? 'embedded' : 'postgres', seeded },
      `Lanes is running at ${listening.url} (${where}${seeded ? ', seeded with the demo data' : ''})`,
    );

    let stopping = false;
    const stop = (signal: NodeJS.Signals): void => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, `${signal}: stopping Lanes`);
      setTimeout(() => process.exit(0), EXIT_DEADLINE_MS).unref();
      void (async () => {
        // Stop accepting, cut live streams (clients resume elsewhere), answer requests in flight, then close.
        await app.drain(DRAIN_MS);
        await listening?.close();
        await app.close();
        await pubsubHandle?.close();
        guard?.close();
        await db.close();
      })()
        .catch((error: unknown) => logger.error({ err: (error as Error).message }, 'stopping failed'))
        .finally(() => process.exit(0));
    };
    // `on`, not `once`: Ctrl-C under npm start arrives twice, and a default SIGINT would kill the shutdown.
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    await pubsubHandle?.close().catch(() => undefined);
    guard?.close();
    await db.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseOpenError ||
    error instanceof StartupError ||
    error instanceof RedisUnreachableError
  ) {
    fatalLine(error.message);
  } else {
    // Not a configuration problem: the stack is what a developer needs.
    fatalLine(`could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  process.exit(1);
});
