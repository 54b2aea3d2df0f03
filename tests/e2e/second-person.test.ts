// A second person's work is neither lost nor hidden: Ada works in the browser while Grace acts through the service at
// the same time. A change on the task page sends only its own field, and a field both changed is Ada's to choose; a
// filtered board follows live changes; an archived project turns read-only on open pages at once; a task deleted
// while open offers no change; a sign-out in another tab says so. Each test makes its own project.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  openSession,
  browserAndServicePerFile,
  type Session,
  accountButton,
  signOut,
  openSignedIn,
} from './support/browser';
import { openDescription, savedNotice } from './support/taskPage';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const e2e = browserAndServicePerFile();
/** Live changes show within a second on a quiet machine; generous for a loaded one. */
const LIVE = { timeout: 15_000 };

const gql = <T = Loose>(cookie: string, query: string, variables: Record<string, unknown> = {}) =>
  e2e.service.data<T>(query, variables, cookie);

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

test('1. Ada writes the description while Grace changes the priority and the title: both of Grace’s show at once, Ada’s text stays in her editor and goes alone', async () => {
  const { key, grace } = await freshProject([['Dark theme', 'LOW']]);
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  await ada.page.getByText('Live', { exact: true }).waitFor();
  const sent = updatesOf(ada.page);
  const description = await openDescription(ada.page);
  await description.fill('Ada’s notes: follow the OS, with a toggle');

  await updateAs(grace, key, 1, { priority: 'URGENT' });
  await updateAs(grace, key, 1, { title: 'Dark theme, by Grace' });
  // Fields Ada is not editing follow: the heading and the priority are Grace's, with no conflict to settle.
  await ada.page.getByRole('heading', { level: 1, name: `${key}-1 Dark theme, by Grace` }).waitFor(LIVE);
  await expect
    .poll(() => ada.page.getByRole('combobox', { name: 'Priority' }).inputValue(), LIVE)
    .toBe('URGENT');
  expect(await description.inputValue()).toBe('Ada’s notes: follow the OS, with a toggle');
  expect(await ada.page.getByRole('alert').filter({ hasText: 'Someone else changed' }).count()).toBe(0);

  await ada.page.getByRole('button', { name: 'Done' }).click();
  await savedNotice(ada.page).waitFor(LIVE);
  await ada.page
    .locator('.task-description')
    .getByText('Ada’s notes: follow the OS, with a toggle')
    .waitFor();
  const { id } = await taskOf(grace, key, 1);
  expect(sent).toEqual([
    { id, expectedVersion: 3, description: 'Ada’s notes: follow the OS, with a toggle' },
  ]);
  const now = await gql(
    grace,
    `query { task(projectKey: "${key}", number: 1) { title priority description } }`,
  );
  expect(now.task).toEqual({
    title: 'Dark theme, by Grace',
    priority: 'URGENT',
    description: 'Ada’s notes: follow the OS, with a toggle',
  });
  await ada.context.close();
});

test('1. a description Grace changes while Ada writes one goes to the conflict panel, which a reload keeps; Ada’s choice is what is sent', async () => {
  const { key, grace } = await freshProject([['Dark theme', 'LOW']]);
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  await ada.page.getByText('Live', { exact: true }).waitFor();
  const sent = updatesOf(ada.page);
  const description = await openDescription(ada.page);
  await description.fill('Ada’s notes');
  await updateAs(grace, key, 1, { description: 'Grace’s notes' });

  const panel = ada.page.getByRole('alert').filter({ hasText: 'Someone else changed this task' });
  await panel.waitFor(LIVE);
  expect(await panel.locator('dd').allTextContents()).toEqual(['Grace’s notes', 'Ada’s notes']);
  // Leaving the editor (a click elsewhere) sends nothing over Grace's text; the editor keeps Ada's.
  await ada.page.getByRole('heading', { name: 'Comments' }).click();
  expect(await description.inputValue()).toBe('Ada’s notes');

  // A reload keeps Ada's draft and what it started from, so the panel asks again.
  await ada.page.reload();
  await panel.waitFor(LIVE);
  expect(await ada.page.getByLabel('Description', { exact: true }).inputValue()).toBe('Ada’s notes');
  expect(sent).toEqual([]);

  await panel.getByRole('button', { name: 'Keep your description' }).click();
  await savedNotice(ada.page).waitFor(LIVE);
  const { id } = await taskOf(grace, key, 1);
  expect(sent).toEqual([{ id, expectedVersion: 2, description: 'Ada’s notes' }]);
  expect((await taskOf(grace, key, 1)).description).toBe('Ada’s notes');
  await ada.context.close();
});

