// Counted attempts, shared by every instance. A counted attempt takes its place before it runs, so parallel guesses
// cannot all pass, and past the limit even the right credentials get RATE_LIMITED, so it is never a password oracle.
// Failures that only concurrency could inflate are counted once they happen, and successes have limits of their own.
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { RateLimits } from '../limits/limits';
import type { Counter, LimitStore } from '../limits/shared-store';

export const RATE_LIMITED_MESSAGE = 'Too many failed attempts; try again later';
export const TOO_MANY_SIGN_INS_MESSAGE =
  'Too many sign-ins to this account from this address; try again later';
export const TOO_MANY_SIGN_UPS_MESSAGE = 'Too many new accounts from this address; try again later';
export const TOO_MANY_INVITES_MESSAGE =
  'Too many invite links made from this account today; try again tomorrow';

export function rateLimited(retryAfterSeconds: number, message = RATE_LIMITED_MESSAGE): GraphQLError {
  return createGraphQLError(message, {
    extensions: { code: 'RATE_LIMITED', retryAfter: retryAfterSeconds },
  });
}

export type RateName = keyof RateLimits;

export interface AttemptKey {
  rule: RateName;
  key: string;
  /**
   * What is counted: `failures` (the default) take a place before the attempt and keep it when it fails;
   * `failures-after` are counted once a failure happens (attempts in flight never count, so people behind one
   * address acting at once are not taken for failures); `successes` take a place before and keep it when it succeeds.
   */
  counts?: 'failures' | 'failures-after' | 'successes';
  /** A success clears this count (a run of consecutive failures ends) rather than only giving its place back. */
  clearOnSuccess?: boolean;
  /** What a refusal by this count says (RATE_LIMITED_MESSAGE unless given). */
  message?: string;
}

export interface RateLimiters {
  /** Runs `attempt` under the counts of `keys`; only a failure it throws (`isFailure`) stays counted. */
  attempt<T>(
    keys: readonly AttemptKey[],
    attempt: () => Promise<T>,
    isFailure: (error: unknown) => boolean,
  ): Promise<T>;
  /** Counts one event against `key` and throws RATE_LIMITED with `message` past the limit. */
  count(rule: RateName, key: string, message: string): Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createRateLimiters(store: LimitStore, rules: RateLimits): RateLimiters {
  const counters = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [name, store.counter(name, rule)]),
  ) as Record<RateName, Counter>;

  const modeOf = (key: AttemptKey) => key.counts ?? 'failures';
  type Outcome = 'refused' | 'failed' | 'other error' | 'succeeded';
  /** What each count keeps of an attempt, once its outcome is known. */
  const settle = (keys: readonly AttemptKey[], outcome: Outcome) =>
    Promise.all(
      keys.map(async (k) => {
        const counter = counters[k.rule];
        const mode = modeOf(k);
        if (outcome === 'succeeded' && k.clearOnSuccess) return counter.clear(k.key);
        if (mode === 'failures-after') {
          if (outcome === 'failed') await counter.take(k.key);
          return;
        }
        const kept = mode === 'failures' ? outcome === 'failed' : outcome === 'succeeded';
        if (!kept) await counter.giveBack(k.key);
      }),
    );

  return {
    async attempt<T>(
      keys: readonly AttemptKey[],
      attempt: () => Promise<T>,
      isFailure: (error: unknown) => boolean,
    ): Promise<T> {
      const taken = await Promise.all(
        keys.map((k) =>
          modeOf(k) === 'failures-after' ? counters[k.rule].peek(k.key) : counters[k.rule].take(k.key),
        ),
      );
      const refusals = keys.map((k, i) => ({ k, t: taken[i]! })).filter(({ t }) => !t.allowed);
      if (refusals.length > 0) {
        // No attempt was made: the places taken for it are given back.
        await settle(
          keys.filter((k, i) => taken[i]!.allowed && modeOf(k) !== 'failures-after'),
          'refused',
        );
        const longest = refusals.reduce((a, b) => (b.t.retryAfterMs > a.t.retryAfterMs ? b : a));
        throw rateLimited(seconds(longest.t.retryAfterMs), longest.k.message);
      }
      let result: T;
      try {
        result = await attempt();
      } catch (error) {
        await settle(keys, isFailure(error) ? 'failed' : 'other error');
        throw error;
      }
      await settle(keys, 'succeeded');
      return result;
    },
    async count(rule, key, message) {
      const { allowed, retryAfterMs } = await counters[rule].take(key);
      if (!allowed) throw rateLimited(seconds(retryAfterMs), message);
    },
  };
}

/**
 * Counts a resolver's BAD_USER_INPUT / NOT_FOUND answers (addMember: so an admin cannot probe for accounts at speed).
 */
export function withFailureLimit<
  TCtx extends { rateLimits: RateLimiters },
  F extends (...args: never[]) => unknown,
>(keysOf: (ctx: TCtx) => AttemptKey[], resolve: F): F {
  const limited = (...call: unknown[]) => {
    const ctx = call[2] as TCtx;
    return ctx.rateLimits.attempt(
      keysOf(ctx),
      async () => (resolve as unknown as (...args: unknown[]) => unknown)(...call),
      (error) => {
        const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
        return code === 'BAD_USER_INPUT' || code === 'NOT_FOUND';
      },
    );
  };
  return limited as unknown as F;
}
