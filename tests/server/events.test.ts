// The project event log against the real service (real yoga app, real PostgreSQL): every change numbered in its
// transaction, Project.seq, boardEvents(after) replaying then going live with each event once, RESYNC, Task.rank
// and moveTask placement, changedFields.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveSubscriptionCount } from '../../server/pubsub';
import { startService, type TestService } from '../support/service';
import { inProcess, statementsOf } from '../support/in-process';
import { sse } from '../support/sse';
import { readEventsAfter, REPLAY_PAGE } from '../../server/events/log';
import { boardStream } from '../../server/events/stream';
import type { BoardEventPayload } from '../../server/models';

// Results are compared with exact values field by field; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
let ada: string;
let grace: string;

const { data, send, signIn } = inProcess(() => service);

beforeAll(async () => {
  service = await startService();
  ada = await signIn('ada@lanes.test');
  grace = await signIn('grace@lanes.test');
});

afterAll(async () => {
  await service?.close();
});

let keys = 0;
async function freshProject(): Promise<{ id: string; key: string }> {
  keys += 1;
  const key = `EV${String.fromCharCode(64 + keys)}`;
  const { createProject } = await data(
    'mutation ($i: CreateProjectInput!) { createProject(input: $i) { id key } }',
    { i: { key, name: `Events ${key}` } },
    ada,
  );
  await data(
    'mutation ($k: String!) { addMember(projectKey: $k, email: "grace@lanes.test", role: MEMBER) { id } }',
    { k: key },
    ada,
  );
  return createProject;
}

const TASK = 'id key number status version rank';

async function createTask(projectKey: string, title: string, status = 'TODO') {
  return (
    await data(
      `mutation ($i: CreateTaskInput!) { createTask(input: $i) { ${TASK} } }`,
      { i: { projectKey, title, status } },
      grace,
    )
  ).createTask;
}

const MOVE = `mutation ($id: ID!, $s: TaskStatus!, $v: Int!, $b: ID, $a: ID) {
  moveTask(id: $id, status: $s, expectedVersion: $v, beforeId: $b, afterId: $a) { ${TASK} } }`;

async function move(
  task: { id: string; version: number },
  status: string,
  place: { beforeId?: string; afterId?: string } = {},
) {
  return (
    await data(MOVE, { id: task.id, s: status, v: task.version, b: place.beforeId, a: place.afterId }, ada)
  ).moveTask;
}

async function seqOf(key: string): Promise<number> {
  return (await data('query ($k: String!) { project(key: $k) { seq } }', { k: key }, ada)).project.seq;
}

async function column(key: string, status: string): Promise<string[]> {
  const { project } = await data(
    'query ($k: String!, $s: TaskStatus!) { project(key: $k) { tasks(filter: { status: $s }, first: 200) { edges { node { key } } } } }',
    { k: key, s: status },
    ada,
  );
  return project.tasks.edges.map((e: Loose) => e.node.key);
}

const EVENTS = `subscription ($k: String!, $after: Int) { boardEvents(projectKey: $k, after: $after) {
  kind seq projectKey changedFields deletedId taskId userId actor { name }
  task { key title status rank version } comment { body } member { role user { name } } project { name seq }
} }`;

function subscribe(key: string, after: number | null, cookie = ada) {
  return sse(fetch, service.graphqlUrl, EVENTS, { k: key, after }, cookie);
}

