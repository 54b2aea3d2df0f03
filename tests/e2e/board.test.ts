// The board in a real browser: request budget, moves from the card menu, new tasks, filters in the URL, text-only
// rendering of titles, the whole board from its first paint (offline right after it too). Its fit at every width:
// widths.test.ts.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, browserAndServicePerFile, openSignedIn } from './support/browser';
import { ariaModulesInChunks, holdScriptsOutside, routeScripts } from './support/holdScripts';
import { dragListening } from './support/keyboardDrag';

/** The card menu's moves, its first items (the common actions follow them). */
const moveItems = (items: string[]) => items.filter((item) => item.startsWith('Move to '));

const e2e = browserAndServicePerFile();

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function createTask(page: Page, title: string) {
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog');
  // It opens with its first field focused.
  await dialog.getByRole('heading', { name: /^New task in / }).waitFor();
  await expect
    .poll(() => dialog.getByLabel('Title').evaluate((el) => el === document.activeElement))
    .toBe(true);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('opening a board from the projects list is one query; back and forward to seen screens are none', async () => {
  const { page, context, requests } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/projects');
  await page.getByRole('link', { name: 'Lanes', exact: true }).waitFor();

  const opening = requests.mark();
  await page.getByRole('link', { name: 'Lanes', exact: true }).click();
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  expect(requests.since(opening, 'query').map((r) => r.operationName)).toEqual(['Board']);
  expect(requests.since(opening, 'mutation')).toEqual([]);

  const history = requests.mark();
  await page.goBack();
  await page.getByRole('heading', { name: 'Projects' }).waitFor();
  await page.goForward();
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  expect(requests.since(history, 'query')).toEqual([]);
  await context.close();
});

test('a new task appears in Backlog; moving it is one mutation and no refetch, and only allowed moves are offered', async () => {
  const { page, context, requests } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'Backlog').waitFor();
  await createTask(page, 'Write the e2e docs');
  const card = column(page, 'Backlog').getByRole('listitem').filter({ hasText: 'Write the e2e docs' });
  const link = card.getByRole('link');
  const name = (await link.textContent()) ?? '';
  expect(name).toMatch(/^LAN-\d+ Write the e2e docs$/);

  const trigger = card.getByRole('button', { name: /^Actions for / });
  expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  await trigger.click();
  // It opens named by its trigger, with the allowed moves, the first focused.
  const menu = page.getByRole('menu', { name: `Actions for ${name.split(' ')[0]}` });
  await menu.waitFor();
  expect(await trigger.getAttribute('aria-expanded')).toBe('true');
  expect(await trigger.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'));
  const options = await menu.getByRole('menuitem').allTextContents();
  expect(moveItems(options)).toEqual(['Move to To do', 'Move to Canceled']);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Move to To do');
  const moving = requests.mark();
  const answered = page.waitForResponse((r) => r.request().postData()?.includes('"MoveTask"') === true);
  await page.getByRole('menuitem', { name: 'Move to To do' }).click();
  await column(page, 'To do').getByRole('link', { name, exact: true }).waitFor();
  expect(await column(page, 'Backlog').getByRole('link', { name, exact: true }).count()).toBe(0);
  await answered;
  expect(requests.since(moving).map((r) => `${r.type} ${r.operationName}`)).toEqual(['mutation MoveTask']);
  await context.close();
});

test("a card's menu by keyboard: m on the card opens it on the first move, arrows move, Escape closes onto the card, Tab closes", async () => {
  const { page, context, requests } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/p/LAN');
  const card = column(page, 'Backlog').getByRole('listitem').first();
  await card.getByRole('link').waitFor();
  const key = ((await card.getByRole('link').textContent()) ?? '').split(' ')[0]!;
  const trigger = card.getByRole('button', { name: `Actions for ${key}` });
  const menu = page.getByRole('menu', { name: `Actions for ${key}` });
  const focused = () =>
    page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
    );
  const opening = requests.mark();

  await card.getByRole('link').focus();
  await page.keyboard.press('m');
  await menu.waitFor();
  expect(moveItems(await menu.getByRole('menuitem').allTextContents())).toEqual([
    'Move to To do',
    'Move to Canceled',
  ]);
  await expect.poll(focused).toBe('Move to To do');
  // The moves come first; the common actions follow, Delete (an admin's) last.
  await page.keyboard.press('End');
  await expect.poll(focused).toBe('Delete');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await expect.poll(focused).toBe('Move to Canceled');
  await page.keyboard.press('ArrowUp');
  await expect.poll(focused).toBe('Move to To do');

  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  expect(await focused()).toBe(await card.getByRole('link').textContent());
  expect(await trigger.getAttribute('aria-expanded')).toBe('false');

  // m again opens on the first move; Tab closes and goes on.
  await page.keyboard.press('m');
  await expect.poll(focused).toBe('Move to To do');
  await page.keyboard.press('Tab');
  await menu.waitFor({ state: 'detached' });
  expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  expect(requests.since(opening, 'mutation')).toEqual([]);
  await context.close();
});

