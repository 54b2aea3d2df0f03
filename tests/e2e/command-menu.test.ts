// The command menu (docs/product.md §14) by keyboard only, in the built app against the real service: Ctrl+K opens
// the dialog "Command menu" with one combobox and its listbox (names, aria-expanded, aria-activedescendant), arrows
// choose, Enter runs, Escape closes and gives the focus back. Its task actions send what the controls they mirror
// send and are undone by Ctrl+Z; words go through search after a pause and an older answer never replaces a newer.
import { expect, test } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { openSession, openSignedIn, sentOperation, browserAndServicePerFile } from './support/browser';
import { axeViolations } from './support/axe';
import { SEED_USERS } from '../../server/seed';

const ADA_ID = SEED_USERS[0]!.id;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const e2e = browserAndServicePerFile();

const gql = <T = Loose>(cookie: string, query: string, variables: Record<string, unknown> = {}) =>
  e2e.service.data<T>(query, variables, cookie);

let projects = 0;
/** A fresh project of Ada's (Linus a VIEWER) with tasks in To do and a label "bug". */
async function freshProject(titles = ['Dark theme']) {
  const key = `CM${String.fromCharCode(65 + projects++)}`;
  const ada = (await e2e.service.sessionFor('ada@lanes.test')).cookie;
  await gql(ada, `mutation { createProject(input: { key: "${key}", name: "Command ${key}" }) { key } }`);
  await gql(
    ada,
    `mutation { addMember(projectKey: "${key}", email: "linus@lanes.test", role: VIEWER) { id } }`,
  );
  const ids: string[] = [];
  for (const title of titles)
    ids.push(
      (
        await gql(ada, 'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id } }', {
          i: { projectKey: key, title, status: 'TODO' },
        })
      ).createTask.id,
    );
  const bug = (
    await gql(ada, `mutation { createLabel(projectKey: "${key}", name: "bug", color: RED) { id } }`)
  ).createLabel.id as string;
  return { key, ada, ids, bug };
}

async function taskOf(cookie: string, key: string, number = 1) {
  return (
    await gql(
      cookie,
      'query ($k: String!, $n: Int!) { task(projectKey: $k, number: $n) { version status labelIds assignee { name } } }',
      { k: key, n: number },
    )
  ).task as { version: number; status: string; labelIds: string[]; assignee: { name: string } | null };
}

async function session(email: string, path: string): Promise<Page> {
  const { page } = await openSession(e2e.browser, e2e.service, { as: email });
  await openSignedIn(page, path);
  return page;
}

/** Every mutation of one name the page sends, as its variables. */
function sent(page: Page, operation: string): Loose[] {
  const seen: Loose[] = [];
  page.on('request', (request) => {
    const op = sentOperation(request);
    if (op?.operationName === operation) seen.push(op.variables);
  });
  return seen;
}

const menu = (page: Page) => page.getByRole('dialog', { name: 'Command menu' });
const field = (page: Page) => menu(page).getByRole('combobox');
const options = (page: Page) => menu(page).getByRole('option');
const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Ctrl+K, then the menu as a screen reader meets it: the field has the focus and names the option chosen. */
async function openMenu(page: Page) {
  await page.keyboard.press('Control+k');
  await field(page).waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
}

