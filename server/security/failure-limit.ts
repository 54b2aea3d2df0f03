// Failed attempts (sign-in, sign-up, addMember) counted per key in the database, so every instance sees the same
// counts: after `max` failures within `windowMs` of the first one, the key is refused with RATE_LIMITED until the
// window passes, whatever the credentials.
//
// Hand-written on purpose: rate-limiter-flexible's Postgres store (the maintained choice) creates its own table at
// run time outside our migrations, needs a pg Pool/Client rather than our `Db` interface (PGlite has neither), and
// reads Date.now() itself, so a test could not move its window without sleeping. This is a fixed window that starts
// at the first failure: one upsert per failure and one indexed read per attempt.
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

/** Seconds until every limited key among `keys` is free again, or null when none is limited. */
export async function retryAfter(
  db: Db,
  keys: readonly string[],
  now: Date,
  limit: FailureLimit = AUTH_FAILURE_LIMIT,
): Promise<number | null> {
  if (keys.length === 0) return null;
  const placeholders = keys.map((_, i) => `$${i + 2}`).join(', ');
  const rows = await db.query<{ windowStart: string }>(
    `SELECT window_start AS "windowStart" FROM auth_failures
      WHERE key IN (${placeholders}) AND failures >= $1`,
    [limit.max, ...keys],
  );
  let waitMs = 0;
  for (const row of rows) {
    waitMs = Math.max(waitMs, new Date(row.windowStart).getTime() + limit.windowMs - now.getTime());
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : null;
}

/** Throws RATE_LIMITED when any of `keys` is limited. */
export async function assertNotLimited(
  db: Db,
  keys: readonly string[],
  now: Date,
  limit: FailureLimit = AUTH_FAILURE_LIMIT,
): Promise<void> {
  const wait = await retryAfter(db, keys, now, limit);
  if (wait !== null) throw rateLimited(wait);
}

/** Counts one failure against each key, starting a new window where the old one has passed. */
export async function recordFailure(
  db: Db,
  keys: readonly string[],
  now: Date,
  limit: FailureLimit = AUTH_FAILURE_LIMIT,
): Promise<void> {
  const windowOpen = new Date(now.getTime() - limit.windowMs).toISOString();
  for (const key of keys) {
    await db.query(
      `INSERT INTO auth_failures AS f (key, window_start, failures) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN f.window_start <= $3 THEN 1 ELSE f.failures + 1 END,
         window_start = CASE WHEN f.window_start <= $3 THEN EXCLUDED.window_start ELSE f.window_start END`,
      [key, now.toISOString(), windowOpen],
    );
  }
}

/** Forgets the failures of `keys` (a successful sign-in clears its email's count). */
export async function clearFailures(db: Db, keys: readonly string[]): Promise<void> {
  for (const key of keys) await db.query('DELETE FROM auth_failures WHERE key = $1', [key]);
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
 * gives, and it is refused with RATE_LIMITED once they are limited (addMember: per admin and per address, so an
 * admin cannot probe which emails have accounts at speed).
 */
export function withFailureLimit<
  TCtx extends { db: Db; now(): Date },
  F extends (...args: never[]) => unknown,
>(keysOf: (ctx: TCtx) => string[], resolve: F): F {
  const limited = async (...call: unknown[]) => {
    const ctx = call[2] as TCtx;
    const keys = keysOf(ctx);
    await assertNotLimited(ctx.db, keys, ctx.now());
    try {
      return await (resolve as unknown as (...args: unknown[]) => unknown)(...call);
    } catch (error) {
      const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
      if (code === 'BAD_USER_INPUT' || code === 'NOT_FOUND') await recordFailure(ctx.db, keys, ctx.now());
      throw error;
    }
  };
  return limited as unknown as F;
}
