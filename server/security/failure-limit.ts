// Failed attempts (sign-in, sign-up, addMember) counted per key in the database, so every instance sees the same
// counts: after `max` failures within `windowMs` of the first one, the key is refused with RATE_LIMITED until the
// window passes, whatever the credentials.
//
// Hand-written on purpose: rate-limiter-flexible's Postgres store (the maintained choice) creates its own table at
// run time outside our migrations, needs a pg Pool/Client rather than our `Db` interface (PGlite has neither), and
// reads Date.now() itself, so a test could not move its window without sleeping. This is a fixed window that starts
// at the first failure: one upsert per key and attempt, counted before the
// check and given back on success.
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import type { Db } from '../db/types';

export interface FailureLimit {
  max: number;
  windowMs: number;
}

/** 10 failures in 15 minutes, per email and per client address (and per admin for addMember). */
export const AUTH_FAILURE_LIMIT: FailureLimit = { max: 10, windowMs: 15 * 60 * 1000 };

export const RATE_LIMITED_MESSAGE = 'Too many failed attempts; try again later';

export function rateLimited(retryAfterSeconds: number): GraphQLError {
  return createGraphQLError(RATE_LIMITED_MESSAGE, {
    extensions: { code: 'RATE_LIMITED', retryAfter: retryAfterSeconds },
  });
}

/**
 * Counts an attempt against every key before the credentials are checked (so a burst of parallel guesses cannot all
 * pass a check made before any of them failed), and throws RATE_LIMITED when a key is over the limit. The attempt
 * stays counted as a failure unless the caller reports success with `succeeded()`.
 */
export async function countAttempt(
  db: Db,
  keys: readonly string[],
  now: Date,
  limit: FailureLimit = AUTH_FAILURE_LIMIT,
): Promise<{ succeeded(): Promise<void> }> {
  const windowOpen = new Date(now.getTime() - limit.windowMs).toISOString();
  let waitMs = 0;
  for (const key of keys) {
    const [row] = await db.query<{ failures: number; windowStart: string }>(
      `INSERT INTO auth_failures AS f (key, window_start, failures) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN f.window_start <= $3 THEN 1 ELSE f.failures + 1 END,
         window_start = CASE WHEN f.window_start <= $3 THEN EXCLUDED.window_start ELSE f.window_start END
       RETURNING failures, window_start AS "windowStart"`,
      [key, now.toISOString(), windowOpen],
    );
    if (row && row.failures > limit.max) {
      waitMs = Math.max(waitMs, new Date(row.windowStart).getTime() + limit.windowMs - now.getTime());
    }
  }
  if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));
  return {
    async succeeded() {
      for (const key of keys) {
        await db.query('UPDATE auth_failures SET failures = greatest(failures - 1, 0) WHERE key = $1', [key]);
      }
    },
  };
}

/** Deletes up to `batch` windows that have passed. */
export async function purgeFailures(
  db: Db,
  now: Date,
  limit: FailureLimit = AUTH_FAILURE_LIMIT,
  batch = 500,
): Promise<number> {
  const rows = await db.query(
    `DELETE FROM auth_failures WHERE key IN (
       SELECT key FROM auth_failures WHERE window_start <= $1 ORDER BY window_start LIMIT $2
     ) RETURNING key`,
    [new Date(now.getTime() - limit.windowMs).toISOString(), batch],
  );
  return rows.length;
}

/**
 * Wraps a resolver so that its BAD_USER_INPUT / NOT_FOUND answers count as failures against the keys `keysOf`
 * gives, and it is refused with RATE_LIMITED once they are over the limit (addMember: per admin and per address, so
 * an admin cannot probe which emails have accounts at speed).
 */
export function withFailureLimit<
  TCtx extends { db: Db; now(): Date },
  F extends (...args: never[]) => unknown,
>(keysOf: (ctx: TCtx) => string[], resolve: F): F {
  const limited = async (...call: unknown[]) => {
    const ctx = call[2] as TCtx;
    const attempt = await countAttempt(ctx.db, keysOf(ctx), ctx.now());
    try {
      const result = await (resolve as unknown as (...args: unknown[]) => unknown)(...call);
      await attempt.succeeded();
      return result;
    } catch (error) {
      const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
      if (code !== 'BAD_USER_INPUT' && code !== 'NOT_FOUND') await attempt.succeeded();
      throw error;
    }
  };
  return limited as unknown as F;
}
