// An archived project is read-only (docs/product.md §13), over real HTTP requests: every change to it (tasks, moves,
// comments, members, the project itself) is refused with PROJECT_ARCHIVED and changes nothing; archiving and
// unarchiving are events on the project's stream, so open boards are told; after "Unarchive" changes work again.
// Seed: in LAN ada is ADMIN, grace MEMBER; LAN-2 (Done) has a comment by Grace.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startService, type TestService } from '../support/service';
import { sse } from '../support/sse';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
const cookies = { ada: '', grace: '' };
let taskId = '';
let version = 0;
let commentId = '';
let graceId = '';

const EVENTS = `subscription ($after: Int) { boardEvents(projectKey: "LAN", after: $after) {
  kind seq project { key archivedAt } } }`;

async function ok<T = Record<string, Loose>>(
  query: string,
  variables: Record<string, unknown>,
  cookie: string,
) {
  const body = await service.request<T>(query, variables, cookie);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** What a change could have touched, read straight from the database. */
async function snapshot() {
  const rows = await service.db.query(
    `SELECT (SELECT json_agg(t ORDER BY t.id) FROM tasks t JOIN projects p ON p.id = t.project_id WHERE p.key = 'LAN') AS tasks,
            (SELECT json_agg(c ORDER BY c.id) FROM comments c) AS comments,
            (SELECT json_agg(m ORDER BY m.user_id) FROM memberships m JOIN projects p ON p.id = m.project_id
              WHERE p.key = 'LAN') AS members,
            (SELECT json_build_object('name', name, 'description', description) FROM projects WHERE key = 'LAN') AS project`,
  );
  return rows[0];
}

beforeAll(async () => {
  service = await startService();
  cookies.ada = await service.signIn('ada@lanes.test');
  cookies.grace = await service.signIn('grace@lanes.test');
  const found = await ok<Loose>(
    `{ task(projectKey: "LAN", number: 2) { id version comments { id author { id } } } }`,
    {},
    cookies.grace,
  );
  // Someone with an account who is not in LAN, for addMember.
  const signedUp = await service.request(
    'mutation { signUp(input: { name: "Barbara Liskov", email: "barbara@lanes.test", password: "lanes-demo" }) { id } }',
  );
  expect(signedUp.errors).toBeUndefined();
  taskId = found.task.id;
  version = found.task.version;
  commentId = found.task.comments[0].id;
  graceId = found.task.comments[0].author.id;
});
afterAll(() => service.close());

const CHANGES: [string, string, () => Record<string, unknown>, 'ada' | 'grace'][] = [
  [
    'createTask',
    'mutation ($k: String!) { createTask(input: { projectKey: $k, title: "New" }) { id } }',
    () => ({ k: 'LAN' }),
    'grace',
  ],
  [
    'updateTask',
    'mutation ($id: ID!, $v: Int!) { updateTask(input: { id: $id, expectedVersion: $v, title: "Renamed" }) { id } }',
    () => ({ id: taskId, v: version }),
    'grace',
  ],
  [
    'moveTask',
    'mutation ($id: ID!, $v: Int!) { moveTask(id: $id, status: TODO, expectedVersion: $v) { id } }',
    () => ({ id: taskId, v: version }),
    'grace',
  ],
  ['deleteTask', 'mutation ($id: ID!) { deleteTask(id: $id) }', () => ({ id: taskId }), 'ada'],
  [
    'addComment',
    'mutation ($id: ID!) { addComment(taskId: $id, body: "Still here?") { id } }',
    () => ({ id: taskId }),
    'grace',
  ],
  [
    'editComment',
    'mutation ($id: ID!) { editComment(id: $id, body: "Edited") { id } }',
    () => ({ id: commentId }),
    'grace',
  ],
  ['deleteComment', 'mutation ($id: ID!) { deleteComment(id: $id) }', () => ({ id: commentId }), 'grace'],
  [
    'updateProject',
    'mutation { updateProject(input: { key: "LAN", name: "Renamed" }) { key } }',
    () => ({}),
    'ada',
  ],
  [
    'addMember',
    'mutation { addMember(projectKey: "LAN", email: "barbara@lanes.test", role: MEMBER) { id } }',
    () => ({}),
    'ada',
  ],
  [
    'changeMemberRole',
    'mutation ($u: ID!) { changeMemberRole(projectKey: "LAN", userId: $u, role: VIEWER) { id } }',
    () => ({ u: graceId }),
    'ada',
  ],
  [
    'removeMember',
    'mutation ($u: ID!) { removeMember(projectKey: "LAN", userId: $u) }',
    () => ({ u: graceId }),
    'ada',
  ],
];

it('archiving is an event on the stream; every change is then PROJECT_ARCHIVED and changes nothing; unarchiving is an event and changes work again', async () => {
  // Read twice (the second from the service's result cache), so that the read after archiving shows it is not stale.
  const READ = '{ project(key: "LAN") { seq archivedAt } }';
  await ok<Loose>(READ, {}, cookies.grace);
  const { project } = await ok<Loose>(READ, {}, cookies.grace);
  expect(project.archivedAt).toBeNull();
  const stream = await sse(fetch, service.graphqlUrl, EVENTS, { after: project.seq }, cookies.grace);

  const { archiveProject } = await ok<Loose>(
    'mutation { archiveProject(key: "LAN") { archivedAt } }',
    {},
    cookies.ada,
  );
  const [archived] = await stream.take(1);
  expect(archived.data.boardEvents).toEqual({
    kind: 'PROJECT_ARCHIVED',
    seq: project.seq + 1,
    project: { key: 'LAN', archivedAt: archiveProject.archivedAt },
  });
  expect((await ok<Loose>(READ, {}, cookies.grace)).project).toEqual({
    seq: project.seq + 1,
    archivedAt: archiveProject.archivedAt,
  });
  // Archiving again keeps the date and tells nobody anything new.
  const again = await ok<Loose>('mutation { archiveProject(key: "LAN") { archivedAt } }', {}, cookies.ada);
  expect(again.archiveProject.archivedAt).toBe(archiveProject.archivedAt);

  const before = await snapshot();
  for (const [name, query, variables, who] of CHANGES) {
    const body = await service.request(query, variables(), cookies[who]);
    expect({ name, errors: body.errors }).toEqual({
      name,
      errors: [
        expect.objectContaining({
          message: 'LAN is archived, so it cannot be changed; an admin can unarchive it',
          extensions: { code: 'PROJECT_ARCHIVED' },
        }),
      ],
    });
  }
  expect(await snapshot()).toEqual(before);
  // Reading is still allowed.
  expect(
    (await ok<Loose>('{ task(projectKey: "LAN", number: 2) { number } }', {}, cookies.grace)).task,
  ).toEqual({ number: 2 });

  await ok('mutation { restoreProject(key: "LAN") { key } }', {}, cookies.ada);
  const [unarchived] = await stream.take(1);
  expect(unarchived.data.boardEvents).toEqual({
    kind: 'PROJECT_UNARCHIVED',
    seq: project.seq + 2,
    project: { key: 'LAN', archivedAt: null },
  });
  await stream.leave();
  const { addComment } = await ok<Loose>(
    'mutation ($id: ID!) { addComment(taskId: $id, body: "Back to work") { body } }',
    { id: taskId },
    cookies.grace,
  );
  expect(addComment).toEqual({ body: 'Back to work' });
});
