// Makes pub/sub a doorbell and the logs the truth: every `intervalMs` and on reconnection it asks PostgreSQL where the
// logs this instance listens to stand, and hands out locally what Redis did not bring (streams drop repeats by seq).
import type { Db } from '../db/types';
import { logger } from '../log';
import type { BoardEventPayload, ViewerEventPayload } from '../models';
import type { ClosableBoardPubSub } from '../pubsub';
import { morePages, readEventsAfter } from './log';
import { readViewerEventsAfter } from './viewer-log';

export const WATCH_INTERVAL_MS = 1_000;

function idsOf(topics: string[], prefix: string): string[] {
  return topics.filter((topic) => topic.startsWith(prefix)).map((topic) => topic.slice(prefix.length));
}

/** Starts the check; the returned function stops it and waits for a check in flight. */
export function watchLogs(
  db: Db,
  pubsub: ClosableBoardPubSub,
  intervalMs = WATCH_INTERVAL_MS,
): () => Promise<void> {
  // The highest seq handed to this instance's subscribers per project and per user, whoever brought it.
  const boardSeen = new Map<string, number>();
  const viewerSeen = new Map<string, number>();
  pubsub.observe((topic, detail) => {
    if (topic.startsWith('board:')) {
      const { projectId, seq } = detail as BoardEventPayload;
      boardSeen.set(projectId, Math.max(boardSeen.get(projectId) ?? 0, seq));
    } else if (topic.startsWith('viewer:')) {
      const { userId, viewerSeq } = detail as ViewerEventPayload;
      if (viewerSeq !== undefined) viewerSeen.set(userId, Math.max(viewerSeen.get(userId) ?? 0, viewerSeq));
    }
  });

  const checkBoards = async (projectIds: string[]) => {
    for (const id of boardSeen.keys()) if (!projectIds.includes(id)) boardSeen.delete(id);
    if (projectIds.length === 0) return;
    const rows = await db.query<{ id: string; lastSeq: number }>(
      'SELECT id, last_seq AS "lastSeq" FROM projects WHERE id = ANY($1::text[])',
      [projectIds],
    );
    for (const { id, lastSeq } of rows) {
      // Never seen here: hand the latest event; a stream behind it reads the ones before from the log itself.
      const seen = boardSeen.get(id) ?? lastSeq - 1;
      if (lastSeq <= seen) continue;
      for (let from = seen; ;) {
        const read = await readEventsAfter(db, id, from);
        for (const event of read.events) pubsub.dispatchLocal(`board:${id}`, event);
        if (!morePages(read)) break;
        from = read.events.at(-1)!.seq;
      }
      boardSeen.set(id, Math.max(boardSeen.get(id) ?? 0, lastSeq));
    }
  };

  const checkViewers = async (userIds: string[]) => {
    for (const id of viewerSeen.keys()) if (!userIds.includes(id)) viewerSeen.delete(id);
    if (userIds.length === 0) return;
    const rows = await db.query<{ id: string; lastSeq: number }>(
      'SELECT id, viewer_seq AS "lastSeq" FROM users WHERE id = ANY($1::text[])',
      [userIds],
    );
    for (const { id, lastSeq } of rows) {
      const seen = viewerSeen.get(id) ?? lastSeq - 1;
      if (lastSeq <= seen) continue;
      const read = await readViewerEventsAfter(db, id, seen);
      for (const event of read.events) pubsub.dispatchLocal(`viewer:${id}`, event);
      viewerSeen.set(id, Math.max(viewerSeen.get(id) ?? 0, lastSeq));
    }
  };

  const checkSessions = async (tokenHashes: string[]) => {
    if (tokenHashes.length === 0) return;
    const rows = await db.query<{ tokenHash: string }>(
      'SELECT token_hash AS "tokenHash" FROM sessions WHERE token_hash = ANY($1::text[])',
      [tokenHashes],
    );
    const alive = new Set(rows.map((row) => row.tokenHash));
    for (const hash of tokenHashes) {
      if (!alive.has(hash)) pubsub.dispatchLocal(`session-ended:${hash}`, { reason: 'signed-out' });
    }
  };

  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const check = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const topics = pubsub.topics();
    running = Promise.all([
      checkBoards(idsOf(topics, 'board:')),
      checkViewers(idsOf(topics, 'viewer:')),
      checkSessions(idsOf(topics, 'session-ended:')),
    ])
      .then(() => undefined)
      .catch((error: unknown) => {
        logger.warn({ err: (error as Error).message }, 'log check failed; retrying');
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          check();
        }
      });
  };
  const timer = setInterval(check, intervalMs);
  timer.unref();
  pubsub.onReconnect(check);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
