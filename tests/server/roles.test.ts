// docs/product.md §6 enforced by the real service: every mutation (and the reads) for someone signed out, a non-member,
// a VIEWER, a MEMBER and an ADMIN, each answer's exact `extensions.code`. The seed gives the roles: in LAN ada is
// ADMIN, grace MEMBER, linus VIEWER; linus is not a member of OPS (where grace is ADMIN).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../support/service';
import { inProcess } from '../support/in-process';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
const cookies: Record<'ada' | 'grace' | 'linus', string> = { ada: '', grace: '', linus: '' };

const { send, data, signIn } = inProcess(() => service);

let people = 0;
async function freshUser(): Promise<{ id: string; email: string }> {
  people += 1;
  const email = `role-${people}@lanes.test`;
  const { signUp } = await data('mutation ($i: SignUpInput!) { signUp(input: $i) { id email } }', {
    i: { name: `Person ${people}`, email, password: 'password-1' },
  });
  return signUp;
}

type Actor = 'signed out' | 'non-member' | 'VIEWER' | 'MEMBER' | 'ADMIN';
const ACTORS: Actor[] = ['signed out', 'non-member', 'VIEWER', 'MEMBER', 'ADMIN'];

/** Whose session acts, and in which project: the non-member is linus in OPS, every role acts in LAN. */
function actorCookie(actor: Actor): string | undefined {
  return {
    'signed out': undefined,
    'non-member': cookies.linus,
    VIEWER: cookies.linus,
    MEMBER: cookies.grace,
    ADMIN: cookies.ada,
  }[actor];
}
const projectOf = (actor: Actor) => (actor === 'non-member' ? 'OPS' : 'LAN');

interface Targets {
  projectKey: string;
  task: { id: string; version: number };
  /** Written by grace (MEMBER of LAN, ADMIN of OPS). */
  comment: { id: string };
  /** A fresh user who is a MEMBER of the project. */
  member: { id: string };
  /** A label of the project, made by its admin, and a name no label of it has yet. */
  label: { id: string };
  freshLabelName: string;
}

/** Fresh things to act on, made by the project's admin, so every cell of the table starts from the same state. */
async function targets(projectKey: string): Promise<Targets> {
  const admin = projectKey === 'LAN' ? cookies.ada : cookies.grace;
  const { createTask: task } = await data(
    'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id version } }',
    { i: { projectKey, title: 'Role table target' } },
    admin,
  );
  const { addComment: comment } = await data(
    'mutation ($t: ID!) { addComment(taskId: $t, body: "Grace wrote this") { id } }',
    { t: task.id },
    cookies.grace,
  );
  const person = await freshUser();
  await data(
    'mutation ($k: String!, $e: String!) { addMember(projectKey: $k, email: $e, role: MEMBER) { id } }',
    { k: projectKey, e: person.email },
    admin,
  );
  labels += 1;
  const { createLabel: label } = await data(
    'mutation ($k: String!, $n: String!) { createLabel(projectKey: $k, name: $n, color: GREEN) { id } }',
    { k: projectKey, n: `role ${labels}` },
    admin,
  );
  // Fewer than 50 at any time: the admin's deleteLabel cells take theirs, and the others are taken here.
  await service.db.query("DELETE FROM labels WHERE name LIKE 'role %' AND id <> $1", [label.id]);
  return { projectKey, task, comment, member: person, label, freshLabelName: `fresh ${labels}` };
}
let labels = 0;

type Operation = (t: Targets) => { query: string; variables: Record<string, unknown> };

