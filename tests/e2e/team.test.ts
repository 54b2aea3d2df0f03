// docs/product.md §13 in a real browser while a second person acts through the service at the same time: My tasks
// follows assignments live, overdue first; search across projects marks the matched words as text; the projects list's
// counts; leaving a project. (tests/e2e/presence.test.ts: Also here; tests/e2e/inbox.test.ts: the inbox.)
import { expect, test } from 'vitest';
import type { Route } from 'playwright-core';
import {
  actingAs,
  CREATE_TASK,
  openLive,
  openSession,
  browserAndServicePerFile,
  openSignedIn,
  type CreatedTask,
} from './support/browser';
import { SEED_USERS } from '../../server/seed';

const e2e = browserAndServicePerFile();
const GRACE = SEED_USERS[1]!;
const LINUS = SEED_USERS[2]!;
const as = (email: string) => actingAs(e2e.service, email);

test('My tasks lists my open tasks across projects, overdue first, and follows assignments live', async () => {
  const ada = await as('ada@lanes.test');
  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openLive(e2e.service, grace.page, '/projects');
  await grace.page.getByRole('link', { name: 'My tasks', exact: true }).click();
  await grace.page.getByRole('heading', { name: 'My tasks', level: 1 }).waitFor();
  await grace.page.waitForURL('**/my-tasks');

  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const { createTask: late } = await ada<CreatedTask>(CREATE_TASK, {
    i: {
      projectKey: 'OPS',
      title: 'Renew the certificate',
      assigneeId: GRACE.id,
      dueDate: yesterday,
      status: 'TODO',
    },
  });
  // Grouped by when they are due: yesterday's is under Overdue, first, and says "Yesterday".
  const overdue = grace.page.getByRole('region', { name: 'Overdue' });
  const item = overdue.getByRole('listitem').filter({ hasText: `${late.key} Renew the certificate` });
  await item.waitFor();
  expect(await item.innerText()).toContain('Overdue Yesterday');
  expect(await item.getByRole('link').getAttribute('href')).toBe(`/p/OPS/t/${late.number}`);
  const groups = await grace.page.locator('.due-group h2').allTextContents();
  expect(groups[0]).toBe('Overdue');
  expect(['Overdue', 'Today', 'This week', 'Later'].filter((g) => groups.includes(g))).toEqual(groups);
  const list = grace.page.locator('.team-page');

  // Reassigned to someone else by the other person: it leaves my list live.
  await ada('mutation ($i: UpdateTaskInput!) { updateTask(input: $i) { id } }', {
    i: { id: late.id, expectedVersion: late.version, assigneeId: null },
  });
  await list.getByRole('link', { name: `${late.key} Renew the certificate` }).waitFor({ state: 'detached' });
  await grace.context.close();
});

test('search across projects: Enter goes to /search?q=, parts of words match, matches are marked as text, only my projects', async () => {
  const ada = await as('ada@lanes.test');
  const { createTask: lan } = await ada<CreatedTask>(CREATE_TASK, {
    i: {
      projectKey: 'LAN',
      title: 'Quokka <img src=x onerror="window.__xss=1"> deployment',
      description: 'A quokka in prod',
    },
  });
  const { createTask: ops } = await ada<CreatedTask>(CREATE_TASK, {
    i: { projectKey: 'OPS', title: 'Quokka runbook' },
  });
  const linus = await openSession(e2e.browser, e2e.service, { as: LINUS.email });
  await openSignedIn(linus.page, '/projects');
  const field = linus.page.getByRole('searchbox', { name: 'Search all projects' });
  await field.fill('deplo');
  await field.press('Enter');
  await linus.page.waitForURL('**/search?q=deplo');
  const results = linus.page.getByRole('list', { name: 'Search results' });
  const link = results.getByRole('link', { name: new RegExp(`^${lan.key} Quokka`) });
  await link.waitFor();
  expect(await link.locator('mark').allInnerTexts()).toEqual(['deployment']);
  expect(await link.innerText()).toBe(`${lan.key} ${lan.title}`);
  expect(await linus.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  await linus.page.goto('/search?q=quokka');
  await results.getByRole('link').first().waitFor();
  // Linus is not a member of OPS: its task is never listed.
  expect(await results.getByRole('link').allInnerTexts()).toEqual([`${lan.key} ${lan.title}`]);
  expect(ops.key.startsWith('OPS-')).toBe(true);
  await linus.context.close();
});

test('the projects list counts follow another person’s changes live', async () => {
  const ada = await as('ada@lanes.test');
  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openLive(e2e.service, grace.page, '/projects');
  const card = grace.page
    .getByRole('listitem')
    .filter({ has: grace.page.getByRole('heading', { name: 'Operations' }) });
  const openText = card.getByText(/^\d+ open tasks?$/);
  await openText.waitFor();
  const before = Number((await openText.innerText()).split(' ')[0]);
  await ada<CreatedTask>(CREATE_TASK, { i: { projectKey: 'OPS', title: 'Counted live' } });
  await card.getByText(`${before + 1} open tasks`, { exact: true }).waitFor();
  await grace.context.close();
});

test('Leave project in settings: the only admin is told why not; a member leaves and the projects list says so', async () => {
  const ada = await as('ada@lanes.test');
  await ada('mutation { createProject(input: { key: "LEAVE", name: "Free prizes" }) { id } }');
  await ada('mutation { addMember(projectKey: "LEAVE", email: "grace@lanes.test", role: VIEWER) { id } }');
  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openLive(e2e.service, grace.page, '/p/LEAVE/settings');
  // Her leaveProject's answer is held: the live streams tell her first (as they can in any run), and they too
  // must say she left, not that she was removed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered: Promise<unknown> = Promise.resolve();
  await grace.page.route('**/graphql', async (route: Route) => {
    if (!route.request().postData()?.includes('"LeaveProject"')) return route.fallback();
    const response = await route.fetch();
    answered = held.then(() => route.fulfill({ response }));
    return answered;
  });
  await grace.page.getByRole('button', { name: 'Leave project' }).click();
  await grace.page.getByRole('alertdialog', { name: 'Leave Free prizes?' }).waitFor();
  await grace.page.getByRole('button', { name: 'Yes, leave' }).click();
  await grace.page.waitForURL('**/projects');
  const notice = grace.page.getByRole('alert');
  await notice.waitFor();
  expect(await notice.innerText()).toBe('You left Free prizes; it is no longer in your projects.');
  release();
  await answered;
  await grace.page.unroute('**/graphql');
  expect(await notice.innerText()).toBe('You left Free prizes; it is no longer in your projects.');
  await grace.page.getByRole('heading', { name: 'Operations' }).waitFor();
  expect(await grace.page.getByRole('heading', { name: 'Free prizes' }).count()).toBe(0);
  await grace.context.close();

  const page = (await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' })).page;
  await openLive(e2e.service, page, '/p/LEAVE/settings');
  await page.getByRole('button', { name: 'Leave project' }).click();
  await page.getByRole('button', { name: 'Yes, leave' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'only admin' });
  await refused.waitFor();
  expect(await refused.innerText()).toBe(
    'You are the only admin of LEAVE: make another member an admin before you leave',
  );
  expect(page.url()).toMatch(/\/p\/LEAVE\/settings$/);
  await page.context().close();
});
