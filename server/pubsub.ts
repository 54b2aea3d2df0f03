// Board events, one topic per project (keyed by project id); in-process by default, Redis when REDIS_URL is set, so
// several service instances share them.
import { setMaxListeners } from 'node:events';
import { createPubSub } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { redactUrl } from './config';
import type { BoardEventPayload, ViewerEventPayload } from './models';
import { redisPresenceStore, setPresenceStore } from './team/presence';

export type BoardTopics = {
  /** Every change on a project's board. */
  board: [projectId: string, payload: BoardEventPayload];
  /** A membership ended: the removed user's live boards for that project end. */
  'membership-ended': [projectId: string, payload: { userId: string }];
  /** A session ended (sign-out, sign-out everywhere), keyed by its token's sha256: its live streams end. */
  'session-ended': [tokenHash: string, payload: { reason: 'signed-out' }];
  /** A change to one user's own list of projects (keyed by user id): viewerEvents. */
  viewer: [userId: string, payload: ViewerEventPayload];
  /** Someone arrived on or left a page (keyed by its presence scope): alsoHere streams look again. */
  presence: [scope: string, payload: { userId: string }];
};

export type BoardPubSub = ReturnType<typeof createPubSub<BoardTopics>>;

type PubSubConfig = NonNullable<Parameters<typeof createPubSub<BoardTopics>>[0]>;

export interface BoardPubSubOptions extends PubSubConfig {
  /** `redis://…`: share events through Redis instead of in-process. */
  redisUrl?: string;
  /** How to open a Redis connection; tests pass ioredis-mock when no redis-server can run. */
  createRedis?: (url: string) => Redis;
}

export type ClosableBoardPubSub = BoardPubSub & {
  /** `redis` or `in-process`: what carries the events. */
  readonly transport: 'redis' | 'in-process';
  /**
   * Resolves once both Redis connections are up (at once in-process); rejects with a RedisUnreachableError whose
   * message is the one line an operator needs, after closing them.
   */
  ready(): Promise<void>;
  /** Closes the Redis connections, if any. */
  close(): Promise<void>;
};

/** REDIS_URL does not answer at startup. */
export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}

/** Connections open on first use or on ready(); trouble after startup is retried with backoff, capped at 5 s. */
const REDIS_OPTIONS = {
  lazyConnect: true,
  maxRetriesPerRequest: 2,
  retryStrategy: (times: number) => Math.min(times * 200, 5_000),
};

export function createBoardPubSub(options: BoardPubSubOptions = {}): ClosableBoardPubSub {
  const { redisUrl, createRedis = (url: string) => new Redis(url, REDIS_OPTIONS), ...config } = options;
  if (!redisUrl) {
    // One listener per live stream on a board's topic: a hundred people on one board is normal, not a leak.
    const eventTarget = config.eventTarget ?? new EventTarget();
    if (eventTarget instanceof EventTarget) setMaxListeners(0, eventTarget);
    return Object.assign(createPubSub<BoardTopics>({ ...config, eventTarget }), {
      transport: 'in-process' as const,
      ready: async () => undefined,
      close: async () => undefined,
    });
  }
  const publishClient = createRedis(redisUrl);
  const subscribeClient = createRedis(redisUrl);
  // Without a listener a connection error would crash the process. The first failure's own message
  // ("connect ECONNREFUSED …") says more than connect()'s "Connection is closed.".
  let firstError: Error | undefined;
  const remember = (error: Error) => void (firstError ??= error);
  publishClient.on('error', remember);
  subscribeClient.on('error', remember);
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  const redisPubSub = Object.assign(createPubSub<BoardTopics>({ ...config, eventTarget }), {
    transport: 'redis' as const,
    async ready() {
      const connect = (client: Redis) => (client.status === 'wait' ? client.connect() : Promise.resolve());
      try {
        await Promise.all([connect(publishClient), connect(subscribeClient)]);
      } catch (error) {
        publishClient.disconnect();
        subscribeClient.disconnect();
        const reason = (firstError ?? (error as Error)).message;
        throw new RedisUnreachableError(
          `Cannot reach Redis at REDIS_URL ${redactUrl(redisUrl)} (${reason}): start Redis or unset REDIS_URL`,
        );
      }
    },
    async close() {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  });
  // Who is on which page is shared by every instance, like the events (server/team/presence.ts).
  setPresenceStore(redisPubSub, redisPresenceStore(publishClient));
  return redisPubSub;
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