test('a board taken offline right after its first paint, before any input: New task, the shortcuts, the filters, the card menu and a keyboard drag all work', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1000,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'To do').getByRole('link').first().waitFor();
  await page.getByText('Live', { exact: true }).waitFor();
  await context.setOffline(true);
  await page.getByText('Offline', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'New task' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'New task in Lanes' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'Keyboard shortcuts' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  const priority = page
    .getByRole('search', { name: 'Filter tasks' })
    .getByRole('combobox', { name: 'Priority' });
  expect(await priority.locator('option').allTextContents()).toEqual([
    'Any',
    'Low',
    'Medium',
    'High',
    'Urgent',
  ]);

  const todo = await column(page, 'To do').getByRole('link').allTextContents();
  const key = todo[0]!.split(' ')[0]!;
  await page.getByRole('button', { name: `Actions for ${key}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${key}` });
  await menu.waitFor();
  // Escape reaches the menu once the focus has moved into it (an instant after it opens).
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  // Picked up by keyboard, one step right (In progress), dropped: the move waits, pending, for the connection.
  await page.getByRole('link', { name: new RegExp(`^${key} `) }).focus();
  await page.keyboard.press('Space');
  // As a person hears it picked up before moving it.
  await page.locator('[id^="DndLiveRegion"]').getByText(`Picked up ${key} in To do`).waitFor();
  await dragListening(page);
  await page.keyboard.press('ArrowRight');
  await page
    .locator('[id^="DndLiveRegion"]')
    .getByText(/ in In progress$/)
    .waitFor();
  await page.keyboard.press('Space');
  const moved = column(page, 'In progress').getByRole('listitem').filter({ hasText: todo[0]! });
  await moved.getByText('Pending', { exact: true }).waitFor();
  await context.setOffline(false);
  await moved.getByText('Pending', { exact: true }).waitFor({ state: 'detached' });
  await context.close();
});

test('a title with markup is shown as text, never run', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'Backlog').waitFor();
  const title = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  await createTask(page, title);
  const link = column(page, 'Backlog').getByRole('link').filter({ hasText: '<img src=x' });
  expect(await link.textContent()).toMatch(
    /^LAN-\d+ <img src=x onerror="window.__xss=1"><script>window.__xss=2<\/script>$/,
  );
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('.card img').count()).toBe(0);
  await context.close();
});

test('filters live in the URL: a filtered board is a shareable link', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'Backlog').waitFor();
  await createTask(page, 'Zebra crossing');
  await page.getByLabel('Search', { exact: true }).fill('zebra');
  await page.waitForURL((url) => url.searchParams.get('q') === 'zebra');
  await page.getByRole('link', { name: /Zebra crossing$/ }).waitFor();
  await expect.poll(() => page.locator('.card').count()).toBe(1);

  const shared = page.url();
  const other = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openSignedIn(other.page, new URL(shared).pathname + new URL(shared).search);
  await other.page.getByRole('link', { name: /Zebra crossing$/ }).waitFor();
  expect(await other.page.locator('.card').count()).toBe(1);
  expect(await other.page.getByLabel('Search', { exact: true }).inputValue()).toBe('zebra');
  await other.context.close();
  await context.close();
});