/** The option the combobox names as chosen (aria-activedescendant), by its text. */
async function chosen(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

test('opens with Ctrl+K as a named dialog holding one combobox and its listbox, and Escape gives the focus back', async () => {
  const { key } = await freshProject();
  const page = await session('ada@lanes.test', `/p/${key}`);
  const button = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await button.focus();
  await openMenu(page);
  const combobox = field(page);
  expect(await menu(page).getByRole('combobox').count()).toBe(1);
  expect(await combobox.getAttribute('aria-label')).toBe('Type a command, a project or a task');
  expect(await combobox.getAttribute('aria-expanded')).toBe('true');
  const list = menu(page).getByRole('listbox', { name: 'Commands' });
  expect(await combobox.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
  // Away from a card: the four actions everywhere, then the projects.
  expect(
    await menu(page).getByRole('group', { name: 'Actions' }).getByRole('option').allTextContents(),
  ).toEqual(['New task', 'Go to Inbox', 'Go to My tasks', 'Go to Projects']);
  expect(await chosen(page)).toBe('New task');
  // axe on the open menu: names, roles, the combobox's wiring and contrast.
  expect(await axeViolations(page, [], 'dialog[open]')).toEqual([]);
  await page.keyboard.press('ArrowDown');
  expect(await chosen(page)).toBe('Go to Inbox');
  expect(await options(page).filter({ hasText: 'Go to Inbox' }).getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  // Up from the first goes round to the last: a project.
  const projectNames = await menu(page)
    .getByRole('group', { name: 'Projects' })
    .getByRole('option')
    .allTextContents();
  expect(projectNames).toContain(`Command ${key}${key}`);
  expect(await chosen(page)).toBe(projectNames.at(-1));
  await page.keyboard.press('Escape');
  await menu(page).waitFor({ state: 'detached' });
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keyboard shortcuts');
  // A second Ctrl+K opens it afresh; typing filters every word, whatever its case.
  await openMenu(page);
  await page.keyboard.type('go MY');
  await expect
    .poll(() => menu(page).getByRole('group', { name: 'Actions' }).getByRole('option').allTextContents())
    .toEqual(['Go to My tasks']);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/my-tasks');
  await menu(page).waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: 'My tasks' }).waitFor();
});

test('moves, labels and assigns the focused card, sending what the card sends, and Ctrl+Z undoes each', async () => {
  const { key, ada, ids, bug } = await freshProject();
  const page = await session('ada@lanes.test', `/p/${key}`);
  const moves = sent(page, 'MoveTask');
  const labels = sent(page, 'SetTaskLabels');
  const card = column(page, 'To do').getByRole('link', { name: `${key}-1 Dark theme` });
  await card.focus();
  await openMenu(page);
  // On a card: its allowed moves and the labels it does not carry, after the four actions everywhere.
  expect(
    await menu(page).getByRole('group', { name: 'Actions' }).getByRole('option').allTextContents(),
  ).toEqual([
    'New task',
    'Go to Inbox',
    'Go to My tasks',
    'Go to Projects',
    'Assign to me',
    'Move to Backlog',
    'Move to In progress',
    'Move to Canceled',
    'Add label bug',
  ]);
  await page.keyboard.type('move prog');
  await expect.poll(() => chosen(page)).toBe('Move to In progress');
  await page.keyboard.press('Enter');
  await column(page, 'In progress')
    .getByRole('link', { name: `${key}-1 Dark theme` })
    .waitFor();
  expect(moves).toEqual([{ id: ids[0], status: 'IN_PROGRESS', expectedVersion: 1 }]);
  await expect.poll(async () => (await taskOf(ada, key)).status).toBe('IN_PROGRESS');
  // The focus is back on the card, where it moved to.
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement?.closest('[data-task-id]')?.getAttribute('data-task-id')),
    )
    .toBe(ids[0]);

  await openMenu(page);
  await page.keyboard.type('add label');
  await expect.poll(() => chosen(page)).toBe('Add label bug');
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: `Saved: ${key}-1 labeled bug` })
    .waitFor();
  expect(labels).toEqual([{ id: ids[0], labelIds: [bug], expectedVersion: 2 }]);
  await expect.poll(async () => (await taskOf(ada, key)).labelIds).toEqual([bug]);

  // "Assign to me" is the card menu's own change; once she is the assignee it is offered no more.
  const updates = sent(page, 'UpdateTask');
  await openMenu(page);
  await page.keyboard.type('assign');
  await expect.poll(() => chosen(page)).toBe('Assign to me');
  await page.keyboard.press('Enter');
  await menu(page).waitFor({ state: 'detached' });
  await expect
    .poll(() => updates)
    .toEqual([{ input: { id: ids[0], assigneeId: ADA_ID, expectedVersion: 3 } }]);
  await expect.poll(async () => (await taskOf(ada, key)).assignee).toEqual({ name: 'Ada Lovelace' });
  await openMenu(page);
  expect(await menu(page).getByRole('option', { name: 'Assign to me' }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await menu(page).waitFor({ state: 'detached' });
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await taskOf(ada, key)).assignee).toBeNull();

  // Then the label: Ctrl+Z takes it off, and again puts the card back in To do.
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await taskOf(ada, key)).labelIds).toEqual([]);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await taskOf(ada, key)).status).toBe('TODO');
  await column(page, 'To do')
    .getByRole('link', { name: `${key}-1 Dark theme` })
    .waitFor();
});

