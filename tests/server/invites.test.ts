// Invite links (docs/product.md §14a) against the running service: made by an ADMIN from the CSPRNG and kept hashed,
// previewed by the token's hash, accepted into one project with one role, refused once revoked or expired with a clear
// message, counted against the limits; and leaving (docs/product.md §6): someone who left comes back only through a
// link, and an archived project can be left.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../support/service';
import { sessionOf } from '../support/in-process';
import { SEED_USERS } from '../../server/seed';
import { INVITE_MESSAGES, OPEN_INVITES_PER_PROJECT } from '../../server/resolvers/invites';
import { leftProject } from '../../server/resolvers/project-mutations';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

let service: TestService;
const cookie = { ada: '', grace: '', linus: '' };
const GRACE = SEED_USERS[1];

beforeAll(async () => {
  service = await startService();
  cookie.ada = await service.signIn('ada@lanes.test');
  cookie.grace = await service.signIn('grace@lanes.test');
  cookie.linus = await service.signIn('linus@lanes.test');
});
afterAll(() => service?.close());

const send = (query: string, variables: Record<string, unknown>, who?: string): Promise<Loose> =>
  service.request(query, variables, who);
async function data(query: string, variables: Record<string, unknown>, who?: string): Promise<Loose> {
  const body = await send(query, variables, who);
  expect(body.errors).toBeUndefined();
  return body.data;
}
const errorsOf = (body: Loose) =>
  body.errors?.map((e: Loose) => [e.extensions?.code, e.extensions?.fields ?? e.message]);

const CREATE =
  'mutation ($k: String!, $r: Role!) { createInvite(projectKey: $k, role: $r) { id url role expiresAt } }';
const REVOKE = 'mutation ($id: ID!) { revokeInvite(id: $id) }';
const ACCEPT = 'mutation ($t: String!) { acceptInvite(token: $t) { key name viewerRole } }';
const PREVIEW = `query ($h: String!) { invite(tokenHash: $h) { projectName role state joined } }`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);

/** `count` calls of `call`, `width` at a time (one address may hold 128 connections). */
async function repeated<T>(count: number, call: () => Promise<T>, width = 50): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, count - i) }, call))));
  }
  return out;
}

let keys = 0;
async function project(owner = cookie.ada) {
  keys += 1;
  const key = `IV${String.fromCharCode(64 + keys)}`;
  await data(
    'mutation ($i: CreateProjectInput!) { createProject(input: $i) { id } }',
    { i: { key, name: `Team ${key}` } },
    owner,
  );
  return key;
}

let people = 0;
/** A new account, signed in: its cookie. */
async function newcomer(): Promise<string> {
  people += 1;
  const response = await fetch(service.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($i: SignUpInput!) { signUp(input: $i) { id } }',
      variables: {
        i: { name: `New ${people}`, email: `new${people}@invited.test`, password: 'long enough' },
      },
    }),
  });
  return sessionOf(response);
}

