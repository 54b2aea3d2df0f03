// The product rules of docs/product.md §4–§5 enforced by the real service (real yoga app, real PostgreSQL): workflow,
// versions, validation, numbering, pagination and filters, comments, members, accounts.
// Requests go through the app's own fetch handler (yoga.fetch, in-process, as The Guild tests servers): the whole
// stack runs (context, cookies, resolvers, database) minus the socket, which subscriptions.test.ts covers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type GraphQLErrorBody, type TestService } from '../support/service';
import { startServiceWithDemoTrio } from '../support/demo-trio';
import { inProcess, sessionOf, statementsOf } from '../support/in-process';
import { TASK_STATUSES, WORKFLOW, type TaskStatus } from '../../src/lib/validation';

// Results are compared with exact values field by field; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
let ada: string;
let grace: string;
let linus: string;
let graceId: string;
let linusId: string;

const { send, data: dataOf, signIn } = inProcess(() => service);

function data<T = Record<string, Loose>>(
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
) {
  return dataOf<T>(query, variables, cookie);
}

async function failure(
  query: string,
  variables: Record<string, unknown> = {},
  cookie?: string,
): Promise<GraphQLErrorBody> {
  const { body } = await send(query, variables, cookie);
  expect(body.errors).toHaveLength(1);
  return body.errors![0]!;
}

let keys = 0;
/** A fresh project key per test: two letters of the alphabet after "Q", counting. */
function freshKey(): string {
  keys += 1;
  const a = String.fromCharCode(65 + Math.floor(keys / 26));
  const b = String.fromCharCode(65 + (keys % 26));
  return `QZ${a}${b}`;
}

async function freshProject(cookie = ada): Promise<{ id: string; key: string }> {
  const key = freshKey();
  const { createProject } = await data(
    'mutation ($i: CreateProjectInput!) { createProject(input: $i) { id key } }',
    { i: { key, name: `Project ${key}` } },
    cookie,
  );
  return createProject;
}

const TASK = 'id key number status version updatedAt allowedTransitions';

async function createTask(projectKey: string, input: Record<string, unknown> = {}, cookie = ada) {
  const { createTask } = await data(
    `mutation ($i: CreateTaskInput!) { createTask(input: $i) { ${TASK} title priority dueDate assignee { id } } }`,
    { i: { projectKey, title: 'A task', ...input } },
    cookie,
  );
  return createTask;
}

const MOVE = `mutation ($id: ID!, $s: TaskStatus!, $v: Int!) { moveTask(id: $id, status: $s, expectedVersion: $v) { ${TASK} } }`;

async function move(task: { id: string; version: number }, status: TaskStatus, cookie = ada) {
  const { moveTask } = await data(MOVE, { id: task.id, s: status, v: task.version }, cookie);
  return moveTask;
}

const PATH: Record<TaskStatus, TaskStatus[]> = {
  BACKLOG: [],
  TODO: ['TODO'],
  IN_PROGRESS: ['TODO', 'IN_PROGRESS'],
  IN_REVIEW: ['TODO', 'IN_PROGRESS', 'IN_REVIEW'],
  DONE: ['TODO', 'IN_PROGRESS', 'IN_REVIEW', 'DONE'],
  CANCELED: ['CANCELED'],
};

async function taskIn(projectKey: string, status: TaskStatus) {
  let task = await createTask(projectKey);
  for (const step of PATH[status]) task = await move(task, step);
  return task;
}

beforeAll(async () => {
  ({ service, ada, grace, linus } = await startServiceWithDemoTrio());
  const { project } = await data('{ project(key: "LAN") { members { role user { id email } } } }', {}, ada);
  const idOf = (email: string) =>
    project.members.find((m: Loose) => m.user.email === email).user.id as string;
  graceId = idOf('grace@lanes.test');
  linusId = idOf('linus@lanes.test');
});
afterAll(() => service.close());

