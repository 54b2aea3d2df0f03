// The board in a real browser: request budget, moves from the keyboard's Status control, new tasks, filters in the
// URL, text-only rendering of titles, and screenshots at three widths.
import { mkdir } from 'node:fs/promises';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, signIn, browserAndServicePerFile } from './support/browser';
import {
  ariaModulesIn,
  ariaModulesInChunks,
  firstDragHandleDescription,
  openPlainBoard,
  routeScripts,
} from './support/holdScripts';

const e2e = browserAndServicePerFile();

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function createTask(page: Page, title: string) {
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog');
  // The dialog's code loads on the press; it opens with its first field focused.
  await dialog.getByRole('heading', { name: /^New task in / }).waitFor();
  expect(await dialog.getByLabel('Title').evaluate((el) => el === document.activeElement)).toBe(true);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test('opening a board from the projects list is one query; back and forward to seen screens are none', async () => {
  const { page, context, requests } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test');
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
  const { page, context, requests } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
  await column(page, 'Backlog').waitFor();
  await createTask(page, 'Write the e2e docs');
  const card = column(page, 'Backlog').getByRole('listitem').filter({ hasText: 'Write the e2e docs' });
  const link = card.getByRole('link');
  const name = (await link.textContent()) ?? '';
  expect(name).toMatch(/^LAN-\d+ Write the e2e docs$/);

  const trigger = card.getByRole('button', { name: /^Actions for / });
  expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  await trigger.click();
  // The menu's code loads on the press: it opens named by its trigger, with the allowed moves, the first focused.
  const menu = page.getByRole('menu', { name: `Actions for ${name.split(' ')[0]}` });
  await menu.waitFor();
  expect(await trigger.getAttribute('aria-expanded')).toBe('true');
  expect(await trigger.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'));
  const options = await menu.getByRole('menuitem').allTextContents();
  expect(options).toEqual(['Move to To do', 'Move to Canceled']);
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

test("a card's menu by keyboard: ArrowUp opens on the last move, arrows move, Escape closes onto its button, Tab closes; React Aria arriving meanwhile waits until it is closed", async () => {
  const { page, context, requests } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test');
  // The card menu's code comes through; React Aria's board parts are held, so they arrive while the menu is open.
  const scripts = await openPlainBoard(page, ['src/features/board/CardMenuList.tsx']);
  const parts = scripts.manifest['src/features/board/BoardAriaParts.tsx']!.file;
  const card = column(page, 'Backlog').getByRole('listitem').first();
  const key = ((await card.getByRole('link').textContent()) ?? '').split(' ')[0]!;
  const trigger = card.getByRole('button', { name: `Actions for ${key}` });
  const menu = page.getByRole('menu', { name: `Actions for ${key}` });
  const focused = () =>
    page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
    );
  const opening = requests.mark();

  await trigger.focus();
  await page.keyboard.press('ArrowUp');
  await menu.waitFor();
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Move to To do', 'Move to Canceled']);
  await expect.poll(focused).toBe('Move to Canceled');
  await page.keyboard.press('ArrowUp');
  await expect.poll(focused).toBe('Move to To do');
  await page.keyboard.press('End');
  await expect.poll(focused).toBe('Move to Canceled');

  // The key press was the first input: React Aria's parts were asked for. They arrive; the open menu stays.
  await expect.poll(() => scripts.held()).toContain(parts);
  const arrived = page.waitForResponse((response) => response.url().endsWith(parts));
  await scripts.release();
  await arrived;
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2_000 })));
  expect(await menu.isVisible()).toBe(true);
  expect(await focused()).toBe('Move to Canceled');
  expect(await page.getByRole('button', { name: `Drag ${key}` }).getAttribute('aria-describedby')).toBe(
    'board-drag-help',
  );

  // Escape closes onto the button; then React Aria takes over, and the focus stays on the (new) button.
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  await expect
    .poll(() => page.getByRole('button', { name: `Drag ${key}` }).getAttribute('aria-describedby'))
    .toMatch(/^react-aria-description-/);
  expect(await focused()).toBe(`Actions for ${key}`);
  expect(await trigger.getAttribute('aria-expanded')).toBe('false');

  // Enter opens on the first move; Tab closes and goes on.
  await page.keyboard.press('Enter');
  await expect.poll(focused).toBe('Move to To do');
  await page.keyboard.press('Tab');
  await menu.waitFor({ state: 'detached' });
  expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  expect(requests.since(opening, 'mutation')).toEqual([]);
  await context.close();
});

test("typing in a quick add while React Aria's parts arrive: the field is not replaced under the typing; they take over once it is left", async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test');
  const scripts = await openPlainBoard(page, ['src/features/board/CardMenuList.tsx']);
  const parts = scripts.manifest['src/features/board/BoardAriaParts.tsx']!.file;
  const add = column(page, 'To do').getByRole('textbox', { name: 'Add a task to To do' });
  const described = () => firstDragHandleDescription(page);

  await add.click();
  await page.keyboard.type('Fix the');
  await expect.poll(() => scripts.held()).toContain(parts);
  const arrived = page.waitForResponse((response) => response.url().endsWith(parts));
  await scripts.release();
  await arrived;
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2_000 })));
  await page.keyboard.type(' login');
  expect(await add.inputValue()).toBe('Fix the login');
  expect(
    await add.evaluate((el) => el === document.activeElement && (el as HTMLInputElement).selectionStart),
  ).toBe('Fix the login'.length);
  expect(await described()).toBe('board-drag-help');

  await page.keyboard.press('Tab');
  await expect.poll(described).toMatch(/^react-aria-description-/);
  expect(await add.inputValue()).toBe('Fix the login');
  await context.close();
});

