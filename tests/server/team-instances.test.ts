// The team features (docs/product.md §13) in the cluster: two service instances on one PostgreSQL and one Redis, a
// person on one instance and the other person acting on the other. Inbox items and "Mark all read" reach the
// person's viewer streams on both instances; My tasks follows an assignment made elsewhere; an undo goes through
// either instance, and is refused, naming who, when someone else changed the same thing since; a removal made on one
// instance ends the person's streams of that project on the other and takes its items from their inbox.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import type { Db } from '../../server/db/types';
import type { App } from '../../server/app';
import { SEED_USERS } from '../../server/seed';
import { runUndo } from '../../src/features/undo/runUndo';
import { undoStack } from '../../src/shared/undo/undoStack';
import { notices } from '../../src/shared/notices/notices';
import { createGraphQLClient, createQueryClient } from '../../src/lib/graphql';
import { mentionToken } from '../../src/lib/validation/mentions';
import { startInProcessCluster, type InProcessCluster } from '../support/cluster';
import { inProcess } from '../support/in-process';
import { sse, type SseStream } from '../support/sse';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let cluster: InProcessCluster;
let db: Db;
const apps: App[] = [];
const [ADA, GRACE] = SEED_USERS as unknown as [Loose, Loose];

beforeAll(async () => {
  cluster = await startInProcessCluster(2);
  db = cluster.db;
  apps.push(...cluster.apps);
}, 300_000);

afterAll(() => cluster?.close());

const URL = 'http://127.0.0.1/graphql';
const on = (app: App) => async (url: string, init: RequestInit) => app.yoga.fetch(url, init);
const api = (app: App) => inProcess(() => ({ app }));

/** Generous for a loaded machine; the product's own figure (1 s) is measured by the benchmarks, not here. */
const DEADLINE_MS = 15_000;

const VIEWER_EVENTS = `subscription { viewerEvents { kind projectKey actor { name }
  notification { kind read actor { name } task { key title } } } }`;
const INBOX = `{ inbox { unreadCount edges { node { kind read actor { name } task { key title } } } } }`;
const MY_TASKS = '{ myTasks { totalCount edges { node { key title dueDate assignee { name } } } } }';
const CREATE = 'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id number key version } }';
const UPDATE = 'mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { id version } }';

/** Waits until Redis has `count` subscribers on a channel: a stream's SUBSCRIBE is not awaited by its first byte. */
async function redisSubscribers(channel: string, count: number) {
  const probe = new Redis(cluster.redisUrl);
  try {
    await vi.waitFor(
      async () => {
        const [, n] = (await probe.pubsub('NUMSUB', channel)) as [string, number];
        expect(n).toBe(count);
      },
      { timeout: DEADLINE_MS },
    );
  } finally {
    await probe.quit();
  }
}

/** The kinds of the events published on a Redis channel from now on, for this test. */
async function redisChannel(channel: string): Promise<string[]> {
  const probe = new Redis(cluster.redisUrl);
  onTestFinished(() => probe.quit().then(() => undefined));
  const kinds: string[] = [];
  probe.on('message', (_channel: string, message: string) => kinds.push(JSON.parse(message).kind));
  await probe.subscribe(channel);
  return kinds;
}

/** Ada's viewer stream on `app` for this test, once it listens on Redis (so nothing published after this is missed). */
async function viewerStream(app: App, cookie: string, listening: number): Promise<SseStream> {
  const stream = await sse(on(app), URL, VIEWER_EVENTS, {}, cookie);
  // Left even when the test fails, so the next test counts only its own listeners.
  onTestFinished(() => stream.leave());
  await redisSubscribers(`viewer:${ADA.id}`, listening);
  return stream;
}

/** Rejects after the deadline (its timer cleared when the test ends), naming what did not come. */
function deadline(what: string | (() => string)): Promise<never> {
  return new Promise<never>((_, reject) => {
    const timer = setTimeout(() => {
      const text = typeof what === 'string' ? what : what();
      reject(new Error(`not within ${DEADLINE_MS} ms: ${text}`));
    }, DEADLINE_MS);
    onTestFinished(() => clearTimeout(timer));
  });
}

