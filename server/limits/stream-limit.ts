// Caps live subscriptions per session and per instance, for every transport (yoga's SSE, graphql-sse's distinct
// connections, graphql-ws), since all of them subscribe through the same envelop. A slot is taken before the
// subscription's resolver runs, so parallel requests cannot slip past the cap, and given back when the stream ends,
// however it ends.
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { limitError } from './limit-error';
import { LIMIT_CODES } from './limits';

export interface StreamLimitOptions {
  perSession: number;
  perInstance: number;
  /** The session a subscription belongs to (its token), or null when anonymous: then only the instance cap applies. */
  sessionOf(context: unknown): string | null;
}

export interface StreamCounts {
  instance: number;
  session(key: string): number;
}

export const tooManyStreamsMessage = (perSession: number): string =>
  `Too many live streams: a session may hold ${perSession} at once. Close one to open another.`;
export const busyInstanceMessage = 'Too many live streams on this service: try again later.';

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

// envelop's onEnd fires when the stream completes or is returned, but not when its source fails; this wrapper
// gives the slot back on every ending.
function releasing<T>(source: AsyncIterable<T>, release: () => void): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      try {
        const step = await iterator.next();
        if (step.done) release();
        return step;
      } catch (error) {
        release();
        throw error;
      }
    },
    async return(value?: unknown) {
      release();
      return (await iterator.return?.(value)) ?? { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      release();
      if (iterator.throw) return iterator.throw(error);
      throw error;
    },
  };
}

export function streamLimitPlugin(options: StreamLimitOptions): { plugin: Plugin; counts: StreamCounts } {
  let instance = 0;
  const perSession = new Map<string, number>();

  function acquire(key: string | null): () => void {
    instance += 1;
    if (key !== null) perSession.set(key, (perSession.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      instance -= 1;
      if (key === null) return;
      const left = (perSession.get(key) ?? 1) - 1;
      if (left === 0) perSession.delete(key);
      else perSession.set(key, left);
    };
  }

  const plugin: Plugin = {
    onSubscribe({ args, subscribeFn, setSubscribeFn, setResultAndStopExecution }) {
      const key = options.sessionOf(args.contextValue);
      if (key !== null && (perSession.get(key) ?? 0) >= options.perSession) {
        setResultAndStopExecution({
          errors: [limitError(LIMIT_CODES.streams, tooManyStreamsMessage(options.perSession))],
        });
        return;
      }
      if (instance >= options.perInstance) {
        setResultAndStopExecution({ errors: [limitError(LIMIT_CODES.streams, busyInstanceMessage)] });
        return;
      }
      const release = acquire(key);
      // A subscribe function that throws never reaches onSubscribeResult.
      setSubscribeFn(async (subscribeArgs) => {
        try {
          return await subscribeFn(subscribeArgs);
        } catch (error) {
          release();
          throw error;
        }
      });
      return {
        onSubscribeResult({ result, setResult }) {
          // An error result (refused, not a member…) holds no stream.
          if (!isAsyncIterable(result)) release();
          else setResult(releasing(result, release) as AsyncIterableIterator<ExecutionResult>);
        },
      };
    },
  };

  return {
    plugin,
    counts: {
      get instance() {
        return instance;
      },
      session: (key) => perSession.get(key) ?? 0,
    },
  };
}
