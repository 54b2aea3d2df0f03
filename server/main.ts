// Starts the Lanes service: configuration, database (migrated, seeded when empty), pub/sub, then listens.
// Every startup failure an operator can fix ends with one line on stderr and exit code 1, without a stack trace.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { createApp, type Listening } from './app';
import { ConfigError, loadConfig, redactUrl, type Config } from './config';
import { migrate } from './db/migrate';
import { DatabaseOpenError, openDatabase } from './db/open';
import type { Db } from './db/types';
import { createBoardPubSub, type BoardPubSub } from './pubsub';
import { seed } from './seed';

class StartupError extends Error {
  override name = 'StartupError';
}

async function createPubSubFor(config: Config): Promise<{ pubsub: BoardPubSub; close(): Promise<void> }> {
  if (config.redisUrl === null) return { pubsub: createBoardPubSub(), close: async () => undefined };
  const options = {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    retryStrategy: (times: number) => Math.min(times * 200, 5_000),
  };
  const publishClient = new Redis(config.redisUrl, options);
  const subscribeClient = new Redis(config.redisUrl, options);
  // Connection trouble after startup is retried by ioredis; without a listener it would crash the process. The
  // first failure's own message ("connect ECONNREFUSED …") says more than connect()'s "Connection is closed.".
  let firstError: Error | undefined;
  const remember = (error: Error) => void (firstError ??= error);
  publishClient.on('error', remember);
  subscribeClient.on('error', remember);
  try {
    await Promise.all([publishClient.connect(), subscribeClient.connect()]);
  } catch (error) {
    publishClient.disconnect();
    subscribeClient.disconnect();
    const reason = (firstError ?? (error as Error)).message;
    throw new StartupError(
      `Cannot reach Redis at REDIS_URL ${redactUrl(config.redisUrl)} (${reason}): start Redis or unset REDIS_URL`,
    );
  }
  return {
    pubsub: createBoardPubSub({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) }),
    close: async () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db: Db = await openDatabase(config);
  let pubsubHandle: Awaited<ReturnType<typeof createPubSubFor>> | undefined;
  let listening: Listening | undefined;
  try {
    await migrate(db);
    const seeded = await seed(db);
    pubsubHandle = await createPubSubFor(config);
    const app = createApp({
      db,
      pubsub: pubsubHandle.pubsub,
      embedded: config.databaseUrl === null,
      staticDir: config.staticDir,
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
    console.log(
      `Lanes is running at ${listening.url} (${where}${seeded ? ', seeded with the demo data' : ''})`,
    );

    let stopping = false;
    const stop = (signal: NodeJS.Signals): void => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal}: stopping Lanes`);
      void (async () => {
        await app.close();
        await pubsubHandle?.close();
        await db.close();
        process.exit(0);
      })();
    };
    // `on`, not `once`: Ctrl-C under npm start reaches this process twice (directly and forwarded), and a second
    // default SIGINT would kill it mid-shutdown.
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    await pubsubHandle?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseOpenError || error instanceof StartupError) {
    console.error(`lanes: ${error.message}`);
  } else {
    // Not a configuration problem: the stack is what a developer needs.
    console.error('lanes: could not start:', error);
  }
  process.exit(1);
});