test('a viewer sees the board, "View only", no New task and no drag grip; a card menu holds Copy link only', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'linus@lanes.test' });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  expect(await page.getByRole('button', { name: 'New task' }).count()).toBe(0);
  expect(await page.locator('.card-drag').count()).toBe(0);
  await page.getByText('View only', { exact: true }).waitFor();
  const key = ((await column(page, 'Backlog').locator('.card-key').first().textContent()) ?? '').trim();
  await page.getByRole('button', { name: `Actions for ${key}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${key}` });
  await menu.waitFor();
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Copy link']);
  await context.close();
});

test('to a non-member a project does not exist', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'linus@lanes.test' });
  await openSignedIn(page, '/p/OPS');
  await page.getByRole('heading', { name: 'Not found' }).waitFor();
  expect(await page.getByRole('link', { name: 'Back to your projects' }).getAttribute('href')).toBe(
    '/projects',
  );
  await context.close();
});

test('Load more fetches the next 50 of one column in one query', async () => {
  const cookie = await e2e.service.signIn('ada@lanes.test');
  expect(
    await e2e.service.request(
      'mutation { createProject(input: { key: "BIG", name: "Big board" }) { key } }',
      {},
      cookie,
    ),
  ).toEqual({ data: { createProject: { key: 'BIG' } } });
  for (let i = 1; i <= 53; i++) {
    const created = await e2e.service.request<{ createTask: { number: number } }>(
      'mutation($input: CreateTaskInput!) { createTask(input: $input) { number } }',
      { input: { projectKey: 'BIG', title: `Bulk task ${i}` } },
      cookie,
    );
    expect(created.data?.createTask.number).toBe(i);
  }
  const { page, context, requests } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/p/BIG');
  const backlog = column(page, 'Backlog');
  await backlog.getByRole('link').first().waitFor();
  expect(await backlog.getByRole('link').count()).toBe(50);
  const before = requests.mark();
  await backlog.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => backlog.getByRole('link').count()).toBe(53);
  expect(requests.since(before).map((r) => `${r.type} ${r.operationName}`)).toEqual(['query BoardColumn']);
  expect(await backlog.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  await context.close();
});

test('below 40em one column shows at a time, chosen with the status switcher', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 600,
    height: 900,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  expect(await column(page, 'To do').count()).toBe(0);
  // The hidden columns' cards are not even rendered (their count in the switcher still says how many there are).
  const renderedCards = () =>
    page
      .locator('section.column')
      .evaluateAll((sections) =>
        sections.map((section) => [
          section.getAttribute('data-shown'),
          section.querySelectorAll('li.card').length,
        ]),
      );
  expect((await renderedCards()).filter(([shown, cards]) => shown === 'false' && cards !== 0)).toEqual([]);
  await page
    .getByRole('group', { name: 'Column shown' })
    .getByRole('button', { name: /^To do/ })
    .click();
  await column(page, 'To do').getByRole('link').first().waitFor();
  expect(await column(page, 'Backlog').count()).toBe(0);
  expect((await renderedCards()).filter(([shown, cards]) => shown === 'false' && cards !== 0)).toEqual([]);
  // The chosen column is in the URL: a reload (or a shared link) shows it again.
  await page.waitForURL((url) => url.searchParams.get('column') === 'todo');
  await page.reload();
  await column(page, 'To do').getByRole('link').first().waitFor();
  expect(await column(page, 'Backlog').count()).toBe(0);
  // The filters fold behind one button that says how many are set.
  const toggle = page.getByRole('button', { name: /^Filters/ });
  expect(await toggle.textContent()).toBe('Filters');
  expect(await page.getByRole('search', { name: 'Filter tasks' }).count()).toBe(0);
  await toggle.click();
  await page
    .getByRole('search', { name: 'Filter tasks' })
    .getByRole('combobox', { name: 'Priority' })
    .selectOption({ label: 'High' });
  await page.waitForURL((url) => url.searchParams.get('priority') === 'HIGH');
  expect(new URL(page.url()).searchParams.get('column')).toBe('todo');
  await expect.poll(() => toggle.textContent()).toBe('Filters (1)');
  await context.close();
});

