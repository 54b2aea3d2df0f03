// Subscriptions over graphql-ws: one lazy socket per client, kept alive with pings, reopened with backoff.
import { createClient, type Client } from 'graphql-ws/client';
import type { GraphQLClientOptions, GraphQLResult, Operation } from '../types';
import { GraphQLErrors } from '../errors';
import { backoffDelay, waitToRetry } from './backoff';
import type { Producer, Sink } from './observable';
import { isGraphQLErrorList, rejectionOf } from './rejection';
import type { RetryOptions } from './sse';
import { documentFields } from '../transport';

/** Close codes graphql-ws calls fatal (bad request, unauthorized, forbidden, …): retrying would get the same answer. */
export const FATAL_CLOSE_CODES: ReadonlySet<number> = new Set([4400, 4401, 4403, 4406, 4409, 4429, 4499]);

/** How often an idle socket pings, so proxies and the server keep it open and a dead peer is noticed. */
export const KEEP_ALIVE_MS = 12_000;

/** The socket closed with a code that will not be retried; `message` is the server's reason. */
export class SubscriptionCloseError extends Error {
  override readonly name = 'SubscriptionCloseError';
  readonly code: number;

  constructor(code: number, reason: string) {
    super(reason || `The subscription socket closed with code ${code}`);
    this.code = code;
  }
}

interface CloseLike {
  code: number;
  reason: string;
}

function isCloseLike(value: unknown): value is CloseLike {
  return typeof value === 'object' && value !== null && 'code' in value && 'reason' in value;
}

/** `http:`/`https:` become `ws:`/`wss:`; a relative URI is resolved against the page's location. */
export function toWebSocketUrl(uri: string): string {
  const base = (globalThis as { location?: { href?: string } }).location?.href;
  let url: URL;
  try {
    url = new URL(uri, base);
  } catch {
    throw new Error(`Cannot derive a WebSocket URL from "${uri}": set subscriptions.url`);
  }
  if (url.protocol === 'http:') url.protocol = 'ws:';
  else if (url.protocol === 'https:') url.protocol = 'wss:';
  return url.href;
}

type WebSocketConstructor = new (url: string, protocols?: string | string[], options?: unknown) => object;

/**
 * A browser sends the page's cookies with the handshake and takes no headers; Node's `ws` takes them as a third
 * argument, so a Node client authenticates its socket as it does its HTTP requests.
 */
function withHeaders(impl: unknown, options: GraphQLClientOptions): unknown {
  if (!options.headers) return impl;
  const Base = impl as WebSocketConstructor;
  return class extends Base {
    constructor(url: string, protocols?: string | string[]) {
      const headers = typeof options.headers === 'function' ? options.headers() : options.headers;
      super(url, protocols, { headers });
    }
  };
}

function toError(error: unknown): unknown {
  if (isGraphQLErrorList(error)) return new GraphQLErrors(error);
  if (error instanceof Error) return error;
  if (isCloseLike(error)) return new SubscriptionCloseError(error.code, error.reason);
  return new Error('The subscription socket failed');
}

interface Live {
  sink: Sink<GraphQLResult>;
}

export function createWsTransport(
  options: GraphQLClientOptions,
  resolveUri: () => string,
  retry: RetryOptions = {},
): (operation: Operation) => Producer<GraphQLResult> {
  const retryDelay = retry.retryDelay ?? backoffDelay;
  const live = new Set<Live>();
  let connected = false;
  let client: Client | undefined;

  // Created on first use, so a client configured for SSE never needs a WebSocket implementation.
  const socketUrl = () => options.subscriptions?.url ?? toWebSocketUrl(resolveUri());
  const getClient = (): Client =>
    (client ??= createClient({
      url: socketUrl,
      ...(options.subscriptions?.webSocketImpl
        ? { webSocketImpl: withHeaders(options.subscriptions.webSocketImpl, options) }
        : {}),
      lazy: true,
      keepAlive: KEEP_ALIVE_MS,
      retryAttempts: Infinity,
      retryWait: (retries) => waitToRetry(retryDelay(retries)),
      // Socket error events and non-fatal closes (restart, going away, abnormal) are retried while a subscription
      // remains; graphql-ws itself refuses its own fatal codes. An Error thrown here (no URL) would fail the same.
      shouldRetry: (event) =>
        isCloseLike(event) ? !FATAL_CLOSE_CODES.has(event.code) : !(event instanceof Error),
      on: {
        connected: (_socket, _payload, wasRetry) => {
          connected = true;
          for (const { sink } of [...live]) {
            sink.status('live');
            if (wasRetry) sink.reconnected();
          }
        },
        closed: (event) => {
          connected = false;
          if (isCloseLike(event) && FATAL_CLOSE_CODES.has(event.code)) return;
          for (const { sink } of [...live]) sink.status('reconnecting');
        },
      },
    }));

  return (operation) => (sink) => {
    try {
      // graphql-ws would turn a throwing `url` into an unhandled rejection: fail this subscription here instead.
      socketUrl();
    } catch (error) {
      sink.error(error);
      return () => {};
    }
    const byHash = Boolean(options.persistedQueries) && operation.hash !== undefined;
    const wireExtensions = documentFields(operation, true, byHash).extensions;
    const entry: Live = { sink };
    live.add(entry);
    if (connected) sink.status('live');
    let finished = false;
    const done = () => {
      finished = true;
      live.delete(entry);
    };
    const dispose = getClient().subscribe<GraphQLResult['data'], GraphQLResult['extensions']>(
      {
        ...(operation.operationName ? { operationName: operation.operationName } : {}),
        // graphql-ws requires `query` to be a string: sent by hash, an empty one stands for none.
        query: byHash ? '' : (operation.query ?? ''),
        variables: operation.variables,
        ...(wireExtensions ? { extensions: wireExtensions } : {}),
      },
      {
        next(result) {
          const value = result as GraphQLResult;
          const rejection = rejectionOf(value);
          if (rejection) {
            done();
            dispose();
            sink.error(rejection);
            return;
          }
          sink.next(value);
        },
        error(error) {
          done();
          sink.error(toError(error));
        },
        complete() {
          if (finished) return;
          done();
          sink.complete();
        },
      },
    );
    // graphql-ws sends `complete` to the server when disposed before the server finished.
    return () => {
      done();
      dispose();
    };
  };
}