describe('workflow', () => {
  it('allows each of the 13 moves of the table, raising the version by one each time', async () => {
    const { key } = await freshProject();
    for (const from of TASK_STATUSES) {
      for (const to of WORKFLOW[from]) {
        const task = await taskIn(key, from);
        const moved = await move(task, to);
        expect({ status: moved.status, version: moved.version }, `${from} -> ${to}`).toEqual({
          status: to,
          version: task.version + 1,
        });
        expect(moved.allowedTransitions).toEqual(WORKFLOW[to]);
        expect(Date.parse(moved.updatedAt)).toBeGreaterThan(Date.parse(task.updatedAt));
      }
    }
  });

  it('refuses the other 17 moves with INVALID_TRANSITION naming the allowed ones (staying put is a reorder)', async () => {
    const { key } = await freshProject();
    const labels: Record<TaskStatus, string> = {
      BACKLOG: 'Backlog',
      TODO: 'To do',
      IN_PROGRESS: 'In progress',
      IN_REVIEW: 'In review',
      DONE: 'Done',
      CANCELED: 'Canceled',
    };
    let refused = 0;
    for (const from of TASK_STATUSES) {
      const task = await taskIn(key, from);
      for (const to of TASK_STATUSES.filter((s) => s !== from && !WORKFLOW[from].includes(s))) {
        const error = await failure(MOVE, { id: task.id, s: to, v: task.version }, ada);
        expect(error.message).toBe(
          `Cannot move ${task.key} from ${labels[from]} to ${labels[to]}. Allowed: ${WORKFLOW[from].map((s) => labels[s]).join(', ')}`,
        );
        expect(error.extensions).toEqual({ code: 'INVALID_TRANSITION', allowed: WORKFLOW[from] });
        refused += 1;
      }
      const { task: after } = await data(
        'query ($k: String!, $n: Int!) { task(projectKey: $k, number: $n) { status version } }',
        { k: key, n: task.number },
        ada,
      );
      expect(after).toEqual({ status: from, version: task.version });
    }
    expect(refused).toBe(17);
  });

  it('words the refusal of Done -> In review as the product says', async () => {
    const { key } = await freshProject();
    const task = await taskIn(key, 'DONE');
    const error = await failure(MOVE, { id: task.id, s: 'IN_REVIEW', v: task.version }, ada);
    expect(error.message).toBe(`Cannot move ${key}-1 from Done to In review. Allowed: To do`);
  });

  it('applies the workflow to updateTask too; an unchanged status is no move', async () => {
    const { key } = await freshProject();
    const task = await createTask(key);
    const UPDATE = `mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { ${TASK} title } }`;
    const refused = await failure(
      UPDATE,
      { i: { id: task.id, expectedVersion: 1, status: 'DONE', title: 'x' } },
      ada,
    );
    expect(refused.extensions).toEqual({ code: 'INVALID_TRANSITION', allowed: ['TODO', 'CANCELED'] });
    const same = await data(
      UPDATE,
      { i: { id: task.id, expectedVersion: 1, status: 'BACKLOG', title: 'Renamed' } },
      ada,
    );
    expect(same.updateTask).toMatchObject({ status: 'BACKLOG', title: 'Renamed', version: 2 });
    const moved = await data(UPDATE, { i: { id: task.id, expectedVersion: 2, status: 'TODO' } }, ada);
    expect(moved.updateTask).toMatchObject({ status: 'TODO', title: 'Renamed', version: 3 });
  });

  it('starts new tasks in Backlog by default, or in To do, and nowhere else', async () => {
    const { key } = await freshProject();
    expect((await createTask(key)).status).toBe('BACKLOG');
    expect((await createTask(key, { status: 'TODO' })).status).toBe('TODO');
    for (const status of ['IN_PROGRESS', 'IN_REVIEW', 'DONE', 'CANCELED']) {
      const error = await failure(
        'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id } }',
        { i: { projectKey: key, title: 'x', status } },
        ada,
      );
      expect(error.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { status: 'New tasks start in Backlog or To do' },
      });
    }
  });
});

