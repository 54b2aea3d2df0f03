// The spec's transport (§7) and issue 3's "On the wire" rows, one test each, observed as the server receives them.
import { parse, print } from 'graphql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ViewerDocument } from '../../generated/graphql';
import { createGraphQLClient, type FetchLike, type Operation } from '../../src/lib/graphql';
import { jsonReply, startExactServer, type ExactServer } from '../support/exact-server';

let server: ExactServer;
let host: string;

beforeAll(async () => {
  server = await startExactServer();
  host = server.origin.slice('http://'.length);
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  server.respondWith(jsonReply('{"data":{}}'));
  vi.unstubAllGlobals();
});

/** What Node 20's fetch (undici) sends around the client's own headers, in its order. */
function wireHeaders(own: Array<[string, string]>, contentLength?: number): Array<[string, string]> {
  return [
    ['host', host],
    ['connection', 'keep-alive'],
    ...own,
    ['accept-language', '*'],
    ['sec-fetch-mode', 'cors'],
    ['user-agent', 'node'],
    ['accept-encoding', 'gzip, deflate'],
    ...(contentLength === undefined
      ? []
      : ([['content-length', String(contentLength)]] as Array<[string, string]>)),
  ];
}

const DEFAULTS: Array<[string, string]> = [
  ['accept', '*/*'],
  ['content-type', 'application/json'],
];

/** A fetch that resolves relative URIs against the test server and records what the client handed it. */
function recordingFetch() {
  const calls: Array<{ input: string; init: RequestInit }> = [];
  const fetchImpl: FetchLike = (input, init) => {
    calls.push({ input, init });
    return fetch(new URL(input, server.origin), init);
  };
  return { calls, fetchImpl };
}

const VIEWER = 'query Viewer { viewer { id } }';
const VIEWER_PRINTED = 'query Viewer {\n  viewer {\n    id\n  }\n}';

