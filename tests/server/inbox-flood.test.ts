// A stranger with a new account adds Grace to a project of theirs (adding needs no consent; she can leave it:
// leave-project.test.ts) and floods her inbox, as real requests to the running service: one person's repeated
// mentions, assignments or comments fold into one unread item that counts them.
import { describe, expect, it } from 'vitest';
import { mentionToken } from '../../src/lib/validation';
import {
  ADD_COMMENT,
  cookie,
  CREATE_TASK,
  data,
  GRACE,
  projectWithGrace,
  repeated,
  send,
  strangerService,
  theService,
  theStranger,
  type Loose,
} from './stranger-fixture';

strangerService();

const INBOX = `{ inbox(first: 200) { unreadCount edges { node { id kind count read
  actor { name } task { key } } } } }`;
const MARK = 'mutation ($ids: [ID!]) { markNotificationsRead(ids: $ids) }';

const inboxOf = async (who: string) => (await data(INBOX, {}, who)).inbox;
const itemsFrom = (inbox: Loose, actor: string) =>
  inbox.edges.map((e: Loose) => e.node).filter((n: Loose) => n.actor.name === actor);

describe('one person cannot flood another’s inbox', () => {
  it('a thousand mentions from a stranger are one unread item that counts them', async () => {
    const task = await projectWithGrace(cookie.mallory, 'FREE');
    const before = (await inboxOf(cookie.grace)).unreadCount;
    const started = performance.now();
    const answers = await repeated(1_000, (i) =>
      send(ADD_COMMENT, { t: task.id, b: `Free prize ${i} for ${mentionToken(GRACE)}` }, cookie.mallory),
    );
    const floodMs = performance.now() - started;
    expect(answers.filter((a: Loose) => a.errors)).toEqual([]);

    const inbox = await inboxOf(cookie.grace);
    console.log(
      JSON.stringify({ floodMs: Math.round(floodMs), unreadBefore: before, unreadAfter: inbox.unreadCount }),
    );
    expect(inbox.unreadCount).toBe(before + 1);
    expect(itemsFrom(inbox, 'Mallory')).toEqual([
      {
        id: expect.any(String),
        kind: 'MENTIONED',
        count: 1_000,
        read: false,
        actor: { name: 'Mallory' },
        task: { key: task.key },
      },
    ]);
    // Newest first: the folded item is on top.
    expect(inbox.edges[0].node.actor).toEqual({ name: 'Mallory' });
    const rows = await theService().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND actor_id = $2',
      [GRACE.id, theStranger().id],
    );
    expect(rows).toEqual([{ n: 1 }]);
  }, 300_000);

  it('folds by actor, kind and project; once read, the next action makes a new item', async () => {
    const task = await projectWithGrace(cookie.ada, 'FOLD');
    await data(MARK, {}, cookie.grace);
    for (let i = 0; i < 3; i += 1) {
      await data(ADD_COMMENT, { t: task.id, b: `Ping ${i} ${mentionToken(GRACE)}` }, cookie.ada);
    }
    const { createTask: assigned } = await data(
      CREATE_TASK,
      { i: { projectKey: 'FOLD', title: 'Yours', assigneeId: GRACE.id } },
      cookie.ada,
    );
    const fold = (inbox: Loose) => inbox.edges.filter((e: Loose) => e.node.task.key.startsWith('FOLD-'));
    let inbox = await inboxOf(cookie.grace);
    expect(inbox.unreadCount).toBe(2);
    expect(fold(inbox).map((e: Loose) => [e.node.kind, e.node.count, e.node.task.key])).toEqual([
      ['ASSIGNED', 1, assigned.key],
      ['MENTIONED', 3, task.key],
    ]);
    const mentioned = inbox.edges[1].node.id;
    expect((await data(MARK, { ids: [mentioned] }, cookie.grace)).markNotificationsRead).toBe(1);
    await data(ADD_COMMENT, { t: task.id, b: `Again ${mentionToken(GRACE)}` }, cookie.ada);
    inbox = await inboxOf(cookie.grace);
    expect(inbox.unreadCount).toBe(2);
    expect(fold(inbox).map((e: Loose) => [e.node.kind, e.node.count, e.node.read])).toEqual([
      ['MENTIONED', 1, false],
      ['ASSIGNED', 1, false],
      ['MENTIONED', 3, true],
    ]);
    expect(inbox.edges[0].node.id).not.toBe(mentioned);
  });
});
