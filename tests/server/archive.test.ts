// Project archive on the real service: ADMIN only (MEMBER and VIEWER FORBIDDEN, a non-member NOT_FOUND, signed out
// UNAUTHENTICATED); an archived project leaves `projects` unless `includeArchived`, keeps its tasks, and comes back
// on restore. Seed roles: in LAN ada is ADMIN, grace MEMBER, linus VIEWER; linus is not a member of OPS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type TestService } from '../support/service';
import { inProcess } from '../support/in-process';

let service: TestService;
const { send, data, signIn } = inProcess(() => service);
const cookies = { ada: '', grace: '', linus: '' };

const ARCHIVE = 'mutation ($k: String!) { archiveProject(key: $k) { key archivedAt } }';
const RESTORE = 'mutation ($k: String!) { restoreProject(key: $k) { key archivedAt } }';
const LIST = 'query ($all: Boolean) { projects(includeArchived: $all) { key archivedAt } }';

beforeAll(async () => {
  service = await startService();
  cookies.ada = await signIn('ada@lanes.test');
  cookies.grace = await signIn('grace@lanes.test');
  cookies.linus = await signIn('linus@lanes.test');
});
afterAll(() => service.close());

describe.each([
  ['archiveProject', ARCHIVE],
  ['restoreProject', RESTORE],
])('%s', (_name, query) => {
  it.each([
    ['signed out', undefined, 'LAN', 'UNAUTHENTICATED'],
    ['a non-member', () => cookies.linus, 'OPS', 'NOT_FOUND'],
    ['a VIEWER', () => cookies.linus, 'LAN', 'FORBIDDEN'],
    ['a MEMBER', () => cookies.grace, 'LAN', 'FORBIDDEN'],
  ] as const)('is refused to %s', async (_who, cookie, key, code) => {
    const { body } = await send(query, { k: key }, cookie?.());
    expect(body.errors?.map((e) => e.extensions?.['code'])).toEqual([code]);
    expect(body.data).toBeNull();
    const [row] = await service.db.query<{ archived: string | null }>(
      'SELECT archived_at AS archived FROM projects WHERE key = $1',
      [key],
    );
    expect(row?.archived ?? null).toBeNull();
  });
});

it('an ADMIN archives a project: it leaves the list, keeps its data, and comes back on restore', async () => {
  const before = await data(LIST, {}, cookies.ada);
  expect(before.projects.map((p: { key: string }) => p.key)).toContain('LAN');
  const tasks = await data('{ project(key: "LAN") { taskCounts { count } } }', {}, cookies.ada);

  const { archiveProject } = await data(ARCHIVE, { k: 'LAN' }, cookies.ada);
  expect(archiveProject.key).toBe('LAN');
  expect(Number.isNaN(Date.parse(archiveProject.archivedAt))).toBe(false);

  // Gone from every member's default list, present with includeArchived, its board and tasks unchanged.
  for (const cookie of [cookies.ada, cookies.grace, cookies.linus]) {
    const list = await data(LIST, {}, cookie);
    expect(list.projects.map((p: { key: string }) => p.key)).not.toContain('LAN');
  }
  const all = await data(LIST, { all: true }, cookies.grace);
  expect(all.projects.find((p: { key: string }) => p.key === 'LAN')).toEqual({
    key: 'LAN',
    archivedAt: archiveProject.archivedAt,
  });
  expect(await data('{ project(key: "LAN") { taskCounts { count } } }', {}, cookies.ada)).toEqual(tasks);

  // Archiving again keeps the first date.
  const again = await data(ARCHIVE, { k: 'LAN' }, cookies.ada);
  expect(again.archiveProject.archivedAt).toBe(archiveProject.archivedAt);

  const { restoreProject } = await data(RESTORE, { k: 'LAN' }, cookies.ada);
  expect(restoreProject).toEqual({ key: 'LAN', archivedAt: null });
  const after = await data(LIST, {}, cookies.ada);
  expect(after.projects).toEqual(before.projects);
});

