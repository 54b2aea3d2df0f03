// Subscriptions over Server-Sent Events, graphql-sse's "distinct connections" protocol: one POST per subscription
// with `accept: text/event-stream`, answered by `event: next` frames and a final `event: complete`.
import { GraphQLErrors, ServerError, ServerParseError } from '../errors';
import type { GraphQLClientOptions, GraphQLResult, Operation } from '../types';
import { backoffDelay, wait } from './backoff';
import type { Producer } from './observable';
import { rejectionOf } from './rejection';

export interface RetryOptions {
  /** Milliseconds to wait before retry number `attempt` (0-based); defaults to `backoffDelay`. */
  retryDelay?: (attempt: number) => number;
}

export interface SseEvent {
  event: string;
  data: string;
}

/** Parses an event stream into its events (per the HTML spec: `event:`/`data:` fields, `:` comments, blank line ends). */
export async function* parseEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        // A lone `\r` at the end of the buffer may be the first half of `\r\n`: wait for more.
        if (!done && buffer[newline] === '\r' && newline === buffer.length - 1) break;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (data.length > 0 || event !== '') yield { event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

/** A failure that retrying cannot fix (a 3xx/4xx answer, a rejected operation). */
class Fatal {
  constructor(readonly error: unknown) {}
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
  const body = JSON.stringify({
    operationName: operation.operationName,
    variables: operation.variables,
    ...(includeExtensions ? { extensions: operation.extensions } : {}),
    query: operation.query,
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

    // One connection: resolves when the server completed the operation, throws Fatal or a retryable error.
    const connect = async (onOpen: () => void): Promise<void> => {
      const { url, init } = sseRequest(options, operation, resolveUri);
      const fetchFn = options.fetch ?? globalThis.fetch;
      const response = await fetchFn(url, { ...init, signal });
      if (response.status >= 300) {
        const text = await response.text();
        const parsed = parseJson(text);
        const errors = (parsed as GraphQLResult | undefined)?.errors;
        const error =
          Array.isArray(errors) && errors.length > 0
            ? new GraphQLErrors(errors, (parsed as GraphQLResult).data)
            : new ServerError(
                `Response not successful: Received status code ${response.status}`,
                response,
                parsed ?? text,
              );
        // 5xx may be a restarting or overloaded server: worth another try. Anything else will answer the same.
        if (response.status >= 500) throw error;
        throw new Fatal(error);
      }
      onOpen();
      const contentType = response.headers.get('content-type') ?? '';
      if (!contentType.includes('text/event-stream') || !response.body) {
        // A server may answer a request it refuses up front with one plain JSON result instead of a stream.
        const result = parseJson(await response.text()) as GraphQLResult | undefined;
        if (!result || typeof result !== 'object')
          throw new Fatal(new Error('The server did not answer with an event stream'));
        const rejection = rejectionOf(result);
        if (rejection) throw new Fatal(rejection);
        sink.next(result);
        return;
      }
      for await (const { event, data } of parseEventStream(response.body)) {
        if (event === 'complete') return;
        if (event !== 'next') continue;
        let result: GraphQLResult;
        try {
          result = JSON.parse(data) as GraphQLResult;
        } catch (error) {
          // The same server would send the same bytes again: not worth a retry.
          throw new Fatal(new ServerParseError(error as Error, response, data));
        }
        const rejection = rejectionOf(result);
        if (rejection) throw new Fatal(rejection);
        sink.next(result);
      }
      // The stream ended without `complete`: the server went away (restart, proxy timeout). Come back.
      throw new Error('The event stream ended before the subscription completed');
    };

    void (async () => {
      let attempt = 0;
      let failures = 0;
      for (;;) {
        try {
          await connect(() => {
            attempt = 0;
            sink.status('live');
            if (failures > 0) sink.reconnected();
          });
          if (!signal.aborted) sink.complete();
          return;
        } catch (error) {
          if (signal.aborted) return;
          if (error instanceof Fatal) {
            controller.abort();
            sink.error(error.error);
            return;
          }
          failures++;
          sink.status('reconnecting');
          await wait(retryDelay(attempt++), signal);
          if (signal.aborted) return;
        }
      }
    })();

    return () => controller.abort();
  };
}
