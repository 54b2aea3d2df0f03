// The spec's error catalogue (§8) and issue 3's "Errors" rows: the status first, then the body, parsed once.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGraphQLClient, ServerError, ServerParseError } from '../../src/lib/graphql';
import { JSON_HEADERS, jsonReply, startExactServer, type ExactServer } from '../support/exact-server';

let server: ExactServer;

beforeAll(async () => {
  server = await startExactServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.reset();
  vi.restoreAllMocks();
});

const VIEWER = 'query Viewer { viewer { id } }';

async function failure(document = VIEWER): Promise<unknown> {
  return createGraphQLClient({ uri: server.url })
    .execute(document)
    .then(
      (result) => {
        throw new Error(`expected a rejection, got ${JSON.stringify(result)}`);
      },
      (error: unknown) => error,
    );
}

function expectServerError(error: unknown, message: string, statusCode: number, result: unknown) {
  expect(error).toBeInstanceOf(ServerError);
  const e = error as ServerError;
  expect(e.name).toBe('ServerError');
  expect(e.message).toBe(message);
  expect(e.statusCode).toBe(statusCode);
  expect(e.response).toBeInstanceOf(Response);
  expect(e.response.status).toBe(statusCode);
  expect(e.result).toEqual(result);
}

function expectParseError(error: unknown, message: string, statusCode: number, bodyText: string) {
  expect(error).toBeInstanceOf(ServerParseError);
  const e = error as ServerParseError;
  expect(e.name).toBe('ServerParseError');
  expect(e.message).toBe(message);
  expect(e.statusCode).toBe(statusCode);
  expect(e.response.status).toBe(statusCode);
  expect(e.bodyText).toBe(bodyText);
  expect(e.cause).toBeInstanceOf(SyntaxError);
}

describe('status 300 or above', () => {
  it('is a ServerError carrying the parsed JSON body', async () => {
    server.respondWith(jsonReply('{"errors":[{"message":"boom"}]}', 500));
    expectServerError(await failure(), 'Response not successful: Received status code 500', 500, {
      errors: [{ message: 'boom' }],
    });
  });

  it("is a ServerError carrying the body text when it is not JSON (a proxy's HTML page)", async () => {
    const html = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    server.respondWith({ status: 502, headers: [['content-type', 'text/html']], body: html });
    expectServerError(await failure(), 'Response not successful: Received status code 502', 502, html);
  });

  it('starts at exactly 300, even with a GraphQL-looking body', async () => {
    server.respondWith(jsonReply('{"data":{"viewer":null}}', 300));
    expectServerError(await failure(), 'Response not successful: Received status code 300', 300, {
      data: { viewer: null },
    });
  });

  it('checks the status before the body: a 4xx with an empty body is a ServerError, not a parse error', async () => {
    server.respondWith({ status: 401, body: '' });
    expectServerError(await failure(), 'Response not successful: Received status code 401', 401, '');
  });

  it('keeps the body out of the message', async () => {
    const big = JSON.stringify({ errors: [{ message: 'x'.repeat(10_000) }] });
    server.respondWith(jsonReply(big, 503));
    const error = (await failure()) as ServerError;
    expect(error.message).toBe('Response not successful: Received status code 503');
  });
});

describe('status below 300 and a body that is not JSON', () => {
  it('is a ServerParseError with the parser message, even when labelled application/json', async () => {
    server.respondWith(jsonReply('<html>hi</html>'));
    expectParseError(
      await failure(),
      `Unexpected token '<', "<html>hi</html>" is not valid JSON`,
      200,
      '<html>hi</html>',
    );
  });

  it('is a ServerParseError for an empty 200', async () => {
    server.respondWith({ status: 200, body: '' });
    expectParseError(await failure(), 'Unexpected end of JSON input', 200, '');
  });

  it('is a ServerParseError for a 204, which has no body', async () => {
    server.respondWith({ status: 204 });
    expectParseError(await failure(), 'Unexpected end of JSON input', 204, '');
  });

  it('is a ServerParseError for truncated JSON', async () => {
    server.respondWith({
      status: 201,
      headers: [['content-type', 'text/plain']],
      body: '{"data":{"viewer":',
    });
    expectParseError(await failure(), 'Unexpected end of JSON input', 201, '{"data":{"viewer":');
  });
});

