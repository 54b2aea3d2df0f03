// The multicast observable: one network stream for all observers, started by the first and stopped by the last.
import { PREMATURE_CANCEL_MESSAGE } from '../errors';
import type { MulticastObservable, Observer, Unsubscribable } from '../types';

export type SubscriptionStatus = 'connecting' | 'live' | 'reconnecting' | 'closed';

/** An observer that may also follow the connection: its status, and a signal after each reconnect. */
export interface SubscriptionObserver<T> extends Observer<T> {
  /** Called with the current status when subscribing, then on every change. */
  status?: (status: SubscriptionStatus) => void;
  /** The stream came back after a drop; events sent meanwhile are lost, so refetch what they would have changed. */
  reconnected?: () => void;
}

/** What a transport drives: values, the end, and the connection's state. */
export interface Sink<T> {
  next(value: T): void;
  error(error: unknown): void;
  complete(): void;
  status(status: SubscriptionStatus): void;
  reconnected(): void;
}

/** Starts the network stream; returns how to stop it. Called once, when the first observer arrives. */
export type Producer<T> = (sink: Sink<T>) => () => void;

export interface LiveObservable<T> extends MulticastObservable<T> {
  subscribe(observer: SubscriptionObserver<T>): Unsubscribable;
  readonly status: SubscriptionStatus;
  /** True once the stream has completed, failed or been cancelled: nothing more will come. */
  readonly done: boolean;
}

type End = { kind: 'complete' } | { kind: 'error'; error: unknown };

export function createMulticastObservable<T>(producer: Producer<T>): LiveObservable<T> {
  const observers = new Set<{ observer: SubscriptionObserver<T> }>();
  let status: SubscriptionStatus = 'connecting';
  let stop: (() => void) | undefined;
  let started = false;
  let end: End | undefined;
  let last: T | undefined;

  let resolvePromise!: (value: T | undefined) => void;
  let rejectPromise!: (error: unknown) => void;
  const promise = new Promise<T | undefined>((resolve, reject) => {
    resolvePromise = resolve;
    rejectPromise = reject;
  });
  // Keeps a cancellation nobody awaits from surfacing as an unhandled rejection; `promise` still rejects.
  promise.catch(() => {});

  const each = (call: (observer: SubscriptionObserver<T>) => void) => {
    for (const entry of [...observers]) {
      try {
        call(entry.observer);
      } catch (error) {
        // One faulty observer must not starve the others; its error still surfaces, outside this loop.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };

  const setStatus = (next: SubscriptionStatus) => {
    if (status === next) return;
    status = next;
    each((o) => o.status?.(next));
  };

  const finish = (result: End) => {
    if (end) return;
    end = result;
    stop = undefined;
    setStatus('closed');
    const current = [...observers];
    observers.clear();
    if (result.kind === 'complete') {
      resolvePromise(last);
      for (const { observer } of current) observer.complete?.();
    } else {
      rejectPromise(result.error);
      for (const { observer } of current) observer.error?.(result.error);
    }
  };

  const sink: Sink<T> = {
    next(value) {
      if (end) return;
      last = value;
      each((o) => o.next?.(value));
    },
    error(error) {
      finish({ kind: 'error', error });
    },
    complete() {
      finish({ kind: 'complete' });
    },
    status(next) {
      if (!end) setStatus(next);
    },
    reconnected() {
      if (!end) each((o) => o.reconnected?.());
    },
  };

  return {
    promise,
    get status() {
      return status;
    },
    get done() {
      return end !== undefined;
    },
    subscribe(observer) {
      if (end) {
        // A late observer learns how the stream ended rather than waiting forever.
        observer.status?.('closed');
        if (end.kind === 'complete') observer.complete?.();
        else observer.error?.(end.error);
        return { unsubscribe() {} };
      }
      const entry = { observer };
      observers.add(entry);
      observer.status?.(status);
      if (!started) {
        started = true;
        const stopProducer = producer(sink);
        if (end) stopProducer();
        else stop = stopProducer;
      }
      return {
        unsubscribe() {
          if (!observers.delete(entry) || observers.size > 0 || end) return;
          const stopProducer = stop;
          finish({ kind: 'error', error: new Error(PREMATURE_CANCEL_MESSAGE) });
          stopProducer?.();
        },
      };
    },
  };
}
