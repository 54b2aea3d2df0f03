// The service's request limits against the real service on a loopback port: the 256 KB body (HTTP and WebSocket),
// the document limits (tokens, depth, aliases, directives, cost) over HTTP, SSE and WebSocket alike, the invalid-JSON
// answer, and production mode (no suggestions, no introspection) against development mode.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/limits/limits';
import {
  bodyRefused,
  deepQueryText,
  hugeBody,
  hugeWebSocketMessage,
  oversizeWebSocketFrame,
} from '../support/abuse';
import { bearer, keyFor } from '../support/api-keys';
import { startService, type GraphQLResponseBody, type TestService } from '../support/service';

let service: TestService;
let ada: string;
beforeAll(async () => {
  service = await startService();
  ada = await service.signIn('ada@lanes.test');
});
afterAll(() => service.close());

const KB = 1024;

/** A POST whose body is exactly `bytes` long: a valid query padded with a variable the operation ignores. */
function paddedBody(bytes: number): string {
  const head = '{"query":"{ demoAccounts { email } }","variables":{"pad":"';
  const tail = '"}}';
  return head + 'x'.repeat(bytes - head.length - tail.length) + tail;
}

async function postRaw(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(service.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('request body', () => {
  it('takes a body of exactly 256 KB', async () => {
    const { status, body } = await postRaw(paddedBody(DEFAULT_LIMITS.bodyBytes));
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        demoAccounts: [
          { email: 'ada@lanes.test' },
          { email: 'grace@lanes.test' },
          { email: 'linus@lanes.test' },
        ],
      },
    });
  });

  it('refuses one byte more with 413, by its Content-Length', async () => {
    const { status, body } = await postRaw(paddedBody(DEFAULT_LIMITS.bodyBytes + 1));
    expect(status).toBe(413);
    expect(body).toEqual({
      errors: [{ message: 'Request body too large', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }],
    });
  });

  it('answers a declared 24 MB body with 413 before the client has sent it', async () => {
    const refusal = await hugeBody(service.url, 24 * KB * KB);
    expect(bodyRefused(refusal), JSON.stringify(refusal)).toBe(true);
    expect(refusal.bytesSent).toBeLessThan(24 * KB * KB);
  });

  it('refuses a chunked body (no Content-Length) once the streamed bytes pass 256 KB', async () => {
    const refusal = await hugeBody(service.url, 24 * KB * KB, { chunked: true });
    expect(bodyRefused(refusal), JSON.stringify(refusal)).toBe(true);
    expect(refusal.bytesSent).toBeLessThan(24 * KB * KB);
  });

  it('does not quote a malformed JSON body back', async () => {
    const { status, body } = await postRaw('{"query": "{ viewer { id } }", "password": "hunter2');
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});

describe('WebSocket message size', () => {
  it('closes the socket with 1009 on a message over 256 KB (a 40 MB subscribe)', async () => {
    expect(await hugeWebSocketMessage(service.url, 40 * KB * KB)).toMatchObject({ closeCode: 1009 });
  });

  it('closes it on the header of such a frame, without waiting for its bytes', async () => {
    expect(await oversizeWebSocketFrame(service.url, 40 * KB * KB)).toMatchObject({ closeCode: 1009 });
  });

  it('takes a message just under the limit', async () => {
    const client = wsClient(ada);
    try {
      const pad = 'x'.repeat(DEFAULT_LIMITS.bodyBytes - 200);
      const result = await wsQuery(client, '{ viewer { name } }', { pad });
      expect(result).toEqual({ data: { viewer: { name: 'Ada Lovelace' } } });
    } finally {
      await client.dispose();
    }
  });
});

// Each refusal as the three transports carry it.
const tooManyTokens = `{ viewer { ${'id '.repeat(DEFAULT_LIMITS.tokens)}} }`;
const tooDeep = deepQueryText('LAN', 3);
const tooManyAliases = `{ ${Array.from({ length: DEFAULT_LIMITS.aliases + 1 }, (_, i) => `a${i}: viewer { id }`).join(' ')} }`;
const tooManyDirectives = `{ viewer { ${'id @include(if: true) '.repeat(DEFAULT_LIMITS.directives + 1)}} }`;
// Two pages of 200 nested: depth 10 passes, 200 × 200 tasks do not.
const tooCostly = deepQueryText('LAN', 2);

const refusals: [string, string, { message: string; extensions: { code: string } }][] = [
  [
    'tokens',
    tooManyTokens,
    { message: `Token limit of ${DEFAULT_LIMITS.tokens} exceeded.`, extensions: { code: 'TOKEN_LIMIT' } },
  ],
  [
    'depth',
    tooDeep,
    {
      message: `Query depth limit of ${DEFAULT_LIMITS.depth} exceeded, found 14.`,
      extensions: { code: 'DEPTH_LIMIT' },
    },
  ],
  [
    'aliases',
    tooManyAliases,
    {
      message: `Aliases limit of ${DEFAULT_LIMITS.aliases} exceeded, found ${DEFAULT_LIMITS.aliases + 1}.`,
      extensions: { code: 'ALIAS_LIMIT' },
    },
  ],
  [
    'directives',
    tooManyDirectives,
    {
      message: `Directives limit of ${DEFAULT_LIMITS.directives} exceeded, found ${DEFAULT_LIMITS.directives + 1}.`,
      extensions: { code: 'DIRECTIVE_LIMIT' },
    },
  ],
  [
    'cost',
    tooCostly,
    {
      message: `Query cost limit of ${DEFAULT_LIMITS.cost} exceeded, found 682803.`,
      extensions: { code: 'COST_LIMIT' },
    },
  ],
];

describe.each(refusals)('the %s limit', (_name, query, error) => {
  it('refuses the query over HTTP before it runs', async () => {
    const { body } = await postRaw(JSON.stringify({ query }), { cookie: ada });
    expect(body).toEqual({ errors: [error] });
  });

  it('refuses it over WebSocket', async () => {
    const client = wsClient(ada);
    try {
      await expect(wsQuery(client, query)).rejects.toEqual([expect.objectContaining(error)]);
    } finally {
      await client.dispose();
    }
  });

  it('refuses it over SSE', async () => {
    const response = await fetch(service.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie: ada },
      body: JSON.stringify({ query }),
    });
    const text = await response.text();
    const payload = /^event: next\ndata: (.*)$/m.exec(text)?.[1];
    expect(JSON.parse(payload ?? 'null')).toEqual({ errors: [error] });
  });
});

