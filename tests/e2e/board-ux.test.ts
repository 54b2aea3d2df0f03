// Working on the board, in Chromium: the sideways layout, filters that match nothing, quick add, keyboard shortcuts,
// the rough edges (ask-once deletes, empty New task after Cancel, messages that go when fixed, "Saved" beside Save,
// counters and caps, overdue, dir=auto, focus on the new heading, the expired-session notice, the key suggested
// from the name), project archive and restore, and axe (wcag2a/2aa/21aa) on every state; the screenshots at three
// widths are in widths.test.ts.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  actingAs,
  followNav,
  openSession,
  signIn,
  browserAndServicePerFile,
  openSignedIn,
} from './support/browser';
import { axeViolations } from './support/axe';
import { renameTask, savedNotice } from './support/taskPage';

const e2e = browserAndServicePerFile();

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const filters = (page: Page) => page.getByRole('search', { name: 'Filter tasks' });
const COLUMNS = ['Backlog', 'To do', 'In progress', 'In review', 'Done', 'Canceled'];

test('from 40em the columns are one row that scrolls sideways, each column scrolling under its header', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 900,
    height: 700,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'Backlog').getByRole('link').first().waitFor();

  const boxes = await Promise.all(COLUMNS.map((name) => column(page, name).boundingBox()));
  const tops = new Set(boxes.map((b) => Math.round(b!.y)));
  expect(tops.size).toBe(1);
  const lefts = boxes.map((b) => b!.x);
  expect([...lefts].sort((a, b) => a - b)).toEqual(lefts);
  const row = await page.locator('.columns').evaluate((el) => ({
    scrolls: el.scrollWidth > el.clientWidth,
    overflowX: getComputedStyle(el).overflowX,
  }));
  expect(row).toEqual({ scrolls: true, overflowX: 'auto' });
  // Each column's cards scroll inside it; the column never grows past the window.
  const own = await column(page, 'Backlog').evaluate((el) => ({
    overflowY: getComputedStyle(el.querySelector('.cards')!).overflowY,
    fits: el.getBoundingClientRect().height <= window.innerHeight,
  }));
  expect(own).toEqual({ overflowY: 'auto', fits: true });
  // The filter bar stays in view when the page scrolls.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = await filters(page).boundingBox();
  expect(bar!.y).toBeGreaterThanOrEqual(0);
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(700);
  expect(await filters(page).evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  expect(await page.getByRole('group', { name: 'Column shown' }).isVisible()).toBe(false);
  await context.close();

  // Below 40em: one column at a time and the switcher.
  const narrow = await openSession(e2e.browser, e2e.service, {
    width: 600,
    height: 800,
    as: 'ada@lanes.test',
  });
  await openSignedIn(narrow.page, '/p/LAN');
  await column(narrow.page, 'Backlog').getByRole('link').first().waitFor();
  const shown = [];
  for (const name of COLUMNS) if (await column(narrow.page, name).isVisible()) shown.push(name);
  expect(shown).toEqual(['Backlog']);
  await narrow.page
    .getByRole('group', { name: 'Column shown' })
    .getByRole('button', { name: /^In review/ })
    .click();
  await column(narrow.page, 'In review').getByRole('link').first().waitFor();
  expect(await column(narrow.page, 'Backlog').isVisible()).toBe(false);
  await narrow.context.close();
});

