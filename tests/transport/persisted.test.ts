// The client's persisted form (`persistedQueries`), observed as the server receives it: a generated document goes by
// its build-time hash in the Automatic Persisted Queries form, byte for byte as Apollo's persisted-queries link over
// HttpLink sends it, by POST and by GET; the two refusals come back as GraphQL errors, and text follows an unknown hash
// only when the client was told to. The spec's default form is wire.test.ts's, unchanged.
import { execute, gql, HttpLink } from '@apollo/client/core/index.js';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries/index.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BoardEventsDocument, ViewerDocument } from '../../generated/hooks';
import { createGraphQLClient, generatedDocument, type OperationMeta } from '../../src/lib/graphql';
import { jsonReply, startExactServer, type ExactServer } from '../support/exact-server';

let server: ExactServer;
beforeAll(async () => {
  server = await startExactServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  server.respondWith(jsonReply('{"data":{}}'));
});

const meta = ViewerDocument.__meta__ as { hash: string; query: string };
const HASH = meta.hash;
const EXTENSIONS = `{"persistedQuery":{"version":1,"sha256Hash":"${HASH}"}}`;

/** What Apollo Client 3 sends for the same document, with its persisted-queries link given the same hash. */
async function apolloRequest(useGET: boolean) {
  const link = createPersistedQueryLink({ generateHash: () => HASH, useGETForHashedQueries: useGET }).concat(
    new HttpLink({ uri: server.url, fetch }),
  );
  await new Promise<void>((resolve, reject) => {
    execute(link, { query: gql(meta.query), variables: {} }).subscribe({
      complete: resolve,
      error: reject,
    });
  });
  const request = server.onlyRequest();
  server.reset();
  return request;
}

describe('by hash', () => {
  it('POSTs the operation name, variables and the hash, and no query: the bytes Apollo sends', async () => {
    await createGraphQLClient({ uri: server.url, persistedQueries: true }).execute(ViewerDocument);
    const ours = server.onlyRequest();
    server.reset();
    expect(ours.method).toBe('POST');
    expect(ours.body.toString()).toBe(`{"operationName":"Viewer","variables":{},"extensions":${EXTENSIONS}}`);
    const apollo = await apolloRequest(false);
    expect(ours.body.toString()).toBe(apollo.body.toString());
    expect(ours.headers.filter(([name]) => name === 'accept' || name === 'content-type')).toEqual(
      apollo.headers.filter(([name]) => name === 'accept' || name === 'content-type'),
    );
  });

  it('GETs a query with operationName, variables and extensions encoded, no query: the URL Apollo sends', async () => {
    const client = createGraphQLClient({ uri: server.url, persistedQueries: true, useGETForQueries: true });
    await client.execute(ViewerDocument);
    const ours = server.onlyRequest();
    server.reset();
    expect(ours.method).toBe('GET');
    expect(ours.target).toBe(
      `/graphql?operationName=Viewer&variables=%7B%7D&extensions=${encodeURIComponent(EXTENSIONS)}`,
    );
    expect(ours.target).toBe((await apolloRequest(true)).target);
  });

  it('sends a document built without its text (the browser build) by hash, and says so if asked to send text', async () => {
    const { query: _text, ...rest } = ViewerDocument.__meta__;
    const hashOnly = generatedDocument<unknown, { unused: number }>(rest as unknown as OperationMeta);
    await createGraphQLClient({ uri: server.url, persistedQueries: true }).execute(hashOnly, {
      variables: { unused: 1 },
    });
    expect(server.onlyRequest().body.toString()).toBe(
      `{"operationName":"Viewer","variables":{"unused":1},"extensions":${EXTENSIONS}}`,
    );
    server.reset();
    await expect(
      createGraphQLClient({ uri: server.url }).execute(hashOnly, { variables: { unused: 1 } }),
    ).rejects.toThrow('A document built without its text goes by hash only (persistedQueries)');
    expect(server.requests).toEqual([]);
  });

  it('sends a plain-string document as text, since it has no build-time hash', async () => {
    await createGraphQLClient({ uri: server.url, persistedQueries: true }).execute(
      'query Q { viewer { id } }',
    );
    expect(server.onlyRequest().body.toString()).toBe(
      '{"operationName":"Q","variables":{},"query":"query Q {\\n  viewer {\\n    id\\n  }\\n}"}',
    );
  });
});

describe('the refusals', () => {
  const NOT_FOUND =
    '{"errors":[{"message":"PersistedQueryNotFound","extensions":{"code":"PERSISTED_QUERY_NOT_FOUND"}}]}';
  const ONLY = '{"errors":[{"message":"Text refused","extensions":{"code":"PERSISTED_QUERY_ONLY"}}]}';

  it('answers an unknown hash with its error and sends no text (production: one request)', async () => {
    server.respondWith(jsonReply(NOT_FOUND));
    const result = await createGraphQLClient({ uri: server.url, persistedQueries: true }).execute(
      ViewerDocument,
    );
    expect(result).toEqual(JSON.parse(NOT_FOUND));
    expect(server.requests).toHaveLength(1);
    expect(server.onlyRequest().body.toString()).not.toContain('"query"');
  });

  it('sends the text once, with the hash, after an unknown hash when told to (development)', async () => {
    server.respondWith((request) =>
      request.body.toString().includes('"query"')
        ? jsonReply('{"data":{"viewer":null}}')
        : jsonReply(NOT_FOUND),
    );
    const client = createGraphQLClient({ uri: server.url, persistedQueries: { retryWithText: true } });
    expect(await client.execute(ViewerDocument)).toEqual({ data: { viewer: null } });
    expect(server.requests.map((r) => r.body.toString())).toEqual([
      `{"operationName":"Viewer","variables":{},"extensions":${EXTENSIONS}}`,
      `{"operationName":"Viewer","variables":{},"extensions":${EXTENSIONS},"query":${JSON.stringify(meta.query)}}`,
    ]);
  });

  it('answers PERSISTED_QUERY_ONLY with its error and never retries, even when told to send text', async () => {
    server.respondWith(jsonReply(ONLY));
    const client = createGraphQLClient({ uri: server.url, persistedQueries: { retryWithText: true } });
    expect(await client.execute(ViewerDocument)).toEqual(JSON.parse(ONLY));
    expect(server.requests).toHaveLength(1);
  });
});

describe('subscriptions by hash', () => {
  it('SSE: POSTs the hash in extensions and no query', async () => {
    server.respondWith({
      status: 200,
      headers: [['content-type', 'text/event-stream']],
      body: 'event: next\ndata: {"data":{"boardEvents":null}}\n\nevent: complete\ndata:\n\n',
    });
    const client = createGraphQLClient({ uri: server.url, persistedQueries: true });
    const observable = client.subscribe(BoardEventsDocument, { variables: { projectKey: 'LAN', after: 0 } });
    observable.subscribe({});
    await observable.promise;
    const hash = (BoardEventsDocument.__meta__ as { hash: string }).hash;
    expect(server.onlyRequest().body.toString()).toBe(
      `{"operationName":"BoardEvents","variables":{"projectKey":"LAN","after":0},` +
        `"extensions":{"persistedQuery":{"version":1,"sha256Hash":"${hash}"}}}`,
    );
  });
});
