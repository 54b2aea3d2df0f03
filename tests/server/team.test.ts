// docs/product.md §13 on the real service (yoga in-process, real PostgreSQL with pg_trgm): who gets an inbox item and who
// does not, one per action and person (a person's repeats fold: tests/server/inbox-flood.test.ts), delivered on the
// person's own viewer stream, gone with the membership; My tasks across projects in due order; search over titles,
// descriptions and comments in the viewer's projects only, with its input limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../support/service';
import { inProcess } from '../support/in-process';
import { SEED_USERS } from '../../server/seed';
import { mentionToken } from '../../src/lib/validation';
import type { ViewerEventPayload } from '../../server/models';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
const cookie = { ada: '', grace: '', linus: '' };
const { data, send, signIn } = inProcess(() => service);
const [ADA, GRACE, LINUS] = SEED_USERS as [Loose, Loose, Loose];

beforeAll(async () => {
  service = await startService();
  cookie.ada = await signIn('ada@lanes.test');
  cookie.grace = await signIn('grace@lanes.test');
  cookie.linus = await signIn('linus@lanes.test');
});
afterAll(() => service?.close());

const INBOX = `query ($first: Int, $after: String) { inbox(first: $first, after: $after) {
  unreadCount pageInfo { hasNextPage endCursor }
  edges { cursor node { id kind read at actor { name } task { key title } } } } }`;
const ADD = 'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }';
const CREATE = 'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id number key version } }';
const UPDATE = 'mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { id version } }';

let keys = 0;
/** A new project of Ada (ADMIN) with Grace and Linus as MEMBERs. */
async function freshProject(): Promise<string> {
  keys += 1;
  const key = `TM${String.fromCharCode(64 + keys)}`;
  await data(
    'mutation ($i: CreateProjectInput!) { createProject(input: $i) { id } }',
    { i: { key, name: `Team ${key}` } },
    cookie.ada,
  );
  for (const email of ['grace@lanes.test', 'linus@lanes.test']) {
    await data(
      'mutation ($k: String!, $e: String!) { addMember(projectKey: $k, email: $e, role: MEMBER) { id } }',
      { k: key, e: email },
      cookie.ada,
    );
  }
  return key;
}

async function inboxOf(who: keyof typeof cookie): Promise<Loose> {
  return (await data(INBOX, {}, cookie[who])).inbox;
}

async function clearInboxes(): Promise<void> {
  await service.db.query('DELETE FROM notifications');
}