/** The stream's events up to and including the first one `last` accepts; fails after the deadline. */
async function eventsUntil(stream: SseStream, last: (event: Loose) => boolean): Promise<Loose[]> {
  const events: Loose[] = [];
  const late = deadline(() => `the awaited event; got ${JSON.stringify(events)}`);
  for (;;) {
    const [message] = await Promise.race([stream.take(1), late]);
    const event = message.data.viewerEvents;
    events.push(event);
    if (last(event)) return events;
  }
}

it('an inbox item made on B reaches the person on A live, and "Mark all read" on A reaches their stream on B', async () => {
  const [a, b] = apps as [App, App];
  await db.query('DELETE FROM notifications');
  const ada = await api(a).signIn('ada@lanes.test');
  const grace = await api(b).signIn('grace@lanes.test');
  const { createTask: task } = await api(b).data(
    CREATE,
    { i: { projectKey: 'LAN', title: 'Across instances' } },
    grace,
  );
  // Ada has the app open in two tabs, one on each instance.
  const onA = await viewerStream(a, ada, 1);
  const onB = await viewerStream(b, ada, 2);
  // What reaches Redis on Ada's channel: the live path, apart from the log check that would also bring it (in ~1 s).
  const rung = await redisChannel(`viewer:${ADA.id}`);

  // Grace, on B, assigns the task to Ada, then mentions her in a comment.
  await api(b).data(UPDATE, { i: { id: task.id, expectedVersion: task.version, assigneeId: ADA.id } }, grace);
  await api(b).data(
    'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }',
    { t: task.id, b: `${mentionToken(ADA)} could you review?` },
    grace,
  );
  const item = (kind: string) => ({
    kind,
    read: false,
    actor: { name: 'Grace Hopper' },
    task: { key: task.key, title: 'Across instances' },
  });
  const expected = [
    { kind: 'NOTIFIED', projectKey: 'LAN', actor: { name: 'Grace Hopper' }, notification: item('ASSIGNED') },
    { kind: 'MY_TASKS_CHANGED', projectKey: 'LAN', actor: { name: 'Grace Hopper' }, notification: null },
    { kind: 'NOTIFIED', projectKey: 'LAN', actor: { name: 'Grace Hopper' }, notification: item('MENTIONED') },
  ];
  const mentioned = (e: Loose) => e.notification?.kind === 'MENTIONED';
  expect(await eventsUntil(onA, mentioned)).toEqual(expected);
  expect(await eventsUntil(onB, mentioned)).toEqual(expected);
  await vi.waitFor(() => expect(rung).toEqual(['NOTIFIED', 'MY_TASKS_CHANGED', 'NOTIFIED']), {
    timeout: DEADLINE_MS,
  });

  // The count read on A is the service's, with the items newest first.
  const inboxOnA = (await api(a).data(INBOX, {}, ada)).inbox;
  expect(inboxOnA).toEqual({
    unreadCount: 2,
    edges: [{ node: item('MENTIONED') }, { node: item('ASSIGNED') }],
  });

  // "Mark all read" on A: Ada's tab on B hears it (and so does A's), and B reads 0 unread.
  expect((await api(a).data('mutation { markNotificationsRead }', {}, ada)).markNotificationsRead).toBe(2);
  const read = {
    kind: 'NOTIFICATIONS_READ',
    projectKey: 'LAN',
    actor: { name: 'Ada Lovelace' },
    notification: null,
  };
  expect(await eventsUntil(onB, (e) => e.kind === 'NOTIFICATIONS_READ')).toEqual([read]);
  expect(await eventsUntil(onA, (e) => e.kind === 'NOTIFICATIONS_READ')).toEqual([read]);
  await vi.waitFor(
    () => expect(rung).toEqual(['NOTIFIED', 'MY_TASKS_CHANGED', 'NOTIFIED', 'NOTIFICATIONS_READ']),
    { timeout: DEADLINE_MS },
  );
  const inboxOnB = (await api(b).data(INBOX, {}, ada)).inbox;
  expect(inboxOnB.unreadCount).toBe(0);
  expect(inboxOnB.edges.map((e: Loose) => [e.node.kind, e.node.read])).toEqual([
    ['MENTIONED', true],
    ['ASSIGNED', true],
  ]);
});

