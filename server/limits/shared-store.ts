// Counts in Redis (REDIS_URL) or here, the fallback; stream leases expire unless refreshed, so a dead instance's go.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface WindowRule {
  points: number;
  windowSeconds: number;
  /** Seconds a key is refused once it goes past `points`. */
  blockSeconds: number;
}

export interface Counter {
  /** Counts `points` (1 unless given) against `key`; past the limit, `retryAfterMs` is how long it stays refused. */
  take(key: string, points?: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Whether one more event would be counted now, without counting it. */
  peek(key: string): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Gives one event back (an attempt that turned out not to count). */
  giveBack(key: string): Promise<void>;
  /** Forgets the key's count (a success ends a run of consecutive failures). */
  clear(key: string): Promise<void>;
}

export interface LeaseSet {
  key: string;
  cap: number;
}

export interface Leases {
  /** Atomically adds `id` to every set if each is under its cap and returns null; else the first full set's key. */
  acquire(sets: readonly LeaseSet[], id: string, ttlMs: number): Promise<string | null>;
  /** Extends `id`'s lease in each set (adding it back if the store lost it). */
  refresh(keys: readonly string[], id: string, ttlMs: number): Promise<void>;
  release(keys: readonly string[], id: string): Promise<void>;
  count(key: string): Promise<number>;
}

export interface LimitStore {
  readonly kind: 'redis' | 'in-process';
  counter(name: string, rule: WindowRule): Counter;
  leases: Leases;
  ready(): Promise<void>;
  close(): Promise<void>;
}

// Keys hold a hash of the email or address: Redis never stores who tried what, and a key's length is fixed.
const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

function counterOver(limiter: RateLimiterAbstract, ready: () => Promise<void>): Counter {
  return {
    async peek(key) {
      await ready();
      const now = await limiter.get(digest(key));
      const allowed = !now || now.consumedPoints < limiter.points;
      return { allowed, retryAfterMs: allowed ? 0 : now.msBeforeNext };
    },
    async take(key, points = 1) {
      await ready();
      try {
        await limiter.consume(digest(key), points);
        return { allowed: true, retryAfterMs: 0 };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfterMs: rejection.msBeforeNext };
        throw rejection;
      }
    },
    async giveBack(key) {
      await ready();
      await limiter.reward(digest(key));
    },
    async clear(key) {
      await ready();
      await limiter.delete(digest(key));
    },
  };
}

const memoryLimiter = (name: string, rule: WindowRule) =>
  new RateLimiterMemory({
    keyPrefix: `lanes:limit:${name}`,
    points: rule.points,
    duration: rule.windowSeconds,
    blockDuration: rule.blockSeconds,
  });

/** Leases in this process: the fallback of the Redis store, and the store of a service running alone. */
export function memoryLeases(clock: () => number = Date.now): Leases {
  const sets = new Map<string, Map<string, number>>();
  const live = (key: string) => {
    const set = sets.get(key);
    if (!set) return undefined;
    const now = clock();
    for (const [id, expires] of set) if (expires <= now) set.delete(id);
    if (set.size === 0) sets.delete(key);
    return set.size === 0 ? undefined : set;
  };
  const add = (key: string, id: string, ttlMs: number) => {
    let set = sets.get(key);
    if (!set) sets.set(key, (set = new Map()));
    set.set(id, clock() + ttlMs);
  };
  return {
    async acquire(wanted, id, ttlMs) {
      for (const { key, cap } of wanted) if ((live(key)?.size ?? 0) >= cap) return key;
      for (const { key } of wanted) add(key, id, ttlMs);
      return null;
    },
    async refresh(keys, id, ttlMs) {
      for (const key of keys) add(key, id, ttlMs);
    },
    async release(keys, id) {
      for (const key of keys) {
        sets.get(key)?.delete(id);
        live(key);
      }
    },
    async count(key) {
      return live(key)?.size ?? 0;
    },
  };
}

