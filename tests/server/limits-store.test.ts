// The shared limit store on a real redis-server (server/limits/shared-store.ts): leases that their instance stops
// refreshing expire, so a stream of an instance that died does not hold its place for ever; two stores on one Redis
// (two instances) share counts; and a Redis that does not answer leaves every limit working in the process.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLimitStore, memoryStore, type LimitStore } from '../../server/limits/shared-store';
import { startRedis, type TestRedis } from '../support/redis';

let redis: TestRedis;
const stores: LimitStore[] = [];
const store = async (url: string | null) => {
  const made = createLimitStore(url);
  stores.push(made);
  await made.ready();
  return made;
};

beforeAll(async () => {
  redis = await startRedis();
}, 60_000);
afterAll(async () => {
  for (const made of stores) await made.close();
  redis?.stop();
});

describe('leases', () => {
  it('a lease its instance stops refreshing expires, and another instance may take the place', async () => {
    const [dying, other] = [await store(redis.url), await store(redis.url)];
    expect(dying.kind).toBe('redis');
    const set = { key: 'test:session:dies', cap: 2 };
    // Two streams on the instance that is about to die: short leases that nobody refreshes.
    expect(await dying.leases.acquire([set], 'a', 400)).toBeNull();
    expect(await dying.leases.acquire([set], 'b', 400)).toBeNull();
    expect(await other.leases.acquire([set], 'c', 60_000)).toBe(set.key);
    expect(await other.leases.count(set.key)).toBe(2);
    await vi.waitFor(async () => expect(await other.leases.count(set.key)).toBe(0), { timeout: 10_000 });
    expect(await other.leases.acquire([set], 'c', 60_000)).toBeNull();
    await other.leases.release([set.key], 'c');
    expect(await other.leases.count(set.key)).toBe(0);
  });

  it('takes a lease in every set or in none', async () => {
    const [a, b] = [await store(redis.url), await store(redis.url)];
    const session = { key: 'test:session:x', cap: 5 };
    const account = { key: 'test:account:x', cap: 1 };
    expect(await a.leases.acquire([session, account], 's1', 60_000)).toBeNull();
    expect(await b.leases.acquire([session, account], 's2', 60_000)).toBe(account.key);
    expect(await b.leases.count(session.key)).toBe(1);
    await a.leases.release([session.key, account.key], 's1');
    expect(await b.leases.acquire([session, account], 's2', 60_000)).toBeNull();
  });

  it('a refresh extends the lease in every set, full or not, and puts back one the store lost', async () => {
    const instance = await store(redis.url);
    const full = { key: 'test:refresh:full', cap: 1 };
    const other = { key: 'test:refresh:other', cap: 5 };
    expect(await instance.leases.acquire([full, other], 'r', 400)).toBeNull();
    const { Redis } = await import('ioredis');
    const probe = new Redis(redis.url);
    try {
      await probe.zrem('lanes:lease:test:refresh:other', 'r');
      await instance.leases.refresh([full.key, other.key], 'r', 60_000);
      const [seconds] = await probe.time();
      for (const key of ['lanes:lease:test:refresh:full', 'lanes:lease:test:refresh:other']) {
        expect(Number(await probe.zscore(key, 'r'))).toBeGreaterThan(Number(seconds) * 1000 + 30_000);
      }
    } finally {
      await probe.quit();
    }
    expect(await instance.leases.count(full.key)).toBe(1);
  });

  it('the same rules in the process when no Redis is configured', async () => {
    const alone = memoryStore();
    const set = { key: 'k', cap: 1 };
    expect(await alone.leases.acquire([set], 'a', 200)).toBeNull();
    expect(await alone.leases.acquire([set], 'b', 200)).toBe('k');
    await vi.waitFor(async () => expect(await alone.leases.count('k')).toBe(0));
    expect(await alone.leases.acquire([set], 'b', 200)).toBeNull();
  });
});

describe('counters', () => {
  it('two instances on one Redis count together, atomically', async () => {
    const [a, b] = [await store(redis.url), await store(redis.url)];
    const rule = { points: 10, windowSeconds: 60, blockSeconds: 60 };
    const [ca, cb] = [a.counter('test-shared', rule), b.counter('test-shared', rule)];
    const taken = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? ca : cb).take('ada@lanes.test\n203.0.113.1')),
    );
    expect(taken.filter((t) => t.allowed)).toHaveLength(10);
    // Redis holds a hash of the key, never the email or the address.
    const { Redis } = await import('ioredis');
    const probe = new Redis(redis.url);
    try {
      const keys = await probe.keys('lanes:limit:test-shared*');
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain('ada');
    } finally {
      await probe.quit();
    }
  });

  it('a Redis that does not answer leaves the limits working in the process, and nothing throws', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const gone = await store(`redis://127.0.0.1:${port}`);
    const counter = gone.counter('test-gone', { points: 2, windowSeconds: 60, blockSeconds: 60 });
    const taken = [await counter.take('k'), await counter.take('k'), await counter.take('k')];
    expect(taken.map((t) => t.allowed)).toEqual([true, true, false]);
    await counter.clear('k');
    expect((await counter.take('k')).allowed).toBe(true);
    const set = { key: 'streams', cap: 1 };
    expect(await gone.leases.acquire([set], 'a', 60_000)).toBeNull();
    expect(await gone.leases.acquire([set], 'b', 60_000)).toBe('streams');
    await gone.leases.release(['streams'], 'a');
    expect(await gone.leases.count('streams')).toBe(0);
  });
});