it('a task assigned to Ada on B is in her My tasks on A, which her stream on A tells her of; and leaves it', async () => {
  const [a, b] = apps as [App, App];
  const ada = await api(a).signIn('ada@lanes.test');
  const grace = await api(b).signIn('grace@lanes.test');
  const before = (await api(a).data(MY_TASKS, {}, ada)).myTasks;
  const stream = await viewerStream(a, ada, 1);
  const rung = await redisChannel(`viewer:${ADA.id}`);

  // Grace, on B, makes an overdue task for Ada in OPS (where Grace is ADMIN and Ada a MEMBER).
  const { createTask: task } = await api(b).data(
    CREATE,
    {
      i: {
        projectKey: 'OPS',
        title: 'Rotate the keys',
        status: 'TODO',
        assigneeId: ADA.id,
        dueDate: '2001-01-01',
      },
    },
    grace,
  );
  const byGrace = (kind: string, notification: Loose = null) => ({
    kind,
    projectKey: 'OPS',
    actor: { name: 'Grace Hopper' },
    notification,
  });
  const assigned = {
    kind: 'ASSIGNED',
    read: false,
    actor: { name: 'Grace Hopper' },
    task: { key: task.key, title: 'Rotate the keys' },
  };
  expect(await eventsUntil(stream, (e) => e.kind === 'TASK_COUNTS_CHANGED')).toEqual([
    byGrace('NOTIFIED', assigned),
    byGrace('MY_TASKS_CHANGED'),
    byGrace('TASK_COUNTS_CHANGED'),
  ]);
  // Overdue first: the oldest due date leads Ada's list as A reads it.
  const mine = (await api(a).data(MY_TASKS, {}, ada)).myTasks;
  expect(mine.totalCount).toBe(before.totalCount + 1);
  expect(mine.edges[0].node).toEqual({
    key: task.key,
    title: 'Rotate the keys',
    dueDate: '2001-01-01',
    assignee: { name: 'Ada Lovelace' },
  });

  // Grace takes it over on B: Ada's stream on A hears it again, and the list on A is as it was.
  await api(b).data(
    UPDATE,
    { i: { id: task.id, expectedVersion: task.version, assigneeId: GRACE.id } },
    grace,
  );
  expect(await eventsUntil(stream, (e) => e.kind === 'MY_TASKS_CHANGED')).toEqual([
    byGrace('MY_TASKS_CHANGED'),
  ]);
  expect((await api(a).data(MY_TASKS, {}, ada)).myTasks).toEqual(before);
  // Each came through Redis, not only from the log check.
  await vi.waitFor(
    () => expect(rung).toEqual(['NOTIFIED', 'MY_TASKS_CHANGED', 'TASK_COUNTS_CHANGED', 'MY_TASKS_CHANGED']),
    { timeout: DEADLINE_MS },
  );
});

/** The product's own undo (runUndo), sending through `app` with `cookie`, as a tab whose requests reach that instance. */
function undoDeps(app: App, cookie: string) {
  const client = createGraphQLClient({
    uri: URL,
    fetch: async (url, init) => {
      const headers = new Headers(init?.headers);
      headers.set('cookie', cookie);
      return app.yoga.fetch(String(url), { ...init, headers });
    },
  });
  return { client, queryClient: createQueryClient(), viewerId: ADA.id, path: '/p/LAN' };
}

const TASK = '{ task(projectKey: "LAN", number: 1) { id version title priority } }';