describe('inbox', () => {
  it('a mention, an assignment and a comment on my task each make one item for the others, none for the actor', async () => {
    await clearInboxes();
    const key = await freshProject();
    // Ada creates a task assigned to Grace: Grace is ASSIGNED; Ada (the actor) gets nothing.
    const { createTask: task } = await data(
      CREATE,
      { i: { projectKey: key, title: 'Fix the login', assigneeId: GRACE.id } },
      cookie.ada,
    );
    // Linus comments mentioning Grace and Ada: Grace is MENTIONED (not also COMMENTED), Ada (creator) MENTIONED.
    await data(ADD, { t: task.id, b: `Look ${mentionToken(GRACE)} ${mentionToken(ADA)}` }, cookie.linus);
    // Grace comments on her own task: Ada (creator) COMMENTED; Grace nothing.
    await data(ADD, { t: task.id, b: 'On it' }, cookie.grace);

    const grace = await inboxOf('grace');
    expect(grace.unreadCount).toBe(2);
    expect(
      grace.edges.map((e: Loose) => [e.node.kind, e.node.actor.name, e.node.task.key, e.node.read]),
    ).toEqual([
      ['MENTIONED', 'Linus Torvalds', task.key, false],
      ['ASSIGNED', 'Ada Lovelace', task.key, false],
    ]);
    const ada = await inboxOf('ada');
    expect(ada.edges.map((e: Loose) => [e.node.kind, e.node.actor.name])).toEqual([
      ['COMMENTED', 'Grace Hopper'],
      ['MENTIONED', 'Linus Torvalds'],
    ]);
    expect((await inboxOf('linus')).edges).toEqual([]);
  });

  it('assigning myself, or editing without changing the assignee, notifies nobody', async () => {
    await clearInboxes();
    const key = await freshProject();
    const { createTask: task } = await data(
      CREATE,
      { i: { projectKey: key, title: 'Mine', assigneeId: ADA.id } },
      cookie.ada,
    );
    await data(
      UPDATE,
      { i: { id: task.id, expectedVersion: task.version, title: 'Mine, renamed' } },
      cookie.ada,
    );
    const { updateTask } = await data(
      UPDATE,
      { i: { id: task.id, expectedVersion: task.version + 1, assigneeId: LINUS.id } },
      cookie.grace,
    );
    await data(
      UPDATE,
      { i: { id: task.id, expectedVersion: updateTask.version, priority: 'HIGH' } },
      cookie.grace,
    );
    expect((await inboxOf('ada')).edges).toEqual([]);
    expect((await inboxOf('linus')).edges.map((e: Loose) => e.node.kind)).toEqual(['ASSIGNED']);
  });

  it('is delivered on the person’s own viewer stream, once per action', async () => {
    await clearInboxes();
    const key = await freshProject();
    const { createTask: task } = await data(
      CREATE,
      { i: { projectKey: key, title: 'Live one' } },
      cookie.ada,
    );
    const received: ViewerEventPayload[] = [];
    const stream = service.pubsub.subscribe('viewer', GRACE.id);
    const reading = (async () => {
      for await (const event of stream) {
        if (event.kind === 'NOTIFIED') received.push(event);
        if (received.length === 1) break;
      }
    })();
    await data(ADD, { t: task.id, b: `${mentionToken(GRACE)} ${mentionToken(GRACE)} twice` }, cookie.ada);
    await reading;
    expect(received.map((e) => [e.notification?.kind, e.notification?.userId, e.actor.id])).toEqual([
      ['MENTIONED', GRACE.id, ADA.id],
    ]);
    expect((await inboxOf('grace')).edges).toHaveLength(1);
  });

  it('pages newest first, marks read by id or all, and leaving a project takes its items', async () => {
    await clearInboxes();
    const key = await freshProject();
    const other = await freshProject();
    const { createTask: task } = await data(CREATE, { i: { projectKey: key, title: 'Chatty' } }, cookie.ada);
    const { createTask: kept } = await data(
      CREATE,
      { i: { projectKey: other, title: 'Elsewhere' } },
      cookie.ada,
    );
    // Four items: Ada's two mentions fold into one (it moves up), Linus's is his own, an assignment is its own kind.
    await data(ADD, { t: task.id, b: `${mentionToken(GRACE)} 0` }, cookie.ada);
    await data(ADD, { t: task.id, b: `${mentionToken(GRACE)} 1` }, cookie.linus);
    await data(ADD, { t: task.id, b: `${mentionToken(GRACE)} 2` }, cookie.ada);
    await data(
      UPDATE,
      { i: { id: task.id, expectedVersion: task.version, assigneeId: GRACE.id } },
      cookie.ada,
    );
    await data(ADD, { t: kept.id, b: `${mentionToken(GRACE)} there` }, cookie.ada);

    const first = (await data(INBOX, { first: 2 }, cookie.grace)).inbox;
    expect(first.unreadCount).toBe(4);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await data(INBOX, { first: 2, after: first.pageInfo.endCursor }, cookie.grace)).inbox;
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const ats = [...first.edges, ...rest.edges].map((e: Loose) => [
      e.node.task.key,
      e.node.kind,
      e.node.actor.name,
    ]);
    expect(ats).toEqual([
      [kept.key, 'MENTIONED', 'Ada Lovelace'],
      [task.key, 'ASSIGNED', 'Ada Lovelace'],
      [task.key, 'MENTIONED', 'Ada Lovelace'],
      [task.key, 'MENTIONED', 'Linus Torvalds'],
    ]);

    const mark = 'mutation ($ids: [ID!]) { markNotificationsRead(ids: $ids) }';
    expect(
      (await data(mark, { ids: [first.edges[0].node.id, first.edges[0].node.id] }, cookie.grace))
        .markNotificationsRead,
    ).toBe(1);
    // Someone else's ids change nothing.
    expect((await data(mark, { ids: [first.edges[1].node.id] }, cookie.ada)).markNotificationsRead).toBe(0);
    expect((await inboxOf('grace')).unreadCount).toBe(3);

    await data(
      'mutation ($k: String!, $u: ID!) { removeMember(projectKey: $k, userId: $u) }',
      { k: key, u: GRACE.id },
      cookie.ada,
    );
    const after = await inboxOf('grace');
    expect(after.edges.map((e: Loose) => e.node.task.key)).toEqual([kept.key]);
    expect(after.unreadCount).toBe(0);
    await data(CREATE, { i: { projectKey: other, title: 'More', assigneeId: GRACE.id } }, cookie.ada);
    expect((await data(mark, {}, cookie.grace)).markNotificationsRead).toBe(1);
    expect((await inboxOf('grace')).unreadCount).toBe(0);
  });

  it('tells the person’s other tabs and devices what was marked read: one NOTIFICATIONS_READ per project, in the viewer log', async () => {
    await clearInboxes();
    const key = await freshProject();
    const other = await freshProject();
    for (const projectKey of [key, other]) {
      const { createTask: task } = await data(CREATE, { i: { projectKey, title: 'Read me' } }, cookie.ada);
      await data(ADD, { t: task.id, b: `${mentionToken(GRACE)} look` }, cookie.ada);
    }
    const mark = 'mutation ($ids: [ID!]) { markNotificationsRead(ids: $ids) }';
    const viewerSeq = async () =>
      (
        await service.db.query<{ seq: number }>('SELECT viewer_seq AS seq FROM users WHERE id = $1', [
          GRACE.id,
        ])
      )[0]!.seq;
    const received: ViewerEventPayload[] = [];
    const stream = service.pubsub.subscribe('viewer', GRACE.id);
    const reading = (async () => {
      for await (const event of stream) {
        if (event.kind === 'NOTIFICATIONS_READ') received.push(event);
        if (received.length === 4) break;
      }
    })();

    // One item by id, then all the rest (one in each project).
    const first = (await inboxOf('grace')).edges[0].node.id;
    const from = await viewerSeq();
    expect((await data(mark, { ids: [first] }, cookie.grace)).markNotificationsRead).toBe(1);
    expect((await data(mark, {}, cookie.grace)).markNotificationsRead).toBe(1);
    await data(
      ADD,
      {
        t: (await data(CREATE, { i: { projectKey: key, title: 'Two' } }, cookie.ada)).createTask.id,
        b: mentionToken(GRACE),
      },
      cookie.ada,
    );
    await data(
      ADD,
      {
        t: (await data(CREATE, { i: { projectKey: other, title: 'Two' } }, cookie.ada)).createTask.id,
        b: mentionToken(GRACE),
      },
      cookie.ada,
    );
    const mid = await viewerSeq();
    expect((await data(mark, {}, cookie.grace)).markNotificationsRead).toBe(2);
    await reading;
    // The newest item (in the other project) by id; then all, the rest of the first; then all, both, by key.
    expect(received.map((e) => [e.projectKey, e.userId, e.actor.id])).toEqual([
      [other, GRACE.id, GRACE.id],
      [key, GRACE.id, GRACE.id],
      [key, GRACE.id, GRACE.id],
      [other, GRACE.id, GRACE.id],
    ]);
    // In the viewer log too, so a stream that was away (or on another instance) catches up with it.
    const logged = await service.db.query<{ kind: string; key: string }>(
      `SELECT payload->>'kind' AS kind, payload->>'projectKey' AS key FROM viewer_events
        WHERE user_id = $1 AND seq > $2 AND payload->>'kind' = 'NOTIFICATIONS_READ' ORDER BY seq`,
      [GRACE.id, mid],
    );
    expect(logged.map((r) => r.key).sort()).toEqual([key, other].sort());
    expect(await viewerSeq()).toBeGreaterThan(from);
    // Nothing left unread: nothing marked, nothing told.
    const before = await viewerSeq();
    expect((await data(mark, {}, cookie.grace)).markNotificationsRead).toBe(0);
    expect(await viewerSeq()).toBe(before);
  });

  it('refuses bad input: a foreign cursor, too many ids, too long an id, no session', async () => {
    const bad = async (query: string, vars: Record<string, unknown>, c?: string) =>
      (await send(query, vars, c)).body.errors?.map((e) => [
        e.extensions?.['code'],
        e.extensions?.['fields'],
      ]);
    expect(await bad(INBOX, { after: 'x'.repeat(1000) }, cookie.grace)).toEqual([
      ['BAD_USER_INPUT', { after: 'Not a cursor this list gave out' }],
    ]);
    expect(await bad(INBOX, { first: 201 }, cookie.grace)).toEqual([
      ['BAD_USER_INPUT', { first: 'Ask for 0 to 200 items at a time' }],
    ]);
    const mark = 'mutation ($ids: [ID!]) { markNotificationsRead(ids: $ids) }';
    expect(await bad(mark, { ids: Array.from({ length: 1000 }, () => 'same') }, cookie.grace)).toEqual([
      ['BAD_USER_INPUT', { ids: 'Mark at most 200 items at a time' }],
    ]);
    expect(await bad(mark, { ids: ['x'.repeat(65)] }, cookie.grace)).toEqual([
      ['BAD_USER_INPUT', { ids: 'Not an inbox item id' }],
    ]);
    expect(await bad(mark, { ids: null }, undefined)).toEqual([['UNAUTHENTICATED', undefined]]);
    expect(await bad(INBOX, {}, undefined)).toEqual([['UNAUTHENTICATED', undefined]]);
  });
});

