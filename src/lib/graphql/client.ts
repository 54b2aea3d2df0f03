// createGraphQLClient over graphql-request, whose fetch, jsonSerializer and errorPolicy hooks let us shape the wire.
import { GraphQLClient as RequestClient } from 'graphql-request';
import { operationOf } from './document';
import { DEFAULT_HEADERS, mergeHeaders } from './headers';
import { createSubscriber, type Subscriber } from './subscriptions';
import {
  DEFAULT_URI,
  documentFields,
  PERSISTED_QUERY_NOT_FOUND,
  readGraphQLResponse,
  rewriteURIForGET,
  selectURI,
  serializeBody,
} from './transport';
import type {
  DocumentInput,
  ExecuteInit,
  FetchLike,
  MulticastObservable,
  GraphQLClient,
  GraphQLClientOptions,
  GraphQLResult,
  Operation,
} from './types';

/** graphql-request's `new URL()` refuses `/graphql`: it gets this stand-in; the custom fetch sends to the real URI. */
const STAND_IN_URL = 'http://graphql-request.invalid/graphql';

/** What graphql-request reads after the custom fetch checked the body: its own reading would parse twice. */
const ALREADY_READ_TEXT = '{}';
const ALREADY_READ_BODY = Object.freeze({});
const ALREADY_READ_RESPONSE = {
  ok: true,
  status: 200,
  headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
  text: () => Promise.resolve(ALREADY_READ_TEXT),
} as unknown as Response;

function currentFetch(configured: FetchLike | undefined): FetchLike {
  // Looked up per request, so a fetch installed (or replaced) after the client was created is the one used.
  const fetchImpl = configured ?? (globalThis.fetch as FetchLike | undefined);
  if (typeof fetchImpl !== 'function') {
    throw new Error(
      'No fetch is available: pass `fetch` to createGraphQLClient or run where a global fetch exists',
    );
  }
  return fetchImpl;
}

function combineSignals(a: AbortSignal | null | undefined, b: AbortSignal | null | undefined) {
  if (!a || !b || a === b) return a ?? b ?? undefined;
  // Browsers before AbortSignal.any (Safari < 17.4) keep the per-call signal, which cancellation relies on.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([a, b]) : a;
}

function operationFor<TResult, TVariables>(
  document: DocumentInput<TResult, TVariables>,
  init: Pick<ExecuteInit<TVariables>, 'variables' | 'extensions' | 'context'>,
): Operation {
  const meta = operationOf(document as DocumentInput<unknown, never>);
  return {
    operationName: meta.operationName,
    operationType: meta.operationType,
    query: meta.query,
    ...(meta.hash ? { hash: meta.hash } : {}),
    // Sent as given, unused ones included; `{}` when none, like HttpLink.
    variables: (init.variables ?? {}) as Record<string, unknown>,
    extensions: init.extensions ?? {},
    context: init.context ?? {},
  };
}

