// Sign-ups from one address against the running service behind a "proxy" (TRUST_PROXY, so X-Forwarded-For stands
// for each address), with the shipped limits: accounts made have a limit of their own, and refusals are counted as
// failures once they happen, so people behind one NAT signing up at once are neither refused nor blocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import { startService, type GraphQLResponseBody, type TestService } from '../support/service';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
beforeAll(async () => {
  service = await startService({ security: { trustProxy: true } });
});
afterAll(() => service?.close());

async function send(query: string, variables: Record<string, unknown>, address: string) {
  const response = await fetch(service.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as GraphQLResponseBody<Loose> };
}

/** `count` calls of `call`, 50 at a time (one address may hold 128 connections). */
async function repeated<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += 50) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, j) => call(i + j)))));
  }
  return out;
}

const SIGN_UP = 'mutation ($i: SignUpInput!) { signUp(input: $i) { name } }';
const signUp = (address: string, email: string) =>
  send(SIGN_UP, { i: { name: 'Office', email, password: 'long enough' } }, address);

describe('sign-ups from one address', () => {
  it('lets 20 people behind one NAT sign up at once; the 21st waits for the hour, told why', async () => {
    const NAT = '192.0.2.10';
    const limit = DEFAULT_LIMITS.rates.signUpsPerAddress.points;
    const made = await Promise.all(
      Array.from({ length: limit }, (_, i) => signUp(NAT, `office${i}@example.test`)),
    );
    expect(made.map((r) => r.body)).toEqual(
      Array.from({ length: limit }, () => ({ data: { signUp: { name: 'Office' } } })),
    );
    const next = await signUp(NAT, 'one-more@example.test');
    expect(next.body.errors?.map((e: Loose) => [e.message, e.extensions.code])).toEqual([
      ['Too many new accounts from this address; try again later', 'RATE_LIMITED'],
    ]);
    expect(next.body.errors?.[0]?.extensions?.retryAfter).toBeGreaterThan(3_500);
    // Another address is not affected.
    expect((await signUp('192.0.2.11', 'one-more@example.test')).body).toEqual({
      data: { signUp: { name: 'Office' } },
    });
    const nothing = await send(SIGN_UP, { i: null }, '192.0.2.12');
    expect(nothing.body.errors?.map((e: Loose) => e.message)).toEqual([
      'Variable "$i" of non-null type "SignUpInput!" must not be null.',
    ]);
  }, 120_000);

  it('makes one account of the same sign-up sent a thousand times, hashing only a few', async () => {
    const started = service.app.passwords.stats().started;
    const answers = await repeated(1_000, () => signUp('192.0.2.20', 'same@example.test'));
    const outcomes = answers.map((r) => r.body.data?.signUp?.name ?? r.body.errors?.[0]?.extensions?.code);
    expect(outcomes.filter((o) => o === 'Office')).toHaveLength(1);
    expect(new Set(outcomes)).toEqual(new Set(['Office', 'BAD_USER_INPUT', 'RATE_LIMITED']));
    // The limit of accounts per address holds how many hash at once; refusals past the failure limit hash nothing.
    expect(service.app.passwords.stats().started - started).toBeLessThanOrEqual(
      DEFAULT_LIMITS.rates.signUpsPerAddress.points + DEFAULT_LIMITS.rates.signUpFailuresPerAddress.points,
    );
  }, 300_000);
});
