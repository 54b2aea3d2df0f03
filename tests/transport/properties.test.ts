// Property-based checks of the transport: any status, content-type and body the server sends ends in the GraphQL
// result or exactly one catalogued error, never a hang or an unhandled rejection; any literal and variables survive the
// GET encoding and the POST body byte for byte.
import fc from 'fast-check';
import { print, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphQLClient, ServerError, ServerParseError } from '../../src/lib/graphql';
import { startExactServer, type ExactReply, type ExactServer } from '../support/exact-server';

let server: ExactServer;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  server = await startExactServer();
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await server.close();
});

const VIEWER = 'query Viewer { viewer { id } }';
const CASE_TIMEOUT_MS = 10_000;

/** Settles with the outcome, or with 'hang' when the call neither resolves nor rejects in time. */
async function settle(promise: Promise<unknown>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<{ hang: true }>((resolve) => {
    timer = setTimeout(() => resolve({ hang: true }), CASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      promise.then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Statuses whose responses have no body by definition: the client reads ''. */
const NULL_BODY = new Set([204, 205, 304]);

type Expected =
  | { kind: 'network'; message: string }
  | { kind: 'ServerError or network'; message: string; result: unknown }
  | { kind: 'result'; value: unknown }
  | { kind: 'ServerError'; message: string; result: unknown }
  | { kind: 'ServerParseError'; message: string; bodyText: string };

/** The catalogue, stated independently of the implementation: status first, then parsing, then the shape. */
function expectedOutcome(status: number, sentBody: string): Expected {
  // Fetch treats 407 (proxy authentication) as a network error: the underlying TypeError reaches the caller.
  if (status === 407) return { kind: 'network', message: 'fetch failed' };
  const text = NULL_BODY.has(status) ? '' : new TextDecoder().decode(Buffer.from(sentBody, 'utf8'));
  let parsed: { ok: true; value: unknown } | { ok: false; message: string };
  try {
    parsed = { ok: true, value: JSON.parse(text) };
  } catch (error) {
    parsed = { ok: false, message: (error as Error).message };
  }
  if (status >= 300) {
    return {
      // Node's fetch (undici) replays a 421 (misdirected request) on a new connection, and with a large response body
      // that replay fails with UND_ERR_REQ_CONTENT_LENGTH_MISMATCH: the fetch's own TypeError then reaches the caller,
      // as any network failure does. Small bodies come back as the 421 response.
      kind: status === 421 ? 'ServerError or network' : 'ServerError',
      message: `Response not successful: Received status code ${status}`,
      result: parsed.ok ? parsed.value : text,
    };
  }
  if (!parsed.ok) return { kind: 'ServerParseError', message: parsed.message, bodyText: text };
  const value = parsed.value;
  const isResult =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    (Object.hasOwn(value, 'data') || Object.hasOwn(value, 'errors'));
  if (!isResult)
    return { kind: 'ServerError', message: "Server response was missing for query 'Viewer'.", result: value };
  return { kind: 'result', value };
}

// Statuses fetch hands back as a final response: 1xx are interim and 101 is an upgrade, so 200-599; redirects arrive
// without a Location and are returned as they are.
const statusArb = fc.oneof(
  fc.constantFrom(200, 201, 204, 205, 299, 300, 301, 304, 399, 400, 401, 403, 404, 421, 500, 502, 503, 599),
  fc.integer({ min: 200, max: 599 }),
);

const contentTypeArb = fc.option(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/graphql-response+json',
    'text/plain',
    'text/html; charset=utf-8',
    'application/octet-stream',
    'application/problem+json',
  ),
  { nil: undefined },
);

const resultArb = fc
  .record(
    {
      data: fc.oneof(fc.constant(null), fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 })),
      errors: fc.array(fc.record({ message: fc.string() }), { maxLength: 3 }),
      extensions: fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 2 }),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));

/** About 1 MB of items, the size the benchmark uses. */
const MEGABYTE = JSON.stringify({
  data: {
    items: Array.from({ length: 5000 }, (_, i) => ({
      __typename: 'Task',
      id: `t${i}`,
      title: `Task number ${i} `.padEnd(120, '.'),
      owner: { __typename: 'User', id: `u${i % 50}`, name: `Person ${i % 50}` },
    })),
  },
});

