// One unit of work per change (the transactional outbox): the change's writes, its board events, inbox items and
// viewer events are written in one transaction, viewer events always through their log (gap-free per person, so a
// live stream can tell what it missed), and nothing is published until the transaction has committed.
import type { Context } from '../context';
import type { Db } from '../db/types';
import type { BoardPubSub } from '../pubsub';
import type { BoardEventPayload, NotificationRow, TaskRow, UserRow, ViewerEventPayload } from '../models';
import { appendEvents, type BoardChange } from '../events/log';
import { appendViewerEvents } from '../events/viewer-log';
import { notifiedEvents, notify, type Recipient, type Source } from '../team/notifications';

export interface Change {
  /** The transaction: every read and write of the change goes through it. */
  tx: Db;
  /** Whose change it is: the actor of its events and items. */
  actor: UserRow;
  /** Appends `changes` to one project's log; they are published after the commit. */
  log(projectId: string, changes: BoardChange[]): Promise<BoardEventPayload[]>;
  /**
   * Makes the inbox items an action on `task` owes `recipients` and delivers each live (NOTIFIED); `about` is the text
   * the action wrote, which the items show the start of.
   */
  notify(
    task: Pick<TaskRow, 'id' | 'projectId' | 'projectKey'>,
    recipients: readonly Recipient[],
    about?: Source,
  ): Promise<NotificationRow[]>;
  /** Viewer events for the people the change concerns: written to their logs at the end, then published. */
  tell(events: readonly ViewerEventPayload[]): void;
  /** A doorbell to ring once committed (a session or a membership ended). */
  afterCommit(ring: Ring): void;
}

type Outbox = Pick<Context, 'db' | 'pubsub'>;
type Ring = (pubsub: BoardPubSub) => Promise<unknown> | unknown;

/** Runs `work` as one change by `actor` and publishes what it logged once (and only if) it committed. */
export async function runChange<T>(
  ctx: Outbox,
  actor: UserRow,
  work: (change: Change) => Promise<T>,
): Promise<T> {
  const board: BoardEventPayload[] = [];
  const rings: Ring[] = [];
  const { result, viewerEvents } = await ctx.db.transaction(async (tx) => {
    const told: ViewerEventPayload[] = [];
    const change: Change = {
      tx,
      actor,
      async log(projectId, changes) {
        const events = await appendEvents(tx, actor, projectId, changes);
        board.push(...events);
        return events;
      },
      async notify(task, recipients, about) {
        const rows = await notify(tx, actor, task, recipients, about);
        told.push(...notifiedEvents(rows, task, actor));
        return rows;
      },
      tell: (events) => void told.push(...events),
      afterCommit: (ring) => void rings.push(ring),
    };
    const result = await work(change);
    // Last: the users' rows are locked after the project's and the items', the order every change takes.
    return { result, viewerEvents: await appendViewerEvents(tx, told) };
  });
  for (const event of board) ctx.pubsub.publish('board', event.projectId, event);
  for (const event of viewerEvents) ctx.pubsub.publish('viewer', event.userId, event);
  for (const ring of rings) await ring(ctx.pubsub);
  return result;
}
