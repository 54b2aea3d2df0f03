// Idempotency-Key records are bounded per account, never derived from a secret, and a claim is taken over only when
// its attempt has stopped saying it is alive. The real service (startService), mutations over HTTP with the header.
import { createHash, randomBytes } from 'node:crypto';
import { parse, print, getOperationAST } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEY_ANSWER_TOO_LARGE,
  KEY_ON_SECRET,
  MAX_BYTES_PER_ACCOUNT,
  MAX_KEYS_PER_ACCOUNT,
} from '../../server/events/idempotency';
import { DEMO_PASSWORD } from '../../server/seed';
import { startService, type TestService } from '../support/service';
import { graphql, newAccount, outcome, type Account } from '../support/capacity';

let service: TestService;
let mallory: Account;

beforeAll(async () => {
  service = await startService();
  mallory = await newAccount(service.db);
  const created = await graphql(
    service.url,
    'mutation { createProject(input: { key: "IDEM", name: "Keys" }) { id } }',
    {},
    mallory.cookie,
  );
  expect(created.body.errors).toBeUndefined();
}, 60_000);
afterAll(() => service.close());

const withKey = (key: string) => ({ 'idempotency-key': key });

async function keysOf(userId: string): Promise<{ n: number; bytes: number }> {
  const [row] = await service.db.query<{ n: number; bytes: number }>(
    'SELECT count(*)::int AS n, coalesce(sum(octet_length(response::text)), 0)::int AS bytes FROM idempotency_keys WHERE user_id = $1',
    [userId],
  );
  return row!;
}

describe('per account', () => {
  it(`keeps the newest ${MAX_KEYS_PER_ACCOUNT} keys: one more evicts the oldest`, async () => {
    const account = await newAccount(service.db);
    const MARK = 'mutation { markNotificationsRead(ids: []) }';
    for (let round = 0; round < (MAX_KEYS_PER_ACCOUNT + 1) / 10 + 1; round += 1) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => round * 10 + i)
          .filter((n) => n <= MAX_KEYS_PER_ACCOUNT)
          .map(async (n) => {
            const { body } = await graphql(service.url, MARK, {}, account.cookie, withKey(`k-${n}`));
            expect(outcome(body)).toBe('ok');
          }),
      );
    }
    expect((await keysOf(account.id)).n).toBe(MAX_KEYS_PER_ACCOUNT);
    // An empty key is no key: nothing is kept for it.
    const { body } = await graphql(service.url, MARK, {}, account.cookie, withKey(''));
    expect(outcome(body)).toBe('ok');
    expect((await keysOf(account.id)).n).toBe(MAX_KEYS_PER_ACCOUNT);
  }, 120_000);

  it('keeps answers within the byte bound; an answer too large to keep tells its retry the change was made', async () => {
    // Tasks whose descriptions do not compress, so the stored answers take their full size.
    for (let i = 0; i < 40; i += 1) {
      const { body } = await graphql(
        service.url,
        'mutation ($t: String!, $d: String) { createTask(input: { projectKey: "IDEM", title: $t, description: $d }) { id } }',
        { t: `Big ${i}`, d: randomBytes(15_000).toString('base64').slice(0, 20_000) },
        mallory.cookie,
      );
      expect(body.errors).toBeUndefined();
    }
    const size = async () =>
      (
        await service.db.query<{ size: number }>(
          "SELECT pg_total_relation_size('idempotency_keys')::int AS size",
        )
      )[0]!.size;
    const sizeBefore = await size();
    // Each answer is about 800 kB: the project's tasks with their descriptions.
    const HUGE =
      'mutation ($d: String) { updateProject(input: { key: "IDEM", description: $d }) { tasks(first: 40) { edges { node { description } } } } }';
    const MEDIUM =
      'mutation ($t: String!) { createTask(input: { projectKey: "IDEM", title: $t, description: "m" }) { project { description } } }';
    for (let i = 0; i < 60; i += 1) {
      const { body } = await graphql(service.url, HUGE, { d: `v${i}` }, mallory.cookie, withKey(`huge-${i}`));
      expect(outcome(body)).toBe('ok');
    }
    console.log(
      JSON.stringify({
        idempotencyHuge: {
          kept: await keysOf(mallory.id),
          tableGrowthMiB: +(((await size()) - sizeBefore) / 1024 / 1024).toFixed(1),
        },
      }),
    );
    const retried = await graphql(service.url, HUGE, { d: 'v0' }, mallory.cookie, withKey('huge-0'));
    expect(retried.body.errors?.[0]).toMatchObject({
      message: KEY_ANSWER_TOO_LARGE,
      extensions: { code: 'BAD_USER_INPUT', fields: { idempotencyKey: KEY_ANSWER_TOO_LARGE } },
    });
    // Answers of about 20 kB (the project's description), kept until the account's bytes are spent.
    await graphql(
      service.url,
      'mutation ($d: String) { updateProject(input: { key: "IDEM", description: $d }) { id } }',
      { d: randomBytes(15_000).toString('base64').slice(0, 20_000) },
      mallory.cookie,
    );
    for (let i = 0; i < 100; i += 1) {
      const { body } = await graphql(
        service.url,
        MEDIUM,
        { t: `M${i}` },
        mallory.cookie,
        withKey(`medium-${i}`),
      );
      expect(outcome(body)).toBe('ok');
    }
    const kept = await keysOf(mallory.id);
    const grown = (await size()) - sizeBefore;
    console.log(
      JSON.stringify({ idempotencyBytes: { kept, tableGrowthMiB: +(grown / 1024 / 1024).toFixed(1) } }),
    );
    expect(kept.bytes).toBeLessThanOrEqual(MAX_BYTES_PER_ACCOUNT);
    expect(grown).toBeLessThan(8 * MAX_BYTES_PER_ACCOUNT);
  }, 180_000);

  it('the same request with the same key a thousand times makes one change and keeps one record', async () => {
    const account = await newAccount(service.db);
    await graphql(
      service.url,
      'mutation ($e: String!) { addMember(projectKey: "IDEM", email: $e, role: MEMBER) { id } }',
      { e: account.email },
      mallory.cookie,
    );
    const answers = new Set<string>();
    for (let round = 0; round < 100; round += 1) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, () =>
          graphql(
            service.url,
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
    expect(await service.db.query("SELECT 1 FROM tasks WHERE title = 'Once only'")).toHaveLength(1);
    expect((await keysOf(account.id)).n).toBe(1);
  }, 120_000);
});

