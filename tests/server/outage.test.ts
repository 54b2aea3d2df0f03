// Two service instances on a real PostgreSQL and a real redis-server, and each part stopped in turn. With Redis down,
// board events, viewer events and a sign-out still reach streams on the other instance, from the logs, within 5 s,
// and no promise is dropped. With PostgreSQL down, every request (signIn included) is answered 503 with Retry-After
// and SERVICE_UNAVAILABLE, /healthz stays up and /readyz says what is missing; all of it recovers by itself.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createApp, type App, type Listening } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open';
import type { Db } from '../../server/db/types';
import { createBoardPubSub, liveSubscriptionCount, type ClosableBoardPubSub } from '../../server/pubsub';
import { seed } from '../../server/seed';
import { inProcess, sessionOf } from '../support/in-process';
import type { TestPostgres } from '../support/postgres';
import { startOwnPostgres } from '../support/postgres-run';
import { startRedis, type TestRedis } from '../support/redis';
import { sse } from '../support/sse';
import { TEST_PASSWORD_COST } from '../support/password-cost';

let postgres: TestPostgres;
let redis: TestRedis;
let db: Db;
const pubsubs: ClosableBoardPubSub[] = [];
const apps: App[] = [];
let listening: Listening;
const dropped: unknown[] = [];
const onDropped = (reason: unknown) => void dropped.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onDropped);
  [postgres, redis] = await Promise.all([startOwnPostgres(), startRedis()]);
  db = await openDatabase({ databaseUrl: postgres.url, dataDir: '/nonexistent' });
  await migrate(db);
  await seed(db, new Date(), TEST_PASSWORD_COST);
  for (let i = 0; i < 2; i += 1) {
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
  listening = await apps[0]!.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);

afterAll(async () => {
  process.off('unhandledRejection', onDropped);
  await listening?.close();
  for (const app of apps) await app.close();
  for (const pubsub of pubsubs) await pubsub.close();
  await db?.close();
  await postgres?.stop();
  redis?.stop();
});

const on = (app: App) => async (url: string, init: RequestInit) => app.yoga.fetch(url, init);
const URL = 'http://127.0.0.1/graphql';

it('delivers board events, viewer events and a sign-out from the logs while Redis is down', async () => {
  const [a, b] = apps as [App, App];
  const onA = inProcess(() => ({ app: a }));
  const onB = inProcess(() => ({ app: b }));
  const [adaOnA, adaOnB] = [await onA.signIn('ada@lanes.test'), await onB.signIn('ada@lanes.test')];
  const board = await sse(
    on(b),
    URL,
    'subscription { boardEvents(projectKey: "LAN") { kind task { title } project { name } } }',
    {},
    adaOnB,
  );
  const viewer = await sse(
    on(b),
    URL,
    'subscription { viewerEvents { kind projectKey project { name } } }',
    {},
    adaOnB,
  );
  await vi.waitFor(() => expect(liveSubscriptionCount(pubsubs[1])).toBe(2));

  await redis.halt();
  const started = Date.now();
  await onA.data(
    'mutation { createTask(input: { projectKey: "LAN", title: "Written while Redis is down" }) { id } }',
    {},
    adaOnA,
  );
  await onA.data(
    'mutation { updateProject(input: { key: "LAN", name: "Lanes (Redis down)" }) { id } }',
    {},
    adaOnA,
  );
  expect((await board.take(2)).map((m) => m.data.boardEvents)).toEqual([
    { kind: 'TASK_CREATED', task: { title: 'Written while Redis is down' }, project: null },
    { kind: 'PROJECT_UPDATED', task: null, project: { name: 'Lanes (Redis down)' } },
  ]);
  // The new task changes LAN's counts on Ada's projects list, then the rename: both from the viewer log.
  expect((await viewer.take(2)).map((m) => m.data.viewerEvents)).toEqual([
    { kind: 'TASK_COUNTS_CHANGED', projectKey: 'LAN', project: null },
    { kind: 'PROJECT_UPDATED', projectKey: 'LAN', project: { name: 'Lanes (Redis down)' } },
  ]);
  expect(Date.now() - started).toBeLessThan(5_000);

  // Signed out on A: B's streams of that session end, though no message can cross.
  const signedOut = Date.now();
  await onA.data('mutation { signOut }', {}, adaOnB);
  expect(await board.next()).toEqual({ event: 'complete', data: null });
  expect(await viewer.next()).toEqual({ event: 'complete', data: null });
  expect(Date.now() - signedOut).toBeLessThan(5_000);
  await vi.waitFor(() => expect(liveSubscriptionCount(pubsubs[1])).toBe(0));

  await redis.resume();
  await vi.waitFor(async () => expect(await pubsubs[0]!.ping()).toBe(true), { timeout: 15_000 });
  // Publishing, subscribing and unsubscribing all failed while Redis was down: none of it was a dropped promise.
  expect(dropped).toEqual([]);
}, 60_000);

it('answers 503 + Retry-After + SERVICE_UNAVAILABLE while PostgreSQL is down, and recovers by itself', async () => {
  const send = (body: unknown, cookie?: string) =>
    fetch(`${listening.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  const signIn = { query: 'mutation { signIn(email: "grace@lanes.test", password: "lanes-demo") { id } }' };
  const grace = sessionOf(await send(signIn));

  postgres.halt();
  try {
    const unavailable = {
      errors: [
        expect.objectContaining({
          message: "Can't reach the service, retrying…",
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        }),
      ],
    };
    for (const response of [await send(signIn), await send({ query: '{ projects { id } }' }, grace)]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toMatchObject(unavailable);
    }
    expect((await fetch(`${listening.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${listening.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ postgres: false, redis: true, draining: false, streams: 0 });
  } finally {
    postgres.resume();
  }

  await vi.waitFor(
    async () => {
      const response = await send({ query: '{ projects { key } }' }, grace);
      expect(response.status).toBe(200);
    },
    { timeout: 15_000, interval: 200 },
  );
  expect((await fetch(`${listening.url}/readyz`)).status).toBe(200);
  expect(dropped).toEqual([]);
}, 60_000);