describe('POST', () => {
  it('sends method, path, every header and the body bytes exactly', async () => {
    const client = createGraphQLClient({ uri: server.url });
    await client.execute(VIEWER);
    const request = server.onlyRequest();
    const body = `{"operationName":"Viewer","variables":{},"query":${JSON.stringify(VIEWER_PRINTED)}}`;
    expect(request.method).toBe('POST');
    expect(request.target).toBe('/graphql');
    expect(request.headers).toEqual(wireHeaders(DEFAULTS, Buffer.byteLength(body)));
    expect(request.body.toString('utf8')).toBe(body);
  });

  it('defaults the URI to the relative /graphql and passes it to fetch unchanged', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const client = createGraphQLClient({ fetch: fetchImpl });
    await client.execute(VIEWER);
    expect(calls.map((c) => c.input)).toEqual(['/graphql']);
    expect(server.onlyRequest().target).toBe('/graphql');
  });

  it('passes a configured relative URI to fetch unchanged', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const client = createGraphQLClient({ uri: 'api/graphql?v=2', fetch: fetchImpl });
    await client.execute(VIEWER);
    expect(calls.map((c) => c.input)).toEqual(['api/graphql?v=2']);
    expect(server.onlyRequest().target).toBe('/api/graphql?v=2');
  });

  it('calls a uri function with the operation', async () => {
    const seen: Operation[] = [];
    const client = createGraphQLClient({
      uri: (operation) => {
        seen.push(operation);
        return `${server.origin}/by-name/${operation.operationName}`;
      },
    });
    await client.execute('query Board($key: String!) { project(key: $key) { id } }', {
      variables: { key: 'LAN' },
      extensions: { trace: true },
      context: { headers: { 'x-a': '1' } },
    });
    expect(seen).toEqual([
      {
        operationName: 'Board',
        operationType: 'query',
        query: 'query Board($key: String!) {\n  project(key: $key) {\n    id\n  }\n}',
        variables: { key: 'LAN' },
        extensions: { trace: true },
        context: { headers: { 'x-a': '1' } },
      },
    ]);
    expect(server.onlyRequest().target).toBe('/by-name/Board');
  });

  it('lets context.uri win over the configured uri, string or function', async () => {
    const uriFunction = vi.fn(() => `${server.origin}/configured`);
    await createGraphQLClient({ uri: uriFunction }).execute(VIEWER, {
      context: { uri: `${server.origin}/ctx-1` },
    });
    await createGraphQLClient({ uri: `${server.origin}/configured` }).execute(VIEWER, {
      context: { uri: `${server.origin}/ctx-2` },
    });
    expect(uriFunction).not.toHaveBeenCalled();
    expect(server.requests.map((r) => r.target)).toEqual(['/ctx-1', '/ctx-2']);
  });

  it('sends variables as given, unused ones included, in operationName, variables, query order', async () => {
    const client = createGraphQLClient({ uri: server.url });
    await client.execute('query Task($id: ID!) { task(id: $id) { id } }', {
      variables: { id: 't1', unused: [1, 'two', null], nested: { b: 2, a: 1 } },
    });
    expect(server.onlyRequest().body.toString()).toBe(
      '{"operationName":"Task","variables":{"id":"t1","unused":[1,"two",null],"nested":{"b":2,"a":1}},' +
        '"query":"query Task($id: ID!) {\\n  task(id: $id) {\\n    id\\n  }\\n}"}',
    );
  });

  it('sends variables as {} when none are given', async () => {
    await createGraphQLClient({ uri: server.url }).execute(VIEWER);
    expect(JSON.parse(server.onlyRequest().body.toString())).toEqual({
      operationName: 'Viewer',
      variables: {},
      query: VIEWER_PRINTED,
    });
    expect(server.onlyRequest().body.toString()).toContain('"variables":{},');
  });

  it('leaves operationName out for an anonymous operation', async () => {
    await createGraphQLClient({ uri: server.url }).execute('{ viewer { id } }');
    expect(server.onlyRequest().body.toString()).toBe(
      '{"variables":{},"query":"{\\n  viewer {\\n    id\\n  }\\n}"}',
    );
  });

  it('leaves extensions out unless included', async () => {
    await createGraphQLClient({ uri: server.url }).execute(VIEWER, { extensions: { persisted: 1 } });
    expect(server.onlyRequest().body.toString()).toBe(
      `{"operationName":"Viewer","variables":{},"query":${JSON.stringify(VIEWER_PRINTED)}}`,
    );
  });

  it('includes extensions between variables and query when the configuration says so', async () => {
    await createGraphQLClient({ uri: server.url, includeExtensions: true }).execute(VIEWER, {
      variables: { a: 1 },
      extensions: { persisted: 1 },
    });
    expect(server.onlyRequest().body.toString()).toBe(
      `{"operationName":"Viewer","variables":{"a":1},"extensions":{"persisted":1},"query":${JSON.stringify(VIEWER_PRINTED)}}`,
    );
  });

  it('includes extensions when context.http says so, as {} when none are given', async () => {
    await createGraphQLClient({ uri: server.url }).execute(VIEWER, {
      context: { http: { includeExtensions: true } },
    });
    expect(server.onlyRequest().body.toString()).toBe(
      `{"operationName":"Viewer","variables":{},"extensions":{},"query":${JSON.stringify(VIEWER_PRINTED)}}`,
    );
  });

  it('lets context.http turn extensions off when the configuration includes them', async () => {
    await createGraphQLClient({ uri: server.url, includeExtensions: true }).execute(VIEWER, {
      extensions: { a: 1 },
      context: { http: { includeExtensions: false } },
    });
    expect(server.onlyRequest().body.toString()).not.toContain('extensions');
  });

  it('sends the canonical print() of a plain string document, whatever its layout', async () => {
    const messy = '\n   query   Viewer{viewer{\n\n id ,  }}  # trailing comment\n';
    await createGraphQLClient({ uri: server.url }).execute(messy);
    expect(JSON.parse(server.onlyRequest().body.toString()).query).toBe(VIEWER_PRINTED);
  });

  it('sends the build-time canonical text of a generated document, a fixed point of print()', async () => {
    await createGraphQLClient({ uri: server.url }).execute(ViewerDocument);
    const sent = JSON.parse(server.onlyRequest().body.toString()) as { query: string; operationName: string };
    expect(sent.operationName).toBe('Viewer');
    expect(sent.query).toBe(ViewerDocument.__meta__?.['query']);
    // The generated source is indented (and codegen adds __typename on the wire); the text sent is print()'s own.
    expect(String(ViewerDocument)).not.toBe(sent.query);
    expect(print(parse(sent.query))).toBe(sent.query);
  });

  it('keeps a field whose name and arguments are exactly 80 characters on one line', async () => {
    const field = `f(a: "${'x'.repeat(72)}")`;
    expect(field).toHaveLength(80);
    await createGraphQLClient({ uri: server.url }).execute(`query Q { ${field} }`);
    expect(JSON.parse(server.onlyRequest().body.toString()).query).toBe(`query Q {\n  ${field}\n}`);
  });

  it('puts one argument per line when the name and arguments are 81 characters', async () => {
    const field = `f(a: "${'x'.repeat(73)}")`;
    expect(field).toHaveLength(81);
    await createGraphQLClient({ uri: server.url }).execute(`query Q { ${field} }`);
    expect(JSON.parse(server.onlyRequest().body.toString()).query).toBe(
      `query Q {\n  f(\n    a: "${'x'.repeat(73)}"\n  )\n}`,
    );
  });

  it('counts an alias in the 80 characters and splits several arguments one per line', async () => {
    const oneLine = `al: g(first: 1, after: "${'c'.repeat(54)}")`;
    expect(oneLine).toHaveLength(80);
    const split = `al: g(first: 1, after: "${'c'.repeat(55)}")`;
    await createGraphQLClient({ uri: server.url }).execute(`query Q { ${oneLine} bb: ${split.slice(4)} }`);
    expect(JSON.parse(server.onlyRequest().body.toString()).query).toBe(
      `query Q {\n  ${oneLine}\n  bb: g(\n    first: 1\n    after: "${'c'.repeat(55)}"\n  )\n}`,
    );
  });
});

