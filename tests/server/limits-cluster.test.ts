// Limits hold for the cluster (issue 19.2, issue 17.11): three service instances on one PostgreSQL and one
// redis-server, each on its own loopback port behind a "proxy" (TRUST_PROXY, so X-Forwarded-For stands for the
// client's address). Guesses and streams are spread over the instances at once; every count lives in Redis.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, type App, type Listening } from '../../server/app';
import { hashToken } from '../../server/auth';
import { openDatabase } from '../../server/db/open';
import type { Db } from '../../server/db/types';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { tooManyStreamsMessage } from '../../server/limits/stream-limit';
import { createBoardPubSub, type ClosableBoardPubSub } from '../../server/pubsub';
import { startMainProcess, type ListeningMain } from '../support/main-process';
import { createTestDatabase, type TestDatabase } from '../support/postgres-run';
import { startRedis, type TestRedis } from '../support/redis';
import type { GraphQLResponseBody } from '../support/service';
import { TEST_PASSWORD_COST } from '../support/password-cost';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const INSTANCES = 3;
// The daily limit per address is lowered to 20 so that its test costs 20 password hashes, not 100.
const PER_ADDRESS = { ...DEFAULT_LIMITS.rates.signInFailuresPerAddress, points: 20 };
const LIMITS = { rates: { ...DEFAULT_LIMITS.rates, signInFailuresPerAddress: PER_ADDRESS } };
// Every attempt costs a scrypt hash, queued two at a time per instance, on a machine busy with other suites.
const SLOW = { timeout: 240_000 };

let database: TestDatabase;
let redis: TestRedis;
let db: Db;
const pubsubs: ClosableBoardPubSub[] = [];
const apps: App[] = [];
const servers: Listening[] = [];

beforeAll(async () => {
  [database, redis] = await Promise.all([createTestDatabase(), startRedis()]);
  db = await openDatabase({ databaseUrl: database.url, dataDir: '/nonexistent' });
  for (let i = 0; i < INSTANCES; i += 1) {
    const pubsub = createBoardPubSub({ redisUrl: redis.url });
    await pubsub.ready();
    pubsubs.push(pubsub);
    const app = createApp({
      production: false,
      db,
      pubsub,
      embedded: false,
      logLevel: 'error',
      passwordCost: TEST_PASSWORD_COST,
      trustProxy: true,
      redisUrl: redis.url,
      limits: LIMITS,
    });
    apps.push(app);
    servers.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  }
}, 300_000);

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const app of apps) await app.close();
  for (const pubsub of pubsubs) await pubsub.close();
  await db?.close();
  await database?.drop();
  redis?.stop();
});

const SIGN_IN = 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { email } }';

async function signIn(instance: number | string, email: string, password: string, address: string) {
  const base = typeof instance === 'string' ? instance : servers[instance]!.url;
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: SIGN_IN, variables: { e: email, p: password } }),
  });
  const body = (await response.json()) as GraphQLResponseBody<Loose>;
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('lanes_session=') && c !== 'lanes_session=');
  return { body, cookie, code: String(body.errors?.[0]?.extensions?.code ?? 'OK') };
}

const tally = (codes: string[]) =>
  Object.fromEntries(
    [...new Set(codes)].sort().map((code) => [code, codes.filter((c) => c === code).length]),
  );

describe('failed sign-ins across instances', SLOW, () => {
  const ATTACKER = '203.0.113.66';

  it('lets exactly 10 of 30 parallel guesses spread over three instances through', async () => {
    // Three processes started as an operator starts them (server/main.ts with DATABASE_URL and REDIS_URL): in-process
    // instances would share one event loop and one password-hashing pool, which hides races between instances.
    const processes: ListeningMain[] = [];
    try {
      for (let i = 0; i < INSTANCES; i += 1) {
        processes.push(
          await startMainProcess({
            DATABASE_URL: database.url,
            REDIS_URL: redis.url,
            TRUST_PROXY: '1',
            // The requests send their own text, as an API key may (trusted-documents.test.ts: production's).
            LANES_ENV: 'development',
          }),
        );
      }
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          signIn(processes[i % INSTANCES]!.url, 'ada@lanes.test', `guess-${i}`, ATTACKER),
        ),
      );
      const codes = tally(answers.map((a) => a.code));
      console.log(`[figures] 30 parallel guesses over ${INSTANCES} processes: ${JSON.stringify(codes)}`);
      expect(codes).toEqual({ RATE_LIMITED: 20, UNAUTHENTICATED: 10 });
      // Locked out at that address, on every instance, the right password too (no oracle).
      for (const instance of [...processes.map((p) => p.url), 0, 1, 2]) {
        const right = await signIn(instance, 'ada@lanes.test', 'lanes-demo', ATTACKER);
        expect(right.body.errors?.[0]).toMatchObject({
          message: 'Too many failed attempts; try again later',
          extensions: { code: 'RATE_LIMITED', retryAfter: expect.any(Number) },
        });
        expect(right.cookie).toBeUndefined();
      }
    } finally {
      for (const child of processes) child.child.kill();
    }
  });

  it('lets the owner sign in from another address, on every instance, while the attacker is locked out', async () => {
    for (let i = 0; i < INSTANCES; i += 1) {
      const owner = await signIn(i, 'ada@lanes.test', 'lanes-demo', '198.51.100.7');
      expect(owner.body).toEqual({ data: { signIn: { email: 'ada@lanes.test' } } });
      expect(owner.cookie).toBeDefined();
    }
    expect((await signIn(1, 'ada@lanes.test', 'lanes-demo', ATTACKER)).code).toBe('RATE_LIMITED');
  });

  it('limits one address guessing across many emails, whichever instance it asks', async () => {
    const rule = PER_ADDRESS;
    const address = '203.0.113.77';
    const answers = await Promise.all(
      Array.from({ length: rule.points + 5 }, (_, i) =>
        signIn(i % INSTANCES, `nobody-${i}@lanes.test`, 'wrong', address),
      ),
    );
    expect(tally(answers.map((a) => a.code))).toEqual({ RATE_LIMITED: 5, UNAUTHENTICATED: rule.points });
    const refused = await signIn(2, 'grace@lanes.test', 'lanes-demo', address);
    // Blocked for a day from the guess that went past the limit.
    expect(refused.body.errors?.[0]?.extensions).toEqual({
      code: 'RATE_LIMITED',
      retryAfter: expect.any(Number),
    });
    const retryAfter = refused.body.errors![0]!.extensions!.retryAfter as number;
    expect(retryAfter).toBeLessThanOrEqual(rule.blockSeconds);
    expect(retryAfter).toBeGreaterThan(rule.blockSeconds - 600);
  });
});