test('filters: "Priority" and "Assignee" scoped to the filter bar, "No tasks match" once, and "Clear filters"', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  await filters(page).getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'Urgent' });
  await page.waitForURL((url) => url.searchParams.get('priority') === 'URGENT');
  await expect.poll(() => page.locator('.card:not([data-priority="URGENT"])').count()).toBe(0);
  expect(await page.locator('.card[data-priority="URGENT"]').count()).toBeGreaterThan(0);
  expect(await filters(page).getByRole('combobox', { name: 'Assignee' }).count()).toBe(1);

  await filters(page).getByLabel('Search').fill('no such task anywhere');
  await page.getByText('No tasks match', { exact: true }).waitFor();
  // The six regions stay (named by status), quiet: the one message speaks for them.
  expect(await page.getByRole('region').count()).toBe(6);
  expect(await page.getByText('No tasks match', { exact: true }).count()).toBe(1);
  expect(await page.getByText('No tasks', { exact: true }).filter({ visible: true }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('status').getByRole('button', { name: 'Clear filters' }).click();
  await page.waitForURL((url) => url.search === '');
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  expect(await filters(page).getByLabel('Search').inputValue()).toBe('');
  expect(await filters(page).getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
  // The task form's Priority is its own field: the dialog's lookup finds exactly one.
  await page.getByRole('button', { name: 'New task' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'New task in Lanes' }).waitFor();
  expect(await page.getByRole('dialog').getByRole('combobox', { name: 'Priority' }).count()).toBe(1);
  await context.close();
});

test('quick add: a title and Enter create the task in that column; only Backlog and To do offer it, never to viewers', async () => {
  const { page, context, requests } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'To do').getByRole('link').first().waitFor();
  for (const name of COLUMNS) {
    const offered = await column(page, name)
      .getByRole('textbox', { name: `Add a task to ${name}` })
      .count();
    expect([name, offered]).toEqual([name, name === 'Backlog' || name === 'To do' ? 1 : 0]);
  }

  const add = column(page, 'To do').getByRole('textbox', { name: 'Add a task to To do' });
  // Capped at 200 characters as the service counts them (no `maxlength`: it counts UTF-16 units, an emoji as 2).
  await add.fill('😀'.repeat(201));
  expect(Array.from(await add.inputValue()).length).toBe(200);
  await add.fill('Quick one');
  const before = requests.mark();
  await add.press('Enter');
  await column(page, 'To do')
    .getByRole('link', { name: /^LAN-\d+ Quick one$/ })
    .waitFor();
  expect(requests.since(before).map((r) => `${r.type} ${r.operationName}`)).toEqual(['mutation CreateTask']);
  expect(await add.inputValue()).toBe('');

  // Empty: the rule's message, no request; it goes as soon as there is a title.
  const mark = requests.mark();
  await add.press('Enter');
  await column(page, 'To do').getByText('Title is required').waitFor();
  expect(requests.since(mark)).toEqual([]);
  await add.fill('x');
  await column(page, 'To do').getByText('Title is required').waitFor({ state: 'detached' });

  // A failure is a sentence, and the title waits in the field. The network failing is a browser-side case: the
  // router aborts the request as a refused connection would.
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('"operationName":"CreateTask"')
      ? route.abort('connectionrefused')
      : route.continue(),
  );
  await add.fill('Sent into the void');
  await add.press('Enter');
  await column(page, 'To do')
    .getByText("Could not add the task: Lanes can't be reached; check your connection and try again.")
    .waitFor();
  expect(await add.inputValue()).toBe('Sent into the void');
  await page.unroute('**/graphql');

  // Past the limit: the field stops at 200 characters, and the card clamps the long title but keeps it in its name.
  await add.fill('Long '.repeat(60));
  expect((await add.inputValue()).length).toBe(200);
  await add.press('Enter');
  const long = column(page, 'To do').getByRole('link', { name: /^LAN-\d+ Long Long/ });
  await long.waitFor();
  expect(await long.textContent()).toMatch(new RegExp(`^LAN-\\d+ ${'Long '.repeat(40).trim()}$`));
  const clamp = await long.evaluate((el) => ({ clamped: el.scrollHeight > el.clientHeight + 1 }));
  expect(clamp).toEqual({ clamped: true });
  expect(await long.locator('.card-title').getAttribute('dir')).toBe('auto');
  await context.close();

  const viewer = await openSession(e2e.browser, e2e.service, { as: 'linus@lanes.test' });
  await openSignedIn(viewer.page, '/p/LAN');
  await column(viewer.page, 'Backlog').getByRole('link').first().waitFor();
  expect(await viewer.page.getByRole('textbox', { name: /^Add a task/ }).count()).toBe(0);
  await viewer.context.close();
});

test('shortcuts: c opens New task, / focuses search, ? lists them, Escape leaves; none fire while typing', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'Backlog').getByRole('link').first().waitFor();

  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'New task in Lanes' }).waitFor();
  expect(await dialog.getByLabel('Title').evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.keyboard.press('/');
  const search = filters(page).getByLabel('Search');
  expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type('c?');
  expect(await search.inputValue()).toBe('c?');
  expect(await page.getByRole('dialog').count()).toBe(0);
  // Escape empties the search box (as React Aria's SearchField did), and the box keeps the focus.
  await page.keyboard.press('Escape');
  expect(await search.inputValue()).toBe('');
  expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.locator('h1').click();

  await page.keyboard.press('?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await list.waitFor();
  expect(await list.locator('dt').allTextContents()).toEqual([
    'c',
    '/',
    '?',
    '← ↑ ↓ → or k j',
    'Home End',
    'Enter',
    'm',
    'Space',
    'Tab',
    'Esc',
  ]);
  expect(await list.locator('dd').allTextContents()).toEqual([
    'New task',
    'Search the board',
    'Show these shortcuts',
    'Go to the next card; move a picked-up card',
    'Go to the column’s first or last card',
    'Open the card',
    'Move the card',
    'Pick up or drop the card',
    'Leave the board',
    'Close a dialog or menu, cancel a move',
  ]);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await list.waitFor({ state: 'detached' });
  await context.close();
});

