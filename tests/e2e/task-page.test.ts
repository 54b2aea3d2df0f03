// The task page edited in place (docs/product.md §14), in Chromium against the real service: the title is the heading
// and a field on a click or `e`; a choice takes effect when made; the description is Markdown and an editor on a
// click, saved by "Done", Ctrl+Enter or leaving it, its draft kept across a reload and gone at sign-out. Each change
// sends one field on the version the page holds, shows "Saved" and can be undone. Each test makes its own project.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  openSession,
  openSignedIn,
  signIn,
  signOut,
  browserAndServicePerFile,
  type Session,
} from './support/browser';
import { openDescription, openTitle, savedNotice, titleButton } from './support/taskPage';

// Results are compared with exact values; a type per ad-hoc query string would only restate them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const e2e = browserAndServicePerFile();
const LIVE = { timeout: 15_000 };

const gql = <T = Loose>(cookie: string, query: string, variables: Record<string, unknown> = {}) =>
  e2e.service.data<T>(query, variables, cookie);

let projects = 0;
/** A fresh project (Ada its ADMIN, Grace a MEMBER, Linus a VIEWER) with two tasks in To do. */
async function freshProject() {
  const key = `TP${String.fromCharCode(65 + projects++)}`;
  const ada = await e2e.service.signIn('ada@lanes.test');
  await gql(ada, `mutation { createProject(input: { key: "${key}", name: "In place ${key}" }) { key } }`);
  for (const [email, role] of [
    ['grace@lanes.test', 'MEMBER'],
    ['linus@lanes.test', 'VIEWER'],
  ])
    await gql(ada, `mutation { addMember(projectKey: "${key}", email: "${email}", role: ${role}) { id } }`);
  for (const title of ['Dark theme', 'Light theme'])
    await gql(ada, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', {
      input: { projectKey: key, title, status: 'TODO', priority: 'LOW', description: 'As first written' },
    });
  return { key, ada };
}

async function taskOf(cookie: string, key: string, number = 1) {
  return (
    await gql(
      cookie,
      `query { task(projectKey: "${key}", number: ${number}) { id version title description priority dueDate status assignee { name } } }`,
    )
  ).task;
}

async function session(email: string, path: string): Promise<Session> {
  const s = await openSession(e2e.browser, e2e.service, { as: email });
  await openSignedIn(s.page, path);
  await s.page.getByText('Live', { exact: true }).waitFor();
  return s;
}

/** The variables of every `operation` mutation the page sends. */
function sentOf(page: Page, operation: string): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes(`"operationName":"${operation}"`))
      seen.push((JSON.parse(body) as { variables: Record<string, unknown> }).variables);
  });
  return seen;
}

