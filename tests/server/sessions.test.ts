// Sessions against the real service on its loopback port: sliding expiry (14 days idle, 30 absolute) with an injected
// clock, token rotation on sign-in, sign-out everywhere, the purge of ended sessions, and live streams (SSE and
// WebSocket) that end when their session ends.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken, purgeExpiredSessions } from '../../server/auth';
import { liveSubscriptionCount } from '../../server/pubsub';
import { inProcess, sessionOf } from '../support/in-process';
import { startService, type TestService } from '../support/service';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
let offset = 0;
// A clock that moves on by itself at each reading, for a sign-in that takes its time.
let stepMs = 0;
const now = () => new Date(Date.now() + (offset += stepMs));

let service: TestService;
const { send, data, signIn } = inProcess(() => service);

beforeAll(async () => {
  service = await startService({ security: { now } });
});
afterAll(() => service.close());

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const viewerOf = async (cookie: string) =>
  ((await data('{ viewer { email } }', {}, cookie)) as { viewer: { email: string } | null }).viewer;
const maxAgeOf = (setCookie: string | undefined) => Number(/Max-Age=(\d+)/.exec(setCookie ?? '')?.[1]);

describe('sliding expiry', () => {
  it('gives a slow sign-in the whole 14 days in its cookie, reckoned from when the session was made', async () => {
    stepMs = 1_000;
    try {
      const { response } = await send(
        'mutation { signIn(email: "grace@lanes.test", password: "lanes-demo") { id } }',
      );
      const [setCookie, hint] = response.headers.getSetCookie();
      expect(maxAgeOf(setCookie)).toBe(1_209_600);
      expect(maxAgeOf(hint)).toBe(1_209_600);
    } finally {
      stepMs = 0;
    }
  });

  it('gives a new session 14 days, stored with its 30-day absolute end', async () => {
    const { response } = await send(
      'mutation { signIn(email: "ada@lanes.test", password: "lanes-demo") { id } }',
    );
    const [setCookie, hint] = response.headers.getSetCookie();
    expect(setCookie).toMatch(
      /^lanes_session=[A-Za-z0-9_-]{43}; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    // Scripts may read the hint, which carries no secret and lives as long as the session cookie.
    expect(hint).toBe('lanes_signed_in=1; Max-Age=1209600; Path=/; SameSite=Lax');
    const [row] = await service.db.query<{ created: string; idle: string; absolute: string }>(
      `SELECT created_at AS created, idle_expires_at AS idle, expires_at AS absolute
         FROM sessions WHERE token_hash = $1`,
      [hashToken(tokenOf(sessionOf(response)))],
    );
    const created = Date.parse(row!.created);
    expect(Date.parse(row!.idle) - created).toBe(14 * DAY);
    expect(Date.parse(row!.absolute) - created).toBe(30 * DAY);
  });

  it('over https, names the cookie __Host- (Secure, Path=/, no Domain) and reads it back', async () => {
    const viaProxy = (body: unknown, cookie?: string) =>
      service.app.yoga.fetch('http://127.0.0.1/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-proto': 'https',
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      });
    const signedIn = await viaProxy({
      query: 'mutation { signIn(email: "linus@lanes.test", password: "lanes-demo") { id } }',
    });
    const [setCookie] = signedIn.headers.getSetCookie();
    expect(setCookie).toMatch(
      /^__Host-lanes_session=[A-Za-z0-9_-]{43}; Max-Age=1209600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const cookie = setCookie!.split(';')[0]!;
    const viewer = await viaProxy({ query: '{ viewer { email } }' }, cookie);
    expect(await viewer.json()).toEqual({ data: { viewer: { email: 'linus@lanes.test' } } });
  });

  it('slides when used after an hour (a fresh cookie), not on every request', async () => {
    const cookie = await signIn('grace@lanes.test');
    offset += 2 * HOUR;
    const used = await send('{ viewer { email } }', {}, cookie);
    expect(used.body.data).toEqual({ viewer: { email: 'grace@lanes.test' } });
    const [refreshed, hint] = used.response.headers.getSetCookie();
    expect(refreshed?.split(';')[0]).toBe(cookie);
    expect(maxAgeOf(refreshed)).toBe(14 * 24 * 3600);
    expect(maxAgeOf(hint)).toBe(14 * 24 * 3600);
    offset += 30 * 60 * 1000;
    const again = await send('{ viewer { email } }', {}, cookie);
    expect(again.response.headers.getSetCookie()).toEqual([]);
  });

  it('ends a session unused for 14 days', async () => {
    const cookie = await signIn('linus@lanes.test');
    offset += 13 * DAY;
    expect(await viewerOf(cookie)).toEqual({ email: 'linus@lanes.test' });
    offset += 14 * DAY + 60_000;
    expect(await viewerOf(cookie)).toBeNull();
  });

  it('ends a session 30 days after sign-in however often it is used', async () => {
    const cookie = await signIn('ada@lanes.test');
    offset += 13 * DAY;
    expect(await viewerOf(cookie)).toEqual({ email: 'ada@lanes.test' });
    offset += 13 * DAY;
    const used = await send('{ viewer { email } }', {}, cookie);
    expect(used.body.data).toEqual({ viewer: { email: 'ada@lanes.test' } });
    // Slid only up to the absolute end: 4 days left, not 14.
    const maxAge = maxAgeOf(used.response.headers.getSetCookie()[0]);
    expect(maxAge).toBeLessThanOrEqual(4 * 24 * 3600);
    expect(maxAge).toBeGreaterThan(4 * 24 * 3600 - 60);
    offset += 4 * DAY + 60_000;
    expect(await viewerOf(cookie)).toBeNull();
  });
});

describe('rotation, sign-out everywhere and purge', () => {
  it('ends the previous session when a sign-in carries its cookie', async () => {
    const first = await signIn('ada@lanes.test');
    const { response, body } = await send(
      'mutation { signIn(email: "ada@lanes.test", password: "lanes-demo") { email } }',
      {},
      first,
    );
    expect(body.data).toEqual({ signIn: { email: 'ada@lanes.test' } });
    const second = sessionOf(response);
    expect(second).not.toBe(first);
    expect(await viewerOf(first)).toBeNull();
    expect(await viewerOf(second)).toEqual({ email: 'ada@lanes.test' });
  });

  it('signOutEverywhere ends every session of the viewer and only theirs', async () => {
    const [phone, laptop, grace] = [
      await signIn('ada@lanes.test'),
      await signIn('ada@lanes.test'),
      await signIn('grace@lanes.test'),
    ];
    const { response, body } = await send('mutation { signOutEverywhere }', {}, phone);
    expect(body).toEqual({ data: { signOutEverywhere: true } });
    expect(response.headers.getSetCookie()).toEqual([
      'lanes_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax',
      'lanes_signed_in=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
    expect(await viewerOf(phone)).toBeNull();
    expect(await viewerOf(laptop)).toBeNull();
    expect(await viewerOf(grace)).toEqual({ email: 'grace@lanes.test' });
    const signedOut = await send('mutation { signOutEverywhere }', {}, laptop);
    expect(signedOut.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('deletes ended sessions on sign-in', async () => {
    await signIn('linus@lanes.test');
    offset += 31 * DAY;
    const ended = `SELECT count(*)::int AS n FROM sessions WHERE idle_expires_at <= $1`;
    const [before] = await service.db.query<{ n: number }>(ended, [now().toISOString()]);
    expect(before!.n).toBeGreaterThan(0);
    await signIn('linus@lanes.test');
    const [after] = await service.db.query<{ n: number }>(ended, [now().toISOString()]);
    expect(after!.n).toBe(0);
  });

  it('purges ended sessions in bounded batches', async () => {
    await service.db.query('DELETE FROM sessions');
    for (const email of ['ada@lanes.test', 'grace@lanes.test', 'linus@lanes.test']) await signIn(email);
    offset += 31 * DAY;
    expect(await purgeExpiredSessions(service.db, now(), 2)).toBe(2);
    expect(await purgeExpiredSessions(service.db, now(), 2)).toBe(1);
    expect(await purgeExpiredSessions(service.db, now(), 2)).toBe(0);
  });
});

const BOARD_EVENTS = 'subscription { boardEvents(projectKey: "LAN") { kind } }';

/** An SSE stream of LAN's board; `ended` resolves with the last event name once the server ends the response. */
async function sse(cookie: string) {
  const response = await fetch(service.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
    body: JSON.stringify({ query: BOARD_EVENTS }),
  });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const ended = (async () => {
    let text = '';
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += chunk.value;
    }
    return [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
  })();
  return { ended };
}

function wsClient(cookie: string): Client {
  class CookieWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie } });
    }
  }
  return createClient({ url: service.wsUrl, webSocketImpl: CookieWebSocket, retryAttempts: 0, lazy: true });
}