describe('the event log', () => {
  it('numbers every change of a project from 1 without gaps, and Project.seq is the last number', async () => {
    const { id, key } = await freshProject();
    expect(await seqOf(key)).toBe(1); // MEMBER_ADDED
    const task = await createTask(key, 'Logged');
    const updated = (
      await data(
        'mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { id version } }',
        { i: { id: task.id, expectedVersion: 1, title: 'Logged again', priority: 'HIGH' } },
        grace,
      )
    ).updateTask;
    const moved = await move(updated, 'IN_PROGRESS');
    const comment = (
      await data('mutation ($t: ID!) { addComment(taskId: $t, body: "Noted") { id } }', { t: task.id }, grace)
    ).addComment;
    await data(
      'mutation ($c: ID!, $b: String!) { editComment(id: $c, body: $b) { id } }',
      { c: comment.id, b: 'Edited' },
      grace,
    );
    await data('mutation ($c: ID!) { deleteComment(id: $c) }', { c: comment.id }, grace);
    await data(
      'mutation ($k: String!) { updateProject(input: { key: $k, name: "Renamed" }) { id } }',
      { k: key },
      ada,
    );
    await data('mutation ($id: ID!) { deleteTask(id: $id) }', { id: moved.id }, ada);
    expect(await seqOf(key)).toBe(9);

    const rows = await service.db.query<Loose>(
      `SELECT seq, kind, task_id AS "taskId", payload->'changedFields' AS "changedFields",
              payload->>'taskRef' IS NOT NULL AS "refersToTask", u.name AS actor
         FROM project_events e JOIN users u ON u.id = e.actor_id WHERE project_id = $1 ORDER BY seq`,
      [id],
    );
    expect(rows).toEqual([
      {
        seq: 1,
        kind: 'MEMBER_ADDED',
        taskId: null,
        changedFields: [],
        refersToTask: false,
        actor: 'Ada Lovelace',
      },
      {
        seq: 2,
        kind: 'TASK_CREATED',
        taskId: task.id,
        changedFields: [],
        refersToTask: true,
        actor: 'Grace Hopper',
      },
      {
        seq: 3,
        kind: 'TASK_UPDATED',
        taskId: task.id,
        changedFields: ['title', 'priority'],
        refersToTask: true,
        actor: 'Grace Hopper',
      },
      {
        seq: 4,
        kind: 'TASK_MOVED',
        taskId: task.id,
        changedFields: ['status', 'rank'],
        refersToTask: true,
        actor: 'Ada Lovelace',
      },
      {
        seq: 5,
        kind: 'COMMENT_ADDED',
        taskId: task.id,
        changedFields: [],
        refersToTask: true,
        actor: 'Grace Hopper',
      },
      {
        seq: 6,
        kind: 'COMMENT_EDITED',
        taskId: task.id,
        changedFields: ['body'],
        refersToTask: true,
        actor: 'Grace Hopper',
      },
      {
        seq: 7,
        kind: 'COMMENT_DELETED',
        taskId: task.id,
        changedFields: [],
        refersToTask: true,
        actor: 'Grace Hopper',
      },
      {
        seq: 8,
        kind: 'PROJECT_UPDATED',
        taskId: null,
        changedFields: ['name'],
        refersToTask: false,
        actor: 'Ada Lovelace',
      },
      {
        seq: 9,
        kind: 'TASK_DELETED',
        taskId: task.id,
        changedFields: [],
        refersToTask: false,
        actor: 'Ada Lovelace',
      },
    ]);
    // The log keeps ids, not text: no title, comment body, project name or email.
    const texts = await service.db.query<Loose>(
      `SELECT seq FROM project_events WHERE project_id = $1
          AND payload::text ~ '(Logged|Noted|Edited|Renamed|@lanes\\.test)'`,
      [id],
    );
    expect(texts).toEqual([]);
  });

  it('writes nothing for a change that is refused', async () => {
    const { key } = await freshProject();
    const task = await createTask(key, 'Refused');
    const before = await seqOf(key);
    const { body } = await send(MOVE, { id: task.id, s: 'DONE', v: task.version }, ada);
    expect(body.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');
    expect(await seqOf(key)).toBe(before);
  });

  it('reads Project.seq with the project row: a board with its seq and ranks costs no extra statement', async () => {
    const { statements } = await statementsOf(service, () =>
      data('{ project(key: "LAN") { seq tasks(first: 50) { edges { node { key rank } } } } }', {}, ada),
    );
    // session, the result cache's seq check (a first read is a miss), project (with seq), and the first page counted
    // in its own statement; the project row comes first
    expect(statements).toHaveLength(4);
    expect(
      statements.findIndex((s) => s.includes('last_seq AS seq') && s.includes('viewerRole')),
    ).toBeLessThan(statements.findIndex((s) => s.includes('FROM tasks t')));
  });

  it('starts the seeded projects at the end of their seeded history, which replays from seq 1', async () => {
    const count = async (key: string) =>
      (
        await service.db.query<{ n: number }>(
          'SELECT count(*) AS n FROM project_events e JOIN projects p ON p.id = e.project_id WHERE p.key = $1',
          [key],
        )
      )[0]!.n;
    // Read before any test of this file adds to LAN's log: as many events as the seed wrote.
    expect(await seqOf('OPS')).toBe(36);
    expect(await count('OPS')).toBe(36);
    expect(await seqOf('LAN')).toBeGreaterThanOrEqual(73);
    expect(await count('LAN')).toBe(await seqOf('LAN'));
  });
});

describe('boardEvents(after)', () => {
  it('replays the events after `after` in order, then goes live, each once with its seq', async () => {
    const { key } = await freshProject();
    const from = await seqOf(key);
    await createTask(key, 'One');
    const two = await createTask(key, 'Two');
    const stream = await subscribe(key, from);
    const replayed = await stream.take(2);
    expect(
      replayed.map((m) => [m.data.boardEvents.kind, m.data.boardEvents.seq, m.data.boardEvents.task.title]),
    ).toEqual([
      ['TASK_CREATED', from + 1, 'One'],
      ['TASK_CREATED', from + 2, 'Two'],
    ]);
    await data(
      'mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { id } }',
      { i: { id: two.id, expectedVersion: 1, title: 'Two, renamed' } },
      grace,
    );
    const [live] = await stream.take(1);
    expect(live.data.boardEvents).toEqual({
      kind: 'TASK_UPDATED',
      seq: from + 3,
      projectKey: key,
      changedFields: ['title'],
      deletedId: null,
      taskId: null,
      userId: null,
      actor: { name: 'Grace Hopper' },
      task: { key: two.key, title: 'Two, renamed', status: 'TODO', rank: two.rank, version: 2 },
      comment: null,
      member: null,
      project: null,
    });
    await stream.leave();
  });

  it('joins replay and live with no gap and no duplicate while changes keep coming', async () => {
    const { key } = await freshProject();
    const from = await seqOf(key);
    for (let i = 0; i < 5; i += 1) await createTask(key, `Before ${i}`);
    // Twenty more changes race the subscription: they may land before its replay reads the log, during it, or
    // after it went live (the next test sets up each interleaving on purpose).
    const writes = Promise.all(Array.from({ length: 20 }, (_, i) => createTask(key, `During ${i}`)));
    const stream = await subscribe(key, from);
    await writes;
    const seqs = (await stream.take(25)).map((m) => m.data.boardEvents.seq);
    expect(seqs).toEqual(Array.from({ length: 25 }, (_, i) => from + 1 + i));
    // Nothing more: the next event is the next change's.
    await createTask(key, 'After');
    expect((await stream.take(1))[0].data.boardEvents.seq).toBe(from + 26);
    await stream.leave();
  });

  it('merges live events that arrive during the replay, late, twice or out of order: each seq once, in order', async () => {
    const { id, key } = await freshProject();
    const from = await seqOf(key);
    for (let i = 0; i < 4; i += 1) await createTask(key, `Merged ${i}`);
    const log = (await readEventsAfter(service.db, id, 0)).events;
    const at = (seq: number) => log.find((e) => e.seq === seq)!;
    // The real log, and the live side fed by hand: pub/sub cannot be made to deliver these interleavings on cue.
    const delivered: number[] = [];
    const stream = boardStream({
      db: service.db,
      projectId: id,
      projectKey: key,
      viewer: { id: 'v', email: 'v@lanes.test', name: 'V', createdAt: '2026-01-01T00:00:00.000Z' },
      after: from,
      baseline: 0,
      push: async (event: BoardEventPayload) => void delivered.push(event.seq),
      end: () => undefined,
    });
    // While the replay reads the log: events it will also find, one out of order.
    stream.live(at(from + 3));
    stream.live(at(from + 2));
    await stream.idle();
    expect(delivered).toEqual([from + 1, from + 2, from + 3, from + 4]);
    // A late duplicate, then a change whose event skips one that pub/sub never delivered.
    stream.live(at(from + 4));
    await createTask(key, 'Skipped');
    await createTask(key, 'Delivered');
    const later = (await readEventsAfter(service.db, id, from + 4)).events;
    stream.live(later[1]!);
    stream.live(later[0]!);
    await stream.idle();
    expect(delivered).toEqual([from + 1, from + 2, from + 3, from + 4, from + 5, from + 6]);
  });

  it('loads what an event’s fields need once for all its subscribers, not once per subscriber', async () => {
    const { key } = await freshProject();
    const query = `subscription ($k: String!) { boardEvents(projectKey: $k) {
      seq task { title commentCount assignee { name } createdBy { name } } } }`;
    const streams = await Promise.all(
      [ada, grace, ada].map((cookie) => sse(fetch, service.graphqlUrl, query, { k: key }, cookie)),
    );
    await vi.waitFor(() => expect(liveSubscriptionCount(service.pubsub)).toBe(3));
    const original = service.db.query.bind(service.db);
    const statements: string[] = [];
    service.db.query = ((text: string, params?: readonly unknown[]) => {
      statements.push(text);
      return original(text, params);
    }) as typeof service.db.query;
    try {
      await data(
        `mutation ($k: String!, $a: ID!) { createTask(input: { projectKey: $k, title: "Shared", assigneeId: $a }) { id } }`,
        { k: key, a: (await data('{ viewer { id } }', {}, ada)).viewer.id },
        grace,
      );
      for (const stream of streams) {
        expect((await stream.take(1))[0].data.boardEvents.task).toEqual({
          title: 'Shared',
          commentCount: 0,
          assignee: { name: 'Ada Lovelace' },
          createdBy: { name: 'Grace Hopper' },
        });
      }
    } finally {
      service.db.query = original;
    }
    expect(statements.filter((s) => s.includes('FROM comments WHERE task_id = ANY'))).toHaveLength(1);
    expect(statements.filter((s) => s.includes('u.id = ANY'))).toHaveLength(1);
    await Promise.all(streams.map((s) => s.leave()));
    await vi.waitFor(() => expect(liveSubscriptionCount(service.pubsub)).toBe(0));
  });

  it('replays a task event as the task is now (docs/product.md §13: no replaced text), the seqs as they were', async () => {
    const { key } = await freshProject();
    const from = await seqOf(key);
    const task = await createTask(key, 'As created');
    await data(
      'mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { id } }',
      { i: { id: task.id, expectedVersion: 1, title: 'As renamed' } },
      grace,
    );
    const stream = await subscribe(key, from);
    const events = await stream.take(2);
    expect(
      events.map((m) => [
        m.data.boardEvents.seq,
        m.data.boardEvents.task.title,
        m.data.boardEvents.task.version,
      ]),
    ).toEqual([
      [from + 1, 'As renamed', 2],
      [from + 2, 'As renamed', 2],
    ]);
    await stream.leave();
  });

  it('answers one RESYNC carrying the current seq when `after` is ahead of the log, then goes live', async () => {
    const { key } = await freshProject();
    const current = await seqOf(key);
    const stream = await subscribe(key, current + 50);
    const [resync] = await stream.take(1);
    expect(resync.data.boardEvents).toMatchObject({
      kind: 'RESYNC',
      seq: current,
      task: null,
      actor: { name: 'Ada Lovelace' },
    });
    await createTask(key, 'After the resync');
    const [live] = await stream.take(1);
    expect(live.data.boardEvents).toMatchObject({ kind: 'TASK_CREATED', seq: current + 1 });
    await stream.leave();
  });

  it('refuses a negative `after`', async () => {
    const stream = await subscribe('LAN', -1);
    const message = await stream.next();
    expect(message?.data.errors.map((e: Loose) => [e.message, e.extensions])).toEqual([
      [
        'A sequence number is 0 or more',
        { code: 'BAD_USER_INPUT', fields: { after: 'A sequence number is 0 or more' } },
      ],
    ]);
    await stream.leave();
  });

  it('replays 1,000 events in pages, one SQL statement each', async () => {
    const { id, key } = await freshProject();
    const from = await seqOf(key);
    await createTask(key, 'Model');
    // 999 more entries, copied from the real one the service just wrote (creating 999 tasks through the API would
    // take a minute of this shared machine's time and prove nothing more about the replay).
    await service.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO project_events (project_id, seq, kind, actor_id, at, task_id, payload)
         SELECT project_id, seq + n, kind, actor_id, at, task_id, payload
           FROM project_events, generate_series(1, 999) AS n WHERE project_id = $1 AND seq = $2`,
        [id, from + 1],
      );
      await tx.query('UPDATE projects SET last_seq = last_seq + 999 WHERE id = $1', [id]);
    });
    const original = service.db.query.bind(service.db);
    const statements: string[] = [];
    service.db.query = ((text: string, params?: readonly unknown[]) => {
      statements.push(text);
      return original(text, params);
    }) as typeof service.db.query;
    let events: Loose[];
    try {
      const stream = await subscribe(key, from);
      events = await stream.take(1000);
      await stream.leave();
    } finally {
      service.db.query = original;
    }
    expect(events.map((m) => m.data.boardEvents.seq)).toEqual(
      Array.from({ length: 1000 }, (_, i) => from + 1 + i),
    );
    // The session, the membership check, then the replay in pages of REPLAY_PAGE, one statement each; each event's
    // actor and task are in its payload.
    expect(statements.filter((s) => s.includes('project_events'))).toHaveLength(1000 / REPLAY_PAGE);
    expect(statements).toHaveLength(2 + 1000 / REPLAY_PAGE);
  });
});

describe('Task.rank and moveTask placement', () => {
  it('puts a new task at the top of its column and lists columns by rank', async () => {
    const { key } = await freshProject();
    const first = await createTask(key, 'First');
    const second = await createTask(key, 'Second');
    expect(second.rank < first.rank).toBe(true);
    expect(await column(key, 'TODO')).toEqual([second.key, first.key]);
  });

  it('places a card between its neighbours, as TASK_REORDERED within a column and TASK_MOVED across', async () => {
    const { key } = await freshProject();
    const [c, b, a] = [await createTask(key, 'C'), await createTask(key, 'B'), await createTask(key, 'A')];
    expect(await column(key, 'TODO')).toEqual([a.key, b.key, c.key]);
    const from = await seqOf(key);
    // A to between B and C.
    const reordered = await move(a, 'TODO', { afterId: b.id, beforeId: c.id });
    expect(reordered.rank > b.rank && reordered.rank < c.rank).toBe(true);
    expect(await column(key, 'TODO')).toEqual([b.key, a.key, c.key]);
    // C to In progress (empty): the top.
    const moved = await move(c, 'IN_PROGRESS');
    // B under C in In progress, naming only the card above.
    await move(b, 'IN_PROGRESS', { afterId: c.id });
    expect(await column(key, 'IN_PROGRESS')).toEqual([c.key, b.key]);
    // A above C, naming only the card below.
    await move(reordered, 'IN_PROGRESS', { beforeId: moved.id });
    expect(await column(key, 'IN_PROGRESS')).toEqual([a.key, c.key, b.key]);

    const stream = await subscribe(key, from);
    const events = (await stream.take(4)).map((m) => m.data.boardEvents);
    expect(events.map((e) => [e.kind, e.task.key, e.changedFields])).toEqual([
      ['TASK_REORDERED', a.key, ['rank']],
      ['TASK_MOVED', c.key, ['status', 'rank']],
      ['TASK_MOVED', b.key, ['status', 'rank']],
      ['TASK_MOVED', a.key, ['status', 'rank']],
    ]);
    await stream.leave();
  });

  it('ignores a neighbour that is not in the target column and uses the other, or the top', async () => {
    const { key } = await freshProject();
    const [y, x] = [await createTask(key, 'Y'), await createTask(key, 'X')];
    const elsewhere = await createTask(key, 'Elsewhere', 'BACKLOG');
    const z = await createTask(key, 'Z', 'BACKLOG');
    // The card above is in Backlog (stale), the card below is Y: Z goes just above Y.
    await move(z, 'TODO', { afterId: elsewhere.id, beforeId: y.id });
    expect(await column(key, 'TODO')).toEqual([x.key, z.key, y.key]);
    // Both neighbours unusable (one deleted, one in another column): the top.
    await data('mutation ($id: ID!) { deleteTask(id: $id) }', { id: x.id }, ada);
    const w = await createTask(key, 'W', 'BACKLOG');
    await move(w, 'TODO', { afterId: x.id, beforeId: elsewhere.id });
    expect(await column(key, 'TODO')).toEqual([w.key, z.key, y.key]);
  });

  it('pages a column by rank: a cursor holds its place while cards move around it', async () => {
    const { key } = await freshProject();
    const tasks = [];
    for (let i = 0; i < 5; i += 1) tasks.push(await createTask(key, `P${i}`));
    const page = async (after?: string) =>
      (
        await data(
          'query ($k: String!, $a: String) { project(key: $k) { tasks(filter: { status: TODO }, first: 2, after: $a) { pageInfo { endCursor } edges { node { key } } } } }',
          { k: key, a: after },
          ada,
        )
      ).project.tasks;
    const first = await page();
    expect(first.edges.map((e: Loose) => e.node.key)).toEqual([tasks[4].key, tasks[3].key]);
    // The top card moves to the bottom: the next page still starts after P3.
    await move(tasks[4], 'TODO', { afterId: tasks[0].id });
    const second = await page(first.pageInfo.endCursor);
    expect(second.edges.map((e: Loose) => e.node.key)).toEqual([tasks[2].key, tasks[1].key]);
  });
});

const VIEWER_EVENTS = `subscription { viewerEvents {
  kind projectKey role actor { name } project { key name viewerRole seq }
} }`;

describe('viewerEvents and member events', () => {
  it('tells a user when they are added, change role, see the project renamed, and are removed', async () => {
    const linus = await signIn('linus@lanes.test');
    const { id: linusId } = (await data('{ viewer { id } }', {}, linus)).viewer;
    const { key } = await freshProject();
    const mine = await sse(fetch, service.graphqlUrl, VIEWER_EVENTS, {}, linus);
    const board = await subscribe(key, await seqOf(key));

    await data(
      'mutation ($k: String!) { addMember(projectKey: $k, email: "linus@lanes.test", role: VIEWER) { id } }',
      { k: key },
      ada,
    );
    await data(
      'mutation ($k: String!, $u: ID!) { changeMemberRole(projectKey: $k, userId: $u, role: MEMBER) { id } }',
      { k: key, u: linusId },
      ada,
    );
    await data(
      'mutation ($k: String!) { updateProject(input: { key: $k, name: "Renamed for Linus" }) { id } }',
      { k: key },
      ada,
    );
    await data(
      'mutation ($k: String!, $u: ID!) { removeMember(projectKey: $k, userId: $u) }',
      { k: key, u: linusId },
      ada,
    );
    const seq = await seqOf(key);

    // Each event carries the project as that change left it, however late it is delivered.
    expect((await mine.take(4)).map((m) => m.data.viewerEvents)).toEqual([
      {
        kind: 'MEMBERSHIP_ADDED',
        projectKey: key,
        role: 'VIEWER',
        actor: { name: 'Ada Lovelace' },
        project: { key, name: `Events ${key}`, viewerRole: 'VIEWER', seq: seq - 3 },
      },
      {
        kind: 'ROLE_CHANGED',
        projectKey: key,
        role: 'MEMBER',
        actor: { name: 'Ada Lovelace' },
        project: { key, name: `Events ${key}`, viewerRole: 'MEMBER', seq: seq - 2 },
      },
      {
        kind: 'PROJECT_UPDATED',
        projectKey: key,
        role: 'MEMBER',
        actor: { name: 'Ada Lovelace' },
        project: { key, name: 'Renamed for Linus', viewerRole: 'MEMBER', seq: seq - 1 },
      },
      {
        kind: 'MEMBERSHIP_REMOVED',
        projectKey: key,
        role: null,
        actor: { name: 'Ada Lovelace' },
        project: null,
      },
    ]);
    const events = (await board.take(4)).map((m) => m.data.boardEvents);
    expect(events.map((e) => [e.kind, e.seq, e.member, e.userId, e.project, e.changedFields])).toEqual([
      ['MEMBER_ADDED', seq - 3, { role: 'VIEWER', user: { name: 'Linus Torvalds' } }, null, null, []],
      [
        'MEMBER_ROLE_CHANGED',
        seq - 2,
        { role: 'MEMBER', user: { name: 'Linus Torvalds' } },
        null,
        null,
        ['role'],
      ],
      // The project as the event left it, with the event's seq.
      ['PROJECT_UPDATED', seq - 1, null, null, { name: 'Renamed for Linus', seq: seq - 1 }, ['name']],
      ['MEMBER_REMOVED', seq, null, linusId, null, []],
    ]);
    await Promise.all([mine.leave(), board.leave()]);
  });

  it('is for signed-in users only', async () => {
    const stream = await sse(fetch, service.graphqlUrl, VIEWER_EVENTS, {});
    const message = await stream.next();
    expect(message?.data.errors.map((e: Loose) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    await stream.leave();
  });
});

describe('Task.activity', () => {
  const ACTIVITY = `query ($k: String!, $n: Int!, $first: Int, $after: String) { task(projectKey: $k, number: $n) {
    activity(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node { id seq kind actor { name } changedFields status comment { body } } }
    } } }`;

  it('lists who did what to a task, newest first, paged by seq, one statement per page', async () => {
    const { id, key } = await freshProject();
    const task = await createTask(key, 'Watched');
    const other = await createTask(key, 'Not watched');
    const base = await seqOf(key);
    const updated = (
      await data(
        'mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { id version } }',
        { i: { id: task.id, expectedVersion: 1, dueDate: '2026-12-01' } },
        grace,
      )
    ).updateTask;
    await move(other, 'IN_PROGRESS');
    await move(updated, 'IN_PROGRESS');
    const kept = (
      await data('mutation ($t: ID!) { addComment(taskId: $t, body: "Kept") { id } }', { t: task.id }, grace)
    ).addComment;
    const gone = (
      await data('mutation ($t: ID!) { addComment(taskId: $t, body: "Gone") { id } }', { t: task.id }, grace)
    ).addComment;
    await data('mutation ($c: ID!) { deleteComment(id: $c) }', { c: gone.id }, grace);
    expect(kept.id).not.toBe(gone.id);

    const { result, statements } = await statementsOf(service, () =>
      data(ACTIVITY, { k: key, n: task.number, first: 3 }, ada),
    );
    const first: Loose = result.task.activity;
    // session, project, task, then the page (with the comments it names)
    expect(statements).toHaveLength(4);
    expect(first.edges.map((e: Loose) => e.node)).toEqual([
      {
        id: `${id}:${base + 6}`,
        seq: base + 6,
        kind: 'COMMENT_DELETED',
        actor: { name: 'Grace Hopper' },
        changedFields: [],
        status: null,
        comment: null,
      },
      {
        id: `${id}:${base + 5}`,
        seq: base + 5,
        kind: 'COMMENT_ADDED',
        actor: { name: 'Grace Hopper' },
        changedFields: [],
        status: null,
        comment: null,
      },
      {
        id: `${id}:${base + 4}`,
        seq: base + 4,
        kind: 'COMMENT_ADDED',
        actor: { name: 'Grace Hopper' },
        changedFields: [],
        status: null,
        comment: { body: 'Kept' },
      },
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await data(ACTIVITY, { k: key, n: task.number, after: first.pageInfo.endCursor }, ada)).task
      .activity;
    expect(
      rest.edges.map((e: Loose) => [e.node.kind, e.node.changedFields, e.node.status, e.node.actor.name]),
    ).toEqual([
      ['TASK_MOVED', ['status', 'rank'], 'IN_PROGRESS', 'Ada Lovelace'],
      ['TASK_UPDATED', ['dueDate'], null, 'Grace Hopper'],
      ['TASK_CREATED', [], 'TODO', 'Grace Hopper'],
    ]);
    expect(rest.pageInfo).toEqual({ hasNextPage: false, endCursor: rest.pageInfo.endCursor });
  });

  it('refuses a page over 100 or a cursor it did not make', async () => {
    const { body: big } = await send(ACTIVITY, { k: 'LAN', n: 1, first: 101 }, ada);
    expect(big.errors?.map((e) => e.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', fields: { first: 'Ask for 0 to 100 entries at a time' } },
    ]);
    const { body: bad } = await send(ACTIVITY, { k: 'LAN', n: 1, after: 'x'.repeat(40) }, ada);
    expect(bad.errors?.map((e) => e.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', fields: { after: 'This list position is not valid; reload the list' } },
    ]);
  });
});
