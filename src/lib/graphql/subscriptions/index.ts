// Live subscriptions: SSE by default, WebSocket when configured, each a multicast observable shared by duplicates.
import type { GraphQLClientOptions, GraphQLResult, Operation } from '../types';
import { createMulticastObservable, type LiveObservable } from './observable';
import type { Producer } from './observable';
import type { RetryOptions } from './sse';

export { createMulticastObservable } from './observable';
export type { LiveObservable, SubscriptionObserver, SubscriptionStatus, Sink, Producer } from './observable';
// Both transports load on the first subscription, so a page without one does not carry them; ./ws and ./backoff are
// not re-exported here, since a re-export would load them with this module.
export type { RetryOptions } from './sse';

export type Subscriber = (operation: Operation) => LiveObservable<GraphQLResult>;

/**
 * The client's `subscribe`: each operation a multicast observable; asking again for the same operation, variables
 * and context joins the running stream. `retry` replaces the reconnect delays (tests).
 */
export function createSubscriber(
  options: GraphQLClientOptions,
  resolveUri: () => string,
  retry: RetryOptions = {},
): Subscriber {
  const transport = options.subscriptions?.transport ?? 'sse';
  // The transport's module loads when first used; until it has, an unsubscribe only stops it from starting.
  let loaded: Promise<(operation: Operation) => Producer<GraphQLResult>> | undefined;
  const load = () =>
    transport === 'ws'
      ? import('./ws').then((m) => m.createWsTransport(options, resolveUri, retry))
      : import('./sse').then(
          (m) => (operation: Operation) => m.createSseProducer(options, resolveUri, operation, retry),
        );
  const onDemand =
    (operation: Operation): Producer<GraphQLResult> =>
    (sink) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      loaded ??= load();
      loaded.then(
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
      operation.query ?? operation.hash,
      operation.variables,
      operation.extensions,
      operation.context,
    ]);
    const existing = running.get(key);
    if (existing && !existing.done) return existing;

    const produce = onDemand(operation);
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
