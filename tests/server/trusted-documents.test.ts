// Trusted documents against the running service in production: a request without an API key runs only the documents
// of the app's manifest, by hash, over POST, GET, SSE and WebSocket. Text is PERSISTED_QUERY_ONLY and an unknown hash
// PERSISTED_QUERY_NOT_FOUND, both before any parse, cost check or cache (a 100 kB document that would not even parse
// is refused the same). Development takes text. Every release's manifest stays: a document of an earlier build still
// runs on an instance of the next, and an instance started earlier learns a later release's documents.
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoardDocument, BoardEventsDocument, MoveTaskDocument, ViewerDocument } from '../../generated/hooks';
import { createApp, type App } from '../../server/app';
import { readTrustedManifest } from '../../server/security/trusted-documents';
import { bearer, hashOf, keyFor, persistedBody, signInByHash } from '../support/api-keys';
import { TEST_PASSWORD_COST } from '../support/password-cost';
import { startService, type GraphQLResponseBody, type TestService } from '../support/service';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const TEXT_REFUSED = {
  message: 'Only the app’s own documents run here, sent by hash; send any other document with an API key',
  extensions: { code: 'PERSISTED_QUERY_ONLY' },
};
const UNKNOWN = { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } };

let service: TestService;
let ada: string;
beforeAll(async () => {
  service = await startService({ production: true });
  ada = await signInByHash(service.graphqlUrl, 'ada@lanes.test');
});
afterAll(() => service.close());

async function post(body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(service.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as GraphQLResponseBody<Loose> };
}

/** A 100 kB document that is not GraphQL at all: parsing it would answer a syntax error. */
const BROKEN = `query Broken { ${'{'.repeat(100 * 1024)}`;

describe('production, without a key', () => {
  it('refuses text, signed in or not, before parsing: even a 100 kB document that would not parse', async () => {
    for (const cookie of [undefined, ada]) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      expect(await post({ query: '{ viewer { id } }' }, headers)).toEqual({
        status: 200,
        body: { errors: [TEXT_REFUSED] },
      });
      expect(await post({ query: BROKEN }, headers)).toEqual({
        status: 200,
        body: { errors: [TEXT_REFUSED] },
      });
    }
    // Text beside a hash (an APQ client registering a document) is text all the same.
    expect(
      (await post({ ...persistedBody(ViewerDocument), query: '{ viewer { id } }' }, { cookie: ada })).body,
    ).toEqual({
      errors: [TEXT_REFUSED],
    });
  });

  it('refuses text before costing or caching it: over the cost limit, it is still only text', async () => {
    const before = service.app.resultCache.stats();
    const costly = `{ project(key: "LAN") { ${Array.from({ length: 6 }, (_, i) => `a${i}: tasks(first: 200) { edges { node { comments(first: 200) { edges { node { id } } } } } }`).join(' ')} } }`;
    expect((await post({ query: costly }, { cookie: ada })).body).toEqual({ errors: [TEXT_REFUSED] });
    expect(service.app.resultCache.stats()).toEqual(before);
  });

  it('refuses a hash no release had, and anything that is not a SHA-256', async () => {
    for (const sha256Hash of ['0'.repeat(64), 'not-a-hash', hashOf(ViewerDocument).toUpperCase()]) {
      const body = { variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash } } };
      expect(await post(body, { cookie: ada })).toEqual({ status: 200, body: { errors: [UNKNOWN] } });
    }
  });

  it("runs the app's documents by hash, by POST and by GET; a mutation by GET stays refused", async () => {
    expect((await post(persistedBody(ViewerDocument), { cookie: ada })).body).toEqual({
      data: { viewer: expect.objectContaining({ email: 'ada@lanes.test' }) },
    });
    const board = persistedBody(BoardDocument, { key: 'LAN' });
    const search = new URLSearchParams({
      operationName: 'Board',
      variables: JSON.stringify(board['variables']),
      extensions: JSON.stringify(board['extensions']),
    });
    const get = await fetch(`${service.graphqlUrl}?${search.toString()}`, {
      headers: { cookie: ada, 'sec-fetch-site': 'same-origin' },
    });
    expect(((await get.json()) as Loose).data.project.key).toBe('LAN');
    const move = persistedBody(MoveTaskDocument, {});
    const mutationByGet = await fetch(
      `${service.graphqlUrl}?${new URLSearchParams({ variables: '{}', extensions: JSON.stringify(move['extensions']) })}`,
      { headers: { cookie: ada, 'x-graphql-csrf': '1' } },
    );
    expect(mutationByGet.status).toBe(405);
  });

  it('the same over SSE and WebSocket: by hash runs, text and unknown hashes are refused', async () => {
    const stream = await fetch(service.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: ada },
      body: JSON.stringify(persistedBody(BoardEventsDocument, { projectKey: 'LAN', after: 0 })),
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    await stream.body?.cancel();

    const client = createClient({
      url: service.wsUrl,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie: ada } });
        }
      },
      retryAttempts: 0,
    });
    const once = (payload: { query: string; extensions?: Record<string, unknown> }) =>
      new Promise((resolve) => {
        let value: unknown;
        client.subscribe(payload, {
          next: (v) => (value = v),
          error: (errors) => resolve({ errors }),
          complete: () => resolve(value),
        });
      });
    const viewer = persistedBody(ViewerDocument);
    expect(await once({ query: '', extensions: viewer['extensions'] as Record<string, unknown> })).toEqual({
      data: { viewer: expect.objectContaining({ email: 'ada@lanes.test' }) },
    });
    expect(await once({ query: '{ viewer { id } }' })).toEqual({ errors: [TEXT_REFUSED] });
    expect(
      await once({ query: '', extensions: { persistedQuery: { version: 1, sha256Hash: '1'.repeat(64) } } }),
    ).toEqual({ errors: [UNKNOWN] });
    await client.dispose();
  });

  it('with an API key, text runs, parsed as ever', async () => {
    const key = await keyFor(service.graphqlUrl, 'ada@lanes.test', 'READ', { cookie: ada });
    expect((await post({ query: '{ viewer { email } }' }, bearer(key))).body).toEqual({
      data: { viewer: { email: 'ada@lanes.test' } },
    });
    // The key's text is parsed, so the broken document is answered as what it is.
    expect((await post({ query: BROKEN }, bearer(key))).body.errors?.[0]).toMatchObject({
      message: 'Syntax Error: Expected Name, found "{".',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });
});

