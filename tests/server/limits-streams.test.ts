// Live streams per session (20) and per instance, over every transport the service speaks: graphql-sse's distinct
// connections, yoga's own SSE (a POST with accept: text/event-stream) and graphql-ws. The 21st is refused with
// TOO_MANY_STREAMS; closing one frees its slot. The service's own counts (app.streams) tell when a stream is held.
import { createClient as createSseClient } from 'graphql-sse';
import { createClient as createWsClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { busyInstanceMessage, tooManyStreamsMessage } from '../../server/limits/stream-limit';
import { startService, type TestService } from '../support/service';
import { createSession, hashToken } from '../../server/auth';

const BOARD_EVENTS = 'subscription { boardEvents(projectKey: "LAN") { kind taskId } }';
const PER_SESSION = DEFAULT_LIMITS.streamsPerSession;
const refusal = {
  errors: [{ message: tooManyStreamsMessage(PER_SESSION), extensions: { code: 'TOO_MANY_STREAMS' } }],
};

let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

// Streams are counted per session, keyed by the hash of its token (the context never holds the raw token).
const tokenOf = (cookie: string) => hashToken(cookie.slice(cookie.indexOf('=') + 1));

async function held(cookie: string, count: number): Promise<void> {
  await vi.waitFor(async () => expect(await service.app.streams.session(tokenOf(cookie))).toBe(count), {
    timeout: 5_000,
  });
}

/** One subscription through graphql-sse's client (distinct connections): what it received, and how to leave. */
function sseSubscribe(cookie: string, target: TestService = service) {
  const client = createSseClient({
    url: target.graphqlUrl,
    singleConnection: false,
    retryAttempts: 0,
    fetchFn: (input: RequestInfo | URL, init?: RequestInit) =>
      fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), cookie } }),
  });
  const received: unknown[] = [];
  let done!: () => void;
  const completed = new Promise<void>((resolve) => (done = resolve));
  const leave = client.subscribe(
    { query: BOARD_EVENTS },
    {
      next: (value) => void received.push(value),
      error: (error) => received.push({ error }),
      complete: done,
    },
  );
  return { received, completed, leave: () => (leave(), client.dispose()) };
}

/** One subscription over yoga's own SSE; `first()` reads its first event. */
async function yogaSse(cookie: string) {
  const controller = new AbortController();
  const response = await fetch(service.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
    body: JSON.stringify({ query: BOARD_EVENTS }),
    signal: controller.signal,
  });
  return {
    async all(): Promise<string> {
      return response.text();
    },
    leave: () => controller.abort(),
  };
}

function wsClient(cookie: string, target: TestService = service): Client {
  return createWsClient({
    url: target.wsUrl,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
  });
}

function wsSubscribe(client: Client) {
  const received: unknown[] = [];
  let done!: () => void;
  const completed = new Promise<void>((resolve) => (done = resolve));
  const leave = client.subscribe(
    { query: BOARD_EVENTS },
    {
      next: (value) => void received.push(value),
      error: (error) => received.push({ error }),
      complete: done,
    },
  );
  return { received, completed, leave };
}