describe('streams across instances', SLOW, () => {
  const BOARD_EVENTS = 'subscription { boardEvents(projectKey: "LAN") { kind } }';

  async function open(instance: number, cookie: string) {
    const controller = new AbortController();
    let text = '';
    let ended = false;
    void fetch(`${servers[instance]!.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
      body: JSON.stringify({ query: BOARD_EVENTS }),
      signal: controller.signal,
    })
      .then(async (response) => {
        text = await response.text();
        ended = true;
      })
      .catch(() => undefined);
    return {
      get refused() {
        return ended && text.includes('"code":"TOO_MANY_STREAMS"') ? text : null;
      },
      leave: () => controller.abort(),
    };
  }

  const held = () => apps.reduce((sum, app) => sum + app.streams.instance, 0);

  it('holds at most 20 streams of one session over three instances, of 30 asked for at once', async () => {
    const { cookie } = await signIn(0, 'grace@lanes.test', 'lanes-demo', '198.51.100.20');
    const token = hashToken(cookie!.slice(cookie!.indexOf('=') + 1));
    const streams = await Promise.all(Array.from({ length: 30 }, (_, i) => open(i % INSTANCES, cookie!)));
    try {
      // Every stream decided: refused, or held with its lease. An instance counts a stream before it asks for the
      // lease, so until then its count runs ahead of the leases in Redis.
      await vi.waitFor(
        async () => {
          expect(held() + streams.filter((s) => s.refused).length).toBe(30);
          expect(held()).toBe(await apps[0]!.streams.session(token));
        },
        { timeout: 60_000, interval: 100 },
      );
      console.log(
        `[figures] 30 streams of one session over ${INSTANCES} instances: ${held()} held (${apps
          .map((a) => a.streams.instance)
          .join('+')}), ${streams.filter((s) => s.refused).length} refused`,
      );
      expect(held()).toBe(DEFAULT_LIMITS.streamsPerSession);
      const refusal = streams.find((s) => s.refused)!.refused!;
      expect(refusal).toContain(
        JSON.stringify({
          errors: [
            {
              message: tooManyStreamsMessage(DEFAULT_LIMITS.streamsPerSession),
              extensions: { code: 'TOO_MANY_STREAMS' },
            },
          ],
        }),
      );
      // Every instance reads the same count from Redis.
      for (const app of apps) expect(await app.streams.session(token)).toBe(DEFAULT_LIMITS.streamsPerSession);
    } finally {
      for (const stream of streams) stream.leave();
    }
    // Closed streams give their leases back on every instance.
    await vi.waitFor(async () => expect(held()).toBe(0));
    await vi.waitFor(async () => expect(await apps[1]!.streams.session(token)).toBe(0));
  });
});

describe('Redis stopped', SLOW, () => {
  it('keeps every instance answering, with the limits held in each instance meanwhile', async () => {
    // Gone before the first request: a guess Redis still counted would split the count between it and an instance.
    await redis.halt();
    // Sign-in still works, from a fresh address, on every instance; nothing exits.
    for (let i = 0; i < INSTANCES; i += 1) {
      const owner = await signIn(i, 'linus@lanes.test', 'lanes-demo', `198.51.100.${30 + i}`);
      expect(owner.body).toEqual({ data: { signIn: { email: 'linus@lanes.test' } } });
    }
    // Guesses on one instance still stop at the limit, counted in that instance.
    const codes: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push((await signIn(0, 'linus@lanes.test', `guess-${i}`, '203.0.113.99')).code);
    }
    expect(tally(codes)).toEqual({ RATE_LIMITED: 1, UNAUTHENTICATED: 10 });
  });
});