describe('unlessChangedAfter (an undo of an archive)', () => {
  const UNDO = `mutation ($k: String!, $after: Int) {
    restoreProject(key: $k, unlessChangedAfter: $after) { key archivedAt seq } }`;
  const REDO = `mutation ($k: String!, $after: Int) {
    archiveProject(key: $k, unlessChangedAfter: $after) { key archivedAt seq } }`;
  const state = async (key: string) =>
    (
      await service.db.query<{ archived: string | null; seq: number }>(
        'SELECT archived_at AS archived, last_seq AS seq FROM projects WHERE key = $1',
        [key],
      )
    )[0]!;

  /** A project with Ada and Grace both ADMIN. */
  async function twoAdmins(key: string): Promise<void> {
    await data(
      'mutation ($i: CreateProjectInput!) { createProject(input: $i) { id } }',
      { i: { key, name: `Archive ${key}` } },
      cookies.ada,
    );
    await data(
      'mutation ($k: String!) { addMember(projectKey: $k, email: "grace@lanes.test", role: ADMIN) { id } }',
      { k: key },
      cookies.ada,
    );
  }

  it('undoes when nobody else changed the project since, and its redo likewise', async () => {
    await twoAdmins('ARU');
    const archived = (
      await data('mutation ($k: String!) { archiveProject(key: $k) { seq } }', { k: 'ARU' }, cookies.ada)
    ).archiveProject;
    const undone = (await data(UNDO, { k: 'ARU', after: archived.seq }, cookies.ada)).restoreProject;
    expect(undone).toEqual({ key: 'ARU', archivedAt: null, seq: archived.seq + 1 });
    const redone = (await data(REDO, { k: 'ARU', after: undone.seq }, cookies.ada)).archiveProject;
    expect(redone.seq).toBe(undone.seq + 1);
    expect(redone.archivedAt).not.toBeNull();
  });

  it('refuses, naming them and changing nothing, when someone else unarchived, renamed and archived it since', async () => {
    await twoAdmins('ARG');
    const archived = (
      await data('mutation ($k: String!) { archiveProject(key: $k) { seq } }', { k: 'ARG' }, cookies.ada)
    ).archiveProject;
    await data(RESTORE, { k: 'ARG' }, cookies.grace);
    await data(
      'mutation ($i: UpdateProjectInput!) { updateProject(input: $i) { key } }',
      { i: { key: 'ARG', name: 'Renamed by Grace' } },
      cookies.grace,
    );
    await data(ARCHIVE, { k: 'ARG' }, cookies.grace);
    const before = await state('ARG');

    const { body } = await send(UNDO, { k: 'ARG', after: archived.seq }, cookies.ada);
    expect(body.data).toBeNull();
    expect(body.errors?.map((e) => [e.message, e.extensions?.['code'], e.extensions?.['changedBy']])).toEqual(
      [["Can't undo: Grace Hopper changed this since", 'CONFLICT', 'Grace Hopper']],
    );
    expect(await state('ARG')).toEqual(before);

    // Without the condition (the settings page's own "Restore project") it restores.
    expect((await data(UNDO, { k: 'ARG', after: null }, cookies.ada)).restoreProject.archivedAt).toBeNull();
  });

  it('refuses as "someone" when the events since were pruned, and takes only an Int', async () => {
    await twoAdmins('ARP');
    const archived = (
      await data('mutation ($k: String!) { archiveProject(key: $k) { seq } }', { k: 'ARP' }, cookies.ada)
    ).archiveProject;
    await service.db.query(
      "UPDATE projects SET pruned_seq = last_seq + 1, last_seq = last_seq + 1 WHERE key = 'ARP'",
    );
    const { body } = await send(UNDO, { k: 'ARP', after: archived.seq }, cookies.ada);
    expect(body.errors?.map((e) => e.message)).toEqual(["Can't undo: someone changed this since"]);
    expect((await state('ARP')).archived).not.toBeNull();
    const wrong = await send(UNDO, { k: 'ARP', after: 2 ** 31 }, cookies.ada);
    expect(wrong.body.errors?.[0]?.message).toMatch(/Int cannot represent non 32-bit signed integer value/);
    const text = await send(UNDO, { k: 'ARP', after: 'x'.repeat(1000) }, cookies.ada);
    expect(text.body.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value/);
    expect((await state('ARP')).archived).not.toBeNull();
  });
});