describe('myTasks', () => {
  it('lists my open tasks across projects: overdue first, then by due date, none last; live events go to the assignees', async () => {
    const a = await freshProject();
    const b = await freshProject();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const make = async (key: string, title: string, dueDate: string | null, status = 'TODO') =>
      (
        await data(
          CREATE,
          { i: { projectKey: key, title, dueDate, status, assigneeId: LINUS.id } },
          cookie.ada,
        )
      ).createTask;
    await make(a, 'Later', day(10));
    await make(b, 'Overdue', day(-3));
    await make(a, 'No date', null);
    await make(b, 'Soon', day(1));
    const done = await make(a, 'Finished', day(-5), 'TODO');
    const events: ViewerEventPayload[] = [];
    const stream = service.pubsub.subscribe('viewer', LINUS.id);
    const reading = (async () => {
      for await (const event of stream) {
        events.push(event);
        break;
      }
    })();
    // Done tasks leave the list.
    let version = done.version;
    for (const status of ['IN_PROGRESS', 'IN_REVIEW', 'DONE']) {
      version = (await data(UPDATE, { i: { id: done.id, expectedVersion: version, status } }, cookie.ada))
        .updateTask.version;
    }
    await reading;
    expect(events.map((e) => [e.kind, e.userId])).toEqual([['MY_TASKS_CHANGED', LINUS.id]]);
    const query = `query ($first: Int, $after: String) { myTasks(first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { title } } } }`;
    const mine = (await data(query, {}, cookie.linus)).myTasks;
    const titles = mine.edges
      .map((e: Loose) => e.node.title)
      .filter((t: string) => ['Later', 'Overdue', 'No date', 'Soon', 'Finished'].includes(t));
    expect(titles).toEqual(['Overdue', 'Soon', 'Later', 'No date']);
    const page = (await data(query, { first: 1 }, cookie.linus)).myTasks;
    expect(page.pageInfo.hasNextPage).toBe(mine.totalCount > 1);
    const next = (await data(query, { first: 1, after: page.pageInfo.endCursor }, cookie.linus)).myTasks;
    expect(next.edges[0].node.title).toBe(mine.edges[1].node.title);
    // Ada's list does not hold Linus's tasks.
    const adas = (await data(query, {}, cookie.ada)).myTasks.edges.map((e: Loose) => e.node.title);
    expect(adas).not.toContain('Overdue');
  });
});

