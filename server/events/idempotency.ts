// Idempotency-Key: a mutation runs once per (user, key); a retry gets the first answer, a concurrent duplicate waits.
// Claims live in the database, so this holds across instances; hand-written because no maintained library does that.
import { createHash } from 'node:crypto';
import { getOperationAST, print, visit, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../context';
import type { Db } from '../db/types';
import { badUserInput } from '../resolvers/errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const MAX_IDEMPOTENCY_KEY = 64;
export const IDEMPOTENCY_TTL_MINUTES = 10;
/** How long a duplicate waits for the first request before giving up. */
const WAIT_LIMIT_MS = 30_000;
const WAIT_STEP_MS = 25;
/** A waiting duplicate asks less and less often: a thousand of them must not keep the database busy. */
const WAIT_STEP_MAX_MS = 500;
/**
 * A claim whose attempt has not said it is alive for this long belongs to a dead attempt (its instance stopped), which a
 * retry takes over. An attempt says so every ALIVE_EVERY_MS while it runs, so a slow one is never run twice.
 */
const ABANDONED_AFTER_SECONDS = 10;
const ALIVE_EVERY_MS = 2_000;
/** Keys one account holds at once (the newest; about one a second for their ten minutes). */
export const MAX_KEYS_PER_ACCOUNT = 500;
/** Bytes of answers one account holds at once, the newest kept. */
export const MAX_BYTES_PER_ACCOUNT = 1024 * 1024;
/** An answer larger than this is not kept: a retry is told the change was made (KEY_ANSWER_TOO_LARGE). */
export const MAX_ANSWER_BYTES = 64 * 1024;
/**
 * Mutations whose arguments hold a password, or whose answer is a secret (a new API key): no key is taken, so nothing
 * derived from a secret is ever stored.
 */
const SECRET_FIELDS = new Set(['signIn', 'signUp', 'changePassword', 'createApiKey']);
/** How long a claim that could not be let go or stored (the database away) is tried again in the background. */
const SETTLE_RETRY_MS = 30_000;

export const KEY_TOO_LONG = `An Idempotency-Key has at most ${MAX_IDEMPOTENCY_KEY} characters`;
export const KEY_REUSED = 'This Idempotency-Key was used for a different request';
export const KEY_BUSY = 'The first request with this Idempotency-Key is still running; try again';
export const KEY_ON_SECRET =
  'An Idempotency-Key is not taken for signing in, signing up, changing a password or making an API key';
export const KEY_ANSWER_TOO_LARGE =
  "This Idempotency-Key's change was made, but its answer was too large to keep: load it again to see it";
/** What a key too large to keep answers holds instead. */
const TOO_LARGE = { tooLarge: true };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Claim {
  requestHash: string;
  response: ExecutionResult | string | null;
  expired: boolean;
}

async function readClaim(db: Db, userId: string, key: string): Promise<Claim | null> {
  const [row] = await db.query<Claim>(
    `SELECT request_hash AS "requestHash", response,
            created_at < now() - make_interval(mins => $3) AS expired
       FROM idempotency_keys WHERE user_id = $1 AND key = $2`,
    [userId, key, IDEMPOTENCY_TTL_MINUTES],
  );
  return row ?? null;
}

/**
 * Takes the key: the claim's creation time (names this attempt's claim), or null when held; a stale claim is replaced.
 */
async function claim(db: Db, userId: string, key: string, requestHash: string): Promise<string | null> {
  const rows = await db.query<{ claimedAt: string }>(
    `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, key) DO UPDATE
       SET request_hash = EXCLUDED.request_hash, response = NULL, response_bytes = 0, created_at = now(), alive_at = now()
       WHERE idempotency_keys.created_at < now() - make_interval(mins => $4)
          OR (idempotency_keys.response IS NULL AND idempotency_keys.request_hash = EXCLUDED.request_hash
              AND idempotency_keys.alive_at < now() - make_interval(secs => $5))
     RETURNING created_at::text AS "claimedAt"`,
    [userId, key, requestHash, IDEMPOTENCY_TTL_MINUTES, ABANDONED_AFTER_SECONDS],
  );
  return rows[0]?.claimedAt ?? null;
}

/** Keeps the account's newest keys within MAX_KEYS_PER_ACCOUNT and MAX_BYTES_PER_ACCOUNT: one statement. */
async function keepWithinBounds(db: Db, userId: string): Promise<void> {
  await db.query(
    `DELETE FROM idempotency_keys WHERE user_id = $1 AND key IN (
       SELECT key FROM (
         SELECT key, row_number() OVER newest AS n, sum(response_bytes) OVER newest AS bytes
           FROM idempotency_keys WHERE user_id = $1
         WINDOW newest AS (ORDER BY created_at DESC, key)
       ) kept WHERE n > $2 OR bytes > $3)`,
    [userId, MAX_KEYS_PER_ACCOUNT, MAX_BYTES_PER_ACCOUNT],
  );
}

export async function purgeIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db.query(
    'DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(mins => $1) RETURNING 1',
    [IDEMPOTENCY_TTL_MINUTES],
  );
  return rows.length;
}