test('offers a VIEWER no task actions, and finds a task by its key and opens it', async () => {
  const { key } = await freshProject(['Dark theme', 'Printer setup']);
  const page = await session('linus@lanes.test', `/p/${key}`);
  await column(page, 'To do')
    .getByRole('link', { name: `${key}-1 Dark theme` })
    .focus();
  await openMenu(page);
  expect(
    await menu(page).getByRole('group', { name: 'Actions' }).getByRole('option').allTextContents(),
  ).toEqual(['New task', 'Go to Inbox', 'Go to My tasks', 'Go to Projects']);
  await page.keyboard.type(`${key.toLowerCase()}-2`);
  await menu(page)
    .getByRole('group', { name: 'Tasks' })
    .getByRole('option', { name: `Printer setup ${key}-2` })
    .waitFor();
  await expect.poll(() => chosen(page)).toBe(`Printer setup${key}-2`);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/p/${key}/t/2`);
  await page.getByRole('heading', { level: 1, name: 'Printer setup' }).waitFor();
});

test("asks search for the words typed; the older words' request is dropped once newer are typed, never shown over them", async () => {
  await freshProject(['Alpha plan', 'Beta report']);
  const page = await session('ada@lanes.test', '/projects');
  const searches: string[] = [];
  let release: (() => void) | null = null;
  const held = new Promise<void>((resolve) => {
    void page.route('**/graphql?**', async (route: Route) => {
      const op = sentOperation(route.request());
      if (op?.operationName !== 'CommandSearch') return route.continue();
      searches.push(String(op.variables['text']));
      if (op.variables['text'] !== 'alpha') return route.continue();
      // The answer for "alpha" is held until the answer for "beta" shows.
      resolve();
      await new Promise<void>((go) => (release = go));
      // The page may have dropped the request meanwhile (the query it was for is no longer shown).
      await route.continue().catch(() => undefined);
    });
  });
  await openMenu(page);
  await page.keyboard.type('alpha');
  await held;
  const isAlpha = (request: Request) => sentOperation(request)?.variables['text'] === 'alpha';
  const alphaEnd = Promise.race([
    page.waitForEvent('requestfinished', isAlpha).then(() => 'answered'),
    page.waitForEvent('requestfailed', isAlpha).then(() => 'dropped'),
  ]);
  await field(page).fill('');
  await page.keyboard.type('beta');
  const tasks = menu(page).getByRole('group', { name: 'Tasks' }).getByRole('option');
  await expect.poll(() => tasks.allTextContents()).toEqual([expect.stringMatching(/^Beta report/)]);
  release!();
  // The page dropped the request for the older words as soon as it asked for newer ones: its answer never comes.
  expect(await alphaEnd).toBe('dropped');
  // One more frame for React to have shown whatever it would show.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await tasks.allTextContents()).toEqual([expect.stringMatching(/^Beta report/)]);
  // The last words asked are the ones on show (the pause itself: src/components/useAfterPause.test.tsx).
  expect(searches).toContain('alpha');
  expect(searches.at(-1)).toBe('beta');
});

test('"New task" opens the board\'s own New task, from the board and from a task page of the project', async () => {
  const { key } = await freshProject();
  const page = await session('ada@lanes.test', `/p/${key}/t/1`);
  await page.getByRole('heading', { level: 1, name: 'Dark theme' }).waitFor();
  await openMenu(page);
  await page.keyboard.type('new task');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/p/${key}`);
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await openMenu(page);
  await page.keyboard.type('new task');
  await page.keyboard.press('Enter');
  await dialog.waitFor();
});

test('on the task page, "Assign to me" is the assignee control\'s own change, and Ctrl+Z undoes it', async () => {
  const { key, ada } = await freshProject();
  const page = await session('ada@lanes.test', `/p/${key}/t/1`);
  await page.getByRole('heading', { level: 1, name: 'Dark theme' }).waitFor();
  const assignee = page.getByRole('combobox', { name: 'Assignee' });
  expect(await assignee.locator('option:checked').textContent()).toBe('Nobody');
  await openMenu(page);
  await page.keyboard.type('assign');
  await expect.poll(() => chosen(page)).toBe('Assign to me');
  await page.keyboard.press('Enter');
  await menu(page).waitFor({ state: 'detached' });
  await expect.poll(() => assignee.locator('option:checked').textContent()).toBe('Ada Lovelace');
  const assigned = async () =>
    (await gql(ada, `{ task(projectKey: "${key}", number: 1) { assignee { name } } }`)).task.assignee;
  await expect.poll(assigned).toEqual({ name: 'Ada Lovelace' });
  // Once assigned to her, the menu offers it no more.
  await openMenu(page);
  expect(await menu(page).getByRole('option', { name: 'Assign to me' }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await menu(page).waitFor({ state: 'detached' });
  await page.keyboard.press('Control+z');
  await expect.poll(assigned).toBeNull();
  await expect.poll(() => assignee.locator('option:checked').textContent()).toBe('Nobody');
});