it('Ada undoes on B an edit she made on A; a field Grace changed on B since makes her undo on A refused', async () => {
  const [a, b] = apps as [App, App];
  const ada = await api(a).signIn('ada@lanes.test');
  const grace = await api(b).signIn('grace@lanes.test');
  const start = (await api(a).data(TASK, {}, ada)).task;
  const entry = (before: Record<string, string>, after: Record<string, string>) => ({
    kind: 'edit' as const,
    taskId: start.id,
    projectKey: 'LAN',
    number: 1,
    key: 'LAN-1',
    before,
    after,
  });

  // Ada renames the task on A; her undo goes to B and puts the title back.
  await api(a).data(
    UPDATE,
    { i: { id: start.id, expectedVersion: start.version, title: 'Renamed on A' } },
    ada,
  );
  undoStack.clear();
  undoStack.record(entry({ title: start.title }, { title: 'Renamed on A' }));
  await runUndo(undoDeps(b, ada), 'undo');
  expect(notices.get()).toMatchObject({ text: 'Undone: LAN-1', tone: 'done', path: '/p/LAN' });
  const undone = (await api(a).data(TASK, {}, ada)).task;
  expect(undone).toEqual({ ...start, version: start.version + 2 });

  // Ada raises the priority on A; Grace, on B, sets it again after her; Ada's undo on A changes nothing.
  await api(a).data(
    UPDATE,
    { i: { id: start.id, expectedVersion: undone.version, priority: 'URGENT' } },
    ada,
  );
  await api(b).data(
    UPDATE,
    { i: { id: start.id, expectedVersion: undone.version + 1, priority: 'LOW' } },
    grace,
  );
  undoStack.clear();
  undoStack.record(entry({ priority: start.priority }, { priority: 'URGENT' }));
  await runUndo(undoDeps(a, ada), 'undo');
  expect(notices.get()).toMatchObject({
    text: "Can't undo: Grace Hopper changed this since",
    tone: 'refused',
    path: '/p/LAN',
  });
  expect(undoStack.get().undo).toEqual([]);
  expect((await api(b).data(TASK, {}, ada)).task).toEqual({
    ...start,
    version: undone.version + 2,
    priority: 'LOW',
  });
  undoStack.clear();
});

it('an undo of an unarchive through B; when Grace changed the project on B since, the service refuses it on A', async () => {
  const [a, b] = apps as [App, App];
  const ada = await api(a).signIn('ada@lanes.test');
  const grace = await api(b).signIn('grace@lanes.test');
  await api(a).data('mutation { createProject(input: { key: "CLU", name: "Cluster" }) { id } }', {}, ada);
  await api(a).data(
    'mutation { addMember(projectKey: "CLU", email: "grace@lanes.test", role: ADMIN) { id } }',
    {},
    ada,
  );
  const ARCHIVE =
    'mutation ($s: Int) { archiveProject(key: "CLU", unlessChangedAfter: $s) { seq archivedAt } }';
  const RESTORE =
    'mutation ($s: Int) { restoreProject(key: "CLU", unlessChangedAfter: $s) { seq archivedAt } }';

  // Ada unarchives on A; her undo (archive again, unless changed since) goes through B.
  await api(a).data(ARCHIVE, {}, ada);
  const restored = (await api(a).data(RESTORE, {}, ada)).restoreProject;
  const archived = (await api(b).data(ARCHIVE, { s: restored.seq }, ada)).archiveProject;
  expect(archived.seq).toBe(restored.seq + 1);
  expect(archived.archivedAt).not.toBeNull();

  // Ada unarchives on A again; Grace renames the project on B; Ada's undo on A is refused and changes nothing.
  const again = (await api(a).data(RESTORE, {}, ada)).restoreProject;
  await api(b).data(
    'mutation { updateProject(input: { key: "CLU", name: "Renamed by Grace" }) { id } }',
    {},
    grace,
  );
  const { body } = await api(a).send(ARCHIVE, { s: again.seq }, ada);
  expect(body.errors?.map((e) => [e.message, e.extensions])).toEqual([
    ["Can't undo: Grace Hopper changed this since", { code: 'CONFLICT', changedBy: 'Grace Hopper' }],
  ]);
  expect((await api(b).data('{ project(key: "CLU") { name archivedAt seq } }', {}, ada)).project).toEqual({
    name: 'Renamed by Grace',
    archivedAt: null,
    seq: again.seq + 1,
  });
});

