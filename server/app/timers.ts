// The service's background work, each on a timer until stopped: the event-log retention (and the Idempotency-Key
// purge), the log watch behind Redis, and the purge of ended sessions.
import { purgeExpiredSessions } from '../auth';
import type { Db } from '../db/types';
import { DEFAULT_RETENTION, startRetention, type RetentionOptions } from '../events/retention';
import { watchLogs } from '../events/watch';
import type { ClosableBoardPubSub } from '../pubsub';

// Ended sessions are deleted this often (and on each sign-in too).
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

export interface TimerOptions {
  db: Db;
  /** The database without the request layer's error mapping: the log watch reads it directly. */
  rawDb: Db;
  pubsub: ClosableBoardPubSub;
  retention?: RetentionOptions | undefined;
  now: () => Date;
}

/** Starts every timer; the function returned stops them all and waits for work in progress. */
export function startTimers(options: TimerOptions): () => Promise<void> {
  const { db, now } = options;
  const stopRetention = startRetention(db, options.retention ?? DEFAULT_RETENTION);
  // In-process delivery cannot lose an event; over Redis the logs are checked for what it did not bring.
  const stopWatching =
    options.pubsub.transport === 'redis' ? watchLogs(options.rawDb, options.pubsub) : async () => undefined;
  const purge = setInterval(() => {
    void purgeExpiredSessions(db, now()).catch(() => undefined);
  }, PURGE_INTERVAL_MS);
  purge.unref();
  return async () => {
    clearInterval(purge);
    await stopWatching();
    await stopRetention();
  };
}
