// The viewer log, written in the change's transaction and gap-free per user: streams catch up what pub/sub lost.
import type { Db } from '../db/types';
import type { ViewerEventPayload } from '../models';

/**
 * Appends `events` to their users' viewer logs on `tx`, users locked in id order after the project row (no deadlock),
 * in one statement whatever the number of users: a change tells two or three people, and each statement is a round
 * trip to the database.
 */
export async function appendViewerEvents(
  tx: Db,
  events: readonly ViewerEventPayload[],
): Promise<ViewerEventPayload[]> {
  if (events.length === 0) return [];
  // `i` orders each user's events as given; their numbers follow it.
  const rows = events.map(({ viewerSeq: _unnumbered, ...payload }, i) => ({
    user_id: payload.userId,
    i,
    payload,
  }));
  const counters = await tx.query<{ id: string; last: number }>(
    `WITH sent AS (
       SELECT e.user_id, e.payload, row_number() OVER mine AS nth, count(*) OVER mine AS n
         FROM jsonb_to_recordset($1::jsonb) AS e(user_id text, i integer, payload jsonb)
       WINDOW mine AS (PARTITION BY e.user_id ORDER BY e.i ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
     ), locked AS (
       SELECT u.id FROM users u WHERE u.id IN (SELECT user_id FROM sent) ORDER BY u.id FOR UPDATE
     ), bumped AS (
       UPDATE users u SET viewer_seq = u.viewer_seq + c.n
         FROM (SELECT DISTINCT user_id, n FROM sent) c JOIN locked l ON l.id = c.user_id
        WHERE u.id = c.user_id
       RETURNING u.id, u.viewer_seq AS last
     ), written AS (
       INSERT INTO viewer_events (user_id, seq, payload)
       SELECT s.user_id, b.last - s.n + s.nth, s.payload FROM sent s JOIN bumped b ON b.id = s.user_id
     )
     SELECT id, last FROM bumped`,
    [JSON.stringify(rows)],
  );
  const last = new Map(counters.map((row) => [row.id, Number(row.last)]));
  const count = new Map<string, number>();
  for (const event of events) count.set(event.userId, (count.get(event.userId) ?? 0) + 1);
  const given = new Map<string, number>();
  const numbered: ViewerEventPayload[] = [];
  // A user gone meanwhile has no log: their events are left out, as the statement left them.
  for (const event of events) {
    const end = last.get(event.userId);
    if (end === undefined) continue;
    const nth = (given.get(event.userId) ?? 0) + 1;
    given.set(event.userId, nth);
    numbered.push({ ...event, viewerSeq: end - count.get(event.userId)! + nth });
  }
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

/** The last number of `userId`'s viewer log (0 before any event); null when the user is gone. */
export async function viewerLogHead(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.query<{ seq: number }>('SELECT viewer_seq AS seq FROM users WHERE id = $1', [
    userId,
  ]);
  return row ? Number(row.seq) : null;
}

export interface ViewerStream {
  live(event: ViewerEventPayload): void;
}

/**
 * One viewerEvents stream, started after subscribing to the user's topic: each event after `baseline` once, in order.
 * `baseline` is read before subscribing (viewerLogHead), as a board stream's is: an event committed once the stream
 * counts as live comes after it, and one committed between the read and the listening is read back from the log
 * when the next one shows the gap.
 */
export function viewerStream(options: {
  db: Db;
  userId: string;
  baseline: number;
  push(event: ViewerEventPayload): Promise<unknown>;
  end(): void;
}): ViewerStream {
  const { db, userId } = options;
  let last = options.baseline;
  let ended = false;
  const send = async (event: ViewerEventPayload) => {
    last = event.viewerSeq ?? last;
    await options.push(event);
  };
  const catchUp = async () => {
    const read = await readViewerEventsAfter(db, userId, last);
    if (read.lastSeq === null) {
      ended = true;
      return options.end();
    }
    for (const event of read.events) if ((event.viewerSeq ?? 0) > last) await send(event);
  };
  let queue: Promise<void> = Promise.resolve();
  return {
    live(event) {
      queue = queue
        .then(async () => {
          const seq = event.viewerSeq;
          if (ended || seq === undefined || seq <= last) return;
          if (seq > last + 1) await catchUp();
          if (!ended && seq > last) await send(event);
        })
        .catch(() => undefined);
    },
  };
}