test('the title is the heading: a click or `e` makes it a field, Enter or leaving it saves the title alone, Escape puts it back', async () => {
  const { key, ada: cookie } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  const updates = sentOf(ada.page, 'UpdateTask');
  const { id } = await taskOf(cookie, key);
  // No form: no Save, and no version number for people to read.
  expect(await ada.page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  expect(await ada.page.getByText(/Version/).count()).toBe(0);
  expect(await ada.page.getByLabel('Title', { exact: true }).count()).toBe(0);

  // Escape: the heading again, as it was, and nothing sent.
  let field = await openTitle(ada.page);
  expect(await field.inputValue()).toBe('Dark theme');
  expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
  await field.fill('Not this one');
  await field.press('Escape');
  await field.waitFor({ state: 'detached' });
  expect(await titleButton(ada.page).textContent()).toBe('Dark theme');
  await expect.poll(() => titleButton(ada.page).evaluate((el) => el === document.activeElement)).toBe(true);

  // `e` from anywhere but a text field; Enter saves, the focus goes back to the heading.
  await ada.page.getByRole('heading', { name: 'Comments' }).click();
  await ada.page.keyboard.press('e');
  field = ada.page.getByLabel('Title', { exact: true });
  await field.fill('Dark theme for night owls');
  await field.press('Enter');
  await titleButton(ada.page).filter({ hasText: 'Dark theme for night owls' }).waitFor();
  await expect.poll(() => titleButton(ada.page).evaluate((el) => el === document.activeElement)).toBe(true);
  await savedNotice(ada.page).waitFor(LIVE);

  // Leaving the field saves too.
  field = await openTitle(ada.page);
  await field.fill('Dark theme, follows the system');
  await ada.page.getByRole('heading', { name: 'Comments' }).click();
  await titleButton(ada.page).filter({ hasText: 'Dark theme, follows the system' }).waitFor();

  // An empty title is refused at its field, and nothing goes.
  field = await openTitle(ada.page);
  await field.fill('   ');
  await field.press('Enter');
  await ada.page.getByText('Title is required').waitFor();
  expect(await field.inputValue()).toBe('   ');
  await field.press('Escape');

  await expect.poll(() => updates.length, LIVE).toBe(2);
  expect(updates.map((u) => u['input'])).toEqual([
    { id, expectedVersion: 1, title: 'Dark theme for night owls' },
    { id, expectedVersion: 2, title: 'Dark theme, follows the system' },
  ]);
  // The request was seen leaving; its answer may still be on the way.
  await expect
    .poll(async () => (await taskOf(cookie, key)).title, LIVE)
    .toBe('Dark theme, follows the system');
  await ada.context.close();
});

test('status, priority, assignee and due date take effect when chosen: one field each, each "Saved" with its Undo', async () => {
  const { key, ada: cookie } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  const updates = sentOf(ada.page, 'UpdateTask');
  const moves = sentOf(ada.page, 'MoveTask');
  const { id } = await taskOf(cookie, key);
  const grace = (await gql(await e2e.service.signIn('grace@lanes.test'), '{ viewer { id } }')).viewer.id;
  const saved = savedNotice(ada.page);

  await ada.page.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'High' });
  await saved.waitFor(LIVE);
  await ada.page.getByRole('combobox', { name: 'Assignee' }).selectOption({ label: 'Grace Hopper' });
  await expect.poll(() => updates.length, LIVE).toBe(2);
  await saved.waitFor(LIVE);
  // The status is chosen while the due date is on its way (held here before it reaches the service). The move goes on
  // the version the page holds when it is sent; when that is the one from before the due date, the service refuses
  // it as the task moved on (this person's due date, another field), and it goes again on the new version.
  let releaseDueDate = () => {};
  const dueDateHeld = new Promise<void>((resolve) => (releaseDueDate = resolve));
  await ada.page.route('**/graphql', async (route) => {
    if ((route.request().postData() ?? '').includes('"dueDate":"2031-05-17"')) await dueDateHeld;
    await route.fallback();
  });
  await ada.page.getByLabel('Due date', { exact: true }).fill('2031-05-17');
  await expect.poll(() => updates.length, LIVE).toBe(3);
  await ada.page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In progress' });
  releaseDueDate();
  await ada.page
    .getByRole('status')
    .filter({ hasText: `Saved: ${key}-1 moved` })
    .waitFor(LIVE);
  await ada.page.unroute('**/graphql');
  expect(updates.map((u) => u['input'])).toEqual([
    { id, expectedVersion: 1, priority: 'HIGH' },
    { id, expectedVersion: 2, assigneeId: grace },
    { id, expectedVersion: 3, dueDate: '2031-05-17' },
  ]);
  expect(moves).toEqual([
    ...(moves.length === 2 ? [{ id, status: 'IN_PROGRESS', expectedVersion: 3 }] : []),
    { id, status: 'IN_PROGRESS', expectedVersion: 4 },
  ]);
  expect(await ada.page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('IN_PROGRESS');
  expect(await ada.page.getByText('was changed by someone else').count()).toBe(0);
  expect(await taskOf(cookie, key)).toMatchObject({
    priority: 'HIGH',
    dueDate: '2031-05-17',
    status: 'IN_PROGRESS',
    assignee: { name: 'Grace Hopper' },
    version: 5,
  });

  // Undo takes back the last change, the move; then the due date, from its own notice.
  await ada.page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
  // The page says so once the undo's answer (the task's next version) is on it: the due date's save goes on that
  // version. Reading the service alone raced the page (a run sent expectedVersion 5).
  await ada.page
    .getByRole('status')
    .filter({ hasText: `Undone: ${key}-1` })
    .waitFor(LIVE);
  await expect.poll(async () => (await taskOf(cookie, key)).status, LIVE).toBe('TODO');
  await ada.page.getByLabel('Due date', { exact: true }).fill('');
  await expect.poll(() => updates.length, LIVE).toBe(4);
  expect(updates.at(-1)!['input']).toEqual({ id, expectedVersion: 6, dueDate: null });
  await saved.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await taskOf(cookie, key)).dueDate, LIVE).toBe('2031-05-17');
  await expect
    .poll(() => ada.page.getByLabel('Due date', { exact: true }).inputValue(), LIVE)
    .toBe('2031-05-17');
  await ada.context.close();
});

