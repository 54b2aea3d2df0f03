// Idempotency-Key records are bounded per account (in bytes too: limits-capacity-idempotency-bytes.test.ts), never
// derived from a secret, and a claim is taken over only when its attempt has stopped saying it is alive. The real
// service (startService), mutations over HTTP with the header.
import { createHash } from 'node:crypto';
import { parse, print, getOperationAST } from 'graphql';
import { describe, expect, it } from 'vitest';
import { KEY_ON_SECRET, MAX_KEYS_PER_ACCOUNT } from '../../server/events/idempotency';
import { DEMO_PASSWORD } from '../../server/seed';
import { graphql, newAccount, outcome } from '../support/capacity';
import { idempotencyService, keysOf, withKey } from './idempotency-fixture';

const idem = idempotencyService();

describe('per account', () => {
  it(`keeps the newest ${MAX_KEYS_PER_ACCOUNT} keys: one more evicts the oldest`, async () => {
    const account = await newAccount(idem.service.db);
    const MARK = 'mutation { markNotificationsRead(ids: []) }';
    for (let round = 0; round < (MAX_KEYS_PER_ACCOUNT + 1) / 10 + 1; round += 1) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => round * 10 + i)
          .filter((n) => n <= MAX_KEYS_PER_ACCOUNT)
          .map(async (n) => {
            const { body } = await graphql(idem.service.url, MARK, {}, account.cookie, withKey(`k-${n}`));
            expect(outcome(body)).toBe('ok');
          }),
      );
    }
    expect((await keysOf(idem.service, account.id)).n).toBe(MAX_KEYS_PER_ACCOUNT);
    // An empty key is no key: nothing is kept for it.
    const { body } = await graphql(idem.service.url, MARK, {}, account.cookie, withKey(''));
    expect(outcome(body)).toBe('ok');
    expect((await keysOf(idem.service, account.id)).n).toBe(MAX_KEYS_PER_ACCOUNT);
  }, 120_000);

  it('the same request with the same key a thousand times makes one change and keeps one record', async () => {
    const account = await newAccount(idem.service.db);
    await graphql(
      idem.service.url,
      'mutation ($e: String!) { addMember(projectKey: "IDEM", email: $e, role: MEMBER) { id } }',
      { e: account.email },
      idem.mallory.cookie,
    );
    const answers = new Set<string>();
    for (let round = 0; round < 100; round += 1) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, () =>
          graphql(
            idem.service.url,
            'mutation { createTask(input: { projectKey: "IDEM", title: "Once only" }) { id } }',
            {},
            account.cookie,
            withKey('same'),
          ),
        ),
      );
      for (const { body } of batch) answers.add(JSON.stringify(body));
    }
    expect(answers.size).toBe(1);
    expect(await idem.service.db.query("SELECT 1 FROM tasks WHERE title = 'Once only'")).toHaveLength(1);
    expect((await keysOf(idem.service, account.id)).n).toBe(1);
  }, 120_000);
});

describe('secrets', () => {
  it('refuses a key on changePassword and signIn, and stores nothing derived from them', async () => {
    const ada = await idem.service.signIn('ada@lanes.test');
    const [adaRow] = await idem.service.db.query<{ id: string }>(
      "SELECT id FROM users WHERE email = 'ada@lanes.test'",
    );
    const before = await keysOf(idem.service, adaRow!.id);
    const change = await graphql(
      idem.service.url,
      'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
      { c: DEMO_PASSWORD, n: 'a new long password' },
      ada,
      withKey('pw-1'),
    );
    expect(change.body).toEqual({
      errors: [
        {
          message: KEY_ON_SECRET,
          extensions: { code: 'BAD_USER_INPUT', fields: { idempotencyKey: KEY_ON_SECRET } },
        },
      ],
    });
    const signIn = await graphql(
      idem.service.url,
      'mutation { ...In } fragment In on Mutation { signIn(email: "ada@lanes.test", password: "lanes-demo") { id } }',
      {},
      ada,
      withKey('pw-2'),
    );
    expect(signIn.body.errors?.[0]?.message).toBe(KEY_ON_SECRET);
    expect(await keysOf(idem.service, adaRow!.id)).toEqual(before);
    // The password did not change.
    expect(await idem.service.signIn('ada@lanes.test')).toMatch(/^lanes_session=/);
  });
});

describe('a claim older than 10 s', () => {
  const CREATE = 'mutation { createTask(input: { projectKey: "IDEM", title: "Claimed" }) { id } }';
  const hashOf = (query: string) => {
    const operation = getOperationAST(parse(query));
    return createHash('sha256').update(print(operation!)).update('\0').update('{}').digest('hex');
  };

  it('is not taken over while its attempt says it is alive: the retry waits and gets its answer', async () => {
    await idem.service.db.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at, alive_at)
       VALUES ($1, 'slow', $2, now() - interval '20 seconds', now())`,
      [idem.mallory.id, hashOf(CREATE)],
    );
    const retry = graphql(idem.service.url, CREATE, {}, idem.mallory.cookie, withKey('slow'));
    // The first attempt runs on and says so, then answers.
    for (let i = 0; i < 3; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await idem.service.db.query("UPDATE idempotency_keys SET alive_at = now() WHERE key = 'slow'");
    }
    await idem.service.db.query(
      `UPDATE idempotency_keys SET response = '{"data":{"createTask":{"id":"first"}}}' WHERE key = 'slow'`,
    );
    expect((await retry).body).toEqual({ data: { createTask: { id: 'first' } } });
    expect(await idem.service.db.query("SELECT 1 FROM tasks WHERE title = 'Claimed'")).toEqual([]);
  }, 60_000);

  it('is taken over once its attempt has been silent for 10 s', async () => {
    await idem.service.db.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at, alive_at)
       VALUES ($1, 'dead', $2, now() - interval '20 seconds', now() - interval '11 seconds')`,
      [idem.mallory.id, hashOf(CREATE)],
    );
    const { body } = await graphql(idem.service.url, CREATE, {}, idem.mallory.cookie, withKey('dead'));
    expect(outcome(body)).toBe('ok');
    expect(await idem.service.db.query("SELECT 1 FROM tasks WHERE title = 'Claimed'")).toHaveLength(1);
  });
});