describe('versions', () => {
  it('refuses an edit or move carrying an old version with CONFLICT and the current version', async () => {
    const { key } = await freshProject();
    const task = await createTask(key);
    const moved = await move(task, 'TODO');
    expect(moved.version).toBe(2);
    const stale = await failure(MOVE, { id: task.id, s: 'IN_PROGRESS', v: 1 }, ada);
    expect(stale.extensions).toEqual({ code: 'CONFLICT', currentVersion: 2 });
    expect(stale.message).toBe(
      `${key}-1 was changed by someone else; review the current version and try again`,
    );
    const staleEdit = await failure(
      'mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { id } }',
      { i: { id: task.id, expectedVersion: 1, title: 'Mine' } },
      ada,
    );
    expect(staleEdit.extensions).toEqual({ code: 'CONFLICT', currentVersion: 2 });
    const { task: now } = await data(
      'query ($k: String!) { task(projectKey: $k, number: 1) { title status version } }',
      { k: key },
      ada,
    );
    expect(now).toEqual({ title: 'A task', status: 'TODO', version: 2 });
  });

  it('raises the version by one on every kind of edit, and sets and clears optional fields', async () => {
    const { key } = await freshProject();
    await data(
      'mutation ($k: String!, $e: String!) { addMember(projectKey: $k, email: $e, role: MEMBER) { id } }',
      { k: key, e: 'grace@lanes.test' },
      ada,
    );
    const task = await createTask(key);
    const UPDATE =
      'mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { version title description priority dueDate assignee { name } } }';
    const edits: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ title: '  Trimmed  ' }, { title: 'Trimmed' }],
      [{ description: 'Longer words' }, { description: 'Longer words' }],
      [{ priority: 'URGENT' }, { priority: 'URGENT' }],
      [{ dueDate: '2028-02-29' }, { dueDate: '2028-02-29' }],
      [{ assigneeId: graceId }, { assignee: { name: 'Grace Hopper' } }],
      [
        { assigneeId: null, dueDate: null },
        { assignee: null, dueDate: null },
      ],
    ];
    let version = task.version;
    for (const [change, expected] of edits) {
      const { updateTask } = await data(
        UPDATE,
        { i: { id: task.id, expectedVersion: version, ...change } },
        ada,
      );
      expect(updateTask).toMatchObject({ ...expected, version: version + 1 });
      version += 1;
    }
  });
});

describe('validation', () => {
  const CREATE = 'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id title dueDate } }';

  it('answers BAD_USER_INPUT with every failing field and its message, and writes nothing', async () => {
    const { key } = await freshProject();
    const error = await failure(
      CREATE,
      {
        i: {
          projectKey: key,
          title: '   ',
          description: 'd'.repeat(20_001),
          dueDate: '2026-02-29',
          assigneeId: linusId,
        },
      },
      ada,
    );
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        title: 'Title is required',
        description: 'Description must be at most 20,000 characters',
        dueDate: 'Due date must be a real date, YYYY-MM-DD',
        assigneeId: 'The assignee must be a member of this project',
      },
    });
    const { project } = await data(
      'query ($k: String!) { project(key: $k) { tasks { totalCount } } }',
      { k: key },
      ada,
    );
    expect(project.tasks.totalCount).toBe(0);
  });

  it('takes titles of exactly 200 characters and refuses 201', async () => {
    const { key } = await freshProject();
    const ok = await data(
      CREATE,
      { i: { projectKey: key, title: ` ${'t'.repeat(200)} `, dueDate: '2028-02-29' } },
      ada,
    );
    expect(ok.createTask).toMatchObject({ title: 't'.repeat(200), dueDate: '2028-02-29' });
    const error = await failure(CREATE, { i: { projectKey: key, title: 't'.repeat(201) } }, ada);
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { title: 'Title must be at most 200 characters' },
    });
  });

  it('checks project keys and names, and that keys are unique', async () => {
    const CREATE_PROJECT =
      'mutation ($i: CreateProjectInput!) { createProject(input: $i) { key name viewerRole } }';
    for (const key of ['Q', 'QWERTYU', 'qa', 'Q1']) {
      const error = await failure(CREATE_PROJECT, { i: { key, name: 'Fine' } }, ada);
      expect(error.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { key: 'Key must be 2 to 6 letters A–Z' },
      });
    }
    const taken = await failure(CREATE_PROJECT, { i: { key: 'LAN', name: 'Again' } }, grace);
    expect(taken.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { key: 'Key LAN is already taken' } });
    const long = await failure(CREATE_PROJECT, { i: { key: 'QYA', name: 'n'.repeat(81) } }, ada);
    expect(long.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: 'Name must be at most 80 characters' },
    });
    const six = await data(CREATE_PROJECT, { i: { key: 'QYABCD', name: ` ${'n'.repeat(80)} ` } }, grace);
    expect(six.createProject).toEqual({ key: 'QYABCD', name: 'n'.repeat(80), viewerRole: 'ADMIN' });
    const two = await data(CREATE_PROJECT, { i: { key: 'QY', name: 'Two' } }, grace);
    expect(two.createProject.key).toBe('QY');
  });

  it('checks comment bodies: 1 to 5,000 characters after trimming', async () => {
    const { key } = await freshProject();
    const task = await createTask(key);
    const ADD = 'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { body } }';
    expect((await failure(ADD, { t: task.id, b: ' \n ' }, ada)).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { body: 'Comment is required' },
    });
    expect((await failure(ADD, { t: task.id, b: 'c'.repeat(5_001) }, ada)).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { body: 'Comment must be at most 5,000 characters' },
    });
    expect((await data(ADD, { t: task.id, b: ` ${'c'.repeat(5_000)} ` }, ada)).addComment.body).toBe(
      'c'.repeat(5_000),
    );
  });
});

