// A cluster to break on purpose (issue 19), on real parts: Debian's PostgreSQL, redis-server and nginx
// (scripts/ensure-system-packages.mjs installs them), three `server/main.ts` processes behind nginx running
// deploy/nginx.conf, subscribers over SSE and WebSocket through nginx on every instance, and one createTask at a steady
// rate. The fault files (tests/cluster) each start one and break its parts; after each fault `settle` measures: no
// instance exited but the one made to, per subscriber 0 events missing, duplicated or out of order, 0 acknowledged
// writes lost. Every wait is on a condition with a deadline; the only fixed durations are the faults'.
import pg from 'pg';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect } from 'vitest';
import { spawnMain, type MainProcess } from './main-process';
import { startNginx, type TestNginx } from './nginx';
import type { TestPostgres } from './postgres';
import { startOwnPostgres } from './postgres-run';
import { freePort, startRedis, type TestRedis } from './redis';
import { sse } from './sse';

export const FAULT_MS = 5_000;
const WRITE_EVERY_MS = 250;
const SUBSCRIBERS = 6;
const SUBSCRIPTION = `subscription ($after: Int) {
  boardEvents(projectKey: "LAN", after: $after) { seq kind task { id } }
}`;

export interface Instance {
  port: number;
  main: MainProcess | null;
  /** Exits not asked for by the test. */
  unexpectedExits: string[];
  expectExit: boolean;
}

export interface Figures {
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

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is true; throws with `what` after `ms`. */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms = 60_000,
): Promise<void> {
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

async function readyz(port: number): Promise<{ ok: boolean; streams: number }> {
  const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(3_000) });
  const body = (await response.json()) as { streams: number };
  return { ok: response.status === 200, streams: body.streams };
}

export function expectClean(figures: Figures) {
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
    private readonly base: string,
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
    const stream = await sse(fetch, `${this.base}/graphql`, SUBSCRIPTION, { after: this.last }, this.cookie);
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
      url: `${this.base.replace('http:', 'ws:')}/graphql`,
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

/**
 * For a fault file: its own PostgreSQL and Redis before its tests, everything stopped after them and the figures
 * printed. `start()` (in its test) brings the cluster up from an empty database to a steady state.
 */
export function faultCluster(name: string) {
  let postgres: TestPostgres;
  let redis: TestRedis;
  let probe: pg.Client | null = null;
  let nginx: TestNginx | null = null;
  let base = '';
  const instances: Instance[] = [];
  const subscribers: Subscriber[] = [];
  /** Each subscriber's seq when it opened: the figures count from there. */
  const startSeqs: number[] = [];
  const report: string[] = [];
  const t0 = Date.now();
  /** One createTask at a steady rate; each retried with the same Idempotency-Key until it is acknowledged. */
  const writes = {
    acked: [] as { id: string; at: number }[],
    retried: new Map<string, number>(),
    unavailable: [] as { retryAfter: string | null; code: unknown }[],
    stopped: false,
    started: false,
    done: Promise.resolve(),
  };

  /** Progress on stderr, so a run that hangs shows where. */
  const step = (text: string) =>
    process.stderr.write(`[${name} +${((Date.now() - t0) / 1000).toFixed(1)} s] ${text}\n`);

  function startInstance(instance: Instance): Promise<void> {
    instance.expectExit = false;
    const main = spawnMain({
      PORT: String(instance.port),
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      // The requests send their own text, as an API key may (tests/server/trusted-documents.test.ts: production's).
      LANES_ENV: 'development',
    });
    instance.main = main;
    main.child.on('exit', (code, signal) => {
      if (instance.main === main) instance.main = null;
      if (!instance.expectExit) instance.unexpectedExits.push(`port ${instance.port}: ${code ?? signal}`);
    });
    // Ready as a load balancer sees it; an instance that exits while starting fails at once.
    return until(
      `instance ${instance.port} ready`,
      async () => {
        if (main.child.exitCode !== null)
          throw new Error(`instance ${instance.port} exited: ${main.stderr()}`);
        return (await readyz(instance.port)).ok;
      },
      120_000,
    );
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

  /**
   * Waits until every instance of `up` answers /readyz and every subscriber holds every event committed so far, then
   * checks the figures since `sinceAck`. Recovery time counts from `restoredAt`.
   */
  async function settle(
    fault: string,
    restoredAt: number,
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
    // The writes acknowledged so far, once: the writer goes on while the query runs, and one acknowledged meanwhile
    // is neither asked for nor lost (counting it as lost failed a loaded run once).
    const ackedIds = writes.acked.map((w) => w.id);
    const { rows } = await probe!.query<{ id: string }>('SELECT id FROM tasks WHERE id = ANY($1::text[])', [
      ackedIds,
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
      lostWrites: ackedIds.length - rows.length,
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

  /**
   * Three instances started at once on an empty database (migrations and seed under one lock), nginx in front,
   * subscribers until every instance holds a stream, writes flowing: checked clean at each stage.
   */
  async function start(): Promise<void> {
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
    nginx = await startNginx(
      instances.map((instance) => instance.port),
      Number(new URL(base).port),
    );
    step('nginx up');
    const startFigures = await settle('3 instances at once, empty db', startedAt, Date.now());
    expect(startFigures.exited).toEqual([]);

    const cookies = await Promise.all(['ada@lanes.test', 'grace@lanes.test'].map(signIn));
    const openOne = async () => {
      const after = await lastSeq();
      startSeqs.push(after);
      // Every third one over WebSocket, the others over SSE.
      const transport = subscribers.length % 3 === 2 ? 'ws' : 'sse';
      subscribers.push(new Subscriber(base, cookies[subscribers.length % 2]!, after, transport));
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
    expectClean(await settle('steady state', Date.now(), 0));
  }

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startOwnPostgres(), startRedis()]);
    for (let i = 0; i < 3; i += 1) {
      instances.push({ port: await freePort(), main: null, unexpectedExits: [], expectExit: false });
    }
    base = `http://127.0.0.1:${await freePort()}`;
  }, 120_000);

  afterAll(async () => {
    writes.stopped = true;
    await Promise.all(subscribers.map((s) => s.stop()));
    await writes.done;
    for (const instance of instances) {
      instance.expectExit = true;
      instance.main?.signal('SIGKILL');
    }
    await nginx?.stop();
    await probe?.end().catch(() => undefined);
    redis?.stop();
    await postgres?.stop();
    report.push(
      `writes acknowledged ${writes.acked.length}; retried: ${JSON.stringify(Object.fromEntries(writes.retried))}; ` +
        `subscribers ${subscribers.length} (${subscribers.map((s) => s.transport).join('/')}), ` +
        `reconnects ${subscribers.map((s) => s.reconnects).join('/')}`,
    );
    console.log(`\nCluster fault test: ${name}\n${report.join('\n')}`);
  }, 60_000);

  return {
    instances,
    writes,
    report,
    step,
    start,
    settle,
    startInstance,
    reconnectProbe,
    postgres: () => postgres,
    redis: () => redis,
    reconnects: () => subscribers.reduce((sum, s) => sum + s.reconnects, 0),
  };
}
