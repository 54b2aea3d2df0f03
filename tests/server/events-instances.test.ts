// Two service instances on one PostgreSQL and one Redis: a client subscribed on instance A leaves, changes are made
// on B, and the client resumes on B from the last seq it applied: it gets exactly the missed events, in order,
// once each, then the live ones (made on A) without a duplicate.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createApp, type App } from '../../server/app';
import { openDatabase } from '../../server/db/open';
import type { Db } from '../../server/db/types';
import { createBoardPubSub, liveSubscriptionCount, type ClosableBoardPubSub } from '../../server/pubsub';
import { inProcess } from '../support/in-process';
import { createTestDatabase, type TestDatabase } from '../support/postgres-run';
import { startRedis, type TestRedis } from '../support/redis';
import { sse } from '../support/sse';
import { TEST_PASSWORD_COST } from '../support/password-cost';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let database: TestDatabase;
let redis: TestRedis;
let db: Db;
const pubsubs: ClosableBoardPubSub[] = [];
const apps: App[] = [];

beforeAll(async () => {
  [database, redis] = await Promise.all([createTestDatabase(), startRedis()]);
  db = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
  for (let i = 0; i < 2; i += 1) {
    const pubsub = createBoardPubSub({ redisUrl: redis.url });
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
}, 300_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const pubsub of pubsubs) await pubsub.close();
  await db?.close();
  await database?.drop();
  redis?.stop();
});

const on = (app: App) => async (url: string, init: RequestInit) => app.yoga.fetch(url, init);
const URL = 'http://127.0.0.1/graphql';

/** A request to one instance that must succeed: its body and response. */
async function send(app: App, query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const { response, body } = await inProcess(() => ({ app })).send(query, variables, cookie);
  expect(body.errors).toBeUndefined();
  return { body: body as Loose, response };
}

async function signIn(app: App, email: string): Promise<string> {
  const { response } = await send(
    app,
    'mutation ($e: String!) { signIn(email: $e, password: "lanes-demo") { id } }',
    {
      e: email,
    },
  );
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Waits until Redis has `count` subscribers on the project's board channel (SUBSCRIBE is not awaited). */
async function redisSubscribers(projectId: string, count: number) {
  const probe = new Redis(redis.url);
  try {
    await vi.waitFor(async () => {
      const [, n] = (await probe.pubsub('NUMSUB', `board:${projectId}`)) as [string, number];
      expect(n).toBe(count);
    });
  } finally {
    await probe.quit();
  }
}

const EVENTS = `subscription ($after: Int) { boardEvents(projectKey: "LAN", after: $after) {
  kind seq task { title status } comment { body } } }`;

it('resumes on the other instance with exactly the missed events, in order, once each', async () => {
  const [a, b] = apps as [App, App];
  expect(pubsubs.map((p) => p.transport)).toEqual(['redis', 'redis']);
  const [ada, grace] = [await signIn(a, 'ada@lanes.test'), await signIn(b, 'grace@lanes.test')];
  const { body: board } = await send(
    a,
    '{ project(key: "LAN") { id seq tasks(first: 1) { edges { node { id } } } } }',
    {},
    ada,
  );
  const { id: projectId, seq: start } = board.data.project;
  const mutate = (app: App, query: string, variables: Record<string, unknown> = {}) =>
    send(app, query, variables, grace);
  const create = (app: App, title: string) =>
    mutate(
      app,
      'mutation ($t: String!) { createTask(input: { projectKey: "LAN", title: $t }) { id version } }',
      { t: title },
    );

  // Ada on A, from the seq her board reflects; a change made on B reaches her through Redis.
  const first = await sse(on(a), URL, EVENTS, { after: start }, ada);
  await redisSubscribers(projectId, 1);
  await create(b, 'Seen live on A');
  const [seen] = await first.take(1);
  expect(seen.data.boardEvents).toEqual({
    kind: 'TASK_CREATED',
    seq: start + 1,
    task: { title: 'Seen live on A', status: 'BACKLOG' },
    comment: null,
  });
  const applied = seen.data.boardEvents.seq as number;
  await first.leave();
  await vi.waitFor(() => expect(liveSubscriptionCount(pubsubs[0])).toBe(0));

  // While she is away, four changes on B.
  const missed = (await create(b, 'Missed one')).body.data.createTask;
  await mutate(b, 'mutation ($id: ID!) { moveTask(id: $id, status: TODO, expectedVersion: 1) { id } }', {
    id: missed.id,
  });
  await mutate(b, 'mutation ($id: ID!) { addComment(taskId: $id, body: "Missed comment") { id } }', {
    id: missed.id,
  });
  await create(b, 'Missed two');

  // She resumes on B from the last seq she applied; a replayed event gives its task as it is now.
  const resumed = await sse(on(b), URL, EVENTS, { after: applied }, ada);
  const replay = (await resumed.take(4)).map((m) => m.data.boardEvents);
  expect(replay).toEqual([
    {
      kind: 'TASK_CREATED',
      seq: applied + 1,
      task: { title: 'Missed one', status: 'TODO' },
      comment: null,
    },
    { kind: 'TASK_MOVED', seq: applied + 2, task: { title: 'Missed one', status: 'TODO' }, comment: null },
    {
      kind: 'COMMENT_ADDED',
      seq: applied + 3,
      task: { title: 'Missed one', status: 'TODO' },
      comment: { body: 'Missed comment' },
    },
    {
      kind: 'TASK_CREATED',
      seq: applied + 4,
      task: { title: 'Missed two', status: 'BACKLOG' },
      comment: null,
    },
  ]);

  // Then live, with changes made on A: each arrives once (the next one after it is the next seq, no repeat).
  await redisSubscribers(projectId, 1);
  await create(a, 'Live on B one');
  await create(a, 'Live on B two');
  expect((await resumed.take(2)).map((m) => [m.data.boardEvents.seq, m.data.boardEvents.task.title])).toEqual(
    [
      [applied + 5, 'Live on B one'],
      [applied + 6, 'Live on B two'],
    ],
  );
  await resumed.leave();
});

it('fills a gap from the log when pub/sub skipped an event, even on a live-only stream', async () => {
  const [a, b] = apps as [App, App];
  const [ada, grace] = [await signIn(a, 'ada@lanes.test'), await signIn(b, 'grace@lanes.test')];
  const { body } = await send(b, '{ project(key: "LAN") { id seq } }', {}, ada);
  // Live only (no `after`): the stream starts from the project's seq when it subscribed.
  const stream = await sse(on(b), URL, EVENTS, {}, ada);
  await redisSubscribers(body.data.project.id, 1);
  // A change written to the log and committed, but whose publication never reached Redis: the stream is not woken.
  const silentPubSub = createBoardPubSub();
  const silent = createApp({
    production: false,
    db,
    pubsub: silentPubSub,
    embedded: false,
    logLevel: 'error',
  });
  try {
    await send(
      silent,
      'mutation { createTask(input: { projectKey: "LAN", title: "Published nowhere" }) { id } }',
      {},
      grace,
    );
  } finally {
    await silent.close();
  }
  // The next change that is published skips ahead: the stream reads the skipped one from the log first.
  await send(
    a,
    'mutation { createTask(input: { projectKey: "LAN", title: "Published" }) { id } }',
    {},
    grace,
  );
  const events = (await stream.take(2)).map((m) => [
    m.data.boardEvents.seq - body.data.project.seq,
    m.data.boardEvents.task.title,
  ]);
  expect(events).toEqual([
    [1, 'Published nowhere'],
    [2, 'Published'],
  ]);
  await stream.leave();
  await redisSubscribers(body.data.project.id, 0);
});
