// Counted attempts, shared by every instance. An attempt takes its place before it runs, so parallel guesses cannot
// all pass, and past the limit even the right credentials get RATE_LIMITED, so it is never a password oracle.
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { RateLimits } from '../limits/limits';
import type { Counter, LimitStore } from '../limits/shared-store';

export const RATE_LIMITED_MESSAGE = 'Too many failed attempts; try again later';
export const TOO_MANY_SIGN_INS_MESSAGE = 'Too many sign-ins to this account; try again later';

export function rateLimited(retryAfterSeconds: number, message = RATE_LIMITED_MESSAGE): GraphQLError {
  return createGraphQLError(message, {
    extensions: { code: 'RATE_LIMITED', retryAfter: retryAfterSeconds },
  });
}

export type RateName = keyof RateLimits;

export interface AttemptKey {
  rule: RateName;
  key: string;
  /** A success clears this count (a run of consecutive failures ends) rather than only giving its place back. */
  clearOnSuccess?: boolean;
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

  const giveBack = (keys: readonly AttemptKey[]) =>
    Promise.all(keys.map(({ rule, key }) => counters[rule].giveBack(key)));

  return {
    async attempt<T>(
      keys: readonly AttemptKey[],
      attempt: () => Promise<T>,
      isFailure: (error: unknown) => boolean,
    ): Promise<T> {
      const taken = await Promise.all(keys.map(({ rule, key }) => counters[rule].take(key)));
      const waitMs = Math.max(0, ...taken.filter((t) => !t.allowed).map((t) => t.retryAfterMs));
      if (taken.some((t) => !t.allowed)) {
        // No attempt was made: the counts that let it through get their place back.
        await giveBack(keys.filter((_, i) => taken[i]!.allowed));
        throw rateLimited(seconds(waitMs));
      }
      let result: T;
      try {
        result = await attempt();
      } catch (error) {
        if (!isFailure(error)) await giveBack(keys);
        throw error;
      }
      await Promise.all(
        keys.map(({ rule, key, clearOnSuccess }) =>
          clearOnSuccess ? counters[rule].clear(key) : counters[rule].giveBack(key),
        ),
      );
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