describe('development', () => {
  let development: TestService;
  beforeAll(async () => {
    development = await startService({ production: false });
  });
  afterAll(() => development.close());

  it('runs text as before, and documents by hash as well', async () => {
    const response = await fetch(development.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ demoAccounts { email } }' }),
    });
    expect(((await response.json()) as Loose).data.demoAccounts).toHaveLength(3);
  });
});

describe('releases', () => {
  const apps: App[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it("keeps every release's documents: an earlier build's hash runs on the next; an older instance learns a newer one", async () => {
    const current = readTrustedManifest();
    const viewerHash = hashOf(ViewerDocument);
    // The next release changed the Viewer document: its hash is another, and its manifest lacks the old one.
    const changed = `${current[viewerHash]!.slice(0, -1)} __typename }`;
    const nextHash = (await import('node:crypto')).createHash('sha256').update(changed).digest('hex');
    const next = Object.fromEntries(
      Object.entries(current).map(([hash, text]) =>
        hash === viewerHash ? [nextHash, changed] : [hash, text],
      ),
    );
    let clock = Date.now();
    const now = () => new Date(clock);
    const make = (manifest: Record<string, string>) => {
      const app = createApp({
        db: service.db,
        pubsub: service.pubsub,
        embedded: true,
        logLevel: 'error',
        passwordCost: TEST_PASSWORD_COST,
        now,
        trustedDocuments: manifest,
      });
      apps.push(app);
      return app;
    };
    const ask = (app: App, sha256Hash: string) =>
      Promise.resolve(
        app.yoga.fetch('http://127.0.0.1/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: ada },
          body: JSON.stringify({ variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
        }),
      ).then((r) => r.json() as Promise<Loose>);

    const earlier = make(current);
    expect((await ask(earlier, nextHash)).errors).toEqual([UNKNOWN]);
    const later = make(next);
    // The change queued under the earlier release still runs on the later one.
    expect((await ask(later, viewerHash)).data.viewer.email).toBe('ada@lanes.test');
    expect((await ask(later, nextHash)).data.viewer).toEqual(expect.objectContaining({ __typename: 'User' }));
    // The earlier instance looks again at most every 5 s, and then knows the later release's documents.
    expect((await ask(earlier, nextHash)).errors).toEqual([UNKNOWN]);
    clock += 5_000;
    expect((await ask(earlier, nextHash)).data.viewer.email).toBe('ada@lanes.test');
  });
});
