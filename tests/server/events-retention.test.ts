// Event-log retention with small limits: createApp's timer prunes events that are both beyond the last `count`
// of their project and older than `days`, in bounded batches; a resume from before them gets one RESYNC, a resume
// from within what is kept gets the events. Expired Idempotency-Key claims are purged on the same timer.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../server/app';
import { pruneBatch, pruneEvents } from '../../server/events/retention';
import { startService, type TestService } from '../support/service';
import { inProcess } from '../support/in-process';
import { sse } from '../support/sse';

let service: TestService;
let pruner: App | undefined;
let ada: string;
const { data, signIn } = inProcess(() => service);

beforeAll(async () => {
  service = await startService();
  ada = await signIn('ada@lanes.test');
});

afterAll(async () => {
  await pruner?.close();
  await service?.close();
});

const EVENTS = `subscription ($k: String!, $after: Int) { boardEvents(projectKey: $k, after: $after) { kind seq } }`;

it('prunes in bounded batches, keeps the last `count`, and answers RESYNC to a resume from before them', async () => {
  // The seed's history (LAN 73 events, OPS 36) is weeks old: beyond the last 2 of each, it goes first.
  expect(await pruneEvents(service.db, { count: 2, days: 1 })).toBe(73 - 2 + 36 - 2);
  await data('mutation { createProject(input: { key: "KEEP", name: "Kept" }) { id } }', {}, ada);
  for (let i = 0; i < 6; i += 1) {
    await data(`mutation { createTask(input: { projectKey: "KEEP", title: "T${i}" }) { id } }`, {}, ada);
  }
  // Nothing is both beyond the last 2 and older than a day yet.
  expect(await pruneBatch(service.db, 2, 1, 100)).toBe(0);
  // A batch of 3 takes the oldest 3 only.
  expect(await pruneBatch(service.db, 2, 0, 3)).toBe(3);
  const [project] = await service.db.query<{ pruned: number; last: number }>(
    `SELECT pruned_seq AS pruned, last_seq AS last FROM projects WHERE key = 'KEEP'`,
  );
  expect(project).toEqual({ pruned: 3, last: 6 });

  // The timer of an app built with small limits prunes the rest down to the last 2.
  pruner = createApp({
    production: false,
    db: service.db,
    pubsub: service.pubsub,
    embedded: true,
    logLevel: 'error',
    retention: { count: 2, days: 0, intervalMs: 20, batch: 1 },
  });
  await vi.waitFor(async () =>
    expect(
      await service.db.query(
        `SELECT seq FROM project_events e JOIN projects p ON p.id = e.project_id WHERE p.key = 'KEEP' ORDER BY seq`,
      ),
    ).toEqual([{ seq: 5 }, { seq: 6 }]),
  );
  await pruner.close();
  pruner = undefined;

  const stale = await sse(fetch, service.graphqlUrl, EVENTS, { k: 'KEEP', after: 2 }, ada);
  expect((await stale.take(1))[0].data.boardEvents).toEqual({ kind: 'RESYNC', seq: 6 });
  await stale.leave();
  const recent = await sse(fetch, service.graphqlUrl, EVENTS, { k: 'KEEP', after: 4 }, ada);
  expect((await recent.take(2)).map((m) => m.data.boardEvents)).toEqual([
    { kind: 'TASK_CREATED', seq: 5 },
    { kind: 'TASK_CREATED', seq: 6 },
  ]);
  await recent.leave();
});

it('purges Idempotency-Key claims older than 10 minutes on the same timer', async () => {
  const [user] = await service.db.query<{ id: string }>(
    `SELECT id FROM users WHERE email = 'ada@lanes.test'`,
  );
  const id = user!.id;
  await service.db.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at) VALUES
       ($1, 'old', 'h', now() - interval '11 minutes'), ($1, 'new', 'h', now() - interval '9 minutes')`,
    [id],
  );
  pruner = createApp({
    production: false,
    db: service.db,
    pubsub: service.pubsub,
    embedded: true,
    logLevel: 'error',
    retention: { count: 10_000, days: 7, intervalMs: 20 },
  });
  await vi.waitFor(async () =>
    expect(await service.db.query('SELECT key FROM idempotency_keys WHERE user_id = $1', [id])).toEqual([
      { key: 'new' },
    ]),
  );
});
