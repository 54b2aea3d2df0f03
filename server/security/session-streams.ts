// Live streams end with their session (sign-out via pub/sub on every instance, expiry), as a plugin none can skip.
import { isAsyncIterable, Repeater, type Plugin } from 'graphql-yoga';
import { sessionEnd } from '../auth';
import type { Context } from '../context';

// setTimeout's longest delay is about 24.8 days; the session is re-read at least this often anyway.
const MAX_TIMER_MS = 60 * 60 * 1000;

/**
 * Ends the account's sessions past its cap, oldest first, with their streams; one statement, so racing sign-ins agree.
 */
export async function endSessionsPastCap(
  ctx: Pick<Context, 'db' | 'pubsub' | 'sessionsPerAccount'>,
  userId: string,
): Promise<number> {
  const ended = await ctx.db.query<{ tokenHash: string }>(
    `DELETE FROM sessions WHERE token_hash IN (
       SELECT token_hash FROM sessions WHERE user_id = $1 ORDER BY created_at DESC, token_hash OFFSET $2
     ) RETURNING token_hash AS "tokenHash"`,
    [userId, ctx.sessionsPerAccount],
  );
  await Promise.all(
    ended.map(({ tokenHash }) => ctx.pubsub.publish('session-ended', tokenHash, { reason: 'signed-out' })),
  );
  return ended.length;
}

export function sessionBoundStreams(): Plugin {
  return {
    onSubscribe({ args }) {
      const ctx = args.contextValue as Partial<Context>;
      const { sessionTokenHash, sessionExpiresAt, viewer } = ctx;
      if (!viewer || !sessionTokenHash || !sessionExpiresAt) return;
      return {
        onSubscribeResult({ result, setResult }) {
          if (!isAsyncIterable(result)) return;
          setResult(untilSessionEnds(result, ctx as Context, sessionTokenHash, sessionExpiresAt));
        },
      };
    },
  };
}

function untilSessionEnds<T>(
  source: AsyncIterable<T>,
  ctx: Context,
  tokenHash: string,
  expiresAt: Date,
): AsyncIterableIterator<T> {
  return new Repeater<T>(async (push, stop) => {
    const iterator = source[Symbol.asyncIterator]();
    const ended = ctx.pubsub.subscribe('session-ended', tokenHash);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const schedule = (end: Date) => {
      if (done) return;
      const delay = Math.min(MAX_TIMER_MS, Math.max(0, end.getTime() - ctx.now().getTime()));
      timer = setTimeout(() => void recheck(), delay);
    };
    const recheck = async () => {
      const end = await sessionEnd(ctx.db, tokenHash, ctx.now()).catch(() => null);
      if (end) schedule(end);
      else stop();
    };
    schedule(expiresAt);
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