test('the description shows as Markdown and turns into an editor on a click; "Done", Ctrl+Enter and leaving it each save it alone', async () => {
  const { key, ada: cookie } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  const updates = sentOf(ada.page, 'UpdateTask');
  const { id } = await taskOf(cookie, key);
  const view = ada.page.locator('.task-description .description-view');

  let field = await openDescription(ada.page);
  expect(await field.inputValue()).toBe('As first written');
  await field.fill('Follow the **system** setting');
  await field.press('Control+Enter');
  await view.locator('strong').filter({ hasText: 'system' }).waitFor();
  expect(await ada.page.getByLabel('Description', { exact: true }).count()).toBe(0);

  field = await openDescription(ada.page);
  await field.fill('With a toggle, see [the notes](https://example.com/notes)');
  await ada.page.getByRole('button', { name: 'Done' }).click();
  const link = view.getByRole('link', { name: 'the notes' });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe('https://example.com/notes');

  // A click on a link in it follows the link (in a new tab), and opens no editor.
  const [opened] = await Promise.all([ada.context.waitForEvent('page'), link.click()]);
  await opened.close();
  expect(await ada.page.getByLabel('Description', { exact: true }).count()).toBe(0);

  field = await openDescription(ada.page);
  await field.fill('Left by clicking elsewhere');
  await ada.page.getByRole('heading', { name: 'Activity' }).click();
  await view.getByText('Left by clicking elsewhere').waitFor();

  await expect.poll(() => updates.length, LIVE).toBe(3);
  expect(updates.map((u) => u['input'])).toEqual([
    { id, expectedVersion: 1, description: 'Follow the **system** setting' },
    { id, expectedVersion: 2, description: 'With a toggle, see [the notes](https://example.com/notes)' },
    { id, expectedVersion: 3, description: 'Left by clicking elsewhere' },
  ]);
  await ada.context.close();
});

test('a draft survives a reload, for its own task only, and goes at sign-out', async () => {
  const { key } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  const updates = sentOf(ada.page, 'UpdateTask');
  const field = await openDescription(ada.page);
  await field.fill('Half-written, on the train');
  await ada.page.reload();
  await ada.page.getByText('Live', { exact: true }).waitFor();
  expect(await ada.page.getByLabel('Description', { exact: true }).inputValue()).toBe(
    'Half-written, on the train',
  );

  // Another task has its own: none here, and a title being written there survives a reload too.
  await ada.page.goto(`/p/${key}/t/2`);
  await titleButton(ada.page).filter({ hasText: 'Light theme' }).waitFor();
  expect(await ada.page.getByLabel('Description', { exact: true }).count()).toBe(0);
  const title = await openTitle(ada.page);
  await title.fill('Light theme, half renamed');
  await ada.page.reload();
  expect(await ada.page.getByLabel('Title', { exact: true }).inputValue()).toBe('Light theme, half renamed');
  await ada.page.goto(`/p/${key}/t/1`);
  expect(await ada.page.getByLabel('Description', { exact: true }).inputValue()).toBe(
    'Half-written, on the train',
  );
  expect(updates).toEqual([]);

  // Signing out from another screen (leaving an editor would save it): both drafts go with the rest.
  await ada.page.goto('/projects');
  const drafts = () =>
    ada.page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('lanes:draft:task:')));
  expect(await drafts()).toHaveLength(2);
  await signOut(ada.page, 'Ada Lovelace');
  await ada.page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(await drafts()).toEqual([]);
  await signIn(ada.page, 'ada@lanes.test', 'lanes-demo', `/sign-in?next=/p/${key}/t/1`);
  await titleButton(ada.page).filter({ hasText: 'Dark theme' }).waitFor();
  expect(await ada.page.getByLabel('Description', { exact: true }).count()).toBe(0);
  expect(await ada.page.getByText('Half-written, on the train').count()).toBe(0);
  expect(updates).toEqual([]);
  await ada.context.close();
});

test('a viewer reads the task as text: the heading is no button, `e` opens nothing, the properties are facts', async () => {
  const { key } = await freshProject();
  const linus = await session('linus@lanes.test', `/p/${key}/t/1`);
  await linus.page.getByRole('heading', { level: 1, name: `${key}-1 Dark theme` }).waitFor();
  expect(await titleButton(linus.page).count()).toBe(0);
  await linus.page.keyboard.press('e');
  expect(await linus.page.getByLabel('Title', { exact: true }).count()).toBe(0);
  await linus.page.locator('.task-description').getByText('As first written').click();
  expect(await linus.page.getByLabel('Description', { exact: true }).count()).toBe(0);
  for (const label of ['Status', 'Priority', 'Assignee', 'Due date'])
    expect(await linus.page.getByLabel(label, { exact: true }).count()).toBe(0);
  const details = linus.page.getByRole('complementary', { name: 'Task details' });
  expect(await details.locator('dt').allTextContents()).toEqual([
    'Status',
    'Priority',
    'Assignee',
    'Due date',
    'Created by',
    'Created',
    'Updated',
  ]);
  expect(await details.locator('dd').first().textContent()).toBe('To do');
  await linus.context.close();
});