const OPERATIONS: Record<string, Operation> = {
  updateProject: (t) => ({
    query: 'mutation ($i: UpdateProjectInput!) { updateProject(input: $i) { id } }',
    variables: { i: { key: t.projectKey, description: 'Changed by the role table' } },
  }),
  // The email is set per cell: a person with an account who is not yet a member.
  addMember: (t) => ({
    query:
      'mutation ($k: String!, $e: String!) { addMember(projectKey: $k, email: $e, role: VIEWER) { id } }',
    variables: { k: t.projectKey, e: '' },
  }),
  changeMemberRole: (t) => ({
    query:
      'mutation ($k: String!, $u: ID!) { changeMemberRole(projectKey: $k, userId: $u, role: VIEWER) { role } }',
    variables: { k: t.projectKey, u: t.member.id },
  }),
  removeMember: (t) => ({
    query: 'mutation ($k: String!, $u: ID!) { removeMember(projectKey: $k, userId: $u) }',
    variables: { k: t.projectKey, u: t.member.id },
  }),
  createTask: (t) => ({
    query: 'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id } }',
    variables: { i: { projectKey: t.projectKey, title: 'New from the role table' } },
  }),
  updateTask: (t) => ({
    query: 'mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { version } }',
    variables: { i: { id: t.task.id, expectedVersion: t.task.version, priority: 'URGENT' } },
  }),
  moveTask: (t) => ({
    query:
      'mutation ($id: ID!, $v: Int!) { moveTask(id: $id, status: TODO, expectedVersion: $v) { status } }',
    variables: { id: t.task.id, v: t.task.version },
  }),
  deleteTask: (t) => ({ query: 'mutation ($id: ID!) { deleteTask(id: $id) }', variables: { id: t.task.id } }),
  addComment: (t) => ({
    query: 'mutation ($t: ID!) { addComment(taskId: $t, body: "From the role table") { id } }',
    variables: { t: t.task.id },
  }),
  editComment: (t) => ({
    query: 'mutation ($id: ID!) { editComment(id: $id, body: "Edited by the role table") { body } }',
    variables: { id: t.comment.id },
  }),
  deleteComment: (t) => ({
    query: 'mutation ($id: ID!) { deleteComment(id: $id) }',
    variables: { id: t.comment.id },
  }),
  createLabel: (t) => ({
    query: 'mutation ($k: String!, $n: String!) { createLabel(projectKey: $k, name: $n, color: RED) { id } }',
    variables: { k: t.projectKey, n: t.freshLabelName },
  }),
  updateLabel: (t) => ({
    query: 'mutation ($id: ID!, $n: String!) { updateLabel(id: $id, name: $n) { name } }',
    variables: { id: t.label.id, n: t.freshLabelName },
  }),
  deleteLabel: (t) => ({
    query: 'mutation ($id: ID!) { deleteLabel(id: $id) }',
    variables: { id: t.label.id },
  }),
  setTaskLabels: (t) => ({
    query:
      'mutation ($id: ID!, $l: [ID!]!, $v: Int!) { setTaskLabels(id: $id, labelIds: $l, expectedVersion: $v) { version } }',
    variables: { id: t.task.id, l: [t.label.id], v: t.task.version },
  }),
};

type Outcome = 'ok' | 'UNAUTHENTICATED' | 'NOT_FOUND' | 'FORBIDDEN';
const U = 'UNAUTHENTICATED';
const N = 'NOT_FOUND';
const F = 'FORBIDDEN';

// Columns: signed out, non-member, VIEWER, MEMBER, ADMIN. editComment targets grace's comment: grace (MEMBER) is
// its author, ada (ADMIN) is not, and only authors edit.
const TABLE: Record<keyof typeof OPERATIONS, [Outcome, Outcome, Outcome, Outcome, Outcome]> = {
  updateProject: [U, N, F, F, 'ok'],
  addMember: [U, N, F, F, 'ok'],
  changeMemberRole: [U, N, F, F, 'ok'],
  removeMember: [U, N, F, F, 'ok'],
  createTask: [U, N, F, 'ok', 'ok'],
  updateTask: [U, N, F, 'ok', 'ok'],
  moveTask: [U, N, F, 'ok', 'ok'],
  deleteTask: [U, N, F, F, 'ok'],
  addComment: [U, N, F, 'ok', 'ok'],
  editComment: [U, N, F, 'ok', F],
  deleteComment: [U, N, F, 'ok', 'ok'],
  createLabel: [U, N, F, F, 'ok'],
  updateLabel: [U, N, F, F, 'ok'],
  deleteLabel: [U, N, F, F, 'ok'],
  setTaskLabels: [U, N, F, 'ok', 'ok'],
};

beforeAll(async () => {
  service = await startService();
  cookies.ada = await signIn('ada@lanes.test');
  cookies.grace = await signIn('grace@lanes.test');
  cookies.linus = await signIn('linus@lanes.test');
});
afterAll(() => service.close());

describe.each(Object.keys(TABLE))('%s', (name) => {
  it.each(ACTORS.map((actor, i) => [actor, TABLE[name]![i]!] as const))('%s: %s', async (actor, outcome) => {
    const t = await targets(projectOf(actor));
    const { query, variables } = OPERATIONS[name]!(t);
    if (name === 'addMember') variables['e'] = (await freshUser()).email;
    const { body } = await send(query, variables, actorCookie(actor));
    if (outcome === 'ok') {
      expect(body.errors).toBeUndefined();
      expect(body.data?.[name]).toBeTruthy();
    } else {
      expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual([outcome]);
      expect(body.data).toBeNull();
    }
  });
});

