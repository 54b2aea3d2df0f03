// Brute force and enumeration against the real service on its loopback port, behind a "proxy" (TRUST_PROXY) so that
// X-Forwarded-For stands for different client addresses, with an injected clock so a 15-minute window passes without
// sleeping.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { createBoardPubSub } from '../../server/pubsub';
import { purgeFailures } from '../../server/security/failure-limit';
import { startService, type GraphQLResponseBody, type TestService } from '../support/service';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const START = new Date('2026-03-02T09:00:00.000Z');
let clock = START;
const advance = (ms: number) => void (clock = new Date(clock.getTime() + ms));
const MINUTE = 60_000;
// Every attempt costs an N=2^17 scrypt (a quarter second alone, queued two at a time): a dozen of them on a machine
// busy with the rest of the suite can pass the 30 s default.
const SLOW = { timeout: 180_000 };

let service: TestService;

beforeAll(async () => {
  service = await startService({ security: { trustProxy: true, now: () => clock } });
});
afterAll(() => service.close());

async function send(
  query: string,
  variables: Record<string, unknown>,
  address: string,
  cookie?: string,
): Promise<{ response: Response; body: GraphQLResponseBody<Loose> }> {
  const response = await fetch(service.graphqlUrl, {
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
const signIn = (email: string, password: string, address: string) =>
  send(SIGN_IN, { e: email, p: password }, address);

/** The one error of an answer as message and extensions. */
function errorOf(body: GraphQLResponseBody<Loose>) {
  expect(body.errors).toHaveLength(1);
  const { message, extensions } = body.errors![0]!;
  return { message, extensions };
}

const WRONG = { message: 'Email or password is incorrect', extensions: { code: 'UNAUTHENTICATED' } };
const limited = (retryAfter: number) => ({
  message: 'Too many failed attempts; try again later',
  extensions: { code: 'RATE_LIMITED', retryAfter },
});

describe('sign-in', SLOW, () => {
  it('refuses the 11th failure for an email with RATE_LIMITED and the wait, the right password too, until the window passes', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(errorOf((await signIn('ada@lanes.test', `guess-${i}`, '203.0.113.1')).body)).toEqual(WRONG);
    }
    const eleventh = await signIn('ada@lanes.test', 'guess-10', '203.0.113.1');
    expect(eleventh.response.status).toBe(200);
    expect(errorOf(eleventh.body)).toEqual(limited(900));

    // The right password while limited: refused, from this address and from a fresh one (the email is limited).
    const right = await signIn('ada@lanes.test', 'lanes-demo', '203.0.113.1');
    expect(errorOf(right.body)).toEqual(limited(900));
    expect(right.response.headers.getSetCookie()).toEqual([]);
    expect(errorOf((await signIn('ada@lanes.test', 'lanes-demo', '203.0.113.50')).body)).toEqual(
      limited(900),
    );

    // Another email from another address is unaffected; from the limited address it is refused.
    expect((await signIn('grace@lanes.test', 'lanes-demo', '203.0.113.2')).body).toEqual({
      data: { signIn: { email: 'grace@lanes.test' } },
    });
    expect(errorOf((await signIn('grace@lanes.test', 'lanes-demo', '203.0.113.1')).body)).toEqual(
      limited(900),
    );

    advance(10 * MINUTE);
    expect(errorOf((await signIn('ada@lanes.test', 'lanes-demo', '203.0.113.1')).body)).toEqual(limited(300));
    advance(5 * MINUTE);
    expect((await signIn('ada@lanes.test', 'lanes-demo', '203.0.113.1')).body).toEqual({
      data: { signIn: { email: 'ada@lanes.test' } },
    });
  });

  it('limits one address trying many emails', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(errorOf((await signIn(`nobody${i}@lanes.test`, 'x', '203.0.113.3')).body)).toEqual(WRONG);
    }
    expect(errorOf((await signIn('linus@lanes.test', 'lanes-demo', '203.0.113.3')).body)).toEqual(
      limited(900),
    );
    expect((await signIn('linus@lanes.test', 'lanes-demo', '203.0.113.4')).body).toEqual({
      data: { signIn: { email: 'linus@lanes.test' } },
    });
  });

  it('keeps the counts in the database, so another instance on it refuses too', async () => {
    for (let i = 0; i < 10; i += 1) await signIn('grace@lanes.test', `guess-${i}`, `192.0.2.${i}`);
    const pubsub = createBoardPubSub();
    const other = createApp({ db: service.db, pubsub, embedded: true, logLevel: 'error', now: () => clock });
    try {
      const response = await other.yoga.fetch('http://127.0.0.1/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SIGN_IN, variables: { e: 'grace@lanes.test', p: 'lanes-demo' } }),
      });
      expect(errorOf((await response.json()) as GraphQLResponseBody<Loose>)).toEqual(limited(900));
    } finally {
      await other.close();
      await pubsub.close();
    }
    advance(15 * MINUTE);
  });

  it('lets a burst of parallel guesses through only up to the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => signIn('linus@lanes.test', `burst-${i}`, `198.18.0.${i}`)),
    );
    const codes = answers.map(({ body }) => errorOf(body).extensions?.code);
    expect(codes.filter((code) => code === 'UNAUTHENTICATED')).toHaveLength(10);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(4);
    advance(15 * MINUTE);
  });

  it('counts only failures: 15 right sign-ins at once all succeed, of 11 wrong ones at once the 11th waits', async () => {
    const right = await Promise.all(
      Array.from({ length: 15 }, () => signIn('grace@lanes.test', 'lanes-demo', '198.19.0.1')),
    );
    for (const { response, body } of right) {
      expect(body).toEqual({ data: { signIn: { email: 'grace@lanes.test' } } });
      expect(response.headers.getSetCookie()).toHaveLength(1);
    }

    const wrong = await Promise.all(
      Array.from({ length: 11 }, (_, i) => signIn('grace@lanes.test', `wrong-${i}`, '198.19.0.2')),
    );
    const errors = wrong.map(({ body }) => errorOf(body));
    expect(errors.filter((error) => error.extensions?.code === 'UNAUTHENTICATED')).toEqual(
      Array.from({ length: 10 }, () => WRONG),
    );
    expect(errors.filter((error) => error.extensions?.code === 'RATE_LIMITED')).toEqual([limited(900)]);
    advance(15 * MINUTE);
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
    expect(row?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect((await signIn('linus@lanes.test', 'lanes-demo', '203.0.113.5')).body).toEqual({
      data: { signIn: { email: 'linus@lanes.test' } },
    });
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
    expect(errorOf(eleventh.body)).toEqual(limited(900));
    const elsewhere = await send(
      SIGN_UP,
      { i: { name: 'New', email: 'new-person@lanes.test', password: 'long-enough' } },
      '203.0.113.7',
    );
    expect(elsewhere.body).toEqual({ data: { signUp: { email: 'new-person@lanes.test' } } });
    advance(15 * MINUTE);
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
    advance(15 * MINUTE);
    expect((await send(ADD, { e: 'new-person@lanes.test' }, '203.0.113.9', ada)).body.errors).toBeUndefined();
  });
});

describe('housekeeping', SLOW, () => {
  it('deletes the counts of windows that have passed', async () => {
    await signIn('nobody@lanes.test', 'x', '203.0.113.10');
    const count = async () =>
      (await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_failures'))[0]!.n;
    expect(await count()).toBeGreaterThan(0);
    advance(15 * MINUTE);
    await purgeFailures(service.db, clock);
    expect(await count()).toBe(0);
  });
});
