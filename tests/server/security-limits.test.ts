// Brute force and enumeration against the real service on its loopback port, behind a "proxy" (TRUST_PROXY) so that
// X-Forwarded-For stands for different client addresses. One service has the shipped limits; a second has small ones
// (short blocks, few sign-ins and sessions per account) so that a block passing and the per-account caps are seen
// without sleeping or hashing a hundred passwords. tests/server/limits-cluster.test.ts runs the same limits over
// three instances and Redis.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { TOO_MANY_SIGN_INS_MESSAGE } from '../../server/security/failure-limit';
import { startService, type GraphQLResponseBody, type TestService } from '../support/service';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

// Every attempt costs an N=2^17 scrypt (a quarter second alone, queued two at a time): a dozen of them on a machine
// busy with the rest of the suite can pass the 30 s default.
const SLOW = { timeout: 180_000 };

let service: TestService;
let small: TestService;
const SMALL = {
  sessionsPerAccount: 2,
  rates: {
    ...DEFAULT_LIMITS.rates,
    signInFailuresPerEmailAndAddress: { points: 3, windowSeconds: 60, blockSeconds: 1 },
    signInFailuresPerAddress: { points: 5, windowSeconds: 60, blockSeconds: 60 },
    signInsPerEmailAndAddress: { points: 3, windowSeconds: 3_600, blockSeconds: 3_600 },
  },
};

beforeAll(async () => {
  [service, small] = await Promise.all([
    startService({ security: { trustProxy: true } }),
    startService({ security: { trustProxy: true }, limits: SMALL }),
  ]);
});
afterAll(() => Promise.all([service.close(), small.close()]));

async function send(
  query: string,
  variables: Record<string, unknown>,
  address: string,
  cookie?: string,
  target: TestService = service,
): Promise<{ response: Response; body: GraphQLResponseBody<Loose> }> {
  const response = await fetch(target.graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.99, ${address}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as GraphQLResponseBody<Loose> };
}

const SIGN_IN = 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { email } }';
const signIn = (email: string, password: string, address: string, target: TestService = service) =>
  send(SIGN_IN, { e: email, p: password }, address, undefined, target);

/** The one error of an answer as message and extensions. */
function errorOf(body: GraphQLResponseBody<Loose>) {
  expect(body.errors).toHaveLength(1);
  const { message, extensions } = body.errors![0]!;
  return { message, extensions };
}

const WRONG = { message: 'Email or password is incorrect', extensions: { code: 'UNAUTHENTICATED' } };
const limited = (retryAfter: unknown) => ({
  message: 'Too many failed attempts; try again later',
  extensions: { code: 'RATE_LIMITED', retryAfter },
});

