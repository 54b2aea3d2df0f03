// Reconnect delays, doubling to a cap, with jitter so clients dropped by one restart do not return together.
import { onlineManager } from '@tanstack/react-query';

export const BACKOFF_INITIAL_MS = 500;
export const BACKOFF_MAX_MS = 30_000;

/** The delay before retry number `attempt` (0 for the first retry) without jitter. */
export function nominalDelay(attempt: number): number {
  // Beyond 2^6 the cap has long been reached; clamping the exponent keeps huge attempt counts finite.
  return Math.min(BACKOFF_MAX_MS, BACKOFF_INITIAL_MS * 2 ** Math.min(Math.max(0, attempt), 16));
}

/** The nominal delay minus up to half of it, at random: jitter only shortens the wait, so the cap holds. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const nominal = nominalDelay(attempt);
  return nominal - Math.floor(random() * (nominal / 2));
}

/** Resolves after `ms`, or at once when `signal` aborts (the caller checks the signal afterwards). */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** The wait before a reconnect: none while offline (TanStack's onlineManager), at once back online or on abort. */
export function waitToRetry(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    let elapsed = false;
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(() => {
      elapsed = true;
      if (onlineManager.isOnline()) done();
    }, ms);
    let wasOnline = onlineManager.isOnline();
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online && (!wasOnline || elapsed)) done();
      wasOnline = online;
    });
    signal?.addEventListener('abort', done, { once: true });
  });
}