describe('secrets', () => {
  it('refuses a key on changePassword and signIn, and stores nothing derived from them', async () => {
    const ada = await service.signIn('ada@lanes.test');
    const [adaRow] = await service.db.query<{ id: string }>(
      "SELECT id FROM users WHERE email = 'ada@lanes.test'",
    );
    const before = await keysOf(adaRow!.id);
    const change = await graphql(
      service.url,
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
      service.url,
      'mutation { ...In } fragment In on Mutation { signIn(email: "ada@lanes.test", password: "lanes-demo") { id } }',
      {},
      ada,
      withKey('pw-2'),
    );
    expect(signIn.body.errors?.[0]?.message).toBe(KEY_ON_SECRET);
    expect(await keysOf(adaRow!.id)).toEqual(before);
    // The password did not change.
    expect(await service.signIn('ada@lanes.test')).toMatch(/^lanes_session=/);
  });
});

describe('a claim older than 10 s', () => {
  const CREATE = 'mutation { createTask(input: { projectKey: "IDEM", title: "Claimed" }) { id } }';
  const hashOf = (query: string) => {
    const operation = getOperationAST(parse(query));
    return createHash('sha256').update(print(operation!)).update('\0').update('{}').digest('hex');
  };

  it('is not taken over while its attempt says it is alive: the retry waits and gets its answer', async () => {
    await service.db.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at, alive_at)
       VALUES ($1, 'slow', $2, now() - interval '20 seconds', now())`,
      [mallory.id, hashOf(CREATE)],
    );
    const retry = graphql(service.url, CREATE, {}, mallory.cookie, withKey('slow'));
    // The first attempt runs on and says so, then answers.
    for (let i = 0; i < 3; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await service.db.query("UPDATE idempotency_keys SET alive_at = now() WHERE key = 'slow'");
    }
    await service.db.query(
      `UPDATE idempotency_keys SET response = '{"data":{"createTask":{"id":"first"}}}' WHERE key = 'slow'`,
    );
    expect((await retry).body).toEqual({ data: { createTask: { id: 'first' } } });
    expect(await service.db.query("SELECT 1 FROM tasks WHERE title = 'Claimed'")).toEqual([]);
  }, 60_000);

  it('is taken over once its attempt has been silent for 10 s', async () => {
    await service.db.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at, alive_at)
       VALUES ($1, 'dead', $2, now() - interval '20 seconds', now() - interval '11 seconds')`,
      [mallory.id, hashOf(CREATE)],
    );
    const { body } = await graphql(service.url, CREATE, {}, mallory.cookie, withKey('dead'));
    expect(outcome(body)).toBe('ok');
    expect(await service.db.query("SELECT 1 FROM tasks WHERE title = 'Claimed'")).toHaveLength(1);
  });
});