describe('at the same time', () => {
  it('lets exactly one of two moves carrying the same version through; the other gets CONFLICT', async () => {
    const { key } = await freshProject();
    const task = await createTask(key);
    const results = await Promise.all(
      (['TODO', 'CANCELED'] as const).map((s) => send(MOVE, { id: task.id, s, v: task.version }, ada)),
    );
    const codes = results.map((r) => r.body.errors?.[0]?.extensions?.['code'] ?? 'ok').sort();
    expect(codes).toEqual(['CONFLICT', 'ok']);
    const { task: now } = await data(
      'query ($k: String!) { task(projectKey: $k, number: 1) { version } }',
      { k: key },
      ada,
    );
    expect(now.version).toBe(2);
  });

  it('numbers tasks created at once without gaps or repeats', async () => {
    const { key } = await freshProject();
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createTask(key, { title: `Parallel ${i}` })),
    );
    expect(created.map((t) => t.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('never lets two admins demoting each other at once leave the project without one', async () => {
    const project = await freshProject();
    await data(
      'mutation ($k: String!, $e: String!) { addMember(projectKey: $k, email: $e, role: ADMIN) { id } }',
      { k: project.key, e: 'grace@lanes.test' },
      ada,
    );
    const { viewer } = await data('{ viewer { id } }', {}, ada);
    const CHANGE =
      'mutation ($k: String!, $u: ID!) { changeMemberRole(projectKey: $k, userId: $u, role: MEMBER) { role } }';
    await Promise.all([
      send(CHANGE, { k: project.key, u: graceId }, ada),
      send(CHANGE, { k: project.key, u: viewer.id }, grace),
    ]);
    const rows = await service.db.query<{ role: string }>(
      `SELECT role FROM memberships WHERE project_id = $1 AND role = 'ADMIN'`,
      [project.id],
    );
    expect(rows).toHaveLength(1);
  });
});

describe('missing things', () => {
  it('answers NOT_FOUND for ids that name no task or comment', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [query, message] of [
      [`mutation { moveTask(id: "${id}", status: TODO, expectedVersion: 1) { id } }`, 'Task not found'],
      [
        `mutation { updateTask(input: { id: "${id}", expectedVersion: 1, title: "x" }) { id } }`,
        'Task not found',
      ],
      [`mutation { deleteTask(id: "${id}") }`, 'Task not found'],
      [`mutation { addComment(taskId: "${id}", body: "x") { id } }`, 'Task not found'],
      [`mutation { editComment(id: "${id}", body: "x") { id } }`, 'Comment not found'],
      [`mutation { deleteComment(id: "${id}") }`, 'Comment not found'],
      ['{ task(projectKey: "LAN", number: 9999) { id } }', 'Task LAN-9999 not found'],
    ] as const) {
      const error = await failure(query, {}, ada);
      expect([error.message, error.extensions]).toEqual([message, { code: 'NOT_FOUND' }]);
    }
  });
});

