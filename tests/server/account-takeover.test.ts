// Someone holding Grace's password signs in from many addresses, against the running service behind a "proxy"
// (TRUST_PROXY, so X-Forwarded-For stands for each address), with the shipped limits: her own sessions and live
// stream stay, she always gets in from an address that has not flooded, and each sign-in from a new address is an
// inbox item on her open pages, with the address and time.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { liveSubscriptionCount } from '../../server/pubsub';
import { DEMO_PASSWORD } from '../../server/seed';
import { startService, type GraphQLResponseBody, type TestService } from '../support/service';
import { sse, type SseStream } from '../support/sse';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
beforeAll(async () => {
  service = await startService({ security: { trustProxy: true } });
});
afterAll(() => service?.close());

async function send(query: string, variables: Record<string, unknown>, address: string, cookie?: string) {
  const response = await fetch(service.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return {
    body: (await response.json()) as GraphQLResponseBody<Loose>,
    session: cookies.find((c) => c.startsWith('lanes_session=') && c !== 'lanes_session='),
  };
}

const SIGN_IN = 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { name } }';
const signIn = (address: string, password = DEMO_PASSWORD, email: string | null = 'grace@lanes.test') =>
  send(SIGN_IN, { e: email, p: password }, address);
const VIEWER = '{ viewer { name } }';
const INBOX = `{ inbox(first: 200) { unreadCount edges { node { id kind count address at read task { key }
  actor { name } } } } }`;

/** `count` calls of `call`, `width` at a time (one address may hold 128 connections). */
async function repeated<T>(count: number, call: (i: number) => Promise<T>, width = 50): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += width) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(width, count - i) }, (_, j) => call(i + j)))),
    );
  }
  return out;
}

describe('a stolen password', () => {
  it('neither evicts the owner’s sessions nor locks her out; each new address is an item on her open pages', async () => {
    const HOME = '198.51.100.10';
    const home = await signIn(HOME);
    expect(home.body).toEqual({ data: { signIn: { name: 'Grace Hopper' } } });
    const before = liveSubscriptionCount(service.pubsub);
    const stream: SseStream = await sse(
      (url, init) =>
        fetch(url, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': HOME },
        }),
      service.graphqlUrl,
      'subscription { viewerEvents { kind notification { kind count address } } }',
      {},
      home.session,
    );
    await vi.waitFor(() => expect(liveSubscriptionCount(service.pubsub)).toBeGreaterThan(before));

    // 29 right sign-ins from 29 addresses: more than the 20 sessions an account may hold.
    for (let i = 1; i <= 29; i += 1) {
      expect((await signIn(`203.0.113.${i}`)).body).toEqual({ data: { signIn: { name: 'Grace Hopper' } } });
    }

    // Her session and her stream are still there, and the stream told her of each new address as it came.
    expect((await send(VIEWER, {}, HOME, home.session)).body).toEqual({
      data: { viewer: { name: 'Grace Hopper' } },
    });
    const told = (await stream.take(29)).map((m: Loose) => m.data.viewerEvents);
    await stream.leave();
    expect(told.map((e: Loose) => [e.kind, e.notification.kind, e.notification.address])).toEqual(
      Array.from({ length: 29 }, (_, i) => ['NOTIFIED', 'SIGNED_IN', `203.0.113.${i + 1}`]),
    );
    // One unread item, folded, naming the latest address and time.
    const { inbox } = (await send(INBOX, {}, HOME, home.session)).body.data;
    const notices = inbox.edges.map((e: Loose) => e.node).filter((n: Loose) => n.kind === 'SIGNED_IN');
    expect(notices).toEqual([
      {
        id: expect.any(String),
        kind: 'SIGNED_IN',
        count: 29,
        address: '203.0.113.29',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        read: false,
        task: null,
        actor: { name: 'Grace Hopper' },
      },
    ]);

    // She gets in again from home, and from an address never seen, which is news to her too.
    expect((await signIn(HOME)).body).toEqual({ data: { signIn: { name: 'Grace Hopper' } } });
    expect((await signIn('192.0.2.77')).body).toEqual({ data: { signIn: { name: 'Grace Hopper' } } });
    const sessions = await service.db.query<{ address: string }>(
      `SELECT s.address FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = 'grace@lanes.test'
        ORDER BY s.created_at`,
    );
    // At the cap: her home sessions kept, the newest addresses' sessions ended first.
    expect(sessions.length).toBe(DEFAULT_LIMITS.sessionsPerAccount);
    expect(sessions.filter((r) => r.address === HOME)).toHaveLength(2);
  }, 180_000);

  it('limits the sign-ins of an account from one address, there only: one more than the limit, null, a thousand', async () => {
    const FLOOD = '203.0.113.200';
    const limit = DEFAULT_LIMITS.rates.signInsPerEmailAndAddress.points;
    const first = await repeated(limit, () => signIn(FLOOD, DEMO_PASSWORD, 'linus@lanes.test'), 5);
    expect(first.filter((r) => r.body.data?.signIn)).toHaveLength(limit);
    const started = service.app.passwords.stats().started;
    const more = await repeated(1_000, () => signIn(FLOOD, DEMO_PASSWORD, 'linus@lanes.test'));
    for (const { body } of more) {
      expect(body.data).toBeNull();
      expect(body.errors?.map((e: Loose) => [e.message, e.extensions.code])).toEqual([
        ['Too many sign-ins to this account from this address; try again later', 'RATE_LIMITED'],
      ]);
      expect(body.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(3_500);
    }
    // Refused before hashing anything, and with no session.
    expect(service.app.passwords.stats().started - started).toBe(0);
    expect(more.every((r) => r.session === undefined)).toBe(true);
    // Elsewhere the owner gets in at once.
    expect((await signIn('198.51.100.44', DEMO_PASSWORD, 'linus@lanes.test')).body).toEqual({
      data: { signIn: { name: 'Linus Torvalds' } },
    });
    const nothing = await signIn(FLOOD, DEMO_PASSWORD, null);
    expect(nothing.body.errors?.map((e: Loose) => e.message)).toEqual([
      'Variable "$e" of non-null type "String!" must not be null.',
    ]);
  }, 300_000);
});