const bodyArb = fc.oneof(
  resultArb,
  resultArb.chain((json) => fc.nat({ max: Math.max(0, json.length - 1) }).map((cut) => json.slice(0, cut))),
  fc.constantFrom(
    '',
    'null',
    '[]',
    '{}',
    '0',
    '-1.5e3',
    '"text"',
    'true',
    '<!doctype html><html><body>Bad Gateway</body></html>',
    '{"data":1}',
    '{"errors":null}',
    '\ufeff{"data":{}}',
    ' \n{"data":{}}\n ',
  ),
  fc.json(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constant(MEGABYTE),
  fc.nat({ max: MEGABYTE.length - 1 }).map((cut) => MEGABYTE.slice(0, cut)),
  fc.constant(`[${MEGABYTE}]`),
);

describe('any response', () => {
  it('ends in the result or exactly one catalogued error, with no hang and no unhandled rejection', async () => {
    const client = createGraphQLClient({ uri: server.url });
    await fc.assert(
      fc.asyncProperty(statusArb, contentTypeArb, bodyArb, async (status, contentType, body) => {
        const reply: ExactReply = {
          status,
          headers: contentType ? [['content-type', contentType]] : [],
          body,
        };
        server.respondWith(reply);
        const outcome = await settle(client.execute(VIEWER));
        expect(outcome).not.toHaveProperty('hang');
        const expected = expectedOutcome(status, body);
        if (expected.kind === 'result') {
          expect(outcome).toEqual({ value: expected.value });
          return;
        }
        expect(outcome).toHaveProperty('error');
        const error = (outcome as { error: unknown }).error;
        if (expected.kind === 'network') {
          expect(error).toBeInstanceOf(TypeError);
          expect(error).toMatchObject({ message: expected.message });
        } else if (expected.kind === 'ServerError or network' && error instanceof TypeError) {
          expect(error).toMatchObject({ message: 'fetch failed' });
        } else if (expected.kind === 'ServerError' || expected.kind === 'ServerError or network') {
          expect(error).toBeInstanceOf(ServerError);
          expect(error).toMatchObject({ name: 'ServerError', message: expected.message, statusCode: status });
          expect((error as ServerError).result).toEqual(expected.result);
        } else {
          expect(error).toBeInstanceOf(ServerParseError);
          expect(error).toMatchObject({
            name: 'ServerParseError',
            message: expected.message,
            statusCode: status,
            bodyText: expected.bodyText,
          });
        }
      }),
      { numRuns: 300 },
    );
    expect(unhandled).toEqual([]);
  }, 120_000);

  it('ends in the AbortError when aborted at any point of the exchange, with no unhandled rejection', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('before', 'in flight', 'during body'), async (when) => {
        const controller = new AbortController();
        // For 'during body' the abort lands once the headers are in and the body is still arriving.
        const client = createGraphQLClient({
          uri: server.url,
          fetch: async (input, init) => {
            const response = await fetch(input, init);
            if (when === 'during body') controller.abort();
            return response;
          },
        });
        if (when === 'before') controller.abort();
        if (when === 'in flight') {
          server.respondWith(() => {
            controller.abort();
            return 'hold';
          });
        } else {
          server.respondWith(() => ({
            status: 200,
            headers: [['content-length', String(MEGABYTE.length)]],
            body: MEGABYTE.slice(0, 1000),
          }));
        }
        const outcome = await settle(client.execute(VIEWER, { signal: controller.signal }));
        expect(outcome).toHaveProperty('error');
        expect((outcome as { error: unknown }).error).toMatchObject({ name: 'AbortError' });
      }),
      { numRuns: 30 },
    );
    expect(unhandled).toEqual([]);
  });
});

describe('any request', () => {
  const literalArb = fc.string({ unit: 'grapheme', maxLength: 40 });
  const variablesArb = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
    maxKeys: 4,
  });

  it('GET carries any string literal and variables so the server decodes them exactly', async () => {
    const client = createGraphQLClient({ uri: `${server.url}?v=1`, useGETForQueries: true });
    server.respondWith({ status: 200, body: '{"data":{}}' });
    await fc.assert(
      fc.asyncProperty(literalArb, variablesArb, async (literal, variables) => {
        server.reset();
        const source = `query Search { search(text: ${JSON.stringify(literal)}) { id } }`;
        await client.execute(source, { variables });
        const request = server.onlyRequest();
        expect(request.method).toBe('GET');
        expect(request.target).not.toContain('+');
        const params = new URL(request.target, server.origin).searchParams;
        expect([...params.keys()]).toEqual(['v', 'query', 'operationName', 'variables']);
        expect(params.get('query')).toBe(print(parse(source)));
        expect(params.get('variables')).toBe(JSON.stringify(variables));
      }),
      { numRuns: 150 },
    );
  });

  it('POST sends operationName, variables and query in that order, byte for byte', async () => {
    const client = createGraphQLClient({ uri: server.url });
    server.respondWith({ status: 200, body: '{"data":{}}' });
    await fc.assert(
      fc.asyncProperty(literalArb, variablesArb, async (literal, variables) => {
        server.reset();
        const source = `query Search { search(text: ${JSON.stringify(literal)}) { id } }`;
        await client.execute(source, { variables });
        const sent = server.onlyRequest().body.toString('utf8');
        expect(sent).toBe(
          `{"operationName":"Search","variables":${JSON.stringify(variables)},"query":${JSON.stringify(print(parse(source)))}}`,
        );
      }),
      { numRuns: 150 },
    );
  });
});