/** Runs `write`, retrying in the background while the database is away, so the claim is settled once it is back. */
async function settleClaim(write: () => Promise<unknown>): Promise<void> {
  const giveUp = Date.now() + SETTLE_RETRY_MS;
  const attempt = (): void => {
    write().catch(() => {
      if (Date.now() < giveUp) setTimeout(attempt, 500).unref();
    });
  };
  await write().catch(() => void setTimeout(attempt, 500).unref());
}

/** Any field of the document (fragments included) that takes a password. */
function holdsSecret(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (SECRET_FIELDS.has(node.name.value)) found = true;
    },
  });
  return found;
}

function refuse(message: string, field = 'idempotencyKey'): ExecutionResult {
  return { errors: [badUserInput({ [field]: message })] };
}

export function idempotencyKeyPlugin(db: Db): Plugin<Context & { request?: Request }> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const request = args.contextValue.request;
      const key = request?.headers.get(IDEMPOTENCY_HEADER) ?? null;
      if (key === null) return;
      if (key.length > MAX_IDEMPOTENCY_KEY) return setResultAndStopExecution(refuse(KEY_TOO_LONG));
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation === 'mutation' && key !== '' && holdsSecret(args.document)) {
        return setResultAndStopExecution(refuse(KEY_ON_SECRET));
      }
      const viewer = args.contextValue.viewer;
      // Queries are safe to repeat, and without a session there is no one to remember the key for.
      if (operation?.operation !== 'mutation' || !viewer || key === '') return;

      const requestHash = createHash('sha256')
        .update(print(operation))
        .update('\0')
        .update(JSON.stringify(args.variableValues ?? {}))
        .digest('hex');
      const deadline = Date.now() + WAIT_LIMIT_MS;
      let claimedAt: string | null = null;
      for (let waited = 0; ; waited += 1) {
        claimedAt = await claim(db, viewer.id, key, requestHash);
        if (claimedAt !== null) break;
        const held = await readClaim(db, viewer.id, key);
        if (!held) continue; // the first request failed and let go: claim it again
        if (held.requestHash !== requestHash) return setResultAndStopExecution(refuse(KEY_REUSED));
        if (held.response !== null) {
          const stored = typeof held.response === 'string' ? JSON.parse(held.response) : held.response;
          if ((stored as typeof TOO_LARGE).tooLarge)
            return setResultAndStopExecution(refuse(KEY_ANSWER_TOO_LARGE));
          return setResultAndStopExecution(stored as ExecutionResult);
        }
        if (Date.now() > deadline) return setResultAndStopExecution(refuse(KEY_BUSY));
        await sleep(Math.min(WAIT_STEP_MAX_MS, WAIT_STEP_MS * 2 ** waited));
      }
      // While it runs, this attempt says it is alive, so no retry takes its claim over.
      const alive = setInterval(() => {
        void db
          .query(
            'UPDATE idempotency_keys SET alive_at = now() WHERE user_id = $1 AND key = $2 AND created_at::text = $3',
            [viewer.id, key, claimedAt],
          )
          .catch(() => undefined);
      }, ALIVE_EVERY_MS);
      alive.unref();
      return {
        async onExecuteDone({ result }) {
          clearInterval(alive);
          if (Symbol.asyncIterator in (result as object)) return;
          const done = result as ExecutionResult;
          // A refused or failed mutation rolled back: let the key go so a retry runs; a success answers every retry.
          if (done.errors?.length) {
            await settleClaim(() =>
              // Only this attempt's claim: a retry that took it over meanwhile keeps its own.
              db.query(
                'DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND created_at::text = $3',
                [viewer.id, key, claimedAt],
              ),
            );
          } else {
            const whole = JSON.stringify({ data: done.data });
            const response = Buffer.byteLength(whole) > MAX_ANSWER_BYTES ? JSON.stringify(TOO_LARGE) : whole;
            await settleClaim(() =>
              db.query(
                `UPDATE idempotency_keys SET response = $3, response_bytes = $5
                  WHERE user_id = $1 AND key = $2 AND created_at::text = $4`,
                [viewer.id, key, response, claimedAt, Buffer.byteLength(response)],
              ),
            );
            await keepWithinBounds(db, viewer.id).catch(() => undefined);
          }
        },
      };
    },
  };
}
