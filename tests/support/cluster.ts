// Service instances in this process on one real PostgreSQL and one real redis-server, each with its own pub/sub: what
// the tests of a feature "across instances" share.
import { createApp, type App } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { openPostgres } from '../../server/db/postgres';
import type { Db } from '../../server/db/types';
import { createBoardPubSub, type ClosableBoardPubSub } from '../../server/pubsub';
import { seed } from '../../server/seed';
import { startPostgres } from './postgres';
import { startRedis } from './redis';

export interface InProcessCluster {
  db: Db;
  redisUrl: string;
  apps: App[];
  close(): Promise<void>;
}

/** A migrated, seeded database and `instances` apps on it. */
export async function startInProcessCluster(instances: number): Promise<InProcessCluster> {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const db = await openPostgres(postgres.url);
  await migrate(db);
  await seed(db);
  const pubsubs: ClosableBoardPubSub[] = [];
  const apps: App[] = [];
  for (let i = 0; i < instances; i += 1) {
    const pubsub = createBoardPubSub({ redisUrl: redis.url });
    await pubsub.ready();
    pubsubs.push(pubsub);
    apps.push(createApp({ production: false, db, pubsub, embedded: false, logLevel: 'error' }));
  }
  return {
    db,
    redisUrl: redis.url,
    apps,
    async close() {
      for (const app of apps) await app.close();
      for (const pubsub of pubsubs) await pubsub.close();
      await db.close();
      await postgres.stop();
      redis.stop();
    },
  };
}
