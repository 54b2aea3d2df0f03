// restoreTask (docs/product.md §13 "Undo"): a deleted task comes back, with its comments, for whoever may delete it,
// within the window; its boards see it come back; never in an archived project; never twice.
// Seed: in LAN ada is ADMIN, grace MEMBER, linus VIEWER.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startService, type TestService } from '../support/service';
import { sse } from '../support/sse';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
const cookies = { ada: '', grace: '', linus: '' };

const RESTORE =
  'mutation ($id: ID!) { restoreTask(id: $id) { id key title version assignee { name } comments { body } } }';
const DELETE = 'mutation ($id: ID!) { deleteTask(id: $id) }';

async function newTask(title: string): Promise<string> {
  const created = await service.request<Loose>(
    `mutation ($t: String!) { createTask(input: { projectKey: "LAN", title: $t }) { id } }`,
    { t: title },
    cookies.grace,
  );
  expect(created.errors).toBeUndefined();
  const id = created.data.createTask.id as string;
  const comment = await service.request(
    'mutation ($id: ID!) { addComment(taskId: $id, body: "Kept with it") { id } }',
    { id },
    cookies.grace,
  );
  expect(comment.errors).toBeUndefined();
  const deleted = await service.request(DELETE, { id }, cookies.ada);
  expect(deleted.errors).toBeUndefined();
  return id;
}

const codeOf = (body: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) => [
  body.errors?.[0]?.extensions?.['code'],
  body.errors?.[0]?.message,
];

beforeAll(async () => {
  service = await startService();
  cookies.ada = await service.signIn('ada@lanes.test');
  cookies.grace = await service.signIn('grace@lanes.test');
  cookies.linus = await service.signIn('linus@lanes.test');
});
afterAll(() => service.close());

it('brings a deleted task back as it was, with its comments, and tells the board', async () => {
  const id = await newTask('Back again');
  const body = await service.request<Loose>(RESTORE, { id }, cookies.ada);
  expect(body.errors).toBeUndefined();
  expect(body.data.restoreTask).toMatchObject({
    id,
    title: 'Back again',
    version: 2,
    comments: [{ body: 'Kept with it' }],
  });
  const [event] = await service.db.query<{ kind: string }>(
    `SELECT kind FROM project_events WHERE project_id = (SELECT id FROM projects WHERE key = 'LAN') ORDER BY seq DESC LIMIT 1`,
  );
  expect(event?.kind).toBe('TASK_CREATED');
  const board = await service.request<Loose>(
    `{ task(projectKey: "LAN", number: ${Number(String(body.data.restoreTask.key).split('-')[1])}) { id title } }`,
    {},
    cookies.linus,
  );
  expect(board.data.task).toEqual({ id, title: 'Back again' });
});

it('tells an open board live: the task comes back as TASK_CREATED', async () => {
  const id = await newTask('Seen coming back');
  const { project } = (await service.request<Loose>('{ project(key: "LAN") { seq } }', {}, cookies.linus))
    .data;
  const stream = await sse(
    fetch,
    service.graphqlUrl,
    'subscription ($after: Int) { boardEvents(projectKey: "LAN", after: $after) { kind seq task { id title } } }',
    { after: project.seq },
    cookies.linus,
  );
  expect((await service.request(RESTORE, { id }, cookies.ada)).errors).toBeUndefined();
  const [event] = await stream.take(1);
  expect(event.data.boardEvents).toEqual({
    kind: 'TASK_CREATED',
    seq: project.seq + 1,
    task: { id, title: 'Seen coming back' },
  });
  await stream.leave();
});

it('is for whoever may delete: a MEMBER or VIEWER is refused and nothing comes back', async () => {
  const id = await newTask('Only admins');
  expect(codeOf(await service.request(RESTORE, { id }, cookies.grace))).toEqual([
    'FORBIDDEN',
    'As a member of LAN you cannot delete tasks',
  ]);
  expect(codeOf(await service.request(RESTORE, { id }, cookies.linus))[0]).toBe('FORBIDDEN');
  // Signed out, and someone outside the project (who may not learn the task exists).
  expect(codeOf(await service.request(RESTORE, { id }))[0]).toBe('UNAUTHENTICATED');
  const outsider = await service.request(
    'mutation { signUp(input: { name: "Barbara Liskov", email: "barbara@lanes.test", password: "lanes-demo" }) { id } }',
  );
  expect(outsider.errors).toBeUndefined();
  const barbara = await service.signIn('barbara@lanes.test');
  expect(codeOf(await service.request(RESTORE, { id }, barbara))).toEqual(['NOT_FOUND', 'Task not found']);
  expect(await service.db.query('SELECT id FROM tasks WHERE id = $1', [id])).toEqual([]);
});

it('is refused after the window, and for a task never deleted or an unknown id', async () => {
  const id = await newTask('Too late');
  await service.db.query(
    `UPDATE deleted_tasks SET deleted_at = now() - interval '11 minutes' WHERE id = $1`,
    [id],
  );
  expect(codeOf(await service.request(RESTORE, { id }, cookies.ada))).toEqual([
    'NOT_FOUND',
    'Task not found',
  ]);
  expect(codeOf(await service.request(RESTORE, { id: 'no-such-task' }, cookies.ada))).toEqual([
    'NOT_FOUND',
    'Task not found',
  ]);
  expect(await service.db.query('SELECT id FROM tasks WHERE id = $1', [id])).toEqual([]);
});

it('answers a null id as bad input', async () => {
  const body = await service.request(RESTORE, { id: null }, cookies.ada);
  expect(body.errors?.[0]?.message).toContain('"$id" of non-null type "ID!" must not be null');
});

it('is refused in an archived project and keeps the task restorable for later', async () => {
  const id = await newTask('Archived meanwhile');
  expect(
    (await service.request('mutation { archiveProject(key: "LAN") { key } }', {}, cookies.ada)).errors,
  ).toBeUndefined();
  expect(codeOf(await service.request(RESTORE, { id }, cookies.ada))[0]).toBe('PROJECT_ARCHIVED');
  expect(
    (await service.request('mutation { restoreProject(key: "LAN") { key } }', {}, cookies.ada)).errors,
  ).toBeUndefined();
  const body = await service.request<Loose>(RESTORE, { id }, cookies.ada);
  expect(body.errors).toBeUndefined();
  expect(body.data.restoreTask.id).toBe(id);
});

it('restores once when the same request comes 1000 times', async () => {
  const id = await newTask('Once');
  // In rounds of 10 at once: the test client's sockets, not the service, give out beyond that.
  const answers: Loose[] = [];
  for (let round = 0; round < 100; round++) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, () => service.request<Loose>(RESTORE, { id }, cookies.ada)),
      )),
    );
  }
  const restored = answers.filter((a) => !a.errors);
  expect(restored).toHaveLength(1);
  expect(new Set(answers.filter((a) => a.errors).map((a) => codeOf(a).join(' ')))).toEqual(
    new Set(['NOT_FOUND Task not found']),
  );
  expect(await service.db.query('SELECT id FROM tasks WHERE id = $1', [id])).toHaveLength(1);
}, 120_000);
