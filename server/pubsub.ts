// Board events, one topic per project (keyed by project id); in-process by default, Redis when REDIS_URL is set, so
// several service instances share them.
import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { BoardEventPayload, ViewerEventPayload } from './models';

export type BoardTopics = {
  /** Every change on a project's board. */
  board: [projectId: string, payload: BoardEventPayload];
  /** A membership ended: the removed user's live boards for that project end. */
  'membership-ended': [projectId: string, payload: { userId: string }];
  /** A change to one user's own list of projects (keyed by user id): viewerEvents. */
  viewer: [userId: string, payload: ViewerEventPayload];
};

export type BoardPubSub = ReturnType<typeof createPubSub<BoardTopics>>;

type PubSubConfig = NonNullable<Parameters<typeof createPubSub<BoardTopics>>[0]>;

/** The two connections Redis pub/sub needs (a subscribed connection can do nothing else). */
export interface RedisLike {
  quit(): Promise<unknown>;
}

export interface BoardPubSubOptions extends PubSubConfig {
  /** `redis://…`: share events through Redis instead of in-process. */
  redisUrl?: string;
  /** How to open a Redis connection; tests pass ioredis-mock when no redis-server can run. */
  createRedis?: (url: string) => Redis;
}

export type ClosableBoardPubSub = BoardPubSub & {
  /** `redis` or `in-process`: what carries the events. */
  readonly transport: 'redis' | 'in-process';
  /** Closes the Redis connections, if any. */
  close(): Promise<void>;
};

export function createBoardPubSub(options: BoardPubSubOptions = {}): ClosableBoardPubSub {
  const { redisUrl, createRedis = (url: string) => new Redis(url), ...config } = options;
  if (!redisUrl) {
    // One listener per live stream on a board's topic: a hundred people on one board is normal, not a leak.
    const eventTarget = config.eventTarget ?? new EventTarget();
    if (eventTarget instanceof EventTarget) setMaxListeners(0, eventTarget);
    return Object.assign(createPubSub<BoardTopics>({ ...config, eventTarget }), {
      transport: 'in-process' as const,
      close: async () => undefined,
    });
  }
  const publishClient = createRedis(redisUrl);
  const subscribeClient = createRedis(redisUrl);
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  return Object.assign(createPubSub<BoardTopics>({ ...config, eventTarget }), {
    transport: 'redis' as const,
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  });
}

// Live boardEvents streams, per pub/sub and in all, so tests can see that a stream the client left really stopped
// on the server.
const liveByPubSub = new WeakMap<object, number>();
let liveTotal = 0;

/** Counts one live stream on `pubsub`; the returned function ends it (calling it twice counts once). */
export function trackLiveStream(pubsub: object): () => void {
  liveByPubSub.set(pubsub, (liveByPubSub.get(pubsub) ?? 0) + 1);
  liveTotal += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    liveByPubSub.set(pubsub, (liveByPubSub.get(pubsub) ?? 1) - 1);
    liveTotal -= 1;
  };
}

/** How many boardEvents streams are live on `pubsub`, or in this process when none is given. */
export function liveSubscriptionCount(pubsub?: object): number {
  return pubsub ? (liveByPubSub.get(pubsub) ?? 0) : liveTotal;
}
