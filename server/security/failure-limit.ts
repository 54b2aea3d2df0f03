// Failed attempts (sign-in, sign-up, addMember) counted per key in the database, so every instance sees the same
// counts: after `max` failures within `windowMs` of the first one, the key is refused with RATE_LIMITED until the
// window passes, whatever the credentials.
//
// Only failures count: an attempt is checked against the failures recorded so far, then made, then recorded if it
// failed. So that a burst of parallel guesses cannot all pass the check before the first of them is recorded, the
// attempts on one key run one at a time in each instance (check, attempt, record); across N instances at most N more
// than the limit can be in flight. Right credentials in parallel (ten tabs signing in at once) all succeed.
//
// Hand-written on purpose: rate-limiter-flexible's Postgres store (the maintained choice) creates its own table at
// run time outside our migrations, needs a pg Pool/Client rather than our `Db` interface (PGlite has neither), and
// reads Date.now() itself, so a test could not move its window without sleeping. This is a fixed window that starts
// at the first failure: one upsert per key and failure.
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

// The tail of each key's queue of attempts in this instance (deleted once the queue is empty).
const queues = new Map<string, Promise<void>>();

/** Runs `fn` once every earlier attempt on any of `keys` in this instance has finished. */
async function oneAtATime<T>(keys: readonly string[], fn: () => Promise<T>): Promise<T> {
  // Taken in sorted order, one after another, so two attempts sharing two keys cannot wait for each other.
  const sorted = [...new Set(keys)].sort();
  const releases: (() => void)[] = [];
  try {
    for (const key of sorted) {
      const before = queues.get(key) ?? Promise.resolve();
      let release!: () => void;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = before.then(() => mine);
      queues.set(key, tail);
      releases.push(() => {
        release();
        if (queues.get(key) === tail) queues.delete(key);
      });
      await before;
    }
    return await fn();
  } finally {
    for (const release of releases) release();
  }
}

/** Throws RATE_LIMITED (with the longest wait) when any key has `max` failures in its current window. */
async function refuseIfLimited(
  db: Db,
  keys: readonly string[],
  now: Date,
  limit: FailureLimit,
): Promise<void> {
  const windowOpen = new Date(now.getTime() - limit.windowMs).toISOString();
  const rows = await db.query<{ windowStart: string }>(
    `SELECT window_start AS "windowStart" FROM auth_failures
      WHERE key = ANY($1::text[]) AND window_start > $2 AND failures >= $3`,
    [[...keys], windowOpen, limit.max],
  );
  let waitMs = 0;
  for (const row of rows) {
    waitMs = Math.max(waitMs, new Date(row.windowStart).getTime() + limit.windowMs - now.getTime());
  }
  if (waitMs > 0) throw rateLimited(Math.ceil(waitMs / 1000));
}

async function recordFailure(db: Db, keys: readonly string[], now: Date, limit: FailureLimit): Promise<void> {
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

/**
 * Makes one attempt under the limit of `keys`: refused with RATE_LIMITED while any key is over it (the right
 * credentials too: the limit must not become a password oracle), else `attempt` runs, and a failure it throws
 * (`isFailure`) is recorded against every key before it is rethrown.
 */
export function limitFailures<T>(
  db: Db,
  keys: readonly string[],
  now: Date,
  attempt: () => Promise<T>,
  isFailure: (error: unknown) => boolean,
  limit: FailureLimit = AUTH_FAILURE_LIMIT,
): Promise<T> {
  return oneAtATime(keys, async () => {
    await refuseIfLimited(db, keys, now, limit);
    try {
      return await attempt();
    } catch (error) {
      if (isFailure(error)) await recordFailure(db, keys, now, limit);
      throw error;
    }
  });
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
  const limited = (...call: unknown[]) => {
    const ctx = call[2] as TCtx;
    return limitFailures(
      ctx.db,
      keysOf(ctx),
      ctx.now(),
      async () => (resolve as unknown as (...args: unknown[]) => unknown)(...call),
      (error) => {
        const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
        return code === 'BAD_USER_INPUT' || code === 'NOT_FOUND';
      },
    );
  };
  return limited as unknown as F;
}
