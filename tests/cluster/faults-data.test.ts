// The cluster keeps every event and every acknowledged write while its data parts fail (tests/support/fault-cluster.ts:
// three real instances behind nginx on real PostgreSQL and Redis). Redis stopped 5 s, then PostgreSQL stopped 5 s.
// The instances failing: faults-instances.test.ts.
import { expect, it } from 'vitest';
import { expectClean, FAULT_MS, faultCluster, pause } from '../support/fault-cluster';

const cluster = faultCluster('faults-data');

it('keeps every event and every acknowledged write through Redis and PostgreSQL stopping', async () => {
  await cluster.start();
  const { writes } = cluster;

  // Redis stopped for 5 s: events keep arriving from the log check; nothing is lost or doubled.
  let since = Date.now();
  cluster.step('redis halt');
  await cluster.redis().halt();
  const ackedBeforeRedis = writes.acked.length;
  await pause(FAULT_MS);
  const ackedDuringRedis = writes.acked.length - ackedBeforeRedis;
  await cluster.redis().resume();
  expectClean(await cluster.settle('Redis stopped 5 s', Date.now(), since));
  expect(ackedDuringRedis).toBeGreaterThan(0);

  // PostgreSQL stopped for 5 s: writes are answered 503 + Retry-After + SERVICE_UNAVAILABLE and retried; open
  // streams stay open.
  since = Date.now();
  const reconnectsBefore = cluster.reconnects();
  cluster.step('postgres halt');
  cluster.postgres().halt();
  await pause(FAULT_MS);
  cluster.postgres().resume();
  const restored = Date.now();
  await cluster.reconnectProbe();
  expectClean(await cluster.settle('PostgreSQL stopped 5 s', restored, since));
  expect(writes.unavailable.length).toBeGreaterThan(0);
  expect(writes.unavailable[0]).toEqual({ retryAfter: '2', code: 'SERVICE_UNAVAILABLE' });
  expect(cluster.reconnects()).toBe(reconnectsBefore);
}, 300_000);
