// One board's event stream for one subscriber: replay from the log, then live, in seq order, each event once. Gap-free
// as pub/sub is subscribed before the log is read, and a skip ahead reads the missing events first.
import type { Db } from '../db/types';
import type { BoardEventPayload, UserRow } from '../models';
import { logger } from '../log';
import { morePages, readEventsAfter } from './log';

export interface StreamOptions {
  db: Db;
  projectId: string;
  projectKey: string;
  viewer: UserRow;
  /** The `Project.seq` the client holds; null for live only. */
  after: number | null;
  /** Live only: the project's seq read just before subscribing; events up to it are not sent. */
  baseline: number;
  push(event: BoardEventPayload): Promise<unknown>;
  /** Ends the stream (the project is gone, or the viewer left it). */
  end(): void;
  /** Waits until the account may read another page of the log (server/limits/account-budget.ts). */
  beforePage?(): Promise<void>;
}

export interface BoardStream {
  live(event: BoardEventPayload): void;
  /** Settles when everything queued so far was handled. */
  idle(): Promise<void>;
  /** The subscriber has gone: a catch-up reads no further page. */
  close(): void;
}

function resync(options: StreamOptions, seq: number): BoardEventPayload {
  return {
    kind: 'RESYNC',
    projectId: options.projectId,
    projectKey: options.projectKey,
    task: null,
    comment: null,
    deletedId: null,
    taskId: null,
    actor: options.viewer,
    at: new Date().toISOString(),
    seq,
    changedFields: [],
    member: null,
    userId: null,
    project: null,
    label: null,
  };
}

/** Call after subscribing to the project's pub/sub topic, and feed its events to `live()`. */
export function boardStream(options: StreamOptions): BoardStream {
  const { db, projectId, viewer } = options;
  // The highest seq delivered, or the point the stream starts from.
  let last: number = options.after ?? options.baseline;
  let ended = false;
  let queue: Promise<void> = Promise.resolve();

  const send = async (event: BoardEventPayload): Promise<void> => {
    if (ended) return;
    // A removed member's stream completes at the event that removes them, without it (viewerEvents tells them).
    if (event.kind === 'MEMBER_REMOVED' && event.userId === viewer.id) return stop();
    last = event.seq;
    await options.push(event);
  };

  const stop = () => {
    ended = true;
    options.end();
  };

  /**
   * Delivers every kept event after `from`, a page at a time: each event waits for the reader to take the one before,
   * so a slow reader holds one page here. A RESYNC instead when they are not all kept (or `from` is ahead).
   */
  const catchUp = async (from: number): Promise<void> => {
    let after = from;
    for (;;) {
      await options.beforePage?.();
      if (ended) return;
      const read = await readEventsAfter(db, projectId, after);
      if (read.lastSeq === null) return stop();
      if (after < read.prunedSeq || after > read.lastSeq) return send(resync(options, read.lastSeq));
      for (const event of read.events) if (event.seq > last) await send(event);
      if (ended || !morePages(read)) return;
      after = read.events.at(-1)!.seq;
    }
  };

  const deliver = async (event: BoardEventPayload): Promise<void> => {
    if (ended || event.seq <= last) return;
    if (event.seq > last + 1) {
      await catchUp(last);
      if (event.seq <= last) return;
    }
    return send(event);
  };

  // A failed replay ends the stream (the client resumes); a live event the log cannot complete waits for the next.
  const enqueue = (task: () => Promise<void>, fatal: boolean): void => {
    queue = queue.then(task).catch((error: unknown) => {
      logger.warn({ err: (error as Error).message, projectId }, 'board stream could not read the log');
      if (fatal) stop();
    });
  };

  if (options.after !== null) {
    const after = options.after;
    enqueue(() => catchUp(after), true);
  }
  return {
    live: (event) => enqueue(() => deliver(event), false),
    idle: () => queue,
    close: () => {
      ended = true;
    },
  };
}
