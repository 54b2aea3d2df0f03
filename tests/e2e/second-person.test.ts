// A second person's work is neither lost nor hidden (issue 17, items 1 to 6): Ada works in the browser while Grace acts
// through the service at the same time. Save again sends only Ada's own changes; a filtered board follows live
// changes; an archived project turns read-only on open pages at once; a task deleted while open offers no change;
// a picked mention shows as a name; a sign-out in another tab says so. Each test makes its own project.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, browserAndServicePerFile, type Session, openSignedIn } from './support/browser';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const e2e = browserAndServicePerFile();
/** Live changes show within a second on a quiet machine; generous for a loaded one. */
const LIVE = { timeout: 15_000 };

async function gql<T = Loose>(
  cookie: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const body = await e2e.service.request<T>(query, variables, cookie);
  if (!body.data) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

let projects = 0;
/** A fresh project: Ada its ADMIN, Grace a MEMBER, with tasks (title, priority) in To do. */
async function freshProject(tasks: [string, string][]) {
  const key = `SP${String.fromCharCode(65 + projects++)}`;
  const ada = await e2e.service.signIn('ada@lanes.test');
  const grace = await e2e.service.signIn('grace@lanes.test');
  await gql(ada, `mutation { createProject(input: { key: "${key}", name: "Second ${key}" }) { key } }`);
  await gql(
    ada,
    `mutation { addMember(projectKey: "${key}", email: "grace@lanes.test", role: MEMBER) { id } }`,
  );
  for (const [title, priority] of tasks)
    await gql(ada, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', {
      input: { projectKey: key, title, status: 'TODO', priority, description: 'As first written' },
    });
  return { key, ada, grace };
}

async function taskOf(cookie: string, key: string, number: number) {
  const data = await gql<{ task: { id: string; version: number; title: string; description: string } }>(
    cookie,
    'query($key: String!, $n: Int!) { task(projectKey: $key, number: $n) { id version title description } }',
    { key, n: number },
  );
  return data.task;
}

async function updateAs(cookie: string, key: string, number: number, fields: Record<string, unknown>) {
  const task = await taskOf(cookie, key, number);
  await gql(cookie, 'mutation($input: UpdateTaskInput!) { updateTask(input: $input) { id } }', {
    input: { id: task.id, expectedVersion: task.version, ...fields },
  });
}

async function session(email: string, path: string): Promise<Session> {
  const s = await openSession(e2e.browser, e2e.service, { as: email });
  await openSignedIn(s.page, path);
  return s;
}

/** The `input` of every UpdateTask the page sends. */
function updatesOf(page: Page): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (!body.includes('"operationName":"UpdateTask"')) return;
    seen.push((JSON.parse(body) as { variables: { input: Record<string, unknown> } }).variables.input);
  });
  return seen;
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('1. Save again after a conflict sends only what Ada changed: Grace’s description stays', async () => {
  const { key, grace } = await freshProject([['Dark theme', 'LOW']]);
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  const sent = updatesOf(ada.page);
  await ada.page.getByLabel('Title').fill('Dark theme for night owls');
  await updateAs(grace, key, 1, { description: 'Follow the OS setting, with a toggle' });

  await ada.page.getByRole('button', { name: 'Save' }).click();
  await ada.page.getByRole('alert').filter({ hasText: 'Someone else changed this task.' }).waitFor();
  // The field Ada left alone now shows Grace's text; Ada's title is kept.
  expect(await ada.page.getByLabel('Description').inputValue()).toBe('Follow the OS setting, with a toggle');
  expect(await ada.page.getByLabel('Title').inputValue()).toBe('Dark theme for night owls');
  await ada.page.getByRole('button', { name: 'Save' }).click();
  await ada.page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

  const { id } = await taskOf(grace, key, 1);
  expect(sent).toEqual([
    { id, expectedVersion: 1, title: 'Dark theme for night owls' },
    { id, expectedVersion: 2, title: 'Dark theme for night owls' },
  ]);
  const now = await taskOf(grace, key, 1);
  expect([now.title, now.description]).toEqual([
    'Dark theme for night owls',
    'Follow the OS setting, with a toggle',
  ]);
  await ada.context.close();
});

