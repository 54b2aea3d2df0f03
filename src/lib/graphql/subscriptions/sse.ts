// Subscriptions over Server-Sent Events with graphql-sse's client (one POST each), through its public options: the
// layer's exact request and errors (`fetchFn`), its backoff (`retry`) and the resync signal (`connected`).
import { createClient, type Client } from 'graphql-sse';
import { GraphQLErrors, ServerError, ServerParseError } from '../errors';
import { documentFields } from '../transport';
import type { GraphQLClientOptions, GraphQLResult, Operation } from '../types';
import { backoffDelay, waitToRetry } from './backoff';
import type { Producer } from './observable';
import { rejectionOf } from './rejection';

export interface RetryOptions {
  /** Milliseconds to wait before retry number `attempt` (0-based); defaults to `backoffDelay`. */
  retryDelay?: (attempt: number) => number;
}

function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The request a subscription sends, with the transport's headers, credentials and body conventions. */
export function sseRequest(
  options: GraphQLClientOptions,
  operation: Operation,
  resolveUri: () => string,
): { url: string; init: RequestInit } {
  const { context } = operation;
  const configured = typeof options.headers === 'function' ? options.headers() : options.headers;
  const headers = {
    'content-type': 'application/json',
    ...lowerCaseKeys(configured),
    ...lowerCaseKeys(context.headers),
    // The protocol is chosen by this header; a configured `accept` must not turn the stream into a single result.
    accept: 'text/event-stream',
  };
  const includeExtensions = context.http?.includeExtensions ?? options.includeExtensions ?? false;
  const { query, extensions } = documentFields(
    operation,
    includeExtensions,
    Boolean(options.persistedQueries),
  );
  const body = JSON.stringify({
    operationName: operation.operationName,
    variables: operation.variables,
    ...(extensions ? { extensions } : {}),
    query,
  });
  const credentials = context.credentials ?? options.credentials;
  return {
    url: options.subscriptions?.url ?? context.uri ?? resolveUri(),
    init: {
      ...options.fetchOptions,
      ...context.fetchOptions,
      method: 'POST',
      headers,
      body,
      ...(credentials ? { credentials } : {}),
    },
  };
}

/** A one-result answer as the event stream graphql-sse reads: the result, then the end. */
function singleResultStream(response: Response, result: GraphQLResult): Response {
  const text = `event: next\ndata: ${JSON.stringify(result)}\n\nevent: complete\ndata:\n\n`;
  return new Response(text, {
    status: response.status,
    statusText: response.statusText,
    headers: { 'content-type': 'text/event-stream' },
  });
}

export function createSseProducer(
  options: GraphQLClientOptions,
  resolveUri: () => string,
  operation: Operation,
  retry: RetryOptions = {},
): Producer<GraphQLResult> {
  const retryDelay = retry.retryDelay ?? backoffDelay;
  return (sink) => {
    const controller = new AbortController();
    const { signal } = controller;
    // A failure retrying cannot cure, found by fetchFn; `retry` ends the subscription with it.
    let fatal: { error: unknown } | undefined;
    let response: Response | undefined;
    const fail = (error: unknown) => {
      fatal = { error };
      throw error;
    };

    const fetchFn = async (_url: string, init: RequestInit): Promise<Response> => {
      // graphql-sse's own headers (content-type with charset) and body give way to the transport's exact ones.
      const request = sseRequest(options, operation, resolveUri);
      const fetchImpl = options.fetch ?? globalThis.fetch;
      const answer = await fetchImpl(request.url, { ...request.init, signal: init.signal ?? signal });
      response = answer;
      if (answer.status >= 300) {
        const text = await answer.text();
        const parsed = parseJson(text);
        const errors = (parsed as GraphQLResult | undefined)?.errors;
        const error =
          Array.isArray(errors) && errors.length > 0
            ? new GraphQLErrors(errors, (parsed as GraphQLResult).data)
            : new ServerError(
                `Response not successful: Received status code ${answer.status}`,
                answer,
                parsed ?? text,
              );
        // 5xx may be a restarting or overloaded server: worth another try. Anything else will answer the same.
        if (answer.status >= 500) throw error;
        fail(error);
      }
      const contentType = answer.headers.get('content-type') ?? '';
      if (contentType.includes('text/event-stream') && answer.body) return answer;
      // A server may answer a request it refuses up front with one plain JSON result instead of a stream.
      const result = parseJson(await answer.text()) as GraphQLResult | undefined;
      if (!result || typeof result !== 'object')
        fail(new Error('The server did not answer with an event stream'));
      const rejection = rejectionOf(result as GraphQLResult);
      if (rejection) fail(rejection);
      return singleResultStream(answer, result as GraphQLResult);
    };

    const client: Client = createClient({
      url: sseRequest(options, operation, resolveUri).url,
      singleConnection: false,
      fetchFn: fetchFn as typeof fetch,
      retryAttempts: Infinity,
      retry: async (retries) => {
        if (fatal) throw fatal.error;
        sink.status('reconnecting');
        await waitToRetry(retryDelay(retries), signal);
      },
    });

    const stop = client.subscribe<GraphQLResult['data'], GraphQLResult['extensions']>(
      {
        ...(operation.operationName ? { operationName: operation.operationName } : {}),
        // The body fetchFn sends is sseRequest's; graphql-sse only requires a string here.
        query: operation.query ?? '',
        variables: operation.variables,
      },
      {
        next(result) {
          const rejection = rejectionOf(result as GraphQLResult);
          if (rejection) {
            end();
            sink.error(rejection);
            return;
          }
          sink.next(result as GraphQLResult);
        },
        error(error) {
          if (signal.aborted) return;
          end();
          if (fatal) sink.error(fatal.error);
          else if (error instanceof Error && error.message === 'Invalid stream data' && response)
            // The same server would send the same bytes again: not worth a retry.
            sink.error(new ServerParseError(error, response, ''));
          else sink.error(error);
        },
        complete() {
          if (signal.aborted) return;
          end();
          sink.complete();
        },
      },
      {
        connected(reconnected) {
          sink.status('live');
          if (reconnected) sink.reconnected();
        },
      },
    );
    function end() {
      controller.abort();
      stop();
      client.dispose();
    }
    return end;
  };
}
