// `npx tsx bench/inbox.ts [one|three]`: how long an inbox item takes to reach its person after a mention. Grace
// listens on her viewerEvents stream (SSE); Ada posts 100 comments mentioning her, one after another; each figure is
// from sending the mutation to Grace's stream delivering its NOTIFIED event. `one`: the embedded default (PGlite,
// in-process pub/sub, one instance). `three`: three instances on one PostgreSQL and Redis; Grace on the first, Ada's
// comments through the other two in turn.
import { performance } from 'node:perf_hooks';
import { createApp, type App } from '../server/app';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import type { Db } from '../server/db/types';
import { createBoardPubSub, liveSubscriptionCount, type ClosableBoardPubSub } from '../server/pubsub';
import { seed, SEED_USERS } from '../server/seed';
import { mentionToken } from '../src/lib/validation';
import { startPostgres } from '../tests/support/postgres';
import { startRedis } from '../tests/support/redis';
import { sse } from '../tests/support/sse';

const MENTIONS = 100;
const URL = 'http://127.0.0.1/graphql';
const GRACE = SEED_USERS[1]!;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function post(app: App, query: string, variables: Record<string, unknown>, cookie?: string) {
  const response = await app.yoga.fetch(URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, { id: string }>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { response, body };
}

async function signIn(app: App, email: string): Promise<string> {
  const { response } = await post(
    app,
    'mutation ($e: String!) { signIn(email: $e, password: "lanes-demo") { id } }',
    {
      e: email,
    },
  );
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function run(mode: 'one' | 'three') {
  const closers: (() => Promise<void> | void)[] = [];
  const apps: App[] = [];
  let db: Db;
  if (mode === 'one') {
    ({ db } = await openPglite());
    closers.push(() => db.close());
    await migrate(db);
    await seed(db);
    const pubsub = createBoardPubSub();
    apps.push(createApp({ production: false, db, pubsub, embedded: true, logLevel: 'error' }));
  } else {
    const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    closers.push(
      () => postgres.stop(),
      () => redis.stop(),
    );
    db = await openPostgres(postgres.url);
    closers.unshift(() => db.close());
    await migrate(db);
    await seed(db);
    for (let i = 0; i < 3; i += 1) {
      const pubsub: ClosableBoardPubSub = createBoardPubSub({ redisUrl: redis.url });
      await pubsub.ready();
      closers.unshift(() => pubsub.close());
      apps.push(createApp({ production: false, db, pubsub, embedded: false, logLevel: 'error' }));
    }
  }
  try {
    const listener = apps[0]!;
    const actors = apps.length === 1 ? [apps[0]!] : apps.slice(1);
    const grace = await signIn(listener, 'grace@lanes.test');
    const ada = await signIn(actors[0]!, 'ada@lanes.test');
    const { body } = await post(actors[0]!, '{ task(projectKey: "LAN", number: 1) { id } }', {}, ada);
    const taskId = body.data!['task']!.id;
    const stream = await sse(
      async (url, init) => listener.yoga.fetch(url, init),
      URL,
      'subscription { viewerEvents { kind notification { id kind } } }',
      {},
      grace,
    );
    const times: number[] = [];
    for (let i = 0; i < MENTIONS + 5; i += 1) {
      const start = performance.now();
      const arrived = (async () => {
        for (;;) {
          const message = await stream.next();
          if (!message) throw new Error('the stream ended');
          if (message.data?.data?.viewerEvents?.kind === 'NOTIFIED') return performance.now();
        }
      })();
      await post(
        actors[i % actors.length]!,
        'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }',
        { t: taskId, b: `Ping ${i} ${mentionToken(GRACE)}` },
        ada,
      );
      const at = await arrived;
      if (i >= 5) times.push(at - start); // the first five warm up
    }
    await stream.leave();
    // The stream's pub/sub listeners go after the client leaves: close Redis once they have.
    while (liveSubscriptionCount() > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    console.log(
      `inbox delivery, ${mode === 'one' ? 'one instance (PGlite, in-process)' : 'three instances (PostgreSQL, Redis)'}: ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ` +
        `min ${Math.min(...times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms over ${times.length} mentions`,
    );
  } finally {
    for (const app of apps) await app.close();
    for (const close of closers) await close();
  }
}

const mode = process.argv[2];
if (mode !== 'three') await run('one');
if (mode !== 'one') await run('three');