test('1. a field both changed is Ada’s choice: "Use current title" takes Grace’s, and only Ada’s other change goes', async () => {
  const { key, grace } = await freshProject([['Dark theme', 'LOW']]);
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  const sent = updatesOf(ada.page);
  await ada.page.getByLabel('Title').fill('Dark theme, by Ada');
  await ada.page.getByLabel('Description').fill('Ada’s notes');
  await updateAs(grace, key, 1, { title: 'Dark theme, by Grace' });

  await ada.page.getByRole('button', { name: 'Save' }).click();
  const alert = ada.page.getByRole('alert').filter({ hasText: 'Someone else changed this task.' });
  await alert.waitFor();
  expect(await alert.locator('.conflict-choice').allTextContents()).toEqual([
    'You both changed the title: Save again keeps yours. Use current title',
  ]);
  await alert.getByRole('button', { name: 'Use current title' }).click();
  expect(await ada.page.getByLabel('Title').inputValue()).toBe('Dark theme, by Grace');
  await ada.page.getByRole('button', { name: 'Save' }).click();
  await ada.page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  const { id } = await taskOf(grace, key, 1);
  expect(sent.at(-1)).toEqual({ id, expectedVersion: 2, description: 'Ada’s notes' });
  const now = await taskOf(grace, key, 1);
  expect([now.title, now.description]).toEqual(['Dark theme, by Grace', 'Ada’s notes']);
  await ada.context.close();
});

test('1. the project form, by the same rule: saving Ada’s new name keeps the description another admin wrote meanwhile', async () => {
  const { key, ada: adaCookie, grace } = await freshProject([]);
  const graceId = (await gql(grace, '{ viewer { id } }')).viewer.id;
  await gql(
    adaCookie,
    'mutation($k: String!, $u: ID!) { changeMemberRole(projectKey: $k, userId: $u, role: ADMIN) { id } }',
    {
      k: key,
      u: graceId,
    },
  );
  const ada = await session('ada@lanes.test', `/p/${key}/settings`);
  const sent: unknown[] = [];
  ada.page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('"operationName":"UpdateProject"')) sent.push(JSON.parse(body).variables.input);
  });
  await ada.page.getByLabel('Name', { exact: true }).fill('Second, renamed');
  await gql(
    grace,
    'mutation($k: String!) { updateProject(input: { key: $k, description: "Written by Grace" }) { key } }',
    {
      k: key,
    },
  );
  await ada.page.getByRole('button', { name: 'Save', exact: true }).click();
  await ada.page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
  expect(sent).toEqual([{ key, name: 'Second, renamed' }]);
  const { project } = await gql(grace, 'query($k: String!) { project(key: $k) { name description } }', {
    k: key,
  });
  expect(project).toEqual({ name: 'Second, renamed', description: 'Written by Grace' });
  await ada.context.close();
});

test('2. a board filtered by priority or text takes a task that starts matching and drops one that stops', async () => {
  const { key, grace } = await freshProject([
    ['Rotate the keys', 'URGENT'],
    ['Tidy the wiki', 'LOW'],
  ]);
  const ada = await session('ada@lanes.test', `/p/${key}?priority=URGENT`);
  const todo = column(ada.page, 'To do');
  await todo.getByRole('link', { name: `${key}-1 Rotate the keys`, exact: true }).waitFor();
  await ada.page.getByText('Live', { exact: true }).waitFor();

  await updateAs(grace, key, 2, { priority: 'URGENT' });
  await todo.getByRole('link', { name: `${key}-2 Tidy the wiki`, exact: true }).waitFor(LIVE);
  await updateAs(grace, key, 1, { priority: 'MEDIUM' });
  await todo
    .getByRole('link', { name: `${key}-1 Rotate the keys`, exact: true })
    .waitFor({ state: 'detached', ...LIVE });
  expect(await todo.getByRole('link').allTextContents()).toEqual([`${key}-2 Tidy the wiki`]);
  expect(await todo.locator('.column-header .count').textContent()).toBe('1');

  await ada.page.goto(`/p/${key}?q=zebra`);
  await ada.page.getByText('No tasks match these filters', { exact: false }).waitFor();
  await updateAs(grace, key, 1, { title: 'Rotate the zebra keys' });
  await todo.getByRole('link', { name: `${key}-1 Rotate the zebra keys`, exact: true }).waitFor(LIVE);
  await updateAs(grace, key, 1, { title: 'Rotate the keys' });
  await todo
    .getByRole('link')
    .first()
    .waitFor({ state: 'detached', ...LIVE });
  await ada.context.close();
});