describe('task numbers', () => {
  it('counts from 1 per project and never reuses a deleted number', async () => {
    const { key } = await freshProject();
    const [one, two, three] = [await createTask(key), await createTask(key), await createTask(key)];
    expect([one.key, two.key, three.key]).toEqual([`${key}-1`, `${key}-2`, `${key}-3`]);
    const { deleteTask } = await data('mutation ($id: ID!) { deleteTask(id: $id) }', { id: three.id }, ada);
    expect(deleteTask).toBe(three.id);
    expect((await createTask(key)).number).toBe(4);
    const gone = await failure(
      'query ($k: String!) { task(projectKey: $k, number: 3) { id } }',
      { k: key },
      ada,
    );
    expect(gone).toMatchObject({ message: `Task ${key}-3 not found`, extensions: { code: 'NOT_FOUND' } });
  });
});

describe('task pages and filters', () => {
  let key: string;
  const PAGE = `query ($k: String!, $f: TaskFilter, $first: Int, $after: String) {
    project(key: $k) { tasks(filter: $f, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { cursor node { key status } } } } }`;
  const page = async (variables: Record<string, unknown>) =>
    (await data(PAGE, { k: key, ...variables }, ada)).project.tasks;
  const keysOf = (tasks: Loose) => tasks.edges.map((e: Loose) => e.node.key);

  beforeAll(async () => {
    ({ key } = await freshProject());
    await data(
      'mutation ($k: String!, $e: String!) { addMember(projectKey: $k, email: $e, role: MEMBER) { id } }',
      { k: key, e: 'grace@lanes.test' },
      ada,
    );
    // 60 tasks: 1–52 in To do, 53–60 in Backlog; every third assigned to Grace; every fifth HIGH. A new task goes
    // to the top of its column, so each column lists them newest first.
    for (let n = 1; n <= 60; n += 1) {
      await createTask(key, {
        title: n === 7 ? 'Fix 100% of the bugs' : n === 8 ? 'rename snake_case' : `Chore number ${n}`,
        description: n === 9 ? 'Contains the NEEDLE word' : '',
        status: n <= 52 ? 'TODO' : 'BACKLOG',
        priority: n % 5 === 0 ? 'HIGH' : 'LOW',
        ...(n % 3 === 0 ? { assigneeId: graceId } : {}),
      });
    }
  });

  it('gives 50 by default, then the rest after the cursor, in board order without gaps or repeats', async () => {
    const first = await page({});
    expect(first.edges).toHaveLength(50);
    expect(first.totalCount).toBe(60);
    expect(first.pageInfo).toEqual({ hasNextPage: true, endCursor: first.edges[49].cursor });
    const rest = await page({ after: first.pageInfo.endCursor });
    expect(rest.edges).toHaveLength(10);
    expect(rest.pageInfo).toEqual({ hasNextPage: false, endCursor: rest.edges[9].cursor });
    const expected = [
      ...Array.from({ length: 8 }, (_, i) => `${key}-${60 - i}`),
      ...Array.from({ length: 52 }, (_, i) => `${key}-${52 - i}`),
    ];
    expect([...keysOf(first), ...keysOf(rest)]).toEqual(expected);
  });

  it('loads one column 50 at a time ("Load more")', async () => {
    const todo = await page({ f: { status: 'TODO' } });
    expect(todo.totalCount).toBe(52);
    expect(keysOf(todo)).toEqual(Array.from({ length: 50 }, (_, i) => `${key}-${52 - i}`));
    const more = await page({ f: { status: 'TODO' }, after: todo.pageInfo.endCursor });
    expect(keysOf(more)).toEqual([`${key}-2`, `${key}-1`]);
    expect(more.pageInfo.hasNextPage).toBe(false);
  });

  it('keeps a cursor valid when tasks before it move away', async () => {
    const firstTwo = await page({ f: { status: 'TODO' }, first: 2 });
    const { task } = await data(
      'query ($k: String!) { task(projectKey: $k, number: 52) { id version } }',
      { k: key },
      ada,
    );
    const moved = await move(task, 'IN_PROGRESS');
    const next = await page({ f: { status: 'TODO' }, first: 2, after: firstTwo.pageInfo.endCursor });
    expect(keysOf(next)).toEqual([`${key}-50`, `${key}-49`]);
    // Moved back without neighbours, it goes to the top of the column again, where it was.
    await move(moved, 'TODO');
  });

  it('filters by text in title, description or key, case-insensitively, with % and _ taken literally', async () => {
    expect(keysOf(await page({ f: { text: 'needle' } }))).toEqual([`${key}-9`]);
    expect(keysOf(await page({ f: { text: '100%' } }))).toEqual([`${key}-7`]);
    expect(keysOf(await page({ f: { text: '%' } }))).toEqual([`${key}-7`]);
    expect(keysOf(await page({ f: { text: '_' } }))).toEqual([`${key}-8`]);
    expect(keysOf(await page({ f: { text: `${key.toLowerCase()}-59` } }))).toEqual([`${key}-59`]);
    const chores = await page({ f: { text: 'CHORE NUMBER 1' }, first: 200 });
    expect(chores.totalCount).toBe(11);
  });

  it('filters by assignee, by unassigned and by priority, and combines filters', async () => {
    const mine = await page({ f: { assigneeId: graceId }, first: 200 });
    expect(mine.totalCount).toBe(20);
    const unassigned = await page({ f: { unassigned: true }, first: 200 });
    expect(unassigned.totalCount).toBe(40);
    const high = await page({ f: { priority: 'HIGH' }, first: 200 });
    expect(high.totalCount).toBe(12);
    const both = await page({ f: { priority: 'HIGH', assigneeId: graceId, status: 'BACKLOG' }, first: 200 });
    expect(keysOf(both)).toEqual([`${key}-60`]);
  });

  it('allows 0 to 200 per page and refuses more, or a cursor it did not make', async () => {
    expect((await page({ first: 0 })).pageInfo).toEqual({ hasNextPage: true, endCursor: null });
    expect((await page({ first: 200 })).edges).toHaveLength(60);
    expect((await failure(PAGE, { k: key, first: 201 }, ada)).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { first: 'Ask for 0 to 200 tasks at a time' },
    });
    expect((await failure(PAGE, { k: key, after: 'not-a-cursor' }, ada)).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { after: 'This list position is not valid; reload the list' },
    });
  });

  it('counts every status, zeros included, ignoring filters', async () => {
    const { project } = await data(
      'query ($k: String!) { project(key: $k) { taskCounts { status count } } }',
      { k: key },
      ada,
    );
    expect(project.taskCounts).toEqual([
      { status: 'BACKLOG', count: 8 },
      { status: 'TODO', count: 52 },
      { status: 'IN_PROGRESS', count: 0 },
      { status: 'IN_REVIEW', count: 0 },
      { status: 'DONE', count: 0 },
      { status: 'CANCELED', count: 0 },
    ]);
  });

  it('reads a board of 50 cards with assignees, creators, projects and comment counts in a fixed number of queries', async () => {
    // Counts the statements the request makes the app run (it holds this same Db object).
    const { result: project, statements } = await statementsOf(service, async () => {
      const { project } = await data(
        `query ($k: String!) { project(key: $k) { tasks(first: 50) { edges { node {
          key assignee { name } createdBy { name } project { key } commentCount } } } } }`,
        { k: key },
        ada,
      );
      return project;
    });
    expect(project.tasks.edges).toHaveLength(50);
    expect(project.tasks.edges[2].node).toEqual({
      key: `${key}-58`,
      assignee: null,
      createdBy: { name: 'Ada Lovelace' },
      project: { key },
      commentCount: 0,
    });
    // session, project, page (counted in the same statement), users, projects, comment counts
    expect(statements).toHaveLength(6);
  });
});

