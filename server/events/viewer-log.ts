// The viewer log, written in the change's transaction and gap-free per user: streams catch up what pub/sub lost.
import type { Db } from '../db/types';
import type { ViewerEventPayload } from '../models';

/**
 * Appends `events` to their users' viewer logs on `tx`, users locked in id order after the project row (no deadlock).
 */
export async function appendViewerEvents(
  tx: Db,
  events: readonly ViewerEventPayload[],
): Promise<ViewerEventPayload[]> {
  if (events.length === 0) return [];
  const byUser = new Map<string, ViewerEventPayload[]>();
  for (const event of events) byUser.set(event.userId, [...(byUser.get(event.userId) ?? []), event]);
  const numbered: ViewerEventPayload[] = [];
  for (const userId of [...byUser.keys()].sort()) {
    const mine = byUser.get(userId)!;
    const [row] = await tx.query<{ last: number }>(
      'UPDATE users SET viewer_seq = viewer_seq + $2 WHERE id = $1 RETURNING viewer_seq AS last',
      [userId, mine.length],
    );
    if (!row) continue;
    const first = row.last - mine.length + 1;
    mine.forEach((event, i) => numbered.push({ ...event, viewerSeq: first + i }));
  }
  const rows = numbered.map(({ viewerSeq, ...payload }) => ({
    user_id: payload.userId,
    seq: viewerSeq,
    payload,
  }));
  await tx.query(
    `INSERT INTO viewer_events (user_id, seq, payload)
     SELECT e.user_id, e.seq, e.payload FROM jsonb_to_recordset($1::jsonb) AS e(user_id text, seq integer, payload jsonb)`,
    [JSON.stringify(rows)],
  );
  return numbered;
}

export interface ViewerLogRead {
  lastSeq: number | null;
  events: ViewerEventPayload[];
}

/** Every kept viewer event of `userId` after `after`, in order, with the user's counter: one statement. */
export async function readViewerEventsAfter(db: Db, userId: string, after: number): Promise<ViewerLogRead> {
  const rows = await db.query<{
    lastSeq: number;
    seq: number | null;
    payload: Omit<ViewerEventPayload, 'viewerSeq'> | string | null;
  }>(
    `SELECT u.viewer_seq AS "lastSeq", e.seq, e.payload
       FROM users u LEFT JOIN viewer_events e ON e.user_id = u.id AND e.seq > $2
      WHERE u.id = $1
      ORDER BY e.seq`,
    [userId, after],
  );
  const head = rows[0];
  if (!head) return { lastSeq: null, events: [] };
  const events: ViewerEventPayload[] = [];
  for (const row of rows) {
    if (row.seq === null || row.payload === null) continue;
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    events.push({ ...(payload as ViewerEventPayload), viewerSeq: row.seq });
  }
  return { lastSeq: head.lastSeq, events };
}

/** Deletes viewer events older than `days` (a stream that far behind starts again from its list of projects). */
export async function pruneViewerEvents(db: Db, days: number): Promise<void> {
  await db.query('DELETE FROM viewer_events WHERE at < now() - make_interval(days => $1)', [days]);
}

export interface ViewerStream {
  live(event: ViewerEventPayload): void;
}

/** One viewerEvents stream, started after subscribing to the user's topic: each later event once, in order. */
export function viewerStream(options: {
  db: Db;
  userId: string;
  push(event: ViewerEventPayload): Promise<unknown>;
  end(): void;
}): ViewerStream {
  const { db, userId } = options;
  let last = 0;
  let failed = false;
  const send = async (event: ViewerEventPayload) => {
    last = event.viewerSeq ?? last;
    await options.push(event);
  };
  const catchUp = async () => {
    const read = await readViewerEventsAfter(db, userId, last);
    if (read.lastSeq === null) return options.end();
    for (const event of read.events) if ((event.viewerSeq ?? 0) > last) await send(event);
  };
  let queue: Promise<void> = db
    .query<{ seq: number }>('SELECT viewer_seq AS seq FROM users WHERE id = $1', [userId])
    .then(([row]) => {
      if (!row) throw new Error('the user is gone');
      last = row.seq;
    })
    .catch(() => {
      failed = true;
      options.end();
    });
  return {
    live(event) {
      queue = queue
        .then(async () => {
          const seq = event.viewerSeq;
          if (failed || seq === undefined || seq <= last) return;
          if (seq > last + 1) await catchUp();
          if (seq > last) await send(event);
        })
        .catch(() => undefined);
    },
  };
}
