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