it('Ada undoes through B a delete she made on A: her board on A sees the task go and come back', async () => {
  const [a, b] = apps as [App, App];
  const ada = await api(a).signIn('ada@lanes.test');
  const { createTask: task } = await api(a).data(
    CREATE,
    { i: { projectKey: 'LAN', title: 'Deleted by mistake' } },
    ada,
  );
  const { seq } = (await api(a).data('{ project(key: "LAN") { seq } }', {}, ada)).project;
  const board = await sse(
    on(a),
    URL,
    'subscription ($s: Int) { boardEvents(projectKey: "LAN", after: $s) { kind seq deletedId task { key title } } }',
    { s: seq },
    ada,
  );
  onTestFinished(() => board.leave());
  expect(
    (await api(a).data('mutation ($id: ID!) { deleteTask(id: $id) }', { id: task.id }, ada)).deleteTask,
  ).toBe(task.id);
  undoStack.clear();
  undoStack.record({
    kind: 'delete',
    taskId: task.id,
    projectKey: 'LAN',
    number: task.number,
    key: task.key,
    before: {},
    after: {},
  });
  await runUndo(undoDeps(b, ada), 'undo');
  expect(notices.get()).toMatchObject({ text: `Undone: ${task.key}`, tone: 'done', path: '/p/LAN' });
  expect((await board.take(2)).map((m) => m.data.boardEvents)).toEqual([
    { kind: 'TASK_DELETED', seq: seq + 1, deletedId: task.id, task: null },
    {
      kind: 'TASK_CREATED',
      seq: seq + 2,
      deletedId: null,
      task: { key: task.key, title: 'Deleted by mistake' },
    },
  ]);
  expect(
    (
      await api(a).data(
        'query ($n: Int!) { task(projectKey: "LAN", number: $n) { version } }',
        { n: task.number },
        ada,
      )
    ).task,
  ).toEqual({ version: task.version + 1 });
  undoStack.clear();
});

it('removed from a project on B: her stream on A says so, her board of it on A ends, its items leave her inbox', async () => {
  const [a, b] = apps as [App, App];
  await db.query('DELETE FROM notifications');
  const ada = await api(a).signIn('ada@lanes.test');
  const grace = await api(b).signIn('grace@lanes.test');
  const { createTask: task } = await api(b).data(
    CREATE,
    { i: { projectKey: 'OPS', title: 'Leaving soon', assigneeId: ADA.id } },
    grace,
  );
  expect((await api(a).data(INBOX, {}, ada)).inbox.unreadCount).toBe(1);
  expect((await api(a).data(MY_TASKS, {}, ada)).myTasks.edges.map((e: Loose) => e.node.key)).toContain(
    task.key,
  );
  const stream = await viewerStream(a, ada, 1);
  const board = await sse(on(a), URL, 'subscription { boardEvents(projectKey: "OPS") { kind } }', {}, ada);
  onTestFinished(() => board.leave());
  const [ops] = await db.query<{ id: string }>("SELECT id FROM projects WHERE key = 'OPS'");
  await redisSubscribers(`board:${ops!.id}`, 1);

  await api(b).data(
    'mutation ($u: ID!) { removeMember(projectKey: "OPS", userId: $u) }',
    { u: ADA.id },
    grace,
  );
  // One event: the client asks for its inbox and My tasks again on it (src/features/live/ViewerEventsWatcher.tsx).
  expect(await eventsUntil(stream, (e) => e.kind === 'MEMBERSHIP_REMOVED')).toEqual([
    { kind: 'MEMBERSHIP_REMOVED', projectKey: 'OPS', actor: { name: 'Grace Hopper' }, notification: null },
  ]);
  // Her board of OPS on A completes. The unassignments of her tasks are logged just before her removal: whether
  // they reach her first races with the doorbell that ends the stream, so they may, but nothing else does.
  const before: string[] = [];
  for (;;) {
    const message = await Promise.race([board.next(), deadline('the end of her OPS board')]);
    if (message?.event !== 'next') {
      expect(message).toEqual({ event: 'complete', data: null });
      break;
    }
    before.push(message.data.data.boardEvents.kind);
  }
  expect(before.filter((kind) => kind !== 'TASK_UPDATED')).toEqual([]);
  expect((await api(a).data(INBOX, {}, ada)).inbox).toEqual({ unreadCount: 0, edges: [] });
  expect((await api(a).data(MY_TASKS, {}, ada)).myTasks.edges.map((e: Loose) => e.node.key)).not.toContain(
    task.key,
  );
  // Back as she was, for whatever runs after.
  await api(b).data(
    'mutation { addMember(projectKey: "OPS", email: "ada@lanes.test", role: MEMBER) { id } }',
    {},
    grace,
  );
});