test('New task starts empty after Cancel and Escape; a message goes once its cause is fixed; counters near limits', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'Backlog').waitFor();
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'New task' }).click();
  await dialog.getByLabel('Title').fill('Abandoned idea');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'New task' }).click();
  expect(await dialog.getByLabel('Title').inputValue()).toBe('');
  await dialog.getByLabel('Title').fill('Another abandoned idea');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'New task' }).click();
  expect(await dialog.getByLabel('Title').inputValue()).toBe('');

  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.getByText('Title is required').waitFor();
  await dialog.getByLabel('Title').fill('F');
  await dialog.getByText('Title is required').waitFor({ state: 'detached' });

  const title = dialog.getByLabel('Title');
  expect(await dialog.locator('.field-counter').count()).toBe(0);
  await title.fill('a'.repeat(170));
  expect(await dialog.locator('.field-counter').textContent()).toBe('170 of 200 characters');
  await title.fill('a'.repeat(201));
  expect(await title.inputValue()).toBe('a'.repeat(200));
  // Nothing vanishes silently: the counter says what the limit cut.
  expect(await dialog.locator('.field-counter').textContent()).toBe(
    '200 of 200 characters. 1 character past the 200-character limit was cut',
  );
  await dialog.getByLabel('Description').fill('b'.repeat(20_001));
  expect((await dialog.getByLabel('Description').inputValue()).length).toBe(20_000);
  expect(await dialog.locator('.field-counter').last().textContent()).toBe(
    '20,000 of 20,000 characters. 1 character past the 20,000-character limit was cut',
  );
  expect(await title.getAttribute('dir')).toBe('auto');
  await context.close();
});

test('task page: focus on the heading, Status first at 600 px, "Saved" floats over the page, overdue in words, delete asks nothing', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 600,
    height: 900,
    as: 'ada@lanes.test',
  });
  // LAN-11, in progress, is seeded due two days before the seed ran. The run's seed can be from yesterday (a run across
  // midnight): the card is held to the task's date as the service has it.
  const ada = await actingAs(e2e.service, 'ada@lanes.test');
  const { task } = await ada<{ task: { dueDate: string } }>(
    'query { task(projectKey: "LAN", number: 11) { dueDate } }',
  );
  const due = task.dueDate;
  expect(due < new Date().toISOString().slice(0, 10)).toBe(true);
  await openSignedIn(page, '/p/LAN');
  await page
    .getByRole('group', { name: 'Column shown' })
    .getByRole('button', { name: /^In progress/ })
    .click();
  const card = column(page, 'In progress').getByRole('listitem').filter({ hasText: 'LAN-11 ' });
  expect(await card.locator('.due time').getAttribute('datetime')).toBe(due);
  expect(await card.locator('.due').textContent()).toBe(
    `Due ${await card.locator('.due time').textContent()}Overdue`,
  );
  await card.getByRole('link').click();
  const heading = page.getByRole('heading', { level: 1, name: /^LAN-11 / });
  await heading.waitFor();
  await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);

  // The properties sit above the description and the comments on a narrow screen; the due date says "Overdue".
  const status = await page.getByRole('combobox', { name: 'Status' }).boundingBox();
  const description = await page.getByRole('heading', { name: 'Description' }).boundingBox();
  expect(status!.y).toBeLessThan(description!.y);
  expect(
    await page
      .getByRole('complementary', { name: 'Task details' })
      .getByText('Overdue', { exact: true })
      .count(),
  ).toBe(1);
  expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);

  // "Saved" floats over the page's foot: the heading and what is under it stay where they were.
  const before = await page.getByRole('heading', { name: 'Description' }).boundingBox();
  await renameTask(page, 'Conflict screen: show both versions side by side');
  const saved = savedNotice(page);
  await saved.waitFor();
  expect(await saved.getByText('Saved', { exact: true }).count()).toBe(1);
  expect(await page.getByRole('heading', { name: 'Description' }).boundingBox()).toEqual(before);
  expect(await saved.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

  // Delete task asks nothing (its "Saved" notice offers Undo, tests/e2e/undo.test.ts): a plain button, no dialog.
  expect(await page.getByRole('button', { name: 'Delete task' }).getAttribute('aria-haspopup')).toBeNull();
  expect(await heading.count()).toBe(1);
  await context.close();
});

