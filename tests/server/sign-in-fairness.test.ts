// Sign-in's password hashing under a flood (issue 17 item 14), as real requests to the running service: the hashes
// of clients that have gone are dropped, the unknown-email path costs one hash like a known one even right after a
// start, and changePassword ends the person's other sessions.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRODUCTION_SCRYPT_COST } from '../../server/auth';
import { DEMO_PASSWORD } from '../../server/seed';
import { startService, type TestService } from '../support/service';

let service: TestService;
// The flood is about slow hashes queueing: a service at production's cost (the others run at the tests' cheap one).
let slow: TestService;
beforeAll(async () => {
  [service, slow] = await Promise.all([
    startService({ security: { trustProxy: true } }),
    startService({ security: { trustProxy: true }, passwordCost: PRODUCTION_SCRYPT_COST }),
  ]);
});
afterAll(() => Promise.all([service.close(), slow.close()]));

const SIGN_IN = 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { name } }';

function signIn(email: string, password: string, address: string, signal?: AbortSignal) {
  return fetch(slow.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: SIGN_IN, variables: { e: email, p: password } }),
    ...(signal ? { signal } : {}),
  });
}

async function timedSignIn(address: string): Promise<number> {
  const started = performance.now();
  const response = await signIn('grace@lanes.test', DEMO_PASSWORD, address);
  expect(await response.json()).toEqual({ data: { signIn: { name: 'Grace Hopper' } } });
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-in under a flood of dropped requests', () => {
  it('drops the hashing of 48 sign-ins whose clients went away, so the next person waits for at most the running ones', async () => {
    const alone = median([
      await timedSignIn('10.9.0.1'),
      await timedSignIn('10.9.0.2'),
      await timedSignIn('10.9.0.3'),
    ]);
    const before = slow.app.passwords.stats();
    const controllers = Array.from({ length: 48 }, () => new AbortController());
    const flood = controllers.map((controller, i) =>
      signIn(`nobody${i}@lanes.test`, 'wrong password', `10.8.0.${i + 1}`, controller.signal).catch(
        (error: unknown) => error,
      ),
    );
    // Every one of them has reached the hashing queue (two hash, the rest wait), then every client goes away.
    await vi.waitFor(
      () => {
        const now = slow.app.passwords.stats();
        expect(now.started - before.started + now.waiting).toBe(48);
      },
      { timeout: 30_000 },
    );
    for (const controller of controllers) controller.abort();
    await Promise.all(flood);
    const waited = await timedSignIn('10.9.0.4');
    const after = slow.app.passwords.stats();
    console.log(JSON.stringify({ aloneMs: Math.round(alone), afterFloodMs: Math.round(waited), ...after }));
    // The dropped ones never hashed: at most the two that were running, and hers.
    expect(after.dropped - before.dropped).toBeGreaterThanOrEqual(44);
    expect(after.started - before.started).toBeLessThanOrEqual(48 - 44 + 1);
    expect(waited).toBeLessThan(alone * 4);
  }, 120_000);
});

describe('an unknown email', () => {
  it('costs one hash, like a wrong password for a known one, even as the first sign-in after a start', async () => {
    const fresh = await startService();
    try {
      const attempt = async (email: string) => {
        const before = fresh.app.passwords.stats().started;
        const body = await fresh.request(SIGN_IN, { e: email, p: 'not the password' });
        expect(body.errors?.[0]?.message).toBe('Email or password is incorrect');
        return fresh.app.passwords.stats().started - before;
      };
      expect(await attempt('first-unknown@lanes.test')).toBe(1);
      expect(await attempt('ada@lanes.test')).toBe(1);
      expect(await attempt('second-unknown@lanes.test')).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('changePassword', () => {
  const CHANGE =
    'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
  const viewer = async (cookie: string) =>
    (await service.request<{ viewer: { name: string } | null }>('{ viewer { name } }', {}, cookie)).data
      ?.viewer;

  it('checks the current password and the rules, then ends the other sessions and keeps this one', async () => {
    const here = await service.signIn('linus@lanes.test');
    const elsewhere = await service.signIn('linus@lanes.test');
    expect(await service.request(CHANGE, { c: 'wrong password', n: 'a new password' }, here)).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'Current password is incorrect',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { currentPassword: 'Current password is incorrect' },
          },
        }),
      ],
    });
    expect(await service.request(CHANGE, { c: DEMO_PASSWORD, n: 'short' }, here)).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'Password must be at least 8 characters',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { newPassword: 'Password must be at least 8 characters' },
          },
        }),
      ],
    });
    const nothing = await service.request(CHANGE, { c: DEMO_PASSWORD, n: null }, here);
    expect(nothing.errors?.map((error) => error.message)).toEqual([
      'Variable "$n" of non-null type "String!" must not be null.',
    ]);
    expect(await viewer(elsewhere)).toEqual({ name: 'Linus Torvalds' });

    expect(await service.request(CHANGE, { c: DEMO_PASSWORD, n: 'a new password' }, here)).toEqual({
      data: { changePassword: true },
    });
    expect(await viewer(here)).toEqual({ name: 'Linus Torvalds' });
    expect(await viewer(elsewhere)).toBeNull();
    const old = await service.request(SIGN_IN, { e: 'linus@lanes.test', p: DEMO_PASSWORD });
    expect(old.errors?.[0]?.message).toBe('Email or password is incorrect');
    await service.signIn('linus@lanes.test', 'a new password');
  });

  it('is refused without a session', async () => {
    const body = await service.request(CHANGE, { c: DEMO_PASSWORD, n: 'a new password' });
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });
});