describe('streams per session', () => {
  it('graphql-sse: 20 live, the 21st refused, a closed one frees its slot', async () => {
    const ada = await service.signIn('ada@lanes.test');
    const streams = Array.from({ length: PER_SESSION }, () => sseSubscribe(ada));
    await held(ada, PER_SESSION);

    const extra = sseSubscribe(ada);
    await extra.completed;
    expect(extra.received).toEqual([refusal]);

    streams[0]!.leave();
    await held(ada, PER_SESSION - 1);
    const again = sseSubscribe(ada);
    await held(ada, PER_SESSION);
    expect(again.received).toEqual([]);

    for (const stream of [...streams.slice(1), again]) stream.leave();
    await held(ada, 0);
  });

  it('graphql-ws: 20 on one socket, the 21st refused, an unsubscribed one frees its slot', async () => {
    const grace = await service.signIn('grace@lanes.test');
    const client = wsClient(grace);
    try {
      const streams = Array.from({ length: PER_SESSION }, () => wsSubscribe(client));
      await held(grace, PER_SESSION);

      const extra = wsSubscribe(client);
      await extra.completed;
      expect(extra.received).toEqual([refusal]);

      streams[0]!.leave();
      await held(grace, PER_SESSION - 1);
      const again = wsSubscribe(client);
      await held(grace, PER_SESSION);
      expect(again.received).toEqual([]);
    } finally {
      await client.dispose();
    }
    // Closing the socket ends every stream it held.
    await held(grace, 0);
  });

  it('counts a session across transports: 10 over yoga SSE and 10 over WebSocket fill it', async () => {
    const ada = await service.signIn('ada@lanes.test');
    const sse = await Promise.all(Array.from({ length: PER_SESSION / 2 }, () => yogaSse(ada)));
    const client = wsClient(ada);
    try {
      for (let i = 0; i < PER_SESSION / 2; i += 1) wsSubscribe(client);
      await held(ada, PER_SESSION);
      const extra = await yogaSse(ada);
      expect(await extra.all()).toBe(
        `:\n\nevent: next\ndata: ${JSON.stringify(refusal)}\n\nevent: complete\ndata:\n\n`,
      );
      // Another session of the same user has its own 20.
      const second = await service.signIn('ada@lanes.test');
      const other = await yogaSse(second);
      await held(second, 1);
      other.leave();
    } finally {
      for (const stream of sse) stream.leave();
      await client.dispose();
    }
    await held(ada, 0);
  });
});

describe('streams per instance', () => {
  let small: TestService;
  beforeAll(async () => {
    small = await startService({ limits: { streamsPerInstance: 3 } });
  });
  afterAll(() => small.close());

  it('refuses the stream past the instance cap, whoever opens it, until one ends', async () => {
    const open = async (cookie: string) => {
      const controller = new AbortController();
      const response = await fetch(small.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
        body: JSON.stringify({ query: BOARD_EVENTS }),
        signal: controller.signal,
      });
      return { response, leave: () => controller.abort() };
    };
    const ada = await small.signIn('ada@lanes.test');
    const grace = await small.signIn('grace@lanes.test');
    const streams = [await open(ada), await open(ada), await open(grace)];
    await vi.waitFor(() => expect(small.app.streams.instance).toBe(3));

    const refused = await open(grace);
    expect(await refused.response.text()).toBe(
      `:\n\nevent: next\ndata: ${JSON.stringify({
        errors: [{ message: busyInstanceMessage, extensions: { code: 'TOO_MANY_STREAMS' } }],
      })}\n\nevent: complete\ndata:\n\n`,
    );

    streams[0]!.leave();
    await vi.waitFor(() => expect(small.app.streams.instance).toBe(2));
    const admitted = await open(grace);
    await vi.waitFor(() => expect(small.app.streams.instance).toBe(3));
    for (const stream of [...streams.slice(1), admitted]) stream.leave();
    await vi.waitFor(() => expect(small.app.streams.instance).toBe(0));
  });

  it('gives the slot of a refused anonymous subscription back at once', async () => {
    const response = await fetch(small.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: BOARD_EVENTS }),
    });
    expect(await response.text()).toContain('"code":"UNAUTHENTICATED"');
    expect(small.app.streams.instance).toBe(0);
  });
});