describe('headers', () => {
  it('lower-cases names and lets configured headers override the defaults case-insensitively, each sent once', async () => {
    const client = createGraphQLClient({
      uri: server.url,
      headers: { Accept: 'application/graphql-response+json', 'X-Team': 'lanes' },
    });
    await client.execute(VIEWER);
    const request = server.onlyRequest();
    expect(request.headers).toEqual(
      wireHeaders(
        [
          ['accept', 'application/graphql-response+json'],
          ['content-type', 'application/json'],
          ['x-team', 'lanes'],
        ],
        request.body.length,
      ),
    );
  });

  it('lets per-call context headers override both, case-insensitively', async () => {
    const client = createGraphQLClient({
      uri: server.url,
      headers: { 'x-team': 'configured', 'CONTENT-TYPE': 'application/json; charset=utf-8' },
    });
    await client.execute(VIEWER, {
      context: { headers: { 'X-TEAM': 'context', ACCEPT: 'application/json' } },
    });
    const request = server.onlyRequest();
    expect(request.headers).toEqual(
      wireHeaders(
        [
          ['accept', 'application/json'],
          ['content-type', 'application/json; charset=utf-8'],
          ['x-team', 'context'],
        ],
        request.body.length,
      ),
    );
  });

  it('collapses names differing only in case within one source to the last value', async () => {
    const client = createGraphQLClient({ uri: server.url, headers: { 'x-dup': 'first', 'X-Dup': 'second' } });
    await client.execute(VIEWER);
    const dup = server.onlyRequest().headers.filter(([name]) => name.toLowerCase() === 'x-dup');
    expect(dup).toEqual([['x-dup', 'second']]);
  });

  it('calls a headers function once per request', async () => {
    let n = 0;
    const client = createGraphQLClient({ uri: server.url, headers: () => ({ 'x-request': String(++n) }) });
    await client.execute(VIEWER);
    await client.execute(VIEWER);
    expect(server.requests.map((r) => r.headers.find(([name]) => name === 'x-request')?.[1])).toEqual([
      '1',
      '2',
    ]);
  });
});

