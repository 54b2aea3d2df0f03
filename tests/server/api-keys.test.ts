// API keys (docs/api.md) against the running service in production: made from a browser session and shown once,
// kept only as a hash, acting as their owner with the owner's roles over HTTP, SSE and WebSocket; a READ key writes
// nothing; a key manages no keys, sessions or password; a revoked key fails at once on every instance and its open
// streams end there (ten per person, bad input and a thousand repeats: api-keys-repeats.test.ts).
import { createHash } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from '../../generated/hooks';
import { createApp, type App } from '../../server/app';
import { createBoardPubSub, type ClosableBoardPubSub } from '../../server/pubsub';
import {
  INVALID_KEY_MESSAGE,
  LAST_USED_EVERY_MS,
  READ_KEY_MESSAGE,
  SESSION_ONLY_MESSAGE,
} from '../../server/security/api-keys';
import { bearer, keyFor, persistedBody, postJSON, signInByHash } from '../support/api-keys';
import { TEST_PASSWORD_COST } from '../support/password-cost';
import { startRedis, type TestRedis } from '../support/redis';
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

const post = (body: unknown, headers: Record<string, string> = {}, url = service.graphqlUrl) =>
  postJSON<Loose>(url, body, headers);
const text = (query: string, variables: Record<string, unknown> = {}) => ({ query, variables });