// Issue 17.10: one account signing in 50 times and opening 20 streams in each session must not take every stream
// of the service. The attack counts what it got; another account then asks for one stream.
describe('streams per account', () => {
  const SESSIONS = 50;
  const ATTACKER = 'linus@lanes.test';

  // The sessions are made straight in the database, as 50 sign-ins spread over time would have made them: the caps
  // on sign-ins and sessions per account have tests of their own (tests/server/security-limits.test.ts), and 50
  // password hashes would only make this one slow.
  async function sessionsOf(target: TestService): Promise<string[]> {
    const [attacker] = await target.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      ATTACKER,
    ]);
    const cookies: string[] = [];
    for (let i = 0; i < SESSIONS; i += 1) {
      cookies.push(`lanes_session=${(await createSession(target.db, attacker!.id, new Date())).token}`);
    }
    return cookies;
  }

  /** Opens PER_SESSION streams in every session; resolves once each is held or answered. */
  async function flood(target: TestService, transport: 'sse' | 'ws', cookies: string[]) {
    const codes = new Map<string, number>();
    let answered = 0;
    const answer = (code: string) => {
      answered += 1;
      codes.set(code, (codes.get(code) ?? 0) + 1);
    };
    const leaves: (() => unknown)[] = [];
    for (const cookie of cookies) {
      if (transport === 'sse') {
        for (let i = 0; i < PER_SESSION; i += 1) {
          const controller = new AbortController();
          leaves.push(() => controller.abort());
          void fetch(target.graphqlUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
            body: JSON.stringify({ query: BOARD_EVENTS }),
            signal: controller.signal,
          })
            .then((response) => response.text())
            .then((text) => answer(/"code":"(\w+)"/.exec(text)?.[1] ?? 'none'))
            .catch((error: unknown) => {
              if (!controller.signal.aborted) answer(`fetch failed: ${String(error)}`);
            });
        }
        // One session's streams at a time, as a client would open them: a thousand sockets opened in the same
        // instant would measure the machine's accept queue, not the limits.
        const launched = (cookies.indexOf(cookie) + 1) * PER_SESSION;
        await vi.waitFor(() => expect(answered + target.app.streams.instance).toBe(launched), {
          timeout: 60_000,
          interval: 50,
        });
      } else {
        const client = createWsClient({
          url: target.wsUrl,
          webSocketImpl: class extends WebSocket {
            constructor(url: string, protocols?: string | string[]) {
              super(url, protocols, { headers: { cookie } });
            }
          },
          retryAttempts: 0,
        });
        leaves.push(() => client.dispose());
        for (let i = 0; i < PER_SESSION; i += 1) {
          let code = 'none';
          client.subscribe(
            { query: BOARD_EVENTS },
            {
              next: (value) => void (code = String(value.errors?.[0]?.extensions?.code ?? code)),
              error: () => answer('socket-error'),
              complete: () => answer(code),
            },
          );
        }
      }
    }
    const attempts = cookies.length * PER_SESSION;
    await vi.waitFor(() => expect(answered + target.app.streams.instance).toBe(attempts), {
      timeout: 120_000,
      interval: 200,
    });
    return {
      held: target.app.streams.instance,
      codes: Object.fromEntries(codes),
      leave: () => leaves.forEach((l) => l()),
    };
  }

  for (const transport of ['sse', 'ws'] as const) {
    it(
      `${transport}: one account through ${SESSIONS} sessions holds at most its cap; another account still gets a stream`,
      { timeout: 300_000 },
      async () => {
        // Every stream over SSE is a socket of its own: the per-address socket cap is not what this test is about.
        const target = await startService({ limits: { connectionsPerAddress: 5_000 } });
        const attack = { leave: () => undefined as unknown };
        try {
          const cookies = await sessionsOf(target);
          const flooded = await flood(target, transport, cookies);
          attack.leave = flooded.leave;

          console.log(
            `[figures] ${transport}: ${SESSIONS} sessions of one account: ` +
              `${flooded.held} streams held by one account, answers ${JSON.stringify(flooded.codes)}`,
          );
          const grace = await target.signIn('grace@lanes.test');
          const other =
            transport === 'sse' ? sseSubscribe(grace, target) : wsSubscribe(wsClient(grace, target));
          await vi.waitFor(
            () => {
              expect(other.received).toEqual([]);
              expect(target.app.streams.instance).toBe(flooded.held + 1);
            },
            { timeout: 30_000 },
          );
          expect(flooded).toMatchObject({
            held: DEFAULT_LIMITS.streamsPerAccount,
            codes: { TOO_MANY_STREAMS: SESSIONS * PER_SESSION - DEFAULT_LIMITS.streamsPerAccount },
          });
          other.leave();
        } finally {
          attack.leave();
          await target.close();
        }
      },
    );
  }
});
