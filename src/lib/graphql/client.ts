// createGraphQLClient: queries and mutations over HTTP, exactly as the spec's transport (§7, §8).
//
// The exchange is fetch itself, not graphql-request: every step graphql-request would take was already the layer's
// (the URI per operation, HttpLink's body key order and GET rewrite, reading the body once with the status checked
// first), and graphql-request 7's only entry point runs each document through `analyzeDocument`, which imports
// graphql-js's parse and print (build/legacy/helpers/analyzeDocument.js). That put 44 kB of graphql-js (minified)
// into every browser bundle for documents printed at build time; its lower-level runRequest is not exported.
import { operationOf } from './document';
import { DEFAULT_HEADERS, mergeHeaders } from './headers';
import { createSubscriber, type Subscriber } from './subscriptions';
import { DEFAULT_URI, readGraphQLResponse, rewriteURIForGET, selectURI, serializeBody } from './transport';
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
    const extensions = includeExtensions ? operation.extensions : undefined;
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

    const wireInit: RequestInit = { ...fetchInit, method, headers };
    if (method === 'POST')
      wireInit.body = serializeBody(operation.operationName, operation.variables, extensions, query);
    else delete wireInit.body;
    if (signal) wireInit.signal = signal;
    else delete wireInit.signal;
    const wireURI =
      method === 'GET'
        ? rewriteURIForGET(uri, operation.operationName, operation.variables, extensions, query)
        : uri;
    const response = await currentFetch(options.fetch)(wireURI, wireInit);
    return (await readGraphQLResponse(response, operation.operationName)) as GraphQLResult<TResult>;
  }

  // The WebSocket transport holds one socket for every operation, so its URI cannot depend on one: a `uri` function
  // serves subscriptions through `context.uri` (per operation, over SSE) and the socket falls back to `/graphql`.
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
