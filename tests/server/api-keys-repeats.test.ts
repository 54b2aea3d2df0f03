// API keys (docs/api.md) against the running service in production, their bad input and repeats: a name empty, too
// long or null, an eleventh key and a thousand made at once; a null id, another person's key and a thousand
// revocations of one key (what a key does once made: api-keys.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from '../../generated/hooks';
import { MESSAGES } from '../../src/lib/validation';
import { bearer, keyFor, persistedBody, postJSON, signInByHash } from '../support/api-keys';
import { startService, type TestService } from '../support/service';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
let ada: string;
beforeAll(async () => {
  service = await startService({ production: true });
  ada = await signInByHash(service.graphqlUrl, 'ada@lanes.test');
});
afterAll(() => service.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  postJSON<Loose>(service.graphqlUrl, body, headers);
const text = (query: string, variables: Record<string, unknown> = {}) => ({ query, variables });

describe('making a key', () => {
  it('refuses an empty name, one over 80 characters, and an eleventh key; a thousand at once make ten', async () => {
    const grace = await signInByHash(service.graphqlUrl, 'grace@lanes.test');
    const create = (name: string) =>
      post(persistedBody(CreateApiKeyDocument, { name, scope: 'WRITE' }), { cookie: grace });
    expect((await create('   ')).body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: MESSAGES.nameRequired },
    });
    expect((await create('x'.repeat(81))).body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: MESSAGES.apiKeyNameTooLong },
    });
    const nulled = await post(
      { ...persistedBody(CreateApiKeyDocument, { name: null, scope: 'WRITE' }) },
      { cookie: grace },
    );
    expect(nulled.body.errors?.[0]?.message).toContain('must not be null');
    // A thousand, a hundred at a time (the service holds 128 sockets per address).
    const answers: Awaited<ReturnType<typeof create>>[] = [];
    for (let i = 0; i < 10; i += 1)
      answers.push(...(await Promise.all(Array.from({ length: 100 }, () => create('script')))));
    const made = answers.filter((a) => a.body.data?.createApiKey);
    expect(made).toHaveLength(10);
    const refused = answers.filter(
      (a) => (a.body.errors?.[0]?.extensions as Loose)?.fields?.name === MESSAGES.apiKeysFull,
    );
    expect(refused.length).toBeGreaterThan(900);
    const [{ count }] = (await service.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM api_keys k JOIN users u ON u.id = k.user_id WHERE u.email = 'grace@lanes.test'`,
    )) as [{ count: number }];
    expect(count).toBe(10);
  }, 120_000);
});

describe('revoking: bad input, and the same key a thousand times', () => {
  it('refuses a null id, a key of another person, and answers a thousand revocations of one key once', async () => {
    const linus = await signInByHash(service.graphqlUrl, 'linus@lanes.test');
    await keyFor(service.graphqlUrl, 'linus@lanes.test', 'READ', { cookie: linus, name: 'linus only' });
    const linusKeys = await post(persistedBody(ApiKeysDocument), { cookie: linus });
    const linusKey = linusKeys.body.data.apiKeys.find((k: { name: string }) => k.name === 'linus only').id;
    const revoke = (id: unknown, cookie = ada) =>
      post(persistedBody(RevokeApiKeyDocument, { id }), { cookie });

    expect((await revoke(null)).body.errors?.[0]?.message).toContain('must not be null');
    expect((await revoke('x'.repeat(10_000))).body.errors?.[0]).toMatchObject({
      message: 'API key not found',
      extensions: { code: 'NOT_FOUND' },
    });
    // Ada cannot revoke Linus's key, nor learn that it exists.
    expect((await revoke(linusKey)).body.errors?.[0]).toMatchObject({
      message: 'API key not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(
      (
        await post(
          text('{ viewer { email } }'),
          bearer(await keyFor(service.graphqlUrl, 'linus@lanes.test', 'READ', { cookie: linus })),
        )
      ).status,
    ).toBe(200);

    await keyFor(service.graphqlUrl, 'ada@lanes.test', 'READ', { cookie: ada, name: 'revoked at once' });
    const mine = await post(persistedBody(ApiKeysDocument), { cookie: ada });
    const id = mine.body.data.apiKeys.find((k: { name: string }) => k.name === 'revoked at once').id;
    const answers: Awaited<ReturnType<typeof revoke>>[] = [];
    for (let i = 0; i < 10; i += 1)
      answers.push(...(await Promise.all(Array.from({ length: 100 }, () => revoke(id)))));
    expect(answers.filter((a) => a.body.data?.revokeApiKey === id)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errors?.[0]?.extensions?.code === 'NOT_FOUND')).toHaveLength(999);
  }, 120_000);
});
