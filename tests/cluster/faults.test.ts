// The cluster survives its parts failing (issue 19), on real parts: Debian's PostgreSQL, redis-server and nginx
// (scripts/ensure-system-packages.mjs installs them), three `server/main.ts` processes behind nginx running
// deploy/nginx.conf, subscribers over SSE and WebSocket through nginx on every instance, and one createTask at a steady rate.
//
// Faults, in order: three instances started at once on an empty database; Redis stopped for 5 s; PostgreSQL stopped
// for 5 s; kill -9 of one instance; SIGTERM to one instance. After each: no instance exited but the one made to;
// per subscriber 0 events missing, duplicated or out of order; 0 acknowledged writes lost. It prints these figures
// and each recovery time. Every wait is on a condition with a deadline; the only fixed durations are the faults'.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startNginx as startSharedNginx, type TestNginx } from '../support/nginx';
import type { TestPostgres } from '../support/postgres';
import { startOwnPostgres } from '../support/postgres-run';
import { startRedis, type TestRedis } from '../support/redis';
import { sse } from '../support/sse';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FAULT_MS = 5_000;
const WRITE_EVERY_MS = 250;
const SUBSCRIBERS = 6;
const SUBSCRIPTION = `subscription ($after: Int) {
  boardEvents(projectKey: "LAN", after: $after) { seq kind task { id } }
}`;

interface Instance {
  port: number;
  child: ChildProcess | null;
  /** Exits not asked for by the test. */
  unexpectedExits: string[];
  expectExit: boolean;
  output: string;
}

let postgres: TestPostgres;
let redis: TestRedis;
let probe: pg.Client | null = null;
let nginx: TestNginx | null = null;
let base = '';
const instances: Instance[] = [];
const subscribers: Subscriber[] = [];
const report: string[] = [];
const t0 = Date.now();
/** Progress on stderr, so a run that hangs shows where. */
const step = (text: string) =>
  process.stderr.write(`[faults +${((Date.now() - t0) / 1000).toFixed(1)} s] ${text}\n`);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is true; throws with `what` after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (
      await Promise.resolve(check()).catch((error: unknown) => {
        if (error instanceof Error && error.message.includes('exited')) throw error;
        return false;
      })
    )
      return;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await pause(50);
  }
}

function startInstance(instance: Instance): Promise<void> {
  instance.expectExit = false;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(instance.port),
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      // The requests send their own text, as an API key may (tests/server/trusted-documents.test.ts: production's).
      LANES_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instance.child = child;
  const keep = (chunk: string) => (instance.output = (instance.output + chunk).slice(-4_000));
  child.stderr!.setEncoding('utf8').on('data', keep);
  child.on('exit', (code, signal) => {
    if (instance.child === child) instance.child = null;
    if (!instance.expectExit) instance.unexpectedExits.push(`port ${instance.port}: ${code ?? signal}`);
  });
  child.stdout!.setEncoding('utf8').on('data', keep);
  // Ready as a load balancer sees it; an instance that exits while starting fails at once.
  return until(
    `instance ${instance.port} ready`,
    async () => {
      if (child.exitCode !== null) throw new Error(`instance ${instance.port} exited: ${instance.output}`);
      return (await readyz(instance.port)).ok;
    },
    120_000,
  );
}

async function readyz(port: number): Promise<{ ok: boolean; streams: number }> {
  const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(3_000) });
  const body = (await response.json()) as { streams: number };
  return { ok: response.status === 200, streams: body.streams };
}

async function lastSeq(): Promise<number> {
  const { rows } = await probe!.query<{ seq: number }>(
    "SELECT last_seq AS seq FROM projects WHERE key = 'LAN'",
  );
  return rows[0]!.seq;
}

/** A connection of the test's own to PostgreSQL, opened again after an outage. */
async function reconnectProbe(): Promise<void> {
  await probe?.end().catch(() => undefined);
  const client = new pg.Client({ connectionString: postgres.url });
  client.on('error', () => undefined);
  await client.connect();
  probe = client;
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($e: String!) { signIn(email: $e, password: "lanes-demo") { id } }',
      variables: { e: email },
    }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** A client as the app is one: resumes from the last seq it holds whenever its stream ends or fails. */
class Subscriber {
  readonly seqs: number[] = [];
  readonly receivedAt = new Map<string, number>();
  reconnects = 0;
  resyncs = 0;
  last: number;
  private stopped = false;
  private leave: (() => Promise<void>) | null = null;
  readonly done: Promise<void>;

  constructor(
    private readonly cookie: string,
    after: number,
    readonly transport: 'sse' | 'ws',
  ) {
    this.last = after;
    this.done = this.run();
  }