describe('JSON with neither own data nor errors', () => {
  it.each([
    ['{}', {}],
    ['null', null],
    ['[]', []],
    ['[{"data":{}}]', [{ data: {} }]],
    ['42', 42],
    ['"data"', 'data'],
    ['true', true],
    ['{"extensions":{"cost":1}}', { extensions: { cost: 1 } }],
    ['{"__proto__":{"data":{}}}', JSON.parse('{"__proto__":{"data":{}}}')],
  ])('%s is a ServerError naming the operation', async (body, result) => {
    server.respondWith(jsonReply(body));
    expectServerError(await failure(), "Server response was missing for query 'Viewer'.", 200, result);
  });

  it("names an anonymous operation as HttpLink does: 'undefined'", async () => {
    server.respondWith(jsonReply('{}'));
    expectServerError(
      await failure('{ viewer { id } }'),
      "Server response was missing for query 'undefined'.",
      200,
      {},
    );
  });
});

describe('GraphQL results', () => {
  const client = () => createGraphQLClient({ uri: server.url });

  it('resolves with the body as sent: data, errors and extensions', async () => {
    server.respondWith(jsonReply('{"data":{"viewer":{"id":"u1"}},"extensions":{"cost":3},"other":1}'));
    await expect(client().execute(VIEWER)).resolves.toEqual({
      data: { viewer: { id: 'u1' } },
      extensions: { cost: 3 },
      other: 1,
    });
  });

  it('resolves with errors and no data', async () => {
    const body = '{"errors":[{"message":"Not signed in","extensions":{"code":"UNAUTHENTICATED"}}]}';
    server.respondWith(jsonReply(body));
    await expect(client().execute(VIEWER)).resolves.toEqual(JSON.parse(body));
  });

  it('resolves with partial data and errors', async () => {
    const body = '{"data":{"viewer":null},"errors":[{"message":"Forbidden","path":["viewer"]}]}';
    server.respondWith(jsonReply(body));
    await expect(client().execute(VIEWER)).resolves.toEqual(JSON.parse(body));
  });

  it('resolves with shapes graphql-request alone would refuse: null errors and extensions, {} data', async () => {
    server.respondWith(jsonReply('{"data":{},"errors":null,"extensions":null}'));
    await expect(client().execute(VIEWER)).resolves.toEqual({ data: {}, errors: null, extensions: null });
  });

  it('resolves with JSON served as text/plain or with no content-type', async () => {
    server.respondWith({
      status: 200,
      headers: [['content-type', 'text/plain']],
      body: '{"data":{"viewer":null}}',
    });
    await expect(client().execute(VIEWER)).resolves.toEqual({ data: { viewer: null } });
    server.respondWith({ status: 299, body: '{"data":null}' });
    await expect(client().execute(VIEWER)).resolves.toEqual({ data: null });
  });

  it('parses the body exactly once', async () => {
    server.respondWith({ status: 200, headers: JSON_HEADERS, body: '{"data":{"viewer":{"id":"u1"}}}' });
    const parse = vi.spyOn(JSON, 'parse');
    await client().execute(VIEWER);
    expect(parse.mock.calls).toEqual([['{"data":{"viewer":{"id":"u1"}}}']]);
  });
});

describe('network failures', () => {
  it('rejects with the underlying error when nothing listens', async () => {
    const closed = await import('../support/exact-server').then((m) => m.startExactServer());
    const url = closed.url;
    await closed.close();
    const error = await createGraphQLClient({ uri: url })
      .execute(VIEWER)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
    expect(((error as TypeError).cause as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('rejects with the underlying error when the connection drops mid-body', async () => {
    server.respondWith({
      status: 200,
      headers: [...JSON_HEADERS, ['content-length', '100']],
      body: '{"data":',
      cut: true,
    });
    const error = await failure();
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('terminated');
  });

  it('rejects with the fetch error for a URI fetch cannot use', async () => {
    const error = await createGraphQLClient({ uri: 'http://[::1' })
      .execute(VIEWER)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('Failed to parse URL from http://[::1');
  });
});