describe('projects list counts', () => {
  it('every member hears that a project’s counts changed when a task is created, moved or deleted', async () => {
    const key = await freshProject();
    const heard: string[] = [];
    const stream = service.pubsub.subscribe('viewer', LINUS.id);
    const reading = (async () => {
      for await (const event of stream) {
        if (event.kind === 'TASK_COUNTS_CHANGED') heard.push(event.projectKey ?? '');
        if (heard.length === 3) break;
      }
    })();
    const { createTask: task } = await data(CREATE, { i: { projectKey: key, title: 'Counted' } }, cookie.ada);
    // An edit that keeps the status changes no count.
    const edited = (
      await data(
        UPDATE,
        { i: { id: task.id, expectedVersion: task.version, title: 'Still counted' } },
        cookie.ada,
      )
    ).updateTask;
    const moved = (
      await data(UPDATE, { i: { id: task.id, expectedVersion: edited.version, status: 'TODO' } }, cookie.ada)
    ).updateTask;
    expect(moved.version).toBe(task.version + 2);
    await data('mutation ($id: ID!) { deleteTask(id: $id) }', { id: task.id }, cookie.ada);
    await reading;
    expect(heard).toEqual([key, key, key]);
  });
});

describe('search', () => {
  const SEARCH = 'query ($t: String!, $f: Int) { search(text: $t, first: $f) { key title } }';

  it('finds words in titles, descriptions and comments, parts of title words, best match first, in my projects only', async () => {
    const key = await freshProject();
    const { createTask: title } = await data(
      CREATE,
      { i: { projectKey: key, title: 'Quokka deployment pipeline' } },
      cookie.ada,
    );
    const { createTask: desc } = await data(
      CREATE,
      { i: { projectKey: key, title: 'Something else', description: 'The quokka escaped again' } },
      cookie.ada,
    );
    const { createTask: commented } = await data(
      CREATE,
      { i: { projectKey: key, title: 'Third thing' } },
      cookie.ada,
    );
    await data(ADD, { t: commented.id, b: 'Saw a quokka near the servers' }, cookie.grace);

    const found = (await data(SEARCH, { t: 'quokka' }, cookie.grace)).search.map((t: Loose) => t.key);
    expect(found).toEqual([title.key, desc.key, commented.key]);
    // Stemming: "deployments" finds "deployment"; a part of a word finds it through trigrams.
    expect((await data(SEARCH, { t: 'deployments' }, cookie.grace)).search.map((t: Loose) => t.key)).toEqual([
      title.key,
    ]);
    expect((await data(SEARCH, { t: 'deplo' }, cookie.grace)).search.map((t: Loose) => t.key)).toEqual([
      title.key,
    ]);
    expect(
      (await data(SEARCH, { t: 'quokka -escaped' }, cookie.grace)).search.map((t: Loose) => t.key),
    ).toEqual([title.key, commented.key]);

    // Removed from the project: nothing of it is found any more.
    await data(
      'mutation ($k: String!, $u: ID!) { removeMember(projectKey: $k, userId: $u) }',
      { k: key, u: GRACE.id },
      cookie.ada,
    );
    expect((await data(SEARCH, { t: 'quokka' }, cookie.grace)).search).toEqual([]);
    expect((await data(SEARCH, { t: 'quokka' }, cookie.ada)).search).toHaveLength(3);
  });

  it('refuses empty, null, too long and control-character text and bad sizes; a thousand repeats are one query', async () => {
    const fields = async (vars: Record<string, unknown>) =>
      (await send(SEARCH, vars, cookie.ada)).body.errors?.map((e) => e.extensions?.['fields'] ?? e.message);
    expect(await fields({ t: '   ' })).toEqual([{ text: 'Type something to search for' }]);
    expect(await fields({ t: 'x'.repeat(201) })).toEqual([{ text: 'Search text is at most 200 characters' }]);
    expect(await fields({ t: 'a\u0000b' })).toEqual([
      { text: 'Search text must not contain control characters or line breaks' },
    ]);
    expect(await fields({ t: 'ok', f: 51 })).toEqual([{ first: 'Ask for 1 to 50 results' }]);
    expect(await fields({ t: 'ok', f: 0 })).toEqual([{ first: 'Ask for 1 to 50 results' }]);
    expect((await send(SEARCH, { t: null }, cookie.ada)).body.errors?.[0]?.message).toMatch(
      /must not be null/,
    );
    expect(await fields({ t: 'quokka '.repeat(28) })).toBeUndefined();
    // Words the index cannot use and operators alone answer, empty, without an error.
    expect((await data(SEARCH, { t: '"" - or !! ?' }, cookie.ada)).search).toEqual([]);
    expect((await send(SEARCH, { t: 'quokka' }, undefined)).body.errors?.[0]?.extensions?.['code']).toBe(
      'UNAUTHENTICATED',
    );
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () => send(SEARCH, { t: 'quokka' }, cookie.ada)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.body)))).toHaveProperty('size', 1);
    // A thousand requests on a loaded machine can pass vitest's 30 s default: this timeout guards a hang, not speed.
  }, 90_000);
});