describe('createInvite', () => {
  it('gives a link with a random token after #, kept only as its SHA-256, for 7 days', async () => {
    const key = await project();
    const before = Date.now();
    const [a, b] = [
      (await data(CREATE, { k: key, r: 'MEMBER' }, cookie.ada)).createInvite,
      (await data(CREATE, { k: key, r: 'VIEWER' }, cookie.ada)).createInvite,
    ];
    expect(a.url).toMatch(new RegExp(`^${service.url}/join#[A-Za-z0-9_-]{43}$`));
    expect(tokenOf(a.url)).not.toBe(tokenOf(b.url));
    expect([a.role, b.role]).toEqual(['MEMBER', 'VIEWER']);
    const days = (Date.parse(a.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const rows = await service.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM invites WHERE id = $1',
      [a.id],
    );
    expect(rows).toEqual([{ token_hash: sha256(tokenOf(a.url)) }]);
    const stored = JSON.stringify(await service.db.query('SELECT * FROM invites'));
    expect(stored).not.toContain(tokenOf(a.url));
  });

  it('is for admins: a member is FORBIDDEN, an outsider NOT_FOUND, nobody UNAUTHENTICATED, null refused', async () => {
    expect(errorsOf(await send(CREATE, { k: 'LAN', r: 'MEMBER' }, cookie.grace))).toEqual([
      ['FORBIDDEN', 'As a member of LAN you cannot manage members'],
    ]);
    expect(errorsOf(await send(CREATE, { k: 'OPS', r: 'MEMBER' }, cookie.linus))).toEqual([
      ['NOT_FOUND', 'Project OPS not found'],
    ]);
    expect(errorsOf(await send(CREATE, { k: 'LAN', r: 'MEMBER' }))).toEqual([
      ['UNAUTHENTICATED', 'Sign in to continue'],
    ]);
    const nothing = await send(CREATE, { k: 'LAN', r: null }, cookie.ada);
    expect(nothing.errors?.[0]?.message).toBe('Variable "$r" of non-null type "Role!" must not be null.');
  });

  it('keeps at most 20 open links per project, however many are asked for at once', async () => {
    const key = await project();
    // Twenty at a time: links being made hold their place in the account's 50 a day until they are made.
    const answers = await repeated(1_000, () => send(CREATE, { k: key, r: 'MEMBER' }, cookie.ada), 20);
    expect(answers.filter((a) => a.data?.createInvite)).toHaveLength(OPEN_INVITES_PER_PROJECT);
    expect(new Set(answers.flatMap((a) => errorsOf(a) ?? []).map((e: Loose) => JSON.stringify(e)))).toEqual(
      new Set([JSON.stringify(['BAD_USER_INPUT', { projectKey: INVITE_MESSAGES.tooMany }])]),
    );
    const { project: listed } = await data(
      'query ($k: String!) { project(key: $k) { invites { id } } }',
      { k: key },
      cookie.ada,
    );
    expect(listed.invites).toHaveLength(OPEN_INVITES_PER_PROJECT);
    // A revoked link frees its place.
    await data(REVOKE, { id: listed.invites[0].id }, cookie.ada);
    await data(CREATE, { k: key, r: 'MEMBER' }, cookie.ada);
  }, 120_000);
});

describe('acceptInvite', () => {
  it('previews by hash signed out, joins a new account with the link’s role once, and lists who made it', async () => {
    const key = await project();
    const { createInvite } = await data(CREATE, { k: key, r: 'MEMBER' }, cookie.ada);
    const token = tokenOf(createInvite.url);
    expect((await data(PREVIEW, { h: sha256(token) })).invite).toEqual({
      projectName: `Team ${key}`,
      role: 'MEMBER',
      state: 'OPEN',
      joined: false,
    });
    expect((await data(PREVIEW, { h: sha256('nothing') })).invite).toBeNull();
    expect((await data(PREVIEW, { h: 'x'.repeat(10_000) })).invite).toBeNull();

    const newbie = await newcomer();
    // A double press and more at once: ten, since each attempt holds a place among the refused ones until it succeeds.
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(ACCEPT, { t: token }, newbie)));
    expect(answers.flatMap((a) => a.errors ?? [])).toEqual([]);
    expect(answers[0].data.acceptInvite).toEqual({ key, name: `Team ${key}`, viewerRole: 'MEMBER' });
    expect((await data(PREVIEW, { h: sha256(token) }, newbie)).invite.joined).toBe(true);
    const { project: seen } = await data(
      `query ($k: String!) { project(key: $k) { members { role user { name } }
        invites { role joinedCount createdBy { name } } } }`,
      { k: key },
      cookie.ada,
    );
    expect(seen.members.map((m: Loose) => [m.user.name, m.role])).toEqual([
      ['Ada Lovelace', 'ADMIN'],
      [expect.stringMatching(/^New /), 'MEMBER'],
    ]);
    expect(seen.invites).toEqual([{ role: 'MEMBER', joinedCount: 1, createdBy: { name: 'Ada Lovelace' } }]);
    const events = await service.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM project_events e JOIN projects p ON p.id = e.project_id
        WHERE p.key = $1 AND e.kind = 'MEMBER_ADDED'`,
      [key],
    );
    expect(events).toEqual([{ n: 1 }]);
    // Only its admins see the links.
    await data(
      'mutation ($k: String!) { addMember(projectKey: $k, email: "grace@lanes.test", role: MEMBER) { id } }',
      { k: key },
      cookie.ada,
    );
    expect(
      (await data('query ($k: String!) { project(key: $k) { invites { id } } }', { k: key }, cookie.grace))
        .project.invites,
    ).toEqual([]);
  });

  it('refuses a revoked or expired link, saying which, and a member keeps their role', async () => {
    const key = await project();
    const revoked = (await data(CREATE, { k: key, r: 'ADMIN' }, cookie.ada)).createInvite;
    const expired = (await data(CREATE, { k: key, r: 'MEMBER' }, cookie.ada)).createInvite;
    expect(await data(REVOKE, { id: revoked.id }, cookie.ada)).toEqual({ revokeInvite: revoked.id });
    await service.db.query(`UPDATE invites SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expired.id,
    ]);
    const newbie = await newcomer();
    expect(errorsOf(await send(ACCEPT, { t: tokenOf(revoked.url) }, newbie))).toEqual([
      ['BAD_USER_INPUT', { token: INVITE_MESSAGES.revoked }],
    ]);
    expect(errorsOf(await send(ACCEPT, { t: tokenOf(expired.url) }, newbie))).toEqual([
      ['BAD_USER_INPUT', { token: INVITE_MESSAGES.expired }],
    ]);
    expect((await data(PREVIEW, { h: sha256(tokenOf(revoked.url)) })).invite.state).toBe('REVOKED');
    expect((await data(PREVIEW, { h: sha256(tokenOf(expired.url)) })).invite.state).toBe('EXPIRED');
    expect((await data('{ projects { key } }', {}, newbie)).projects).toEqual([]);

    const member = (await data(CREATE, { k: key, r: 'VIEWER' }, cookie.ada)).createInvite;
    expect((await data(ACCEPT, { t: tokenOf(member.url) }, cookie.ada)).acceptInvite.viewerRole).toBe(
      'ADMIN',
    );
    // Revoking is for the project's admins; a stranger cannot tell a link exists.
    expect(errorsOf(await send(REVOKE, { id: member.id }, newbie))).toEqual([
      ['NOT_FOUND', 'Invite not found'],
    ]);
    expect(errorsOf(await send(REVOKE, { id: 'x'.repeat(1_000) }, cookie.ada))).toEqual([
      ['NOT_FOUND', 'Invite not found'],
    ]);
  });

  it('counts refused links per account: the eleventh guess is RATE_LIMITED, even with a good link', async () => {
    const key = await project();
    const good = tokenOf((await data(CREATE, { k: key, r: 'MEMBER' }, cookie.ada)).createInvite.url);
    const guesser = await newcomer();
    for (let i = 0; i < 10; i += 1) {
      expect(errorsOf(await send(ACCEPT, { t: `guess-${i}` }, guesser))).toEqual([
        ['BAD_USER_INPUT', { token: INVITE_MESSAGES.unknown }],
      ]);
    }
    const limited = await send(ACCEPT, { t: good }, guesser);
    expect(limited.errors?.map((e: Loose) => e.extensions.code)).toEqual(['RATE_LIMITED']);
    expect(errorsOf(await send(ACCEPT, { t: 'x'.repeat(101) }, await newcomer()))).toEqual([
      ['BAD_USER_INPUT', { token: INVITE_MESSAGES.unknown }],
    ]);
    expect(errorsOf(await send(ACCEPT, { t: good }))).toEqual([['UNAUTHENTICATED', 'Sign in to continue']]);
  });
});