describe('credentials and fetchOptions', () => {
  it('layers configuration, then context, with context winning', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const client = createGraphQLClient({
      uri: server.url,
      fetch: fetchImpl,
      credentials: 'include',
      fetchOptions: { cache: 'no-store', referrerPolicy: 'no-referrer', mode: 'cors' },
    });
    await client.execute(VIEWER);
    await client.execute(VIEWER, {
      context: { credentials: 'omit', fetchOptions: { cache: 'reload', mode: 'same-origin' } },
    });
    await client.execute(VIEWER, { context: { fetchOptions: { credentials: 'same-origin' } } });
    const picked = calls.map(({ init }) => ({
      method: init.method,
      credentials: init.credentials,
      cache: init.cache,
      mode: init.mode,
      referrerPolicy: init.referrerPolicy,
    }));
    expect(picked).toEqual([
      {
        method: 'POST',
        credentials: 'include',
        cache: 'no-store',
        mode: 'cors',
        referrerPolicy: 'no-referrer',
      },
      {
        method: 'POST',
        credentials: 'omit',
        cache: 'reload',
        mode: 'same-origin',
        referrerPolicy: 'no-referrer',
      },
      {
        method: 'POST',
        credentials: 'same-origin',
        cache: 'no-store',
        mode: 'cors',
        referrerPolicy: 'no-referrer',
      },
    ]);
    expect(calls[0]?.init.headers).toEqual({ accept: '*/*', 'content-type': 'application/json' });
  });
});