export function createGraphQLClient(options: GraphQLClientOptions = {}): GraphQLClient {
  async function execute<TResult, TVariables>(
    document: DocumentInput<TResult, TVariables>,
    init: ExecuteInit<TVariables> = {},
  ): Promise<GraphQLResult<TResult>> {
    const operation = operationFor(document, init);
    const { context, query } = operation;
    const uri = selectURI(operation, options.uri);
    const includeExtensions = context.http?.includeExtensions ?? options.includeExtensions ?? false;
    const configuredHeaders = typeof options.headers === 'function' ? options.headers() : options.headers;
    const headers = mergeHeaders(DEFAULT_HEADERS, configuredHeaders, context.headers);

    // Configuration, then context, each `credentials` over its own `fetchOptions`, as HttpLink layers them.
    const fetchInit: RequestInit = { method: 'POST', ...options.fetchOptions };
    if (options.credentials) fetchInit.credentials = options.credentials;
    Object.assign(fetchInit, context.fetchOptions);
    if (context.credentials) fetchInit.credentials = context.credentials;
    const signal = combineSignals(init.signal, fetchInit.signal);

    // Mutations always go as POST: a GET can be replayed by links, prefetchers and caches.
    const method =
      operation.operationType === 'mutation'
        ? 'POST'
        : options.useGETForQueries && operation.operationType === 'query'
          ? 'GET'
          : (fetchInit.method ?? 'POST').toUpperCase() === 'GET'
            ? 'GET'
            : 'POST';

    const byHash = Boolean(options.persistedQueries) && operation.hash !== undefined;
    const retryWithText =
      typeof options.persistedQueries === 'object' && options.persistedQueries.retryWithText === true;
    const first = await send(documentFields(operation, includeExtensions, byHash));
    const unknownHash = first.errors?.some((e) => e.extensions?.['code'] === PERSISTED_QUERY_NOT_FOUND);
    if (!byHash || !retryWithText || !unknownHash || query === undefined)
      return first as GraphQLResult<TResult>;
    // As Automatic Persisted Queries do: the text, with the hash beside it.
    const { extensions } = documentFields(operation, includeExtensions, true);
    return (await send({ query, extensions })) as GraphQLResult<TResult>;

    async function send(fields: {
      query?: string;
      extensions?: Record<string, unknown>;
    }): Promise<GraphQLResult> {
      let result: GraphQLResult | undefined;
      const { extensions } = fields;

      const transportFetch = async (
        _standIn: URL | RequestInfo,
        requestInit?: RequestInit,
      ): Promise<Response> => {
        const wireInit: RequestInit = { ...fetchInit, method, headers };
        if (method === 'POST') wireInit.body = requestInit?.body ?? null;
        else delete wireInit.body;
        if (requestInit?.signal) wireInit.signal = requestInit.signal;
        else delete wireInit.signal;
        const wireURI =
          method === 'GET'
            ? rewriteURIForGET(uri, operation.operationName, operation.variables, extensions, fields.query)
            : uri;
        const response = await currentFetch(options.fetch)(wireURI, wireInit);
        result = await readGraphQLResponse(response, operation.operationName);
        return ALREADY_READ_RESPONSE;
      };

      const requestClient = new RequestClient(STAND_IN_URL, {
        method,
        fetch: transportFetch,
        // Never parse per request: the name and type come from operationOf().
        excludeOperationName: true,
        // A body with `errors` is a GraphQL result, not a transport error.
        errorPolicy: 'all',
        jsonSerializer: {
          // POST bodies get HttpLink's key order, the operation name and `extensions`; GET is rewritten in the custom
          // fetch (graphql-request's own collapses whitespace in string literals).
          stringify: (payload: { variables?: Record<string, unknown> }) =>
            method === 'POST'
              ? serializeBody(operation.operationName, payload.variables ?? {}, extensions, fields.query)
              : JSON.stringify(payload),
          parse: () => ALREADY_READ_BODY,
        },
      });
      await requestClient.rawRequest({
        // Only graphql-request's signature wants it (the body and the URI are written above from `fields`), and it
        // must not be empty: graphql-request reads an options object with a falsy `query` as the query itself.
        query: query ?? '#',
        variables: operation.variables,
        requestHeaders: headers,
        ...(signal ? { signal } : {}),
      });
      if (!result) throw new Error('The transport finished without a result');
      return result;
    }
  }

  // One WebSocket serves every operation, so a `uri` function applies to SSE only; the socket uses `/graphql`.
  const resolveUri = () => (typeof options.uri === 'string' && options.uri ? options.uri : DEFAULT_URI);
  let subscriber: Subscriber | undefined;

  function subscribe<TResult, TVariables>(
    document: DocumentInput<TResult, TVariables>,
    init: Pick<ExecuteInit<TVariables>, 'variables' | 'extensions' | 'context'> = {},
  ): MulticastObservable<GraphQLResult<TResult>> {
    const operation = operationFor(document, init);
    if (!operation.context.uri && typeof options.uri === 'function') {
      operation.context = { ...operation.context, uri: options.uri(operation) };
    }
    subscriber ??= createSubscriber(options, resolveUri);
    return subscriber(operation) as MulticastObservable<GraphQLResult<TResult>>;
  }

  return { execute, subscribe };
}