describe('sign-in', SLOW, () => {
  it('refuses the 11th failure for an email at one address, the right password too, and lets the owner in from another', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(errorOf((await signIn('ada@lanes.test', `guess-${i}`, '203.0.113.1')).body)).toEqual(WRONG);
    }
    const eleventh = await signIn('ada@lanes.test', 'guess-10', '203.0.113.1');
    expect(eleventh.response.status).toBe(200);
    expect(errorOf(eleventh.body)).toEqual(limited(900));

    // The right password at the attacker's address: refused (the limit is no password oracle), no cookie.
    const right = await signIn('ada@lanes.test', 'lanes-demo', '203.0.113.1');
    expect(errorOf(right.body)).toEqual(limited(900));
    expect(right.response.headers.getSetCookie()).toEqual([]);

    // The owner at another address is not locked out, and the attacker's address may still sign in to another
    // account (its daily limit is far off).
    const owner = await signIn('ada@lanes.test', 'lanes-demo', '203.0.113.50');
    expect(owner.body).toEqual({ data: { signIn: { email: 'ada@lanes.test' } } });
    expect(owner.response.headers.getSetCookie()).toHaveLength(2);
    expect((await signIn('grace@lanes.test', 'lanes-demo', '203.0.113.1')).body).toEqual({
      data: { signIn: { email: 'grace@lanes.test' } },
    });
    // Still locked out at the attacker's address (the wait has run down meanwhile).
    expect(errorOf((await signIn('ada@lanes.test', 'lanes-demo', '203.0.113.1')).body).extensions?.code).toBe(
      'RATE_LIMITED',
    );
  });

  it('counts consecutive failures: a success at the address starts the count again', async () => {
    for (let i = 0; i < 9; i += 1) await signIn('linus@lanes.test', `typo-${i}`, '203.0.113.2');
    expect((await signIn('linus@lanes.test', 'lanes-demo', '203.0.113.2')).body.errors).toBeUndefined();
    for (let i = 0; i < 10; i += 1) {
      expect(errorOf((await signIn('linus@lanes.test', `typo-${i}`, '203.0.113.2')).body)).toEqual(WRONG);
    }
    expect(errorOf((await signIn('linus@lanes.test', 'lanes-demo', '203.0.113.2')).body)).toEqual(
      limited(900),
    );
  });

  it('lets a burst of parallel guesses from one address through only up to the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => signIn('linus@lanes.test', `burst-${i}`, '198.18.0.1')),
    );
    const codes = answers.map(({ body }) => errorOf(body).extensions?.code);
    expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(10);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(4);
  });

  it('counts only failures: 10 right sign-ins at once all succeed, then of 11 wrong ones at once the 11th waits', async () => {
    const right = await Promise.all(
      Array.from({ length: 10 }, () => signIn('grace@lanes.test', 'lanes-demo', '198.19.0.1')),
    );
    for (const { response, body } of right) {
      expect(body).toEqual({ data: { signIn: { email: 'grace@lanes.test' } } });
      expect(response.headers.getSetCookie()).toHaveLength(2);
    }

    const wrong = await Promise.all(
      Array.from({ length: 11 }, (_, i) => signIn('grace@lanes.test', `wrong-${i}`, '198.19.0.1')),
    );
    const errors = wrong.map(({ body }) => errorOf(body));
    expect(errors.filter((error) => error.extensions?.code === 'UNAUTHENTICATED')).toEqual(
      Array.from({ length: 10 }, () => WRONG),
    );
    expect(errors.filter((error) => error.extensions?.code === 'RATE_LIMITED')).toEqual([limited(900)]);
  });

  it('rehashes a password stored with older scrypt parameters on the next sign-in', async () => {
    const salt = randomBytes(16);
    const old = scryptSync('lanes-demo', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const oldHash = `scrypt$16384$8$1$${salt.toString('base64url')}$${old.toString('base64url')}`;
    await service.db.query('UPDATE users SET password_hash = $1 WHERE email = $2', [
      oldHash,
      'linus@lanes.test',
    ]);
    expect((await signIn('linus@lanes.test', 'lanes-demo', '203.0.113.5')).body.errors).toBeUndefined();
    const [row] = await service.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      ['linus@lanes.test'],
    );
    // Today's parameters are the service's: the tests' cheap cost here (production's: server/auth.test.ts).
    const { N, r, p } = service.app.passwords.cost;
    expect(row?.password_hash).toMatch(
      new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`),
    );
    expect((await signIn('linus@lanes.test', 'lanes-demo', '203.0.113.5')).body).toEqual({
      data: { signIn: { email: 'linus@lanes.test' } },
    });
  });
});

describe('sign-in, with small limits', SLOW, () => {
  it('limits one address trying many emails, and only that address', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(errorOf((await signIn(`nobody${i}@lanes.test`, 'x', '203.0.113.3', small)).body)).toEqual(WRONG);
    }
    expect(errorOf((await signIn('linus@lanes.test', 'lanes-demo', '203.0.113.3', small)).body)).toEqual(
      limited(60),
    );
    expect((await signIn('linus@lanes.test', 'lanes-demo', '203.0.113.4', small)).body).toEqual({
      data: { signIn: { email: 'linus@lanes.test' } },
    });
  });

  it('lets the owner in at the same address once the block has passed', async () => {
    for (let i = 0; i < 3; i += 1) await signIn('linus@lanes.test', `guess-${i}`, '203.0.113.9', small);
    expect(errorOf((await signIn('linus@lanes.test', 'lanes-demo', '203.0.113.9', small)).body)).toEqual(
      limited(1),
    );
    await vi.waitFor(
      async () =>
        expect((await signIn('linus@lanes.test', 'lanes-demo', '203.0.113.9', small)).body).toEqual({
          data: { signIn: { email: 'linus@lanes.test' } },
        }),
      { timeout: 30_000, interval: 250 },
    );
  });

  it('limits the sign-ins of one account from one address, and only from it', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await signIn('grace@lanes.test', 'lanes-demo', '198.51.100.1', small)).body.errors,
      ).toBeUndefined();
    }
    const fourth = await signIn('grace@lanes.test', 'lanes-demo', '198.51.100.1', small);
    expect(errorOf(fourth.body)).toEqual({
      message: TOO_MANY_SIGN_INS_MESSAGE,
      extensions: { code: 'RATE_LIMITED', retryAfter: 3_600 },
    });
    expect(fourth.response.headers.getSetCookie()).toEqual([]);
    // The owner, from anywhere else, is not limited by them.
    expect((await signIn('grace@lanes.test', 'lanes-demo', '198.51.100.9', small)).body).toEqual({
      data: { signIn: { email: 'grace@lanes.test' } },
    });
  });

  it('past the cap ends the session from the newest address, never one from a long-known address, and its streams', async () => {
    const cookieOf = (response: Response) => response.headers.getSetCookie()[0]!.split(';')[0]!;
    const home = cookieOf((await signIn('ada@lanes.test', 'lanes-demo', '198.51.100.20', small)).response);
    const second = cookieOf((await signIn('ada@lanes.test', 'lanes-demo', '198.51.100.21', small)).response);
    const stream = await fetch(small.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: second },
      body: JSON.stringify({ query: 'subscription { boardEvents(projectKey: "LAN") { kind } }' }),
    });
    const streamText = stream.text();
    await vi.waitFor(() => expect(small.app.streams.instance).toBe(1));
    const third = cookieOf((await signIn('ada@lanes.test', 'lanes-demo', '198.51.100.22', small)).response);

    const VIEWER = '{ viewer { email } }';
    const who = async (cookie: string) =>
      (await send(VIEWER, {}, '198.51.100.30', cookie, small)).body.data.viewer;
    // Past the cap of two: the oldest session is the one from home, but .21 is the newer address (other than .22's own).
    expect(await who(second)).toBeNull();
    expect(await who(home)).toEqual({ email: 'ada@lanes.test' });
    expect(await who(third)).toEqual({ email: 'ada@lanes.test' });
    // The ended session's stream ends too.
    expect(await streamText).toMatch(/^(:\n\n)*event: complete\ndata:\n\n$/);
    await vi.waitFor(() => expect(small.app.streams.instance).toBe(0));

    // Signing in again and again from one address ends that address's own sessions: home stays.
    const fourth = cookieOf((await signIn('ada@lanes.test', 'lanes-demo', '198.51.100.22', small)).response);
    expect(await who(third)).toBeNull();
    expect(await who(home)).toEqual({ email: 'ada@lanes.test' });
    expect(await who(fourth)).toEqual({ email: 'ada@lanes.test' });
  });
});

describe('sign-up', SLOW, () => {
  const SIGN_UP = 'mutation ($i: SignUpInput!) { signUp(input: $i) { email } }';
  const NEUTRAL = {
    message: 'Could not create an account with these details',
    extensions: {
      code: 'BAD_USER_INPUT',
      fields: { email: 'Could not create an account with these details' },
    },
  };

  it('never says that an email has an account, and limits the refusals per address', async () => {
    const taken = await send(
      SIGN_UP,
      { i: { name: 'Not Ada', email: 'ADA@lanes.test', password: 'long-enough' } },
      '203.0.113.6',
    );
    expect(errorOf(taken.body)).toEqual(NEUTRAL);
    expect(taken.response.headers.getSetCookie()).toEqual([]);
    for (let i = 1; i < 10; i += 1) {
      const email = ['ada', 'grace', 'linus'][i % 3];
      const refused = await send(
        SIGN_UP,
        { i: { name: 'Probe', email: `${email}@lanes.test`, password: 'long-enough' } },
        '203.0.113.6',
      );
      expect(errorOf(refused.body)).toEqual(NEUTRAL);
    }
    const eleventh = await send(
      SIGN_UP,
      { i: { name: 'New', email: 'new-person@lanes.test', password: 'long-enough' } },
      '203.0.113.6',
    );
    // Refusals are counted once they happen, so the wait is what is left of their 15-minute window.
    expect(errorOf(eleventh.body)).toEqual(limited(expect.any(Number)));
    expect(errorOf(eleventh.body).extensions?.['retryAfter']).toBeGreaterThan(840);
    expect(errorOf(eleventh.body).extensions?.['retryAfter']).toBeLessThanOrEqual(900);
    const elsewhere = await send(
      SIGN_UP,
      { i: { name: 'New', email: 'new-person@lanes.test', password: 'long-enough' } },
      '203.0.113.7',
    );
    expect(elsewhere.body).toEqual({ data: { signUp: { email: 'new-person@lanes.test' } } });
  });
});

describe('addMember', SLOW, () => {
  it('limits an admin’s failed additions, so probing which emails have accounts stops at 10', async () => {
    const { response } = await signIn('ada@lanes.test', 'lanes-demo', '203.0.113.8');
    const ada = response.headers.getSetCookie()[0]!.split(';')[0]!;
    const ADD = 'mutation ($e: String!) { addMember(projectKey: "LAN", email: $e, role: VIEWER) { id } }';
    for (let i = 0; i < 10; i += 1) {
      const { body } = await send(ADD, { e: `probe${i}@lanes.test` }, '203.0.113.8', ada);
      expect(errorOf(body).extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    const { body } = await send(ADD, { e: 'new-person@lanes.test' }, '203.0.113.9', ada);
    expect(errorOf(body)).toEqual(limited(900));
  });
});