describe('comments', () => {
  it('lists comments oldest first, counts them, marks edits and lets an admin delete anyone’s', async () => {
    const { key } = await freshProject();
    await data(
      'mutation ($k: String!, $e: String!) { addMember(projectKey: $k, email: $e, role: MEMBER) { id } }',
      { k: key, e: 'grace@lanes.test' },
      ada,
    );
    const task = await createTask(key);
    const ADD =
      'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id body editedAt author { name } task { key } } }';
    const first = (await data(ADD, { t: task.id, b: 'First' }, grace)).addComment;
    const second = (await data(ADD, { t: task.id, b: '<img src=x onerror=alert(1)>' }, ada)).addComment;
    expect(first).toMatchObject({
      body: 'First',
      editedAt: null,
      author: { name: 'Grace Hopper' },
      task: { key: `${key}-1` },
    });
    const edited = (
      await data(
        'mutation ($id: ID!, $b: String!) { editComment(id: $id, body: $b) { body editedAt } }',
        { id: first.id, b: 'First, edited' },
        grace,
      )
    ).editComment;
    expect(edited.body).toBe('First, edited');
    expect(Number.isNaN(Date.parse(edited.editedAt))).toBe(false);
    const COMMENTS =
      'query ($k: String!) { task(projectKey: $k, number: 1) { commentCount comments { body author { name } } } }';
    expect((await data(COMMENTS, { k: key }, ada)).task).toEqual({
      commentCount: 2,
      comments: [
        { body: 'First, edited', author: { name: 'Grace Hopper' } },
        { body: '<img src=x onerror=alert(1)>', author: { name: 'Ada Lovelace' } },
      ],
    });
    expect(
      (await data('mutation ($id: ID!) { deleteComment(id: $id) }', { id: first.id }, ada)).deleteComment,
    ).toBe(first.id);
    expect((await data(COMMENTS, { k: key }, ada)).task.commentCount).toBe(1);
    expect(second.id).toBeTruthy();
  });
});