describe('GET for queries', () => {
  const SEARCH = 'query Search($n: Int) { search(text: "a b+c&d#e=f?g/é✓ %20") { id } }';
  const SEARCH_PRINTED = 'query Search($n: Int) {\n  search(text: "a b+c&d#e=f?g/é✓ %20") {\n    id\n  }\n}';

  it('encodes query, operationName and variables with encodeURIComponent, in that order, with no body', async () => {
    const client = createGraphQLClient({ uri: server.url, useGETForQueries: true });
    await client.execute(SEARCH, { variables: { n: 1 } });
    const request = server.onlyRequest();
    expect(request.method).toBe('GET');
    expect(request.target).toBe(
      '/graphql?query=query%20Search(%24n%3A%20Int)%20%7B%0A%20%20search(text%3A%20%22a%20b%2Bc%26d%23e%3Df%3Fg%2F%C3%A9%E2%9C%93%20%2520%22)%20%7B%0A%20%20%20%20id%0A%20%20%7D%0A%7D' +
        '&operationName=Search&variables=%7B%22n%22%3A1%7D',
    );
    expect(request.headers).toEqual(wireHeaders(DEFAULTS));
    expect(request.body.length).toBe(0);
    const params = new URL(request.target, server.origin).searchParams;
    expect([...params.keys()]).toEqual(['query', 'operationName', 'variables']);
    expect(params.get('query')).toBe(SEARCH_PRINTED);
  });

  it('appends extensions last, only when included', async () => {
    const client = createGraphQLClient({ uri: server.url, useGETForQueries: true, includeExtensions: true });
    await client.execute(VIEWER, { extensions: { persistedQuery: { version: 1 } } });
    expect(server.onlyRequest().target).toBe(
      `/graphql?query=${encodeURIComponent(VIEWER_PRINTED)}&operationName=Viewer&variables=%7B%7D` +
        '&extensions=%7B%22persistedQuery%22%3A%7B%22version%22%3A1%7D%7D',
    );
  });

  it('leaves operationName out for an anonymous query', async () => {
    await createGraphQLClient({ uri: server.url, useGETForQueries: true }).execute('{ viewer { id } }');
    expect(server.onlyRequest().target).toBe(
      '/graphql?query=%7B%0A%20%20viewer%20%7B%0A%20%20%20%20id%0A%20%20%7D%0A%7D&variables=%7B%7D',
    );
  });

  it('joins with & when the URI already has a search string', async () => {
    await createGraphQLClient({ uri: `${server.url}?x=1`, useGETForQueries: true }).execute(VIEWER);
    expect(server.onlyRequest().target).toBe(
      `/graphql?x=1&query=${encodeURIComponent(VIEWER_PRINTED)}&operationName=Viewer&variables=%7B%7D`,
    );
  });

  it('keeps a #fragment at the end of the URI it gives fetch', async () => {
    const { calls, fetchImpl } = recordingFetch();
    const client = createGraphQLClient({
      uri: '/graphql?x=1#frag',
      useGETForQueries: true,
      fetch: fetchImpl,
    });
    await client.execute(VIEWER);
    const params = `query=${encodeURIComponent(VIEWER_PRINTED)}&operationName=Viewer&variables=%7B%7D`;
    expect(calls.map((c) => c.input)).toEqual([`/graphql?x=1&${params}#frag`]);
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.method).toBe('GET');
    // fetch never sends the fragment
    expect(server.onlyRequest().target).toBe(`/graphql?x=1&${params}`);
  });

  it('keeps mutations on POST', async () => {
    const client = createGraphQLClient({ uri: server.url, useGETForQueries: true });
    await client.execute('mutation SignOut { signOut }');
    const request = server.onlyRequest();
    expect(request.method).toBe('POST');
    expect(request.target).toBe('/graphql');
    expect(request.body.toString()).toBe(
      '{"operationName":"SignOut","variables":{},"query":"mutation SignOut {\\n  signOut\\n}"}',
    );
  });

  it('keeps mutations on POST even when fetchOptions ask for GET', async () => {
    const client = createGraphQLClient({ uri: server.url, fetchOptions: { method: 'GET' } });
    await client.execute('mutation SignOut { signOut }');
    await client.execute(VIEWER);
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
  });
});

describe('cancellation', () => {
  it('aborts the HTTP request when the signal aborts and rejects with the AbortError', async () => {
    server.respondWith(() => 'hold');
    const client = createGraphQLClient({ uri: server.url });
    const controller = new AbortController();
    const arrived = server.nextRequest();
    const pending = client.execute(VIEWER, { signal: controller.signal });
    const request = await arrived;
    controller.abort();
    const error = await pending.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect((error as DOMException).message).toBe('This operation was aborted');
    await request.closedEarly;
  });

  it('rejects with the AbortError without sending when the signal is already aborted', async () => {
    const client = createGraphQLClient({ uri: server.url });
    await expect(client.execute(VIEWER, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
      message: 'This operation was aborted',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('aborts through a signal in fetchOptions too', async () => {
    server.respondWith(() => 'hold');
    const controller = new AbortController();
    const client = createGraphQLClient({ uri: server.url, fetchOptions: { signal: controller.signal } });
    const perCall = new AbortController();
    const arrived = server.nextRequest();
    const pending = client.execute(VIEWER, { signal: perCall.signal });
    const request = await arrived;
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await request.closedEarly;
  });
});

describe('fetch lookup', () => {
  it('uses the global fetch found at call time, not at creation', async () => {
    const client = createGraphQLClient({ uri: server.url });
    const original = globalThis.fetch;
    const seen: string[] = [];
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      seen.push(input);
      return original(input, init);
    });
    await client.execute(VIEWER);
    expect(seen).toEqual([server.url]);
    expect(server.requests).toHaveLength(1);
  });
});