/** A WebSocket subscription to LAN's board; `completed` resolves when the server completes it. */
function wsStream(client: Client) {
  const events: unknown[] = [];
  const completed = new Promise<void>((resolve, reject) => {
    client.subscribe(
      { query: BOARD_EVENTS },
      { next: (e) => void events.push(e), error: reject, complete: resolve },
    );
  });
  return { events, completed };
}

const live = () => liveSubscriptionCount(service.pubsub);

describe('live streams end with their session', () => {
  it('over SSE, when the session signs out in another request', async () => {
    const cookie = await signIn('linus@lanes.test');
    const stream = await sse(cookie);
    await vi.waitFor(() => expect(live()).toBe(1));
    expect(await data('mutation { signOut }', {}, cookie)).toEqual({ signOut: true });
    expect(await stream.ended).toEqual(['complete']);
    await vi.waitFor(() => expect(live()).toBe(0));
  });

  it('over SSE and WebSocket, when the user signs out everywhere from another session', async () => {
    const [a, b, c] = [
      await signIn('ada@lanes.test'),
      await signIn('ada@lanes.test'),
      await signIn('ada@lanes.test'),
    ];
    const grace = await signIn('grace@lanes.test');
    const stream = await sse(a);
    const client = wsClient(b);
    const socket = wsStream(client);
    const gracesClient = wsClient(grace);
    const graces = wsStream(gracesClient);
    await vi.waitFor(() => expect(live()).toBe(3));
    expect(await data('mutation { signOutEverywhere }', {}, c)).toEqual({ signOutEverywhere: true });
    expect(await stream.ended).toEqual(['complete']);
    await socket.completed;
    await vi.waitFor(() => expect(live()).toBe(1));
    // Grace's stream lives on and still gets events.
    await data(
      'mutation { createTask(input: { projectKey: "LAN", title: "After sign-out" }) { id } }',
      {},
      grace,
    );
    await vi.waitFor(() => expect(graces.events).toHaveLength(1));
    await Promise.all([client.dispose(), gracesClient.dispose()]);
    await vi.waitFor(() => expect(live()).toBe(0));
  });

  it('over WebSocket, when the session signs out', async () => {
    const cookie = await signIn('grace@lanes.test');
    const client = wsClient(cookie);
    const socket = wsStream(client);
    await vi.waitFor(() => expect(live()).toBe(1));
    await data('mutation { signOut }', {}, cookie);
    await socket.completed;
    await vi.waitFor(() => expect(live()).toBe(0));
    await client.dispose();
  });

  it('when the session expires while the stream is open', async () => {
    const cookie = await signIn('grace@lanes.test');
    // The session ends in half a second: the stream's timer fires then, re-reads the session and ends the stream.
    await service.db.query('UPDATE sessions SET idle_expires_at = $2 WHERE token_hash = $1', [
      hashToken(tokenOf(cookie)),
      new Date(now().getTime() + 500).toISOString(),
    ]);
    const stream = await sse(cookie);
    expect(await stream.ended).toEqual(['complete']);
    expect(await viewerOf(cookie)).toBeNull();
  });
});
