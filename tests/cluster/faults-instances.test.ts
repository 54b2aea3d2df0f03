// The cluster keeps every event and every acknowledged write while its instances fail (tests/support/fault-cluster.ts:
// three real instances behind nginx on real PostgreSQL and Redis). kill -9 of one instance; while it starts again,
// SIGTERM to another (a rolling restart that finds one instance down); then all three back. The data parts failing:
// faults-data.test.ts.
import { expect, it } from 'vitest';
import { expectClean, faultCluster, until } from '../support/fault-cluster';

const cluster = faultCluster('faults-instances');

it('keeps every event and every acknowledged write through an instance killed and another drained', async () => {
  await cluster.start();
  const { instances, report } = cluster;

  // kill -9 of one instance: its clients resume on the others; it comes back.
  let since = Date.now();
  const killed = instances[0]!;
  killed.expectExit = true;
  const killedAt = Date.now();
  cluster.step('kill -9');
  killed.main!.signal('SIGKILL');
  await until('the killed instance gone', () => killed.main === null);
  const others = instances.filter((i) => i !== killed);
  expectClean(await cluster.settle('kill -9 of one instance', killedAt, since, others));
  const restartAt = Date.now();
  const killedBack = cluster
    .startInstance(killed)
    .then(() => report.push(`${''.padEnd(34)} (killed instance back after ${Date.now() - restartAt} ms)`));

  // SIGTERM to another while the first starts again: it drains and exits 0 within 10 s; its clients resume on what
  // is up.
  since = Date.now();
  const drained = instances[1]!;
  drained.expectExit = true;
  const main = drained.main!;
  const termAt = Date.now();
  cluster.step('SIGTERM');
  main.signal('SIGTERM');
  const { code } = await main.exited;
  const drainMs = Date.now() - termAt;
  expect(code).toBe(0);
  expect(drainMs).toBeLessThan(10_000);
  const termFigures = await cluster.settle('SIGTERM to one instance', termAt, since, [instances[2]!]);
  report.push(`${''.padEnd(34)} (SIGTERM: exited 0 after ${drainMs} ms)`);
  expectClean(termFigures);

  const drainedAt = Date.now();
  await Promise.all([killedBack, cluster.startInstance(drained)]);
  report.push(`${''.padEnd(34)} (drained instance back after ${Date.now() - drainedAt} ms)`);
  expectClean(await cluster.settle('all three back', drainedAt, since));
}, 300_000);