describe('members', () => {
  const ADD =
    'mutation ($k: String!, $e: String!, $r: Role!) { addMember(projectKey: $k, email: $e, role: $r) { id role user { email } } }';
  const CHANGE =
    'mutation ($k: String!, $u: ID!, $r: Role!) { changeMemberRole(projectKey: $k, userId: $u, role: $r) { id role } }';
  const REMOVE = 'mutation ($k: String!, $u: ID!) { removeMember(projectKey: $k, userId: $u) }';

  it('adds people by email (any case) with a role, once; refuses unknown emails', async () => {
    const project = await freshProject();
    const added = await data(ADD, { k: project.key, e: ' Grace@LANES.test ', r: 'VIEWER' }, ada);
    expect(added.addMember).toEqual({
      id: `${project.id}:${graceId}`,
      role: 'VIEWER',
      user: { email: 'grace@lanes.test' },
    });
    expect(
      (await failure(ADD, { k: project.key, e: 'grace@lanes.test', r: 'MEMBER' }, ada)).extensions,
    ).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { email: `Already a member of ${project.key}` },
    });
    expect(
      (await failure(ADD, { k: project.key, e: 'nobody@lanes.test', r: 'MEMBER' }, ada)).extensions,
    ).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { email: 'No account uses this email; ask them to sign up first' },
    });
    expect((await failure(ADD, { k: project.key, e: 'not-an-email', r: 'MEMBER' }, ada)).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { email: 'Enter an email such as name@example.com' },
    });
  });

  it('always keeps one admin: the last cannot be demoted or removed, one of two can', async () => {
    const project = await freshProject();
    const { viewer } = await data('{ viewer { id } }', {}, ada);
    const last = { code: 'BAD_USER_INPUT', fields: { userId: 'A project must keep at least one admin' } };
    expect((await failure(CHANGE, { k: project.key, u: viewer.id, r: 'MEMBER' }, ada)).extensions).toEqual(
      last,
    );
    expect((await failure(REMOVE, { k: project.key, u: viewer.id }, ada)).extensions).toEqual(last);
    await data(ADD, { k: project.key, e: 'grace@lanes.test', r: 'ADMIN' }, ada);
    expect(
      (await data(CHANGE, { k: project.key, u: viewer.id, r: 'MEMBER' }, ada)).changeMemberRole.role,
    ).toBe('MEMBER');
    expect((await failure(REMOVE, { k: project.key, u: graceId }, grace)).extensions).toEqual(last);
    expect((await data(REMOVE, { k: project.key, u: viewer.id }, grace)).removeMember).toBe(true);
    const gone = await failure('query ($k: String!) { project(key: $k) { id } }', { k: project.key }, ada);
    expect(gone).toMatchObject({
      message: `Project ${project.key} not found`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('unassigns a removed member’s tasks, raising their versions', async () => {
    const project = await freshProject();
    await data(ADD, { k: project.key, e: 'grace@lanes.test', r: 'MEMBER' }, ada);
    const task = await createTask(project.key, { assigneeId: graceId });
    expect(task.assignee).toEqual({ id: graceId });
    await data(REMOVE, { k: project.key, u: graceId }, ada);
    const { task: after } = await data(
      'query ($k: String!) { task(projectKey: $k, number: 1) { assignee { id } version } }',
      { k: project.key },
      ada,
    );
    expect(after).toEqual({ assignee: null, version: 2 });
  });

  it('answers NOT_FOUND for a user who is not a member', async () => {
    const project = await freshProject();
    expect((await failure(CHANGE, { k: project.key, u: linusId, r: 'MEMBER' }, ada)).extensions).toEqual({
      code: 'NOT_FOUND',
    });
    expect((await failure(REMOVE, { k: project.key, u: linusId }, ada)).extensions).toEqual({
      code: 'NOT_FOUND',
    });
  });
});

describe('accounts', () => {
  const SIGN_UP = 'mutation ($i: SignUpInput!) { signUp(input: $i) { id email name } }';
  const SIGN_IN = 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }';

  it('signs up with the email stored lower-case, signs the new account in, and refuses the email twice', async () => {
    const { response, body } = await send<Loose>(SIGN_UP, {
      i: { name: '  Edsger Dijkstra ', email: 'Edsger@Lanes.TEST', password: 'goto-considered' },
    });
    expect(body.data.signUp).toMatchObject({ email: 'edsger@lanes.test', name: 'Edsger Dijkstra' });
    const cookie = sessionOf(response);
    expect(await data('{ viewer { email } projects { key } }', {}, cookie)).toEqual({
      viewer: { email: 'edsger@lanes.test' },
      projects: [],
    });
    const again = await failure(SIGN_UP, {
      i: { name: 'E', email: 'EDSGER@lanes.test', password: 'whatever1' },
    });
    expect(again.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { email: 'Could not create an account with these details' },
    });
    expect(await signIn('EDSGER@lanes.test', 'goto-considered')).toMatch(/^lanes_session=/);
  });

  it('reports every sign-up field that fails', async () => {
    const error = await failure(SIGN_UP, { i: { name: '', email: 'a@b', password: 'short' } });
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        name: 'Name is required',
        email: 'Enter an email such as name@example.com',
        password: 'Password must be at least 8 characters',
      },
    });
  });

  it('gives one answer to a wrong password and to an unknown email, and sets no cookie', async () => {
    for (const [email, password] of [
      ['ada@lanes.test', 'wrong-password'],
      ['nobody@lanes.test', 'lanes-demo'],
    ] as const) {
      const { response, body } = await send(SIGN_IN, { e: email, p: password });
      expect(body.errors?.map(({ message, path, extensions }) => ({ message, path, extensions }))).toEqual([
        {
          message: 'Email or password is incorrect',
          path: ['signIn'],
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ]);
      expect(body.data).toBeNull();
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('signs out: the session ends and its cookie is cleared', async () => {
    const cookie = await signIn('linus@lanes.test');
    const { response, body } = await send('mutation { signOut }', {}, cookie);
    expect(body).toEqual({ data: { signOut: true } });
    expect(response.headers.getSetCookie()[0]).toMatch(
      /^lanes_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect(await data('{ viewer { id } }', {}, cookie)).toEqual({ viewer: null });
    expect(linus).not.toBe(cookie);
  });

  it('lists the demo accounts on the embedded default only', async () => {
    expect(await data('{ demoAccounts { email name password } }')).toEqual({
      demoAccounts: [
        { email: 'ada@lanes.test', name: 'Ada Lovelace', password: 'lanes-demo' },
        { email: 'grace@lanes.test', name: 'Grace Hopper', password: 'lanes-demo' },
        { email: 'linus@lanes.test', name: 'Linus Torvalds', password: 'lanes-demo' },
      ],
    });
    const other = await startService({ embedded: false });
    try {
      const response = await other.app.yoga.fetch('http://127.0.0.1/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: '{ demoAccounts { email } }' }),
      });
      expect(await response.json()).toEqual({ data: { demoAccounts: [] } });
    } finally {
      await other.close();
    }
  });
});