describe('the cost limit counts pages of subscriptions too', () => {
  it('refuses a board subscription that selects two nested pages of 200', async () => {
    const subscription = `subscription { boardEvents(projectKey: "LAN") { project {
      tasks(first: 200) { edges { node { project { tasks(first: 200) { edges { node { id } } } } } } } } } }`;
    const client = wsClient(ada);
    try {
      await expect(wsQuery(client, subscription)).rejects.toEqual([
        expect.objectContaining({
          message: `Query cost limit of ${DEFAULT_LIMITS.cost} exceeded, found 120803.`,
          extensions: { code: 'COST_LIMIT' },
        }),
      ]);
    } finally {
      await client.dispose();
    }
  });
});

describe('production and development modes', () => {
  let development: TestService;
  let production: TestService;
  let key: string;
  beforeAll(async () => {
    development = await startService({ production: false });
    production = await startService({ production: true });
    // Production reads text only with an API key: a script's documents, which the rules below hold for.
    key = await keyFor(production.graphqlUrl, 'ada@lanes.test', 'READ');
  });
  afterAll(async () => {
    await development.close();
    await production.close();
  });
  const inProduction = async (query: string) => {
    const response = await fetch(production.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(key) },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as GraphQLResponseBody<Record<string, unknown>>;
  };

  it('production hides field suggestions', async () => {
    expect(await inProduction('{ viewr { id } }')).toEqual({
      errors: [
        {
          message: 'Cannot query field "viewr" on type "Query".',
          locations: [{ line: 1, column: 3 }],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ],
    });
  });

  it('production refuses introspection', async () => {
    const body = await inProduction('{ __schema { queryType { name } } }');
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message:
        'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('development suggests fields and answers introspection', async () => {
    expect((await development.request('{ viewr { id } }')).errors?.[0]?.message).toBe(
      'Cannot query field "viewr" on type "Query". Did you mean "viewer"?',
    );
    expect(await development.request('{ __schema { queryType { name } } }')).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
  });
});

function wsClient(cookie: string): Client {
  return createClient({
    url: service.wsUrl,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
}

/** Runs one operation over graphql-ws: resolves with its single result, rejects with the errors it was refused with. */
function wsQuery(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let result: { errors?: unknown } | undefined;
    client.subscribe(
      { query, variables },
      {
        next: (value) => void (result = value as { errors?: unknown }),
        error: reject,
        complete: () => (result?.errors ? reject(result.errors) : resolve(result)),
      },
    );
  });
}
