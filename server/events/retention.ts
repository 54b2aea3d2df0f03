// Event-log retention: an event may be pruned once it is BOTH beyond the last `count` of its project AND older than
// `days`, in bounded batches on a timer. projects.pruned_seq records how far: a resume from before it gets RESYNC.
import type { Db } from '../db/types';
import { logger } from '../log';
import { purgeIdempotencyKeys } from './idempotency';
import { pruneViewerEvents } from './viewer-log';

export interface RetentionOptions {
  count: number;
  days: number;
  intervalMs?: number;
  batch?: number;
  /** Statements per run at most, so one run never holds the database for long. */
  maxBatches?: number;
}

export const DEFAULT_RETENTION = { count: 10_000, days: 7 } as const;

/** One bounded batch: deletes up to `batch` prunable events (oldest first per project); returns how many. */
export async function pruneBatch(db: Db, count: number, days: number, batch: number): Promise<number> {
  const rows = await db.query<{ deleted: number }>(
    `WITH doomed AS (
       SELECT e.project_id, e.seq FROM project_events e JOIN projects p ON p.id = e.project_id
        WHERE e.seq <= p.last_seq - $1 AND e.at < now() - make_interval(days => $2)
        ORDER BY e.project_id, e.seq
        LIMIT $3
     ), deleted AS (
       DELETE FROM project_events e USING doomed d
        WHERE e.project_id = d.project_id AND e.seq = d.seq
        RETURNING e.project_id, e.seq
     ), marked AS (
       UPDATE projects p SET pruned_seq = GREATEST(p.pruned_seq, m.seq)
         FROM (SELECT project_id, max(seq) AS seq FROM deleted GROUP BY project_id) m
        WHERE p.id = m.project_id
       RETURNING p.id
     )
     SELECT (SELECT count(*) FROM deleted)::int AS deleted`,
    [count, days, batch],
  );
  return Number(rows[0]?.deleted ?? 0);
}

/** Prunes in batches until nothing is left to prune or `maxBatches` ran; returns how many events went. */
export async function pruneEvents(db: Db, options: RetentionOptions): Promise<number> {
  const batch = options.batch ?? 1_000;
  const maxBatches = options.maxBatches ?? 20;
  let total = 0;
  for (let i = 0; i < maxBatches; i += 1) {
    const deleted = await pruneBatch(db, options.count, options.days, batch);
    total += deleted;
    if (deleted < batch) break;
  }
  return total;
}

/** Runs pruning and the Idempotency-Key purge every `intervalMs` until the returned function is called. */
export function startRetention(db: Db, options: RetentionOptions): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = Promise.all([
      pruneEvents(db, options),
      pruneViewerEvents(db, options.days),
      purgeIdempotencyKeys(db),
    ])
      .catch((error: unknown) => logger.warn({ err: (error as Error).message }, 'event retention failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(run, options.intervalMs ?? 10 * 60_000);
  // Never what keeps the process alive.
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
