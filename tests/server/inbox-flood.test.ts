// A stranger with a new account adds Grace to a project of theirs (adding needs no consent) and floods her inbox,
// as real requests to the running service: Grace can leave any project (the only admin excepted), and one
// person's repeated mentions, assignments or comments fold into one unread item that counts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../support/service';
import { sessionOf } from '../support/in-process';
import { SEED_USERS } from '../../server/seed';
import { mentionToken } from '../../src/lib/validation';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
const cookie = { ada: '', grace: '', mallory: '' };
let MALLORY: { id: string; name: string };
const GRACE = SEED_USERS[1];

beforeAll(async () => {
  service = await startService();
  cookie.ada = await service.signIn('ada@lanes.test');
  cookie.grace = await service.signIn('grace@lanes.test');
  const response = await fetch(service.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($i: SignUpInput!) { signUp(input: $i) { id name } }',
      variables: { i: { name: 'Mallory', email: 'mallory@example.test', password: 'free prizes' } },
    }),
  });
  MALLORY = ((await response.json()) as Loose).data.signUp;
  cookie.mallory = sessionOf(response);
});
afterAll(() => service?.close());

async function send(query: string, variables: Record<string, unknown>, who: string): Promise<Loose> {
  return service.request(query, variables, who);
}

async function data(query: string, variables: Record<string, unknown>, who: string): Promise<Loose> {
  const body = await send(query, variables, who);
  expect(body.errors).toBeUndefined();
  return body.data;
}

const LEAVE = 'mutation ($k: String) { leaveProject(projectKey: $k) }';
const LEAVE_STRICT = 'mutation ($k: String!) { leaveProject(projectKey: $k) }';
const CREATE_PROJECT = 'mutation ($i: CreateProjectInput!) { createProject(input: $i) { id } }';
const ADD_MEMBER =
  'mutation ($k: String!, $e: String!, $r: Role!) { addMember(projectKey: $k, email: $e, role: $r) { id } }';
const CREATE_TASK = 'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id key } }';
const ADD_COMMENT = 'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }';
const PROJECTS = '{ projects { key } }';

/** A project of `owner` with Grace in it as `role`, and a task in it. */
async function projectWithGrace(owner: string, key: string, role = 'MEMBER') {
  await data(CREATE_PROJECT, { i: { key, name: key === 'FREE' ? 'Free prizes' : `Project ${key}` } }, owner);
  await data(ADD_MEMBER, { k: key, e: 'grace@lanes.test', r: role }, owner);
  const { createTask } = await data(CREATE_TASK, { i: { projectKey: key, title: 'Claim it' } }, owner);
  return createTask as { id: string; key: string };
}

/** `count` calls of `call`, 50 at a time (one address may hold 128 connections). */
async function repeated<T>(count: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += 50) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, j) => call(i + j)))));
  }
  return out;
}

const projectKeys = async (who: string) =>
  ((await data(PROJECTS, {}, who)).projects as { key: string }[]).map((p) => p.key);