test('settings at 600 px: members fit, Remove asks once; an ADMIN archives a project and restores it', async () => {
  const cookie = await e2e.service.signIn('ada@lanes.test');
  const created = await e2e.service.request(
    'mutation { createProject(input: { key: "ARC", name: "Archive me" }) { key } }',
    {},
    cookie,
  );
  expect(created).toEqual({ data: { createProject: { key: 'ARC' } } });
  await e2e.service.request(
    'mutation { addMember(projectKey: "ARC", email: "grace@lanes.test", role: MEMBER) { id } }',
    {},
    cookie,
  );
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 600,
    height: 900,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/ARC/settings');
  const grace = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Grace Hopper' }) });
  const remove = grace.getByRole('button', { name: 'Remove Grace Hopper' });
  // Nothing in the members list spills past the screen or wraps into a tall column.
  const fits = await page.locator('.members').evaluate((table) => table.scrollWidth <= table.clientWidth);
  expect(fits).toBe(true);
  expect((await remove.boundingBox())!.height).toBeLessThan(45);
  await remove.click();
  const ask = page.getByRole('alertdialog', { name: 'Remove Grace Hopper from the project?' });
  await ask.waitFor();
  await ask.getByRole('button', { name: 'Keep them' }).click();
  expect(await grace.count()).toBe(1);

  // "Saved" floats over the page (docs/product.md §14a): the form under it does not move.
  await page.getByLabel('Description').fill('To be archived');
  const save = page.getByRole('button', { name: 'Save' });
  const before = await save.boundingBox();
  await save.click();
  const saved = page.getByRole('status').filter({ hasText: /^Saved$/ });
  await saved.waitFor();
  expect(await saved.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('fixed');
  expect(await save.boundingBox()).toEqual(before);

  await page.getByRole('button', { name: 'Archive project' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, archive' }).click();
  await page.waitForURL((url) => url.pathname === '/projects');
  await page.getByRole('link', { name: 'Lanes', exact: true }).waitFor();
  expect(await page.getByRole('link', { name: 'Archive me' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Show archived' }).click();
  await page.getByRole('link', { name: 'Archive me' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Restore Archive me' }).click();
  await page.getByRole('heading', { level: 2, name: 'Archive me' }).waitFor();
  await page.getByText('No archived projects.').waitFor();

  // Settings of an archived project say so and restore it in place.
  expect(await e2e.service.request('mutation { archiveProject(key: "ARC") { key } }', {}, cookie)).toEqual({
    data: { archiveProject: { key: 'ARC' } },
  });
  await page.goto('/p/ARC/settings');
  await page.getByRole('button', { name: 'Restore project' }).click();
  await page.getByRole('button', { name: 'Archive project' }).waitFor();
  await followNav(page, 'Projects');
  await page.getByRole('heading', { level: 2, name: 'Archive me' }).waitFor();
  await context.close();
});

test('an expired session says so on the sign-in page; the project form suggests a key from the name', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'grace@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN/t/20');
  await page.getByLabel('Comment').fill('Typed before the session ended');
  await context.clearCookies();
  await page.getByRole('button', { name: 'Add comment' }).click();
  await page.waitForURL((url) => url.pathname === '/sign-in');
  expect(await page.getByRole('status').textContent()).toBe(
    'Your session has expired. Sign in again to carry on where you were.',
  );
  await signIn(page, 'grace@lanes.test');
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog');
  // The dialog's code loads on the press.
  await dialog.getByRole('heading', { name: 'New project' }).waitFor();
  const labels = await dialog.locator('.field-label').allTextContents();
  expect(labels.slice(0, 2)).toEqual(['Name', 'Key']);
  await dialog.getByLabel('Name').fill('Hedy things');
  expect(await dialog.getByLabel('Key').inputValue()).toBe('HT');
  await dialog.getByLabel('Key').fill('HEDY');
  await dialog.getByLabel('Name').fill('Hedy other things');
  expect(await dialog.getByLabel('Key').inputValue()).toBe('HEDY');
  await context.close();

  // A plain visit to sign-in says nothing about sessions.
  const fresh = await openSession(e2e.browser, e2e.service);
  await fresh.page.goto('/sign-in');
  await fresh.page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
  expect(await fresh.page.getByText('Your session has expired', { exact: false }).count()).toBe(0);
  // Its messages go as soon as their cause is fixed.
  await fresh.page.getByRole('button', { name: 'Sign in' }).click();
  await fresh.page.getByText('Email is required').waitFor();
  await fresh.page.getByLabel('Email').fill('ada@lanes.test');
  await fresh.page.getByText('Email is required').waitFor({ state: 'detached' });
  expect(await fresh.page.getByText('Password is required').count()).toBe(1);
  await fresh.context.close();
});