test('1. a choice sent on a version that moved on goes again on the new one: Grace’s title stays, Ada’s priority goes in', async () => {
  const { key, grace } = await freshProject([['Dark theme', 'LOW']]);
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  await ada.page.getByText('Live', { exact: true }).waitFor();
  const sent = updatesOf(ada.page);
  // Ada's first UpdateTask is held until Grace has changed the title: it reaches the service on a stale version.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await ada.page.route('**/graphql', async (route) => {
    if (!held && route.request().postData()?.includes('"operationName":"UpdateTask"')) {
      held = true;
      await released;
    }
    await route.fallback();
  });
  await ada.page.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'High' });
  await expect.poll(() => sent.length).toBe(1);
  await updateAs(grace, key, 1, { title: 'Dark theme, by Grace' });
  release();

  await savedNotice(ada.page).waitFor(LIVE);
  const { id } = await taskOf(grace, key, 1);
  expect(sent).toEqual([
    { id, expectedVersion: 1, priority: 'HIGH' },
    { id, expectedVersion: 2, priority: 'HIGH' },
  ]);
  const now = await gql(grace, `query { task(projectKey: "${key}", number: 1) { title priority } }`);
  expect(now.task).toEqual({ title: 'Dark theme, by Grace', priority: 'HIGH' });
  await ada.page.getByRole('heading', { level: 1, name: `${key}-1 Dark theme, by Grace` }).waitFor(LIVE);
  expect(await ada.page.getByRole('alert').count()).toBe(0);
  await ada.context.close();
});

/** The variables of every MoveTask the page sends. */
function movesOf(page: Page): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('"operationName":"MoveTask"'))
      seen.push((JSON.parse(body) as { variables: Record<string, unknown> }).variables);
  });
  return seen;
}

/** Holds Ada's first MoveTask before it reaches the service until `release` is called. */
async function holdFirstMove(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/graphql', async (route) => {
    if (!held && route.request().postData()?.includes('"operationName":"MoveTask"')) {
      held = true;
      await released;
    }
    await route.fallback();
  });
  return release;
}

test('1. a move sent on a version that moved on goes again on the new one: Grace’s priority stays, Ada’s status goes in', async () => {
  const { key, grace } = await freshProject([['Dark theme', 'LOW']]);
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  await ada.page.getByText('Live', { exact: true }).waitFor();
  const moves = movesOf(ada.page);
  const release = await holdFirstMove(ada.page);
  await ada.page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In progress' });
  await expect.poll(() => moves.length).toBe(1);
  await updateAs(grace, key, 1, { priority: 'URGENT' });
  release();

  await ada.page
    .getByRole('status')
    .filter({ hasText: `Saved: ${key}-1 moved` })
    .waitFor(LIVE);
  const { id } = await taskOf(grace, key, 1);
  expect(moves).toEqual([
    { id, status: 'IN_PROGRESS', expectedVersion: 1 },
    { id, status: 'IN_PROGRESS', expectedVersion: 2 },
  ]);
  const now = await gql(grace, `query { task(projectKey: "${key}", number: 1) { status priority } }`);
  expect(now.task).toEqual({ status: 'IN_PROGRESS', priority: 'URGENT' });
  await expect
    .poll(() => ada.page.getByRole('combobox', { name: 'Priority' }).inputValue(), LIVE)
    .toBe('URGENT');
  expect(await ada.page.getByText('was changed by someone else').count()).toBe(0);
  await ada.context.close();
});

test('1. a move Grace made meanwhile is not overwritten: Ada’s is refused, said, and not sent again', async () => {
  const { key, grace } = await freshProject([['Dark theme', 'LOW']]);
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  await ada.page.getByText('Live', { exact: true }).waitFor();
  const moves = movesOf(ada.page);
  const release = await holdFirstMove(ada.page);
  await ada.page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In progress' });
  await expect.poll(() => moves.length).toBe(1);
  const task = await taskOf(grace, key, 1);
  await gql(
    grace,
    'mutation($id: ID!, $v: Int!) { moveTask(id: $id, status: CANCELED, expectedVersion: $v) { id } }',
    {
      id: task.id,
      v: task.version,
    },
  );
  release();

  await ada.page
    .getByText(`${key}-1 was changed by someone else; it now shows its current state. Try again.`)
    .waitFor(LIVE);
  await expect
    .poll(() => ada.page.getByRole('combobox', { name: 'Status' }).inputValue(), LIVE)
    .toBe('CANCELED');
  expect(moves).toEqual([{ id: task.id, status: 'IN_PROGRESS', expectedVersion: 1 }]);
  const now = await gql(grace, `query { task(projectKey: "${key}", number: 1) { status } }`);
  expect(now.task).toEqual({ status: 'CANCELED' });
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
  // The board: no New task, no quick add, nothing to drag; a card's menu holds only what changes nothing.
  expect(await ada.page.getByRole('button', { name: 'New task' }).count()).toBe(0);
  expect(await ada.page.getByPlaceholder('+ Add a task').count()).toBe(0);
  expect(await ada.page.locator('.card-drag').count()).toBe(0);
  await ada.page.getByRole('button', { name: `Actions for ${key}-1` }).click();
  const menu = ada.page.getByRole('menu', { name: `Actions for ${key}-1` });
  await menu.waitFor();
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Copy link']);
  // Escape reaches the menu once the focus has moved into it (an instant after it opens).
  await expect
    .poll(() => ada.page.evaluate(() => document.activeElement?.getAttribute('role')))
    .toBe('menuitem');
  await ada.page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
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
  await accountButton(second, 'Grace Hopper').waitFor();

  await signOut(first.page, 'Grace Hopper');
  await second.getByRole('status').filter({ hasText: 'You signed out in another tab.' }).waitFor(LIVE);
  expect(await second.getByText('Your session has expired', { exact: false }).count()).toBe(0);
  expect(new URL(second.url()).pathname).toBe('/sign-in');
  await first.context.close();
});
