// Live streams end with their session (sign-out via pub/sub on every instance, expiry) or their API key (revoked), as
// a plugin none can skip.
import { isAsyncIterable, Repeater, type Plugin } from 'graphql-yoga';
import { sessionEnd } from '../auth';
import type { Context } from '../context';
import type { Db } from '../db/types';

// setTimeout's longest delay is about 24.8 days; the session is re-read at least this often anyway.
const MAX_TIMER_MS = 60 * 60 * 1000;

/**
 * The sessions of `userId` past its cap, ended on `tx` (their streams end once the change commits): those from the
 * address the account has known for the shortest time go first, oldest first, and never `kept` (the new one). So a
 * flood of sign-ins ends its own sessions, not the ones from addresses the owner has long used.
 */
export async function endSessionsPastCap(
  tx: Db,
  userId: string,
  cap: number,
  kept: string,
): Promise<string[]> {
  const ended = await tx.query<{ tokenHash: string }>(
    `DELETE FROM sessions WHERE token_hash IN (
       SELECT token_hash FROM sessions WHERE user_id = $1 AND token_hash <> $3
        ORDER BY address_known_since DESC NULLS LAST, created_at, token_hash
        LIMIT greatest(0, (SELECT count(*) FROM sessions WHERE user_id = $1) - $2)
     ) RETURNING token_hash AS "tokenHash"`,
    [userId, cap, kept],
  );
  return ended.map((row) => row.tokenHash);
}

/** What a stream lives on: the hash its end is published under, when it ends, and how to read that again. */
interface Credential {
  hash: string;
  endsAt: Date;
  /** When it ends now, or null when it has ended. */
  end(): Promise<Date | null>;
}

function credentialOf(ctx: Context): Credential | null {
  const { sessionTokenHash, sessionExpiresAt, viewer, apiKey } = ctx;
  if (!viewer) return null;
  if (apiKey) {
    // A key has no expiry: its row is read again as often as a session's would be.
    const later = () => new Date(ctx.now().getTime() + MAX_TIMER_MS);
    return {
      hash: apiKey.keyHash,
      endsAt: later(),
      end: async () => ((await apiKeyLives(ctx.db, apiKey.id)) ? later() : null),
    };
  }
  if (!sessionTokenHash || !sessionExpiresAt) return null;
  return {
    hash: sessionTokenHash,
    endsAt: sessionExpiresAt,
    end: () => sessionEnd(ctx.db, sessionTokenHash, ctx.now()),
  };
}

async function apiKeyLives(db: Db, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM api_keys WHERE id = $1', [id])).length > 0;
}

export function sessionBoundStreams(): Plugin {
  return {
    onSubscribe({ args }) {
      const ctx = args.contextValue as unknown as Context;
      const credential = credentialOf(ctx);
      if (!credential) return;
      return {
        onSubscribeResult({ result, setResult }) {
          if (!isAsyncIterable(result)) return;
          setResult(untilCredentialEnds(result, ctx, credential));
        },
      };
    },
  };
}

function untilCredentialEnds<T>(
  source: AsyncIterable<T>,
  ctx: Context,
  credential: Credential,
): AsyncIterableIterator<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    const ended = ctx.pubsub.subscribe('session-ended', credential.hash);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const schedule = (end: Date) => {
      if (done) return;
      const delay = Math.min(MAX_TIMER_MS, Math.max(0, end.getTime() - ctx.now().getTime()));
      timer = setTimeout(() => void recheck(), delay);
    };
    const recheck = async () => {
      const end = await credential.end().catch(() => null);
      if (end) schedule(end);
      else stop();
    };
    schedule(credential.endsAt);
    void (async () => {
      for await (const _message of ended) {
        stop();
        return;
      }
    })().catch(() => stop());
    void (async () => {
      for (;;) {
        const next = await iterator.next();
        if (next.done) break;
        await push(next.value);
      }
      stop();
    })().catch((error: unknown) => stop(error));
    await stop;
    done = true;
    clearTimeout(timer);
    await Promise.all([ended.return?.(), iterator.return?.()]);
  });
}