  private take(event: { seq: number; kind: string; task: { id: string } | null } | undefined): boolean {
    if (!event) return false;
    if (event.kind === 'RESYNC') this.resyncs += 1;
    this.seqs.push(event.seq);
    this.last = event.seq;
    if (event.task?.id) this.receivedAt.set(event.task.id, Date.now());
    return true;
  }

  /** One connection over SSE, until it ends or fails. */
  private async overSse(): Promise<void> {
    const stream = await sse(fetch, `${base}/graphql`, SUBSCRIPTION, { after: this.last }, this.cookie);
    this.leave = stream.leave;
    for (;;) {
      const message = await stream.next();
      if (!message || message.event === 'complete') return;
      if (!this.take(message.data?.data?.boardEvents)) return;
    }
  }

  /** One connection over WebSocket (graphql-ws through nginx's upgrade), until it ends or fails. */
  private async overWs(): Promise<void> {
    const cookie = this.cookie;
    const client = createClient({
      url: `${base.replace('http:', 'ws:')}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie } });
        }
      },
      retryAttempts: 0,
      lazy: true,
    });
    this.leave = async () => {
      await client.dispose();
    };
    try {
      const results = client.iterate<{
        boardEvents: { seq: number; kind: string; task: { id: string } | null };
      }>({
        query: SUBSCRIPTION,
        variables: { after: this.last },
      });
      for await (const result of results) if (!this.take(result.data?.boardEvents)) return;
    } finally {
      await client.dispose();
    }
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await (this.transport === 'sse' ? this.overSse() : this.overWs());
      } catch {
        // The instance went away mid-stream: resume below.
      }
      if (this.stopped) return;
      this.reconnects += 1;
      // The client's own backoff before it resumes.
      await pause(200);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.leave?.();
    await this.done;
  }

  /** Missing, duplicated and out-of-order events between `from` (exclusive) and `to` (inclusive). */
  anomalies(from: number, to: number) {
    const seen = this.seqs.filter((s) => s <= to);
    const unique = new Set(seen);
    let outOfOrder = 0;
    for (let i = 1; i < seen.length; i += 1) if (seen[i]! <= seen[i - 1]!) outOfOrder += 1;
    let missing = 0;
    for (let s = from + 1; s <= to; s += 1) if (!unique.has(s)) missing += 1;
    return { missing, duplicated: seen.length - unique.size, outOfOrder };
  }
}

/** One createTask at a steady rate; each retried with the same Idempotency-Key until it is acknowledged. */
const writes = {
  acked: [] as { id: string; at: number }[],
  retried: new Map<string, number>(),
  unavailable: [] as { retryAfter: string | null; code: unknown }[],
  stopped: false,
  started: false,
  done: Promise.resolve(),
};

async function writeSteadily(cookie: string): Promise<void> {
  writes.started = true;
  for (let n = 1; !writes.stopped; n += 1) {
    const key = `fault-test-${n}`;
    for (;;) {
      let why = 'network';
      try {
        const response = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
          body: JSON.stringify({
            query: 'mutation ($t: String!) { createTask(input: { projectKey: "LAN", title: $t }) { id } }',
            variables: { t: `Fault test ${n}` },
          }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await response.json().catch(() => null)) as {
          data?: { createTask?: { id: string } };
          errors?: { extensions?: { code?: unknown } }[];
        } | null;
        const id = body?.data?.createTask?.id;
        if (response.status === 200 && id) {
          writes.acked.push({ id, at: Date.now() });
          break;
        }
        why = String(response.status);
        if (response.status === 503) {
          writes.unavailable.push({
            retryAfter: response.headers.get('retry-after'),
            code: body?.errors?.[0]?.extensions?.code,
          });
        }
      } catch {
        // Refused or cut: the client tries again.
      }
      writes.retried.set(why, (writes.retried.get(why) ?? 0) + 1);
      if (writes.stopped) return;
      await pause(250);
    }
    await pause(WRITE_EVERY_MS);
  }
}

interface Figures {
  fault: string;
  recoveryMs: number;
  exited: string[];
  missing: number;
  duplicated: number;
  outOfOrder: number;
  resyncs: number;
  lostWrites: number;
  maxDelayMs: number;
}

/**
 * Waits until every instance answers /readyz and every subscriber holds every event committed so far, then checks
 * the figures since `from`. Recovery time counts from `restoredAt`.
 */
async function settle(
  fault: string,
  restoredAt: number,
  startSeqs: number[],
  sinceAck: number,
  up: Instance[] = instances,
): Promise<Figures> {
  step(`settling: ${fault}`);
  await until(
    `every running instance ready after ${fault}`,
    async () => (await Promise.all(up.map((i) => readyz(i.port).then((r) => r.ok)))).every(Boolean),
    90_000,
  );
  // Recovered means writing again too: two writes acknowledged since the part came back.
  if (!writes.stopped && writes.started) {
    await until(
      `writes acknowledged again after ${fault}`,
      () => writes.acked.filter((w) => w.at >= restoredAt).length >= 2,
    );
  }
  let target = 0;
  await until(`PostgreSQL answering the test after ${fault}`, async () => {
    target = await lastSeq().catch(async (error: unknown) => {
      await reconnectProbe();
      throw error;
    });
    return true;
  });
  await until(`every subscriber at seq ${target} after ${fault}`, () =>
    subscribers.every((s) => s.last >= target),
  );
  const recoveryMs = Date.now() - restoredAt;
  const totals = { missing: 0, duplicated: 0, outOfOrder: 0 };
  subscribers.forEach((subscriber, i) => {
    const found = subscriber.anomalies(startSeqs[i]!, target);
    totals.missing += found.missing;
    totals.duplicated += found.duplicated;
    totals.outOfOrder += found.outOfOrder;
  });
  const acked = writes.acked.filter((w) => w.at >= sinceAck);
  const { rows } = await probe!.query<{ id: string }>('SELECT id FROM tasks WHERE id = ANY($1::text[])', [
    writes.acked.map((w) => w.id),
  ]);
  const delays = acked.flatMap((w) =>
    subscribers.map((s) => Math.max(0, (s.receivedAt.get(w.id) ?? Number.POSITIVE_INFINITY) - w.at)),
  );
  const figures: Figures = {
    fault,
    recoveryMs,
    exited: instances.flatMap((i) => i.unexpectedExits),
    ...totals,
    resyncs: subscribers.reduce((sum, s) => sum + s.resyncs, 0),
    lostWrites: writes.acked.length - rows.length,
    maxDelayMs: delays.length > 0 ? Math.max(...delays) : 0,
  };
  step(`settled: ${fault}`);
  report.push(
    `${fault.padEnd(34)} recovery ${String(recoveryMs).padStart(6)} ms | exited ${figures.exited.length} | ` +
      `missing ${figures.missing} dup ${figures.duplicated} disorder ${figures.outOfOrder} resync ${figures.resyncs}` +
      ` | writes acked ${acked.length}, lost ${figures.lostWrites} | slowest delivery ${figures.maxDelayMs} ms`,
  );
  return figures;
}

function expectClean(figures: Figures) {
  expect(figures).toMatchObject({
    exited: [],
    missing: 0,
    duplicated: 0,
    outOfOrder: 0,
    resyncs: 0,
    lostWrites: 0,
  });
  // While Redis or an instance is away an event reaches every subscriber within 5 s (1 s while all is up).
  expect(figures.maxDelayMs).toBeLessThanOrEqual(5_000);
}

async function startNginx(): Promise<void> {
  nginx = await startSharedNginx(
    instances.map((instance) => instance.port),
    Number(new URL(base).port),
  );
}

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startOwnPostgres(), startRedis()]);
  for (let i = 0; i < 3; i += 1) {
    instances.push({
      port: await freePort(),
      child: null,
      unexpectedExits: [],
      expectExit: false,
      output: '',
    });
  }
  base = `http://127.0.0.1:${await freePort()}`;
}, 120_000);

afterAll(async () => {
  writes.stopped = true;
  await Promise.all(subscribers.map((s) => s.stop()));
  await writes.done;
  for (const instance of instances) {
    instance.expectExit = true;
    instance.child?.kill('SIGKILL');
  }
  await nginx?.stop();
  await probe?.end().catch(() => undefined);
  redis?.stop();
  await postgres?.stop();
  if (report.length > 0) console.log(`\nCluster fault test\n${report.join('\n')}`);
}, 60_000);

it('keeps every event and every acknowledged write through Redis, PostgreSQL and instance failures', async () => {
  // 1. Three instances started at once on an empty database: migrations and seed under one lock.
  const startedAt = Date.now();
  step('starting 3 instances');
  await Promise.all(instances.map((instance) => startInstance(instance)));
  await reconnectProbe();
  const { rows: users } = await probe!.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  expect(users[0]!.n).toBeGreaterThan(0);
  const { rows: migrations } = await probe!.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM schema_migrations',
  );
  expect(migrations[0]!.n).toBeGreaterThanOrEqual(5);
  step('instances up');
  await startNginx();
  step('nginx up');
  const startFigures = await settle('3 instances at once, empty db', startedAt, [], Date.now());
  expect(startFigures.exited).toEqual([]);

  // Subscribers through nginx until every instance holds at least one stream.
  const cookies = await Promise.all(['ada@lanes.test', 'grace@lanes.test'].map(signIn));
  const startSeqs: number[] = [];
  const openOne = async () => {
    const after = await lastSeq();
    startSeqs.push(after);
    // Every third one over WebSocket, the others over SSE.
    const transport = subscribers.length % 3 === 2 ? 'ws' : 'sse';
    subscribers.push(new Subscriber(cookies[subscribers.length % 2]!, after, transport));
  };
  for (let i = 0; i < SUBSCRIBERS; i += 1) await openOne();
  await until('a stream on every instance', async () => {
    const counts = await Promise.all(instances.map((i) => readyz(i.port).then((r) => r.streams)));
    if (counts.every((n) => n > 0)) return true;
    if (subscribers.length < 12) await openOne();
    return false;
  });

  step(`subscribers: ${subscribers.length}`);
  writes.done = writeSteadily(cookies[0]!);
  await until(
    'a few writes delivered',
    () => writes.acked.length >= 4 && subscribers.every((s) => s.seqs.length >= 4),
  );
  expectClean(await settle('steady state', Date.now(), startSeqs, 0));

  // 2. Redis stopped for 5 s: events keep arriving from the log check; nothing is lost or doubled.
  let since = Date.now();
  step('redis halt');
  await redis.halt();
  const ackedBeforeRedis = writes.acked.length;
  await pause(FAULT_MS);
  const ackedDuringRedis = writes.acked.length - ackedBeforeRedis;
  await redis.resume();
  const redisFigures = await settle('Redis stopped 5 s', Date.now(), startSeqs, since);
  expectClean(redisFigures);
  expect(ackedDuringRedis).toBeGreaterThan(0);

  // 3. PostgreSQL stopped for 5 s: writes are answered 503 + Retry-After + SERVICE_UNAVAILABLE and retried; open
  // streams stay open.
  since = Date.now();
  const reconnectsBefore = subscribers.reduce((sum, s) => sum + s.reconnects, 0);
  step('postgres halt');
  postgres.halt();
  await pause(FAULT_MS);
  postgres.resume();
  const restored = Date.now();
  await reconnectProbe();
  const pgFigures = await settle('PostgreSQL stopped 5 s', restored, startSeqs, since);
  expectClean(pgFigures);
  expect(writes.unavailable.length).toBeGreaterThan(0);
  expect(writes.unavailable[0]).toEqual({ retryAfter: '2', code: 'SERVICE_UNAVAILABLE' });
  expect(subscribers.reduce((sum, s) => sum + s.reconnects, 0)).toBe(reconnectsBefore);

  // 4. kill -9 of one instance: its clients resume on the others; it comes back.
  since = Date.now();
  const killed = instances[0]!;
  killed.expectExit = true;
  const killedAt = Date.now();
  step('kill -9');
  killed.child!.kill('SIGKILL');
  await until('the killed instance gone', () => killed.child === null);
  const others = instances.filter((i) => i !== killed);
  expectClean(await settle('kill -9 of one instance', killedAt, startSeqs, since, others));
  let restartAt = Date.now();
  await startInstance(killed);
  report.push(`${''.padEnd(34)} (killed instance back after ${Date.now() - restartAt} ms)`);

  // 5. SIGTERM to one instance: it drains and exits 0 within 10 s; its clients resume elsewhere.
  since = Date.now();
  const drained = instances[1]!;
  drained.expectExit = true;
  const child = drained.child!;
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const termAt = Date.now();
  step('SIGTERM');
  child.kill('SIGTERM');
  const code = await exit;
  const drainMs = Date.now() - termAt;
  expect(code).toBe(0);
  expect(drainMs).toBeLessThan(10_000);
  const termFigures = await settle(
    'SIGTERM to one instance',
    termAt,
    startSeqs,
    since,
    instances.filter((i) => i !== drained),
  );
  report.push(`${''.padEnd(34)} (SIGTERM: exited 0 after ${drainMs} ms)`);
  expectClean(termFigures);
  restartAt = Date.now();
  await startInstance(drained);
  report.push(`${''.padEnd(34)} (drained instance back after ${Date.now() - restartAt} ms)`);
  expectClean(await settle('all three back', restartAt, startSeqs, since));

  writes.stopped = true;
  await writes.done;
  report.push(
    `writes acknowledged ${writes.acked.length}; retried: ${JSON.stringify(Object.fromEntries(writes.retried))}; ` +
      `subscribers ${subscribers.length} (${subscribers.map((s) => s.transport).join('/')}), ` +
      `reconnects ${subscribers.map((s) => s.reconnects).join('/')}`,
  );
}, 300_000);
