// One operation's HTTP exchange exactly as Apollo Client 3's HttpLink: URI, body, GET rewrite, status checked first.
import { ServerError, ServerParseError } from './errors';
import type { GraphQLClientOptions, GraphQLResult, Operation } from './types';

export const DEFAULT_URI = '/graphql';

/**
 * `context.uri` wins over the configured `uri` (a string, or a function of the operation), which wins over `/graphql`.
 */
export function selectURI(operation: Operation, configured: GraphQLClientOptions['uri']): string {
  if (operation.context.uri) return operation.context.uri;
  if (typeof configured === 'function') return configured(operation);
  return configured || DEFAULT_URI;
}

/** The POST body with HttpLink's key order; `JSON.stringify` drops undefined keys, as HttpLink's body does. */
export function serializeBody(
  operationName: string | undefined,
  variables: Record<string, unknown>,
  extensions: Record<string, unknown> | undefined,
  query: string | undefined,
): string {
  return JSON.stringify({ operationName, variables, extensions, query });
}

/** The code of the answer to a hash no manifest holds, and of text where only trusted documents run. */
export const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';
export const PERSISTED_QUERY_ONLY = 'PERSISTED_QUERY_ONLY';

/**
 * What a request carries of its document: the text and, when included, the operation's extensions; or, sent by hash,
 * the Automatic Persisted Queries extension in place of the text (as Apollo's persisted-queries link sends it).
 */
export function documentFields(
  operation: Pick<Operation, 'query' | 'hash' | 'extensions'>,
  includeExtensions: boolean,
  byHash: boolean,
): { query?: string; extensions?: Record<string, unknown> } {
  const extensions = includeExtensions ? operation.extensions : undefined;
  if (byHash && operation.hash)
    return { extensions: { ...extensions, persistedQuery: { version: 1, sha256Hash: operation.hash } } };
  if (operation.query === undefined)
    throw new Error('A document built without its text goes by hash only (persistedQueries)');
  return { query: operation.query, extensions };
}

/**
 * The GET URI: `query` (none when sent by hash), `operationName`, `variables`, then `extensions` if included,
 * `encodeURIComponent`-encoded (never `+`, which a server reads back inside string literals), before any `#fragment`.
 */
export function rewriteURIForGET(
  uri: string,
  operationName: string | undefined,
  variables: Record<string, unknown>,
  extensions: Record<string, unknown> | undefined,
  query: string | undefined,
): string {
  const params = [
    ...(query === undefined ? [] : [`query=${encodeURIComponent(query)}`]),
    ...(operationName ? [`operationName=${encodeURIComponent(operationName)}`] : []),
    `variables=${encodeURIComponent(JSON.stringify(variables))}`,
    ...(extensions ? [`extensions=${encodeURIComponent(JSON.stringify(extensions))}`] : []),
  ].join('&');
  const hash = uri.indexOf('#');
  const beforeFragment = hash === -1 ? uri : uri.slice(0, hash);
  const fragment = hash === -1 ? '' : uri.slice(hash);
  return `${beforeFragment}${beforeFragment.includes('?') ? '&' : '?'}${params}${fragment}`;
}

const hasOwn = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);

/**
 * Reads the body once and classifies it: status ≥ 300 is a `ServerError`; then non-JSON a `ServerParseError`; then
 * JSON without its own `data` or `errors` a `ServerError`. Anything else is the GraphQL result, as parsed.
 */
export async function readGraphQLResponse(
  response: Response,
  operationName: string | undefined,
): Promise<GraphQLResult> {
  const bodyText = await response.text();
  if (response.status >= 300) {
    let result: unknown;
    try {
      result = JSON.parse(bodyText);
    } catch {
      result = bodyText;
    }
    throw new ServerError(
      `Response not successful: Received status code ${response.status}`,
      response,
      result,
    );
  }
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch (error) {
    throw new ServerParseError(error as Error, response, bodyText);
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    (!hasOwn(body, 'data') && !hasOwn(body, 'errors'))
  ) {
    // HttpLink prints the name as it is, so an anonymous operation reads `query 'undefined'`.
    throw new ServerError(`Server response was missing for query '${operationName}'.`, response, body);
  }
  return body as GraphQLResult;
}