export function memoryStore(): LimitStore {
  return {
    kind: 'in-process',
    counter: (name, rule) => counterOver(memoryLimiter(name, rule), async () => undefined),
    leases: memoryLeases(),
    ready: async () => undefined,
    close: async () => undefined,
  };
}

// Redis's own time, so instances whose clocks differ still agree on what has expired.
const NOW = `
if redis.replicate_commands then redis.replicate_commands() end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

// Expired leases go first, then either every set has room and the lease goes in all of them, or none is touched.
// A refresh passes no caps: the lease goes back in whatever the sets hold.
const ADD = `${NOW}
local ttl = tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  local cap = ARGV[2 + i]
  if cap and redis.call('ZCARD', key) >= tonumber(cap) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + ttl, ARGV[1])
  redis.call('PEXPIRE', key, ttl)
end
return 0`;

const COUNT = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
return redis.call('ZCARD', KEYS[1])`;

type LeaseRedis = Redis & {
  lanesLeaseAdd(numKeys: number, ...args: (string | number)[]): Promise<number>;
  lanesLeaseCount(key: string): Promise<number>;
};

/** Redis leases with this process's as insurance: a lease is refreshed and released where it was taken. */
function redisLeases(redis: LeaseRedis, ready: () => Promise<void>): Leases {
  const fallback = memoryLeases();
  const local = new Set<string>();
  const prefixed = (key: string) => `lanes:lease:${key}`;
  return {
    async acquire(sets, id, ttlMs) {
      await ready();
      try {
        const full = await redis.lanesLeaseAdd(
          sets.length,
          ...sets.map((set) => prefixed(set.key)),
          id,
          ttlMs,
          ...sets.map((set) => set.cap),
        );
        return full === 0 ? null : sets[full - 1]!.key;
      } catch {
        const full = await fallback.acquire(sets, id, ttlMs);
        if (full === null) local.add(id);
        return full;
      }
    },
    async refresh(keys, id, ttlMs) {
      if (local.has(id)) return fallback.refresh(keys, id, ttlMs);
      // A refresh that fails is retried by the next one; the lease outlives a short outage.
      await redis.lanesLeaseAdd(keys.length, ...keys.map(prefixed), id, ttlMs).catch(() => undefined);
    },
    async release(keys, id) {
      if (local.delete(id)) return fallback.release(keys, id);
      // Not removed now means removed when the lease expires.
      await Promise.all(keys.map((key) => redis.zrem(prefixed(key), id))).catch(() => undefined);
    },
    async count(key) {
      const here = await fallback.count(key);
      try {
        return here + (await redis.lanesLeaseCount(prefixed(key)));
      } catch {
        return here;
      }
    },
  };
}

const FIRST_CONNECT_MS = 3_000;

export function redisStore(url: string): LimitStore {
  // No offline queue: while Redis is away a limit falls back at once instead of waiting for a reconnection.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
    retryStrategy: (times: number) => Math.min(times * 200, 5_000),
  }) as LeaseRedis;
  // Without a listener a connection error would end the process.
  redis.on('error', () => undefined);
  redis.defineCommand('lanesLeaseAdd', { lua: ADD });
  redis.defineCommand('lanesLeaseCount', { numberOfKeys: 1, lua: COUNT });
  const firstConnect = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_MS);
    timer.unref();
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
    redis.once('end', done);
  });
  const ready = () => firstConnect;
  return {
    kind: 'redis',
    counter(name, rule) {
      const limiter = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `lanes:limit:${name}`,
        points: rule.points,
        duration: rule.windowSeconds,
        blockDuration: rule.blockSeconds,
        insuranceLimiter: memoryLimiter(name, rule),
      });
      return counterOver(limiter, ready);
    },
    leases: redisLeases(redis, ready),
    ready,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createLimitStore(redisUrl: string | null | undefined): LimitStore {
  return redisUrl ? redisStore(redisUrl) : memoryStore();
}