test('after a move, the projects list shows fresh counts with one query; unchanged, it costs none', async () => {
  const { page, context, requests } = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openSignedIn(page, '/projects');
  const opsCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Operations', exact: true }) });
  const backlogCount = () =>
    opsCard.locator('.status-count').filter({ hasText: 'Backlog' }).locator('dd').textContent();
  const before = Number(await backlogCount());

  await page.getByRole('link', { name: 'Operations', exact: true }).click();
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  let mark = requests.mark();
  await page.goBack();
  await opsCard.waitFor();
  expect(requests.since(mark, 'query')).toEqual([]);

  await page.goForward();
  const card = column(page, 'Backlog').getByRole('listitem').first();
  await card.getByRole('button', { name: /^Actions for / }).click();
  const moved = page.waitForResponse((r) => r.request().postData()?.includes('"MoveTask"') === true);
  await page.getByRole('menuitem', { name: 'Move to To do' }).click();
  await moved;
  mark = requests.mark();
  await page.goBack();
  await expect.poll(backlogCount).toBe(String(before - 1));
  expect(requests.since(mark, 'query').map((r) => r.operationName)).toEqual(['Projects']);
  await context.close();
});

test("the board's first paint is the whole board: no React Aria, and with every other script held back nothing more is asked for, idle or in use", async () => {
  const { needed } = routeScripts('/p/LAN');
  expect(await ariaModulesInChunks(needed)).toEqual([]);
  // The task page's comment field does hold React Aria (the check above can fail).
  expect(await ariaModulesInChunks(routeScripts('/p/LAN/t/1').needed)).not.toEqual([]);

  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1000,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/projects');
  const scripts = await holdScriptsOutside(page, '/p/LAN');
  await page.goto('/p/LAN');
  await column(page, 'To do').getByRole('link').first().waitFor();
  await page.getByText('Live', { exact: true }).waitFor();
  for (let i = 0; i < 2; i += 1)
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2_000 })),
    );
  // In use: a keyboard pick-up and cancel, a card menu, New task, a filter.
  const key = ((await column(page, 'To do').getByRole('link').first().textContent()) ?? '').split(' ')[0]!;
  const card = page.getByRole('link', { name: new RegExp(`^${key} `) });
  await card.focus();
  await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('Space');
  await page.locator('[id^="DndLiveRegion"]').getByText(`Picked up ${key} in To do`).waitFor();
  await dragListening(page);
  await page.keyboard.press('Escape');
  await page.locator('[id^="DndLiveRegion"]').getByText('Move cancelled').waitFor();
  await page.getByRole('button', { name: `Actions for ${key}` }).click();
  const menu = page.getByRole('menu', { name: `Actions for ${key}` });
  await menu.waitFor();
  // Escape reaches the menu once the focus has moved into it (an instant after it opens).
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'New task' }).click();
  await page.getByRole('dialog').getByRole('heading', { name: 'New task in Lanes' }).waitFor();
  await page.keyboard.press('Escape');
  await page
    .getByRole('search', { name: 'Filter tasks' })
    .getByRole('combobox', { name: 'Priority' })
    .selectOption({ label: 'Urgent' });
  await page.waitForURL((url) => url.searchParams.get('priority') === 'URGENT');
  expect(scripts.held()).toEqual([]);
  await context.close();
});

test("the first click on a quick-added card's ⋯ opens its menu", async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1000,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  const add = column(page, 'To do').getByRole('textbox', { name: 'Add a task to To do' });
  await add.fill('Added quickly');
  await add.press('Enter');
  const card = column(page, 'To do').getByRole('listitem').filter({ hasText: 'Added quickly' });
  const key = ((await card.getByRole('link').textContent()) ?? '').split(' ')[0]!;
  await card.getByRole('button', { name: `Actions for ${key}` }).click();
  await page.getByRole('menu', { name: `Actions for ${key}` }).waitFor();
  expect(moveItems(await page.getByRole('menuitem').allTextContents())).toEqual([
    'Move to Backlog',
    'Move to In progress',
    'Move to Canceled',
  ]);
  await context.close();
});
