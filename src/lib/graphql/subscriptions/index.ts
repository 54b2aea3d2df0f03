// Live subscriptions for the GraphQL client: SSE by default, WebSocket when configured, each operation a multicast
// observable that identical concurrent subscriptions share.
import type { GraphQLClientOptions, GraphQLResult, Operation } from '../types';
import { createMulticastObservable, type LiveObservable } from './observable';
import type { Producer } from './observable';
import { createSseProducer, type RetryOptions } from './sse';

export { createMulticastObservable } from './observable';
export type { LiveObservable, SubscriptionObserver, SubscriptionStatus, Sink, Producer } from './observable';
// The WebSocket transport's own exports (SubscriptionCloseError, FATAL_CLOSE_CODES, toWebSocketUrl) live in ./ws,
// imported only on demand, so that an SSE app's bundle does not carry graphql-ws.
export { backoffDelay, nominalDelay, waitToRetry, BACKOFF_INITIAL_MS, BACKOFF_MAX_MS } from './backoff';
export type { RetryOptions } from './sse';

export type Subscriber = (operation: Operation) => LiveObservable<GraphQLResult>;

/**
 * Builds the client's `subscribe`: each operation becomes a multicast observable. While a stream for the same
 * operation, variables and context is running, asking again joins it instead of opening a second one.
 * `retry` replaces the reconnect delays (tests).
 */
export function createSubscriber(
  options: GraphQLClientOptions,
  resolveUri: () => string,
  retry: RetryOptions = {},
): Subscriber {
  const transport = options.subscriptions?.transport ?? 'sse';
  // The WebSocket transport (graphql-ws's client) loads when first used: an SSE app never downloads it.
  let ws: Promise<(operation: Operation) => Producer<GraphQLResult>> | undefined;
  const wsProducer =
    (operation: Operation): Producer<GraphQLResult> =>
    (sink) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      ws ??= import('./ws').then((m) => m.createWsTransport(options, resolveUri, retry));
      ws.then(
        (create) => {
          if (!stopped) stop = create(operation)(sink);
        },
        (error: unknown) => sink.error(error),
      );
      return () => {
        stopped = true;
        stop?.();
      };
    };
  const running = new Map<string, LiveObservable<GraphQLResult>>();

  return (operation) => {
    const key = JSON.stringify([
      operation.operationName,
      operation.query,
      operation.variables,
      operation.extensions,
      operation.context,
    ]);
    const existing = running.get(key);
    if (existing && !existing.done) return existing;

    const produce =
      transport === 'ws' ? wsProducer(operation) : createSseProducer(options, resolveUri, operation, retry);
    const observable = createMulticastObservable<GraphQLResult>((sink) => {
      running.set(key, observable);
      const stop = produce({
        ...sink,
        error(error) {
          forget();
          sink.error(error);
        },
        complete() {
          forget();
          sink.complete();
        },
      });
      return () => {
        forget();
        stop();
      };
    });
    const forget = () => {
      if (running.get(key) === observable) running.delete(key);
    };
    return observable;
  };
}