describe('making a key', () => {
  it('is shown once as lanes_ and 43 random characters, listed without it, kept only as its hash', async () => {
    const { body } = await post(
      persistedBody(CreateApiKeyDocument, { name: '  Nightly report ', scope: 'READ' }),
      {
        cookie: ada,
      },
    );
    const { token, apiKey } = body.data.createApiKey;
    expect(token).toMatch(/^lanes_[A-Za-z0-9_-]{43}$/);
    expect(apiKey).toEqual({
      __typename: 'ApiKey',
      id: expect.any(String),
      name: 'Nightly report',
      scope: 'READ',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    // Nothing the database holds is the key or lets it be read back: the lookup is a prefix, the rest a hash.
    const rows = await service.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE id = $1', [
      apiKey.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.['key_hash']).toBe(createHash('sha256').update(token).digest('hex'));
    const listed = await post(persistedBody(ApiKeysDocument), { cookie: ada });
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect(listed.body.data.apiKeys[0]).toEqual(apiKey);
  });

  it('notes the last use, at most once a minute', async () => {
    const token = await keyFor(service.graphqlUrl, 'ada@lanes.test', 'READ', {
      cookie: ada,
      name: 'last used',
    });
    await post(text('{ viewer { id } }'), bearer(token));
    const [first] = await service.db.query<{ at: string }>(
      `SELECT last_used_at AS at FROM api_keys WHERE name = 'last used'`,
    );
    expect(first?.at).toEqual(expect.any(String));
    await post(text('{ viewer { id } }'), bearer(token));
    const [second] = await service.db.query<{ at: string }>(
      `SELECT last_used_at AS at FROM api_keys WHERE name = 'last used'`,
    );
    expect(second?.at).toBe(first?.at);
    expect(LAST_USED_EVERY_MS).toBe(60_000);
  });
});

describe('a key at work', () => {
  let linusWrite: string;
  let adaRead: string;
  beforeAll(async () => {
    linusWrite = await keyFor(service.graphqlUrl, 'linus@lanes.test', 'WRITE');
    adaRead = await keyFor(service.graphqlUrl, 'ada@lanes.test', 'READ', { cookie: ada });
  });

  it('acts as its owner, with any document, by POST and by GET; a cookie beside it is not read', async () => {
    const viewer = '{ viewer { email } }';
    expect((await post(text(viewer), bearer(adaRead))).body).toEqual({
      data: { viewer: { email: 'ada@lanes.test' } },
    });
    const linusCookie = await signInByHash(service.graphqlUrl, 'linus@lanes.test');
    expect(
      (await post(text(viewer), { ...bearer(adaRead), cookie: linusCookie })).body.data.viewer.email,
    ).toBe('ada@lanes.test');
    const get = await fetch(`${service.graphqlUrl}?query=${encodeURIComponent(viewer)}`, {
      headers: bearer(adaRead),
    });
    expect(await get.json()).toEqual({ data: { viewer: { email: 'ada@lanes.test' } } });
  });

  it("has its owner's roles: a viewer's WRITE key is refused a change as the viewer is", async () => {
    const { body } = await post(
      text('mutation { createTask(input: { projectKey: "LAN", title: "From a script" }) { id } }'),
      bearer(linusWrite),
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(body.errors?.[0]?.message).toBe('As a viewer of LAN you cannot create, edit or move tasks');
  });

  it('a READ key is refused every mutation with FORBIDDEN, and still reads', async () => {
    const { body } = await post(
      text('mutation { createTask(input: { projectKey: "LAN", title: "Read key" }) { id } }'),
      bearer(adaRead),
    );
    expect(body).toEqual({
      errors: [{ message: READ_KEY_MESSAGE, extensions: { code: 'FORBIDDEN' } }],
    });
    expect((await post(text('{ project(key: "LAN") { key } }'), bearer(adaRead))).body).toEqual({
      data: { project: { key: 'LAN' } },
    });
  });

  it('manages no keys, sessions or password', async () => {
    const adaWrite = await keyFor(service.graphqlUrl, 'ada@lanes.test', 'WRITE', { cookie: ada });
    for (const document of [
      '{ apiKeys { id } }',
      'mutation { createApiKey(name: "more", scope: WRITE) { token } }',
      'mutation { revokeApiKey(id: "any") }',
      'mutation { changePassword(currentPassword: "lanes-demo", newPassword: "another-password") }',
      'mutation { signOutEverywhere }',
      'mutation { signOut }',
    ]) {
      const { body } = await post(text(document), bearer(adaWrite));
      expect(body.errors?.[0], document).toMatchObject({
        message: SESSION_ONLY_MESSAGE,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    // The same over WebSocket, the key in connectionParams.
    const socket = createClient({
      url: service.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${adaWrite}` },
      retryAttempts: 0,
    });
    for (const query of ['mutation { signOutEverywhere }', '{ apiKeys { id } }']) {
      const errors = await new Promise((resolve) => {
        let value: { errors?: unknown } = {};
        socket.subscribe(
          { query },
          { next: (v) => (value = v), error: (e) => resolve(e), complete: () => resolve(value.errors) },
        );
      });
      expect(errors, query).toEqual([
        expect.objectContaining({ message: SESSION_ONLY_MESSAGE, extensions: { code: 'FORBIDDEN' } }),
      ]);
    }
    await socket.dispose();
    // Ada's session lives on.
    expect((await post(text('{ viewer { email } }'), bearer(adaWrite))).body.data.viewer.email).toBe(
      'ada@lanes.test',
    );
  });

  it('refuses what is not a live key with 401 before reading the document', async () => {
    for (const authorization of [
      'Bearer lanes_' + 'A'.repeat(43),
      'Bearer nonsense',
      'Basic YWRhOmxhbmVzLWRlbW8=',
      `Bearer ${adaRead}x`,
      'Bearer',
      // A header of 6 kB: refused by its shape, never looked up.
      `Bearer lanes_${'A'.repeat(6_000)}`,
    ]) {
      const { status, headers, body } = await post({ query: '{'.repeat(100) }, { authorization });
      expect(status, authorization).toBe(401);
      expect(headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      expect(body).toEqual({
        errors: [{ message: INVALID_KEY_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }],
      });
    }
  });

  it('works over WebSocket with connectionParams.authorization, and a bad key closes the socket', async () => {
    const client = createClient({
      url: service.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${adaRead}` },
      retryAttempts: 0,
    });
    const result = await new Promise((resolve, reject) => {
      let value: unknown;
      client.subscribe(
        { query: '{ viewer { email } }' },
        { next: (v) => (value = v), error: reject, complete: () => resolve(value) },
      );
    });
    expect(result).toEqual({ data: { viewer: { email: 'ada@lanes.test' } } });
    await client.dispose();
    const bad = createClient({
      url: service.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: 'Bearer lanes_' + 'B'.repeat(43) },
      retryAttempts: 0,
    });
    const closed = await new Promise<{ code: number }>((resolve) => {
      bad.on('closed', (event) => resolve(event as { code: number }));
      bad.subscribe(
        { query: '{ viewer { email } }' },
        { next: () => undefined, error: () => undefined, complete: () => undefined },
      );
    });
    expect(closed.code).toBe(4403);
    await bad.dispose();
  });
});

describe('revoking, with two instances on one database and Redis', () => {
  let redis: TestRedis;
  const apps: App[] = [];
  const pubsubs: ClosableBoardPubSub[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i += 1) {
      const pubsub = createBoardPubSub({ redisUrl: redis.url });
      await pubsub.ready();
      pubsubs.push(pubsub);
      apps.push(
        createApp({
          db: service.db,
          pubsub,
          embedded: true,
          logLevel: 'error',
          passwordCost: TEST_PASSWORD_COST,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const pubsub of pubsubs) await pubsub.close();
    redis.stop();
  });

  const on = (app: App, body: unknown, headers: Record<string, string>) =>
    Promise.resolve(
      app.yoga.fetch('http://127.0.0.1/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    ).then(async (r) => ({ status: r.status, body: (await r.json()) as Loose }));

  it('ends the key at once on the other instance, its open stream there included', async () => {
    const [a, b] = apps as [App, App];
    const token = await keyFor(service.graphqlUrl, 'ada@lanes.test', 'READ', {
      cookie: ada,
      name: 'to revoke',
    });
    const listed = await post(persistedBody(ApiKeysDocument), { cookie: ada });
    const id = listed.body.data.apiKeys.find((k: { name: string }) => k.name === 'to revoke').id;

    // A stream opened with the key on instance B.
    const stream = await b.yoga.fetch('http://127.0.0.1/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...bearer(token) },
      body: JSON.stringify({ query: 'subscription { boardEvents(projectKey: "LAN") { seq } }' }),
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true;
    })();
    expect((await on(b, text('{ viewer { email } }'), bearer(token))).body.data.viewer.email).toBe(
      'ada@lanes.test',
    );

    // Revoked through instance A.
    expect((await on(a, persistedBody(RevokeApiKeyDocument, { id }), { cookie: ada })).body).toEqual({
      data: { revokeApiKey: id },
    });
    expect(await ended).toBe(true);
    const after = await on(b, text('{ viewer { email } }'), bearer(token));
    expect(after.status).toBe(401);
    expect(after.body.errors[0].message).toBe(INVALID_KEY_MESSAGE);
    // Another person's key id is not found for Ada, and a revoked one is gone.
    expect(
      (await on(a, persistedBody(RevokeApiKeyDocument, { id }), { cookie: ada })).body.errors[0].extensions
        .code,
    ).toBe('NOT_FOUND');
  });
});