test('3. archiving turns open pages read-only at once, says when, and only an ADMIN gets Unarchive', async () => {
  const { key, ada: adaCookie } = await freshProject([['Rotate the keys', 'HIGH']]);
  const ada = await session('ada@lanes.test', `/p/${key}`);
  const grace = await session('grace@lanes.test', `/p/${key}/t/1`);
  await ada.page.getByText('Live', { exact: true }).waitFor();
  await grace.page.getByLabel('Comment', { exact: true }).waitFor();
  await grace.page.getByText('Live', { exact: true }).waitFor();
  await ada.page.getByRole('button', { name: `Actions for ${key}-1` }).waitFor();

  const { archiveProject } = await gql(
    adaCookie,
    `mutation { archiveProject(key: "${key}") { archivedAt } }`,
  );
  for (const page of [ada.page, grace.page]) {
    const notice = page.getByRole('status').filter({ hasText: 'Archived' });
    await notice.waitFor(LIVE);
    expect(await notice.locator('time').getAttribute('datetime')).toBe(archiveProject.archivedAt);
  }
  // The board: no New task, no quick add, no card actions, nothing to drag.
  expect(await ada.page.getByRole('button', { name: 'New task' }).count()).toBe(0);
  expect(await ada.page.getByPlaceholder('+ Add a task').count()).toBe(0);
  expect(await ada.page.getByRole('button', { name: `Actions for ${key}-1` }).count()).toBe(0);
  // The task page: no form, no status, no delete, no comment box.
  for (const label of ['Title', 'Status', 'Comment'])
    expect(await grace.page.getByLabel(label, { exact: true }).count()).toBe(0);
  for (const name of ['Save', 'Add comment', 'Delete task'])
    expect(await grace.page.getByRole('button', { name }).count()).toBe(0);
  expect(await grace.page.getByRole('button', { name: 'Unarchive' }).count()).toBe(0);

  await ada.page.getByRole('button', { name: 'Unarchive' }).click();
  await ada.page.getByRole('button', { name: 'New task' }).waitFor(LIVE);
  await grace.page.getByLabel('Comment', { exact: true }).waitFor(LIVE);
  expect(await grace.page.getByRole('status').filter({ hasText: 'Archived' }).count()).toBe(0);

  // Settings of an archived project: facts, no form and no member controls; the way back stays.
  await gql(adaCookie, `mutation { archiveProject(key: "${key}") { archivedAt } }`);
  await ada.page.goto(`/p/${key}/settings`);
  await ada.page.getByRole('button', { name: 'Restore project' }).waitFor();
  expect(await ada.page.getByLabel('Name', { exact: true }).count()).toBe(0);
  expect(await ada.page.getByRole('button', { name: 'Add member' }).count()).toBe(0);
  expect(await ada.page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
  await ada.context.close();
  await grace.context.close();
});

test('4. a task deleted while its page is open offers nothing to change it', async () => {
  const { key, ada: adaCookie } = await freshProject([['Rotate the keys', 'HIGH']]);
  const grace = await session('grace@lanes.test', `/p/${key}/t/1`);
  await grace.page.getByLabel('Comment', { exact: true }).waitFor();
  await grace.page.getByText('Live', { exact: true }).waitFor();
  const { id } = await taskOf(adaCookie, key, 1);
  await gql(adaCookie, 'mutation($id: ID!) { deleteTask(id: $id) }', { id });

  await grace.page.getByRole('alert').filter({ hasText: 'Deleted by Ada Lovelace.' }).waitFor(LIVE);
  for (const label of ['Title', 'Description', 'Status', 'Comment'])
    expect(await grace.page.getByLabel(label, { exact: true }).count()).toBe(0);
  for (const name of ['Save', 'Add comment', 'Edit comment', 'Delete task'])
    expect(await grace.page.getByRole('button', { name }).count()).toBe(0);
  await grace.context.close();
});

test('6. signing out in one tab tells the other tab so, not that the session expired', async () => {
  const first = await session('grace@lanes.test', '/projects');
  const second = await first.context.newPage();
  await second.goto('/projects');
  await second.getByRole('button', { name: 'Sign out' }).waitFor();

  await first.page.getByRole('button', { name: 'Sign out' }).click();
  await second.getByRole('status').filter({ hasText: 'You signed out in another tab.' }).waitFor(LIVE);
  expect(await second.getByText('Your session has expired', { exact: false }).count()).toBe(0);
  expect(new URL(second.url()).pathname).toBe('/sign-in');
  await first.context.close();
});
