// Service instances in this process on one real PostgreSQL and one real redis-server, each with its own pub/sub: what
// the tests of a feature "across instances" share.
import { createApp, type App } from '../../server/app';
import { openPostgres } from '../../server/db/postgres';
import type { Db } from '../../server/db/types';
import { createBoardPubSub, type ClosableBoardPubSub } from '../../server/pubsub';
import { createTestDatabase } from './postgres-run';
import { TEST_PASSWORD_COST } from './password-cost';
import { startRedis } from './redis';

export interface InProcessCluster {
  db: Db;
  redisUrl: string;
  apps: App[];
  close(): Promise<void>;
}

/** A migrated, seeded database of its own and `instances` apps on it. */
export async function startInProcessCluster(instances: number): Promise<InProcessCluster> {
  const [database, redis] = await Promise.all([createTestDatabase(), startRedis()]);
  const db = await openPostgres(database.url);
  const pubsubs: ClosableBoardPubSub[] = [];
  const apps: App[] = [];
  for (let i = 0; i < instances; i += 1) {
    const pubsub = createBoardPubSub({ redisUrl: redis.url });
    await pubsub.ready();
    pubsubs.push(pubsub);
    apps.push(
      createApp({
        production: false,
        db,
        pubsub,
        embedded: false,
        logLevel: 'error',
        passwordCost: TEST_PASSWORD_COST,
      }),
    );
  }
  return {
    db,
    redisUrl: redis.url,
    apps,
    async close() {
      for (const app of apps) await app.close();
      for (const pubsub of pubsubs) await pubsub.close();
      await db.close();
      await database.drop();
      redis.stop();
    },
  };
}