describe('refusals change nothing', () => {
  it('leaves the task, comment and members as they were after every refused mutation', async () => {
    const t = await targets('LAN');
    const before = await data(
      `query ($id: Int!) { task(projectKey: "LAN", number: $id) { title priority status version comments { body } } }`,
      { id: await numberOf(t.task.id) },
      cookies.ada,
    );
    for (const name of Object.keys(TABLE)) {
      const { query, variables } = OPERATIONS[name]!(t);
      if (name === 'addMember') variables['e'] = (await freshUser()).email;
      const { body } = await send(query, variables, cookies.linus);
      expect(body.errors?.[0]?.extensions?.['code'], name).toBe('FORBIDDEN');
    }
    const after = await data(
      `query ($id: Int!) { task(projectKey: "LAN", number: $id) { title priority status version comments { body } } }`,
      { id: await numberOf(t.task.id) },
      cookies.ada,
    );
    expect(after).toEqual(before);
    const { project } = await data(
      '{ project(key: "LAN") { description members { user { id } } } }',
      {},
      cookies.ada,
    );
    expect(project.members.map((m: Loose) => m.user.id)).toContain(t.member.id);
  });
});

async function numberOf(taskId: string): Promise<number> {
  const rows = await service.db.query<{ number: number }>('SELECT number FROM tasks WHERE id = $1', [taskId]);
  return rows[0]!.number;
}

describe('account mutations', () => {
  it('lets anyone sign up and sign in; signing out and creating a project need a session', async () => {
    for (const actor of ACTORS) {
      people += 1;
      const signUp = await send(
        'mutation ($i: SignUpInput!) { signUp(input: $i) { id } }',
        {
          i: { name: 'Someone', email: `anyone-${people}@lanes.test`, password: 'password-1' },
        },
        actorCookie(actor),
      );
      expect(signUp.body.errors, actor).toBeUndefined();
      const signIn = await send(
        'mutation { signIn(email: "linus@lanes.test", password: "lanes-demo") { id } }',
        {},
        actorCookie(actor),
      );
      expect(signIn.body.errors, actor).toBeUndefined();
    }
    // A sign-up or sign-in ends the session whose cookie it carried (the token rotates): the actors sign in again.
    for (const who of ['ada', 'grace', 'linus'] as const) cookies[who] = await signIn(`${who}@lanes.test`);
    const key = { n: 0 };
    for (const [actor, outcome] of [
      ['signed out', U],
      ['non-member', 'ok'],
      ['VIEWER', 'ok'],
      ['MEMBER', 'ok'],
      ['ADMIN', 'ok'],
    ] as const) {
      key.n += 1;
      const { body } = await send(
        'mutation ($i: CreateProjectInput!) { createProject(input: $i) { viewerRole } }',
        { i: { key: `RT${'ABCDE'[key.n - 1]}`, name: 'Role table' } },
        actorCookie(actor),
      );
      if (outcome === 'ok') expect(body.data?.createProject, actor).toEqual({ viewerRole: 'ADMIN' });
      else expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual([U]);
    }
    const out = await send('mutation { signOut }');
    expect(out.body.errors?.map((e) => e.extensions?.['code'])).toEqual([U]);
    const own = await signIn('grace@lanes.test');
    expect((await send('mutation { signOut }', {}, own)).body).toEqual({ data: { signOut: true } });
  });
});

describe('reads', () => {
  const READ = `query ($k: String!) { project(key: $k) { key viewerRole } task(projectKey: $k, number: 1) { key } }`;

  it('shows a project and its tasks to every member, with their role', async () => {
    for (const [who, role] of [
      ['ada', 'ADMIN'],
      ['grace', 'MEMBER'],
      ['linus', 'VIEWER'],
    ] as const) {
      expect(await data(READ, { k: 'LAN' }, cookies[who])).toEqual({
        project: { key: 'LAN', viewerRole: role },
        task: { key: 'LAN-1' },
      });
    }
  });

  it('hides a project from a non-member exactly as one that does not exist', async () => {
    const hidden = await send(READ, { k: 'OPS' }, cookies.linus);
    const missing = await send(READ, { k: 'NOPE' }, cookies.linus);
    expect(hidden.body.data).toEqual({ project: null, task: null });
    expect(hidden.body.errors?.map((e) => [e.message, e.extensions])).toEqual([
      ['Project OPS not found', { code: 'NOT_FOUND' }],
      ['Project OPS not found', { code: 'NOT_FOUND' }],
    ]);
    expect(missing.body.errors?.map((e) => e.extensions?.['code'])).toEqual([N, N]);
    const { projects } = await data('{ projects { key } }', {}, cookies.linus);
    // linus also holds the projects he created above; OPS is never among his.
    expect(projects.map((p: Loose) => p.key)).toContain('LAN');
    expect(projects.map((p: Loose) => p.key)).not.toContain('OPS');
  });

  it('asks a signed-out visitor to sign in, except for viewer and the demo accounts', async () => {
    const { body } = await send('{ projects { key } }');
    expect(body.errors?.map((e) => [e.message, e.extensions])).toEqual([
      ['Sign in to continue', { code: U }],
    ]);
    expect((await send('{ viewer { id } demoAccounts { email } }')).body.errors).toBeUndefined();
  });
});