describe('leaveProject', () => {
  it('lets any member leave, a VIEWER too: the project and her items about it go, the members list follows', async () => {
    const task = await projectWithGrace(cookie.ada, 'LVA', 'VIEWER');
    await data(CREATE_TASK, { i: { projectKey: 'LVA', title: 'Hers' } }, cookie.ada);
    await data(ADD_COMMENT, { t: task.id, b: `Hello ${mentionToken(GRACE)}` }, cookie.ada);
    expect(await projectKeys(cookie.grace)).toContain('LVA');

    expect(await data(LEAVE_STRICT, { k: 'LVA' }, cookie.grace)).toEqual({ leaveProject: true });
    expect(await projectKeys(cookie.grace)).not.toContain('LVA');
    expect((await send('{ project(key: "LVA") { key } }', {}, cookie.grace)).data).toEqual({ project: null });
    const rows = await service.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications nt JOIN projects p ON p.id = nt.project_id
        WHERE p.key = 'LVA' AND nt.user_id = $1`,
      [GRACE.id],
    );
    expect(rows).toEqual([{ n: 0 }]);
    const { project } = await data(
      '{ project(key: "LVA") { members { user { name } role } } }',
      {},
      cookie.ada,
    );
    expect(project.members).toEqual([{ user: { name: 'Ada Lovelace' }, role: 'ADMIN' }]);
  });

  it('unassigns what she leaves behind, as a removal does', async () => {
    await projectWithGrace(cookie.ada, 'LVB', 'MEMBER');
    const { createTask } = await data(
      CREATE_TASK,
      { i: { projectKey: 'LVB', title: 'Assigned to her', assigneeId: GRACE.id } },
      cookie.ada,
    );
    await data(LEAVE_STRICT, { k: 'LVB' }, cookie.grace);
    const { project } = await data(
      '{ project(key: "LVB") { tasks { edges { node { key assignee { name } } } } } }',
      {},
      cookie.ada,
    );
    expect(project.tasks.edges.map((e: Loose) => e.node)).toContainEqual({
      key: createTask.key,
      assignee: null,
    });
  });

  it('refuses the only admin with a clear message, and lets her go once someone else is an admin', async () => {
    await data(CREATE_PROJECT, { i: { key: 'LVC', name: 'Hers alone' } }, cookie.grace);
    const refused = await send(LEAVE_STRICT, { k: 'LVC' }, cookie.grace);
    expect(refused).toEqual({
      data: null,
      errors: [
        expect.objectContaining({
          message: 'You are the only admin of LVC: make another member an admin before you leave',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: {
              projectKey: 'You are the only admin of LVC: make another member an admin before you leave',
            },
          },
        }),
      ],
    });
    expect(await projectKeys(cookie.grace)).toContain('LVC');
    await data(ADD_MEMBER, { k: 'LVC', e: 'ada@lanes.test', r: 'ADMIN' }, cookie.grace);
    expect(await data(LEAVE_STRICT, { k: 'LVC' }, cookie.grace)).toEqual({ leaveProject: true });
    expect(await projectKeys(cookie.ada)).toContain('LVC');
  });

  it('is NOT_FOUND for a project she is not in, UNAUTHENTICATED signed out, and refuses null', async () => {
    const notMine = await send(LEAVE_STRICT, { k: 'NOPE' }, cookie.grace);
    expect(notMine.errors?.map((e: Loose) => [e.message, e.extensions.code])).toEqual([
      ['Project NOPE not found', 'NOT_FOUND'],
    ]);
    const signedOut = await send(LEAVE_STRICT, { k: 'LAN' }, '');
    expect(signedOut.errors?.map((e: Loose) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    const nothing = await send(LEAVE, { k: null }, cookie.grace);
    expect(nothing.errors?.map((e: Loose) => e.message)).toEqual([
      'Variable "$k" of type "String" used in position expecting type "String!".',
    ]);
    const tooLong = await send(LEAVE_STRICT, { k: 'X'.repeat(10_000) }, cookie.grace);
    expect(tooLong.errors?.map((e: Loose) => e.extensions.code)).toEqual(['NOT_FOUND']);
  });

  it('leaves once when the same request comes a thousand times', async () => {
    await projectWithGrace(cookie.ada, 'LVD');
    const answers = await repeated(1_000, () => send(LEAVE_STRICT, { k: 'LVD' }, cookie.grace));
    const outcomes = answers.map((a: Loose) =>
      a.data?.leaveProject ? 'left' : a.errors?.[0]?.extensions?.code,
    );
    expect(outcomes.filter((o) => o === 'left')).toHaveLength(1);
    expect(new Set(outcomes)).toEqual(new Set(['left', 'NOT_FOUND']));
    const rows = await service.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM project_events e JOIN projects p ON p.id = e.project_id
        WHERE p.key = 'LVD' AND e.kind = 'MEMBER_REMOVED'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  }, 120_000);
});

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
    const rows = await service.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND actor_id = $2',
      [GRACE.id, MALLORY.id],
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
