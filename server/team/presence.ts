// Who else has a board or task page open (docs/product.md §13): each heartbeat lasts PRESENCE_TTL_MS, so a closed tab
// fades on its own. Kept in Redis or this process, announced on `presence` so every instance reads the list again.
import type { Redis } from 'ioredis';

export const HEARTBEAT_MS = 10_000;
export const PRESENCE_TTL_MS = 25_000;
/** How often a stream looks again without an announcement: entries that expired silently. */
export const PRESENCE_TICK_MS = 4_000;

export interface PresenceStore {
  /** Marks `userId` here until now + ttl; true when they were not here before. */
  touch(scope: string, userId: string, now: number): Promise<boolean>;
  leave(scope: string, userId: string): Promise<boolean>;
  list(scope: string, now: number): Promise<string[]>;
}

export function memoryPresenceStore(): PresenceStore {
  const scopes = new Map<string, Map<string, number>>();
  const live = (scope: string, now: number) => {
    const entries = scopes.get(scope);
    if (!entries) return undefined;
    for (const [user, until] of entries) if (until <= now) entries.delete(user);
    if (entries.size === 0) scopes.delete(scope);
    return entries.size ? entries : undefined;
  };
  return {
    async touch(scope, userId, now) {
      const entries = live(scope, now) ?? new Map<string, number>();
      const fresh = !entries.has(userId);
      entries.set(userId, now + PRESENCE_TTL_MS);
      scopes.set(scope, entries);
      return fresh;
    },
    async leave(scope, userId) {
      const entries = scopes.get(scope);
      const was = entries?.delete(userId) ?? false;
      if (entries?.size === 0) scopes.delete(scope);
      return was;
    },
    async list(scope, now) {
      return [...(live(scope, now)?.keys() ?? [])];
    },
  };
}

export function redisPresenceStore(redis: Redis): PresenceStore {
  const key = (scope: string) => `lanes:presence:${scope}`;
  return {
    async touch(scope, userId, now) {
      const k = key(scope);
      const results = await redis
        .multi()
        .zremrangebyscore(k, '-inf', now)
        .zadd(k, now + PRESENCE_TTL_MS, userId)
        .pexpire(k, PRESENCE_TTL_MS)
        .exec();
      // ZADD answers how many members it added: 1 when they were not (or no longer) here.
      return Number(results?.[1]?.[1]) === 1;
    },
    async leave(scope, userId) {
      return (await redis.zrem(key(scope), userId)) === 1;
    },
    async list(scope, now) {
      return redis.zrangebyscore(key(scope), `(${now}`, '+inf');
    },
  };
}

const stores = new WeakMap<object, PresenceStore>();

/** The store that goes with a pub/sub: Redis's when it carries events through Redis, else one in this process. */
export function presenceStoreFor(pubsub: object): PresenceStore {
  let store = stores.get(pubsub);
  if (!store) {
    store = memoryPresenceStore();
    stores.set(pubsub, store);
  }
  return store;
}

export function setPresenceStore(pubsub: object, store: PresenceStore): void {
  stores.set(pubsub, store);
}
