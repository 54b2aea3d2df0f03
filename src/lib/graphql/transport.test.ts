import { describe, expect, it } from 'vitest';
import { ServerError, ServerParseError } from './errors';
import { readGraphQLResponse, rewriteURIForGET, selectURI, serializeBody } from './transport';
import type { Operation } from './types';

const operation = (context: Operation['context'] = {}): Operation => ({
  operationName: 'Viewer',
  operationType: 'query',
  query: 'query Viewer {\n  viewer {\n    id\n  }\n}',
  variables: {},
  extensions: {},
  context,
});

describe('selectURI', () => {
  it('prefers context.uri, then the configured uri, then /graphql', () => {
    expect(selectURI(operation({ uri: '/ctx' }), '/configured')).toBe('/ctx');
    expect(selectURI(operation({ uri: '/ctx' }), () => '/fn')).toBe('/ctx');
    expect(selectURI(operation(), (op) => `/fn/${op.operationName}`)).toBe('/fn/Viewer');
    expect(selectURI(operation(), '/configured')).toBe('/configured');
    expect(selectURI(operation(), undefined)).toBe('/graphql');
    expect(selectURI(operation(), '')).toBe('/graphql');
  });
});

describe('serializeBody', () => {
  it('orders operationName, variables, extensions, query and drops the absent ones', () => {
    expect(serializeBody('A', { x: 1 }, { e: 2 }, 'q')).toBe(
      '{"operationName":"A","variables":{"x":1},"extensions":{"e":2},"query":"q"}',
    );
    expect(serializeBody(undefined, {}, undefined, 'q')).toBe('{"variables":{},"query":"q"}');
  });
});

describe('rewriteURIForGET', () => {
  it('appends the parameters with ? or &, before a fragment', () => {
    expect(rewriteURIForGET('/g', 'A', {}, undefined, 'q r')).toBe(
      '/g?query=q%20r&operationName=A&variables=%7B%7D',
    );
    expect(rewriteURIForGET('/g?x=1#f', undefined, { a: '&' }, { e: 1 }, '{a}')).toBe(
      '/g?x=1&query=%7Ba%7D&variables=%7B%22a%22%3A%22%26%22%7D&extensions=%7B%22e%22%3A1%7D#f',
    );
    expect(rewriteURIForGET('/g#f?not-a-search', 'A', {}, undefined, 'q')).toBe(
      '/g?query=q&operationName=A&variables=%7B%7D#f?not-a-search',
    );
  });
});

describe('readGraphQLResponse', () => {
  it('returns a result as parsed', async () => {
    await expect(readGraphQLResponse(new Response('{"errors":[]}'), 'A')).resolves.toEqual({ errors: [] });
  });

  it('checks the status before parsing', async () => {
    const error = await readGraphQLResponse(new Response('nope', { status: 404 }), 'A').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({
      message: 'Response not successful: Received status code 404',
      statusCode: 404,
      result: 'nope',
    });
  });

  it('reports an unparseable body with the parser message', async () => {
    const error = await readGraphQLResponse(new Response('{'), 'A').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerParseError);
    expect(error).toMatchObject({
      name: 'ServerParseError',
      message: "Expected property name or '}' in JSON at position 1",
      bodyText: '{',
      statusCode: 200,
    });
  });

  it('reports JSON without own data or errors as a missing response', async () => {
    const error = await readGraphQLResponse(new Response('{"data2":1}'), 'A').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({
      message: "Server response was missing for query 'A'.",
      result: { data2: 1 },
    });
  });
});