describe('leaving', () => {
  const LEAVE = 'mutation ($k: String!) { leaveProject(projectKey: $k) }';
  const ADD =
    'mutation ($k: String!, $e: String!) { addMember(projectKey: $k, email: $e, role: MEMBER) { id } }';

  it('someone who left is not added back by an admin, only by accepting a link', async () => {
    const key = await project();
    await data(ADD, { k: key, e: GRACE.email }, cookie.ada);
    await data(LEAVE, { k: key }, cookie.grace);
    expect(errorsOf(await send(ADD, { k: key, e: GRACE.email }, cookie.ada))).toEqual([
      ['BAD_USER_INPUT', { email: leftProject(key) }],
    ]);
    const { createInvite } = await data(CREATE, { k: key, r: 'MEMBER' }, cookie.ada);
    expect((await data(ACCEPT, { t: tokenOf(createInvite.url) }, cookie.grace)).acceptInvite.viewerRole).toBe(
      'MEMBER',
    );
    // Back in, and removed by an admin this time: adding her again is the admin's to do.
    await data(
      'mutation ($k: String!, $u: ID!) { removeMember(projectKey: $k, userId: $u) }',
      { k: key, u: GRACE.id },
      cookie.ada,
    );
    await data(ADD, { k: key, e: GRACE.email }, cookie.ada);
  });

  it('an archived project can be left (her task unassigned, nothing else changed); an admin cannot remove or invite there', async () => {
    const key = await project();
    await data(ADD, { k: key, e: GRACE.email }, cookie.ada);
    await data(ADD, { k: key, e: 'linus@lanes.test' }, cookie.ada);
    const pending = (await data(CREATE, { k: key, r: 'MEMBER' }, cookie.ada)).createInvite;
    const { createTask } = await data(
      'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id title version } }',
      { i: { projectKey: key, title: 'Hers', assigneeId: GRACE.id } },
      cookie.ada,
    );
    await data('mutation ($k: String!) { archiveProject(key: $k) { key } }', { k: key }, cookie.ada);

    expect(await data(LEAVE, { k: key }, cookie.grace)).toEqual({ leaveProject: true });
    const { project: after } = await data(
      'query ($k: String!) { project(key: $k) { members { user { name } } tasks { edges { node { title assignee { name } } } } } }',
      { k: key },
      cookie.ada,
    );
    expect(after.members.map((m: Loose) => m.user.name)).toEqual(['Ada Lovelace', 'Linus Torvalds']);
    expect(after.tasks.edges.map((e: Loose) => e.node)).toEqual([{ title: 'Hers', assignee: null }]);

    const archived = [
      ['PROJECT_ARCHIVED', `${key} is archived, so it cannot be changed; an admin can unarchive it`],
    ];
    const linus = SEED_USERS[2].id;
    expect(
      errorsOf(
        await send(
          'mutation ($k: String!, $u: ID!) { removeMember(projectKey: $k, userId: $u) }',
          { k: key, u: linus },
          cookie.ada,
        ),
      ),
    ).toEqual(archived);
    expect(
      errorsOf(
        await send(
          'mutation ($k: String!, $u: ID!) { changeMemberRole(projectKey: $k, userId: $u, role: ADMIN) { id } }',
          { k: key, u: linus },
          cookie.ada,
        ),
      ),
    ).toEqual(archived);
    expect(errorsOf(await send(CREATE, { k: key, r: 'MEMBER' }, cookie.ada))).toEqual(archived);
    expect(errorsOf(await send(ACCEPT, { t: tokenOf(pending.url) }, await newcomer()))).toEqual(archived);
    // The trigger still refuses every other change to the task.
    expect(
      errorsOf(
        await send(
          'mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { id } }',
          { i: { id: createTask.id, expectedVersion: createTask.version + 1, title: 'Changed' } },
          cookie.ada,
        ),
      ),
    ).toEqual(archived);
    await expect(
      service.db.query('UPDATE tasks SET assignee_id = NULL, title = $2 WHERE id = $1', [
        createTask.id,
        'Sneaky',
      ]),
    ).rejects.toThrow();
  });
});
