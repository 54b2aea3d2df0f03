// Two service instances sharing one database and one Redis: a change made through one reaches a board subscribed
// on the other. Runs a real redis-server (Debian's package; scripts/ensure-system-packages.mjs installs it).
import { readFile } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it, inject, vi } from 'vitest';
import { createApp, type App } from '../../server/app';
import { hashToken } from '../../server/auth';
import { openPglite } from '../../server/db/pglite';
import type { Db } from '../../server/db/types';
import { createBoardPubSub, liveSubscriptionCount, type ClosableBoardPubSub } from '../../server/pubsub';
import { startRedis, type TestRedis } from '../support/redis';
import { TEST_PASSWORD_COST } from '../support/password-cost';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let redis: TestRedis;
let redisUrl = '';
let db: Db;
const pubsubs: ClosableBoardPubSub[] = [];
const apps: App[] = [];

async function fetchOn(
  app: App,
  body: Record<string, unknown>,
  headers: Record<string, string>,
  signal?: AbortSignal,
) {
  return app.yoga.fetch('http://127.0.0.1/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
}

async function signIn(app: App, email: string): Promise<string> {
  const response = await fetchOn(
    app,
    {
      query: 'mutation ($e: String!) { signIn(email: $e, password: "lanes-demo") { id } }',
      variables: { e: email },
    },
    { accept: 'application/json' },
  );
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

beforeAll(async () => {
  redis = await startRedis();
  redisUrl = redis.url;

  ({ db } = await openPglite({ loadDataDir: new Blob([await readFile(inject('lanesSeedDump'))]) }));
  for (let i = 0; i < 2; i += 1) {
    const pubsub = createBoardPubSub({ redisUrl });
    pubsubs.push(pubsub);
    apps.push(createApp({ production: false, db, pubsub, embedded: true, passwordCost: TEST_PASSWORD_COST }));
  }
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const pubsub of pubsubs) await pubsub.close();
  await db?.close();
  redis?.stop();
});

it('carries a change made on one instance to a subscriber of the other', async () => {
  const [a, b] = apps as [App, App];
  expect(pubsubs.map((p) => p.transport)).toEqual(['redis', 'redis']);
  const [grace, ada] = [await signIn(a, 'grace@lanes.test'), await signIn(b, 'ada@lanes.test')];

  const controller = new AbortController();
  const stream = await fetchOn(
    b,
    {
      query:
        'subscription { boardEvents(projectKey: "LAN") { kind projectKey actor { name } task { title status } } }',
    },
    { accept: 'text/event-stream', cookie: ada },
    controller.signal,
  );
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  await vi.waitFor(() => expect(liveSubscriptionCount(pubsubs[1])).toBe(1));
  {
    // The subscribing connection says SUBSCRIBE without waiting for the reply: wait until Redis has it.
    const probe = new Redis(redisUrl);
    await vi.waitFor(async () =>
      expect((await probe.pubsub('CHANNELS', 'board*')) as string[]).toHaveLength(1),
    );
    await probe.quit();
  }

  const created = await fetchOn(
    a,
    { query: 'mutation { createTask(input: { projectKey: "LAN", title: "Across instances" }) { id } }' },
    { accept: 'application/json', cookie: grace },
  );
  expect(((await created.json()) as Loose).errors).toBeUndefined();

  let text = '';
  while (!text.includes('\n\n')) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += chunk.value.replace(/^:\n\n/gm, '');
  }
  const data = text
    .split('\n')
    .find((line) => line.startsWith('data:'))!
    .slice(5)
    .trim();
  expect(JSON.parse(data)).toEqual({
    data: {
      boardEvents: {
        kind: 'TASK_CREATED',
        projectKey: 'LAN',
        actor: { name: 'Grace Hopper' },
        task: { title: 'Across instances', status: 'BACKLOG' },
      },
    },
  });
  controller.abort();
  await reader.cancel().catch(() => undefined);
  await vi.waitFor(() => expect(liveSubscriptionCount(pubsubs[1])).toBe(0));
});

it('ends a session’s stream on one instance when it signs out on the other', async () => {
  const [a, b] = apps as [App, App];
  const linus = await signIn(a, 'linus@lanes.test');
  const tokenHash = hashToken(linus.slice(linus.indexOf('=') + 1));
  const stream = await fetchOn(
    b,
    { query: 'subscription { boardEvents(projectKey: "LAN") { kind } }' },
    { accept: 'text/event-stream', cookie: linus },
  );
  expect(stream.headers.get('content-type')).toBe('text/event-stream');
  const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let text = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
      text += chunk.value;
    }
  })();
  await vi.waitFor(() => expect(liveSubscriptionCount(pubsubs[1])).toBe(1));
  {
    // B listens for the end of this session on Redis before A signs it out.
    const probe = new Redis(redisUrl);
    await vi.waitFor(async () =>
      expect((await probe.pubsub('CHANNELS', `session-ended:${tokenHash}`)) as string[]).toHaveLength(1),
    );
    await probe.quit();
  }

  const signedOut = await fetchOn(
    a,
    { query: 'mutation { signOut }' },
    { accept: 'application/json', cookie: linus },
  );
  expect(await signedOut.json()).toEqual({ data: { signOut: true } });
  // Only the message over Redis can end it: B's own check of the session runs at its expiry, 14 days away. The
  // bound names that wait; the goal (within a second) is the usual case by far.
  const events = await Promise.race([
    ended,
    new Promise<never>((_resolve, reject) =>
      setTimeout(
        () => reject(new Error('waited 5 s for the stream on B to end after sign-out on A')),
        5_000,
      ).unref(),
    ),
  ]);
  expect(events).toEqual(['complete']);
  await vi.waitFor(() => expect(liveSubscriptionCount(pubsubs[1])).toBe(0));
});