test('a board taken offline before anyone touched it: New task, whose code is not loaded yet, says it cannot open; back online it opens', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'New task' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Could not open this dialog.' });
  await notice.waitFor();
  expect(await notice.textContent()).toBe(
    'Could not open this dialog. Check your connection, then try again.',
  );
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'New task' }).getAttribute('aria-expanded')).toBe('false');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'New task' }).click();
  await page
    .getByRole('dialog')
    .getByRole('heading', { name: /^New task in / })
    .waitFor();
  expect(await notice.count()).toBe(0);
  await context.close();
});

test('a title with markup is shown as text, never run', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
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
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
  await column(page, 'Backlog').waitFor();
  await createTask(page, 'Zebra crossing');
  await page.getByLabel('Search', { exact: true }).fill('zebra');
  await page.waitForURL((url) => url.searchParams.get('q') === 'zebra');
  await page.getByRole('link', { name: /Zebra crossing$/ }).waitFor();
  await expect.poll(() => page.locator('.card').count()).toBe(1);

  const shared = page.url();
  const other = await openSession(e2e.browser, e2e.service);
  await signIn(
    other.page,
    'grace@lanes.test',
    'lanes-demo',
    `/sign-in?next=${encodeURIComponent(new URL(shared).pathname + new URL(shared).search)}`,
  );
  await other.page.getByRole('link', { name: /Zebra crossing$/ }).waitFor();
  expect(await other.page.locator('.card').count()).toBe(1);
  expect(await other.page.getByLabel('Search', { exact: true }).inputValue()).toBe('zebra');
  await other.context.close();
  await context.close();
});

test('a viewer sees the board but no New task and no card actions menus', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'linus@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  expect(await page.getByRole('button', { name: 'New task' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /^Actions for / }).count()).toBe(0);
  await context.close();
});

test('to a non-member a project does not exist', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'linus@lanes.test', 'lanes-demo', '/sign-in?next=/p/OPS');
  await page.getByRole('heading', { name: 'Not found' }).waitFor();
  expect(await page.getByRole('link', { name: 'Back to your projects' }).getAttribute('href')).toBe(
    '/projects',
  );
  await context.close();
});

test('board screenshots at 600, 900 and 1280 px wide', async () => {
  await mkdir('test-results', { recursive: true });
  for (const width of [600, 900, 1280]) {
    const { page, context } = await openSession(e2e.browser, e2e.service, { width, height: 900 });
    await signIn(page, 'ada@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
    await page.locator('.card').first().waitFor();
    const visibleColumns = await page
      .locator('.column')
      .evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== 'none').length);
    expect(visibleColumns).toBe(width < 640 ? 1 : 6);
    await page.screenshot({ path: `test-results/board-${width}.png`, fullPage: false });
    await context.close();
  }
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
  const { page, context, requests } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test', 'lanes-demo', '/sign-in?next=/p/BIG');
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
  const { page, context } = await openSession(e2e.browser, e2e.service, { width: 600, height: 900 });
  await signIn(page, 'ada@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
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
  await context.close();
});

test('after a move, the projects list shows fresh counts with one query; unchanged, it costs none', async () => {
  const { page, context, requests } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'grace@lanes.test');
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

test("the board's first paint needs no React Aria, and a person who only looks at the board never loads it: with every other script held back the board paints and asks for its card menu alone; the first input brings drag and filters", async () => {
  const { manifest, needed } = routeScripts('/p/LAN');
  expect(await ariaModulesInChunks(needed)).toEqual([]);
  // The parts that take over do hold React Aria (the check above can fail); the card menu holds none.
  const parts = manifest['src/features/board/BoardAriaParts.tsx']!.file;
  const menu = manifest['src/features/board/CardMenuList.tsx']!.file;
  expect(await ariaModulesIn(parts)).not.toEqual([]);
  expect(await ariaModulesIn(menu)).toEqual([]);

  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test');
  const scripts = await openPlainBoard(page);
  const filterBar = page.getByRole('search', { name: 'Filter tasks' });
  // The plain board: same names; the drag handles' description is the plain board's, not yet React Aria's.
  expect(await firstDragHandleDescription(page)).toBe('board-drag-help');
  // Described as React Aria describes its handle to keyboard users, so a screen reader hears how to drag meanwhile.
  expect(await page.locator('#board-drag-help').textContent()).toBe('Press Enter to start dragging.');
  expect(await filterBar.getByRole('button', { name: /Priority/ }).count()).toBe(1);
  // Once painted and live, with no input, the board has asked for its card menu (it must open offline) and for
  // nothing else: no React Aria. Two idle periods let anything the page schedules after its paint start.
  await page.getByText('Live', { exact: true }).waitFor();
  await expect.poll(() => scripts.held()).toContain(menu);
  for (let i = 0; i < 2; i += 1)
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2_000 })),
    );
  expect(scripts.held()).toEqual([menu]);

  // A filter pressed before React Aria's select has arrived (the press is the first input: it asks for it) opens
  // once it does.
  await filterBar.getByRole('button', { name: /Priority/ }).click();
  await expect.poll(() => scripts.held()).toContain(parts);
  await scripts.release();
  await page.getByRole('option', { name: 'Urgent', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('priority') === 'URGENT');
  // React Aria's draggable cards have taken over (the handle is described for screen readers).
  await expect.poll(() => firstDragHandleDescription(page)).toMatch(/^react-aria-description-/);
  await context.close();
});
