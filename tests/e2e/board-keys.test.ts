// The board by keyboard (docs/product.md §13), in Chromium: one tab stop among the cards and the columns' quick add
// (Tab in and out in one press each, back where it was), arrows and j/k between cards and columns with the position
// said in words, Home/End to a column's ends, on a phone Left/Right switching the column shown, Enter opens, `m`
// opens the card's move menu and the move is sent and said, Space hands over to the one keyboard drag, and a second
// person inserting a card above the focused one leaves the focus where it was.
import { expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { openSession, browserAndServicePerFile, openSignedIn } from './support/browser';
import { dragListening } from './support/keyboardDrag';

/** The card menu's moves, its first items (the common actions follow them). */
const moveItems = (items: string[]) => items.filter((item) => item.startsWith('Move to '));

const e2e = browserAndServicePerFile();
const SETTLED = { timeout: 15_000 };
const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const keysIn = async (page: Page, name: string) =>
  (await column(page, name).locator('.card-key').allTextContents()).filter(Boolean);
const countOf = async (page: Page, name: string) =>
  Number(await column(page, name).locator('.column-header .count').textContent());

/** The focused element: its card's key and which of the card's controls, or where it is when not on a card. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const key = active?.closest('li')?.querySelector('.card-key')?.textContent;
    if (key) return `${key} ${active!.className.split(' ')[0]}`;
    return active?.closest('.columns') ? 'in the columns' : 'outside the board';
  });
/** What the board's live region says last. */
const said = (page: Page) => page.locator('.board > p.sr-only[role="status"]').textContent();
/** What the drag's live region says last. */
const dragSaid = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent();

function moveRequests(page: Page): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    const body = request.postData();
    if (!body?.includes('"MoveTask"')) return;
    seen.push((JSON.parse(body) as { variables: Record<string, unknown> }).variables);
  });
  return seen;
}

test('Tab enters the board on one card and leaves in one press; arrows and j/k walk cards and columns, each said; Enter opens', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1400,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'To do').getByRole('link').first().waitFor();
  const backlog = await keysIn(page, 'Backlog');
  const todo = await keysIn(page, 'To do');
  const inProgress = await keysIn(page, 'In progress');
  const [nBacklog, nTodo, nProgress] = [
    await countOf(page, 'Backlog'),
    await countOf(page, 'To do'),
    await countOf(page, 'In progress'),
  ];
  expect(backlog.length).toBeGreaterThan(2);
  expect(todo.length).toBeGreaterThan(2);
  expect(inProgress.length).toBeGreaterThan(1);

  // One element among all the cards' links, drag handles and menu buttons is in the tab order.
  const tabbable = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('.cards a, .cards button')].filter(
          (el) => el.tabIndex >= 0,
        ).length,
    );
  expect(await tabbable()).toBe(1);

  // Focus what comes just before the board in the tab order, then one Tab: the first card.
  await page.evaluate(() => {
    const all = [
      ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
    ].filter(
      (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
    );
    const columns = document.querySelector('.columns')!;
    const first = all.findIndex((el) => columns.contains(el));
    all[first - 1]!.focus();
  });
  expect(await focused(page)).toBe('outside the board');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(`${backlog[0]} card-link`);
  await expect.poll(() => said(page)).toBe(`${backlog[0]}, 1 of ${nBacklog} in Backlog`);

  // j and ArrowDown go down, k and ArrowUp up; left and right keep the position where the next column has it.
  const steps: [string, string, string][] = [
    ['j', backlog[1]!, `2 of ${nBacklog} in Backlog`],
    ['ArrowDown', backlog[2]!, `3 of ${nBacklog} in Backlog`],
    ['k', backlog[1]!, `2 of ${nBacklog} in Backlog`],
    ['ArrowRight', todo[1]!, `2 of ${nTodo} in To do`],
    ['ArrowUp', todo[0]!, `1 of ${nTodo} in To do`],
    ['ArrowUp', todo[0]!, `1 of ${nTodo} in To do`],
    ['j', todo[1]!, `2 of ${nTodo} in To do`],
    ['ArrowRight', inProgress[1]!, `2 of ${nProgress} in In progress`],
    ['ArrowLeft', todo[1]!, `2 of ${nTodo} in To do`],
    ['ArrowLeft', backlog[1]!, `2 of ${nBacklog} in Backlog`],
    ['ArrowLeft', backlog[1]!, `2 of ${nBacklog} in Backlog`],
  ];
  for (const [key, card, where] of steps) {
    await page.keyboard.press(key);
    expect(await focused(page), `${key} to ${card}`).toBe(`${card} card-link`);
    await expect.poll(() => said(page)).toBe(`${card}, ${where}`);
  }
  // The tab stop followed the focus.
  expect(await tabbable()).toBe(1);

  // In progress has no quick add: Tab from its card leaves the board at once; Shift+Tab comes back to the same card.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await focused(page)).toBe(`${inProgress[1]} card-link`);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('outside the board');
  await page.keyboard.press('Shift+Tab');
  expect(await focused(page)).toBe(`${inProgress[1]} card-link`);

  // Keys typed in a field stay there.
  await page.keyboard.press('/');
  await page.keyboard.type('jk');
  expect(await page.getByRole('searchbox', { name: 'Search', exact: true }).inputValue()).toBe('jk');
  await page.keyboard.press('Escape');

  // Enter opens the focused card.
  await column(page, 'In progress').locator('.card-link').nth(1).focus();
  await page.keyboard.press('Enter');
  const number = inProgress[1]!.split('-')[1];
  await page.waitForURL((url) => url.pathname === `/p/LAN/t/${number}`);
  await context.close();
});

/** What has the focus, exactly: a card's link, a named field or button, or the page itself (nothing focused). */
const activeIs = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const key = active.closest('li')?.querySelector('.card-key')?.textContent;
    if (key && active.matches('.card-link')) return `${key} card-link`;
    const label = active.id
      ? document.querySelector(`label[for="${CSS.escape(active.id)}"]`)?.textContent
      : null;
    return `${active.tagName.toLowerCase()} ${label ?? active.textContent}`;
  });
/** The first element after the board in the tab order (what one Tab from the board must reach), or 'body'. */
const firstAfterBoard = (page: Page) =>
  page.evaluate(() => {
    const columns = document.querySelector('.columns')!;
    const after = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex]',
      ),
    ].find(
      (el) =>
        columns.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !columns.contains(el) &&
        el.tabIndex >= 0 &&
        !(el as HTMLButtonElement).disabled &&
        el.getClientRects().length > 0,
    );
    return after ? `${after.tagName.toLowerCase()} ${after.textContent}` : 'body';
  });
/** Everything inside the columns a person can reach by Tab: one element, the board's tab stop. */
const tabbableInColumns = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.columns a, .columns button, .columns input')]
      .filter((el) => el.tabIndex >= 0)
      .map((el) => el.dataset['boardStop'] ?? el.outerHTML),
  );

test('one Tab leaves the board from a Backlog or a To do card, past the quick add; ArrowDown reaches To do’s quick add, where j types and Enter adds; ArrowUp and Shift+Tab come back', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1400,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  await page.getByText('Live', { exact: true }).waitFor();
  const todoAdd = column(page, 'To do').getByRole('textbox', { name: 'Add a task to To do', exact: true });
  await todoAdd.waitFor();
  const backlog = await keysIn(page, 'Backlog');
  const todo = await keysIn(page, 'To do');
  // Nothing focusable follows the board on its page: one Tab out of it leaves the page's content.
  expect(await firstAfterBoard(page)).toBe('body');

  // From a Backlog card (Backlog has a quick add below its cards): one Tab out, Shift+Tab back on the same card.
  await column(page, 'Backlog').locator('.card-link').first().focus();
  await page.keyboard.press('j');
  expect(await activeIs(page)).toBe(`${backlog[1]} card-link`);
  expect(await tabbableInColumns(page)).toHaveLength(1);
  await page.keyboard.press('Tab');
  expect(await activeIs(page)).toBe('body');
  await page.keyboard.press('Shift+Tab');
  expect(await activeIs(page)).toBe(`${backlog[1]} card-link`);

  // From To do's last card: the same.
  const last = todo[todo.length - 1]!;
  await page.keyboard.press('ArrowRight');
  expect(await activeIs(page)).toBe(`${todo[1]} card-link`);
  for (let i = 2; i < todo.length; i++) await page.keyboard.press('j');
  expect(await activeIs(page)).toBe(`${last} card-link`);
  await page.keyboard.press('Tab');
  expect(await activeIs(page)).toBe('body');
  await page.keyboard.press('Shift+Tab');
  expect(await activeIs(page)).toBe(`${last} card-link`);

  // ArrowDown from the last card: To do's quick add (fewer than 50 cards, so no "Load more"), the one tab stop now.
  await page.keyboard.press('ArrowDown');
  expect(await activeIs(page)).toBe('input Add a task to To do');
  expect(await tabbableInColumns(page)).toEqual(['add:TODO']);
  // In the field j and k are letters, Left and Right move the caret; ArrowDown has nowhere further to go.
  await page.keyboard.type('jk');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  expect(await activeIs(page)).toBe('input Add a task to To do');
  expect(await todoAdd.inputValue()).toBe('jk');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('j then a task by keys');
  expect(await todoAdd.inputValue()).toBe('j then a task by keys');
  await page.keyboard.press('Enter');
  await column(page, 'To do')
    .getByRole('link', { name: /j then a task by keys/ })
    .waitFor(SETTLED);
  await expect.poll(() => todoAdd.inputValue()).toBe('');
  expect(await activeIs(page)).toBe('input Add a task to To do');

  // An empty field has no caret to move: Left and Right walk to the next column's quick add and back.
  await page.keyboard.press('ArrowLeft');
  expect(await activeIs(page)).toBe('input Add a task to Backlog');
  await page.keyboard.press('ArrowRight');
  expect(await activeIs(page)).toBe('input Add a task to To do');

  // Tab out from the field, Shift+Tab back to it.
  await page.keyboard.press('Tab');
  expect(await activeIs(page)).toBe('body');
  await page.keyboard.press('Shift+Tab');
  expect(await activeIs(page)).toBe('input Add a task to To do');

  // ArrowUp: the column's last card as it is now, said as every card is.
  const now = await keysIn(page, 'To do');
  const nTodo = await countOf(page, 'To do');
  await page.keyboard.press('ArrowUp');
  expect(await activeIs(page)).toBe(`${now[now.length - 1]} card-link`);
  await expect.poll(() => said(page)).toBe(`${now[now.length - 1]}, ${now.length} of ${nTodo} in To do`);
  expect(await tabbableInColumns(page)).toHaveLength(1);
  await context.close();
});

test('on a phone the shown column alone holds the one tab stop, its quick add included', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 375,
    height: 800,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  await page
    .getByRole('group', { name: 'Column shown' })
    .getByRole('button', { name: /^To do/ })
    .click();
  await column(page, 'To do').locator('.card-link').first().waitFor();
  const todo = await keysIn(page, 'To do');
  await column(page, 'To do').locator('.card-link').last().focus();
  expect(await tabbableInColumns(page)).toHaveLength(1);
  await page.keyboard.press('ArrowDown');
  expect(await activeIs(page)).toBe('input Add a task to To do');
  expect(await tabbableInColumns(page)).toEqual(['add:TODO']);
  await page.keyboard.press('ArrowUp');
  expect(await activeIs(page)).toBe(`${todo[todo.length - 1]} card-link`);
  expect(await tabbableInColumns(page)).toHaveLength(1);
  await context.close();
});

/**
 * Whether the focus is on the one element with this role and accessible name (found through the accessibility tree,
 * as a screen reader names it): that role and name, else what has the focus instead.
 */
const focusedName = async (page: Page, name: string, role: 'link' | 'textbox' = 'link') => {
  const element = page.getByRole(role, { name, exact: true });
  const count = await element.count();
  if (count !== 1) return `${count} of ${role} "${name}"`;
  const on = await element.evaluate((el) => el === document.activeElement);
  return on ? `${role} ${name}` : `not ${role} "${name}" but ${await activeIs(page)}`;
};
/** The column a phone shows, as the address says it. */
const columnParam = (page: Page) => new URL(page.url()).searchParams.get('column');
/** Each card link's accessible name in a column (its key and title), read while the column shows. */
const namesIn = (page: Page, name: string) => column(page, name).locator('.card-link').allTextContents();
const keyOf = (name: string) => name.split(' ')[0]!;

test('on a phone Left and Right show the previous or next column, address included, and land on its first card, said as on a wide screen; Home and End reach a column’s ends', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 390,
    height: 844,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  const tabs = page.getByRole('group', { name: 'Column shown' });
  const show = async (name: string) => {
    await tabs.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect.poll(() => column(page, name).locator('.card-link').count()).toBeGreaterThan(0);
    return [await namesIn(page, name), await countOf(page, name)] as const;
  };
  // The cards of each column, read as a person would: by its status button.
  const [todo, nTodo] = await show('To do');
  const [inProgress, nProgress] = await show('In progress');
  const [backlog, nBacklog] = await show('Backlog');
  expect(columnParam(page)).toBe('backlog');
  expect(backlog.length).toBeGreaterThan(2);
  expect(todo.length).toBeGreaterThan(2);
  const pressed = () => tabs.locator('[aria-pressed="true"]').allTextContents();

  await column(page, 'Backlog').locator('.card-link').first().focus();
  expect(await focusedName(page, backlog[0]!)).toBe(`link ${backlog[0]}`);
  const steps: [string, string, string, string][] = [
    // End and Home: the column's last and first card.
    ['End', backlog[backlog.length - 1]!, `${backlog.length} of ${nBacklog} in Backlog`, 'backlog'],
    ['Home', backlog[0]!, `1 of ${nBacklog} in Backlog`, 'backlog'],
    ['j', backlog[1]!, `2 of ${nBacklog} in Backlog`, 'backlog'],
    // From the second card: To do shows, its first card takes the focus.
    ['ArrowRight', todo[0]!, `1 of ${nTodo} in To do`, 'todo'],
    ['End', todo[todo.length - 1]!, `${todo.length} of ${nTodo} in To do`, 'todo'],
    ['ArrowRight', inProgress[0]!, `1 of ${nProgress} in In progress`, 'in_progress'],
    ['ArrowLeft', todo[0]!, `1 of ${nTodo} in To do`, 'todo'],
    ['ArrowLeft', backlog[0]!, `1 of ${nBacklog} in Backlog`, 'backlog'],
    // Backlog is the first column: nowhere further.
    ['ArrowLeft', backlog[0]!, `1 of ${nBacklog} in Backlog`, 'backlog'],
  ];
  for (const [key, name, where, shown] of steps) {
    await page.keyboard.press(key);
    await expect.poll(() => focusedName(page, name), { message: `${key} to ${name}` }).toBe(`link ${name}`);
    await expect.poll(() => said(page)).toBe(`${keyOf(name)}, ${where}`);
    expect(columnParam(page)).toBe(shown);
    expect((await pressed())[0]).toMatch(new RegExp(`^${where.split(' in ')[1]}`));
    expect(await tabbableInColumns(page)).toHaveLength(1);
  }

  // From the empty quick add at the foot of To do: Left shows Backlog, on its first card.
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedName(page, todo[0]!)).toBe(`link ${todo[0]}`);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowDown');
  await expect
    .poll(() => focusedName(page, 'Add a task to To do', 'textbox'))
    .toBe('textbox Add a task to To do');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focusedName(page, backlog[0]!)).toBe(`link ${backlog[0]}`);
  await expect.poll(() => said(page)).toBe(`${keyOf(backlog[0]!)}, 1 of ${nBacklog} in Backlog`);
  expect(columnParam(page)).toBe('backlog');
  // Tab leaves the board in one step from the column it switched to, Shift+Tab comes back to the same card.
  expect(await firstAfterBoard(page)).toBe('body');
  await page.keyboard.press('Tab');
  expect(await activeIs(page)).toBe('body');
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => focusedName(page, backlog[0]!)).toBe(`link ${backlog[0]}`);
  await context.close();
});

test('on a wide screen Home and End go to the column’s first and last card and Left/Right leave the address alone; a field with text keeps Home and End', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1400,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'To do').getByRole('link').first().waitFor();
  const todo = await namesIn(page, 'To do');
  const backlog = await namesIn(page, 'Backlog');
  const nTodo = await countOf(page, 'To do');
  const nBacklog = await countOf(page, 'Backlog');
  await column(page, 'To do').locator('.card-link').nth(1).focus();
  expect(await focusedName(page, todo[1]!)).toBe(`link ${todo[1]}`);

  await page.keyboard.press('End');
  expect(await focusedName(page, todo[todo.length - 1]!)).toBe(`link ${todo[todo.length - 1]}`);
  await expect
    .poll(() => said(page))
    .toBe(`${keyOf(todo[todo.length - 1]!)}, ${todo.length} of ${nTodo} in To do`);
  await page.keyboard.press('Home');
  expect(await focusedName(page, todo[0]!)).toBe(`link ${todo[0]}`);
  await expect.poll(() => said(page)).toBe(`${keyOf(todo[0]!)}, 1 of ${nTodo} in To do`);
  await page.keyboard.press('ArrowLeft');
  expect(await focusedName(page, backlog[0]!)).toBe(`link ${backlog[0]}`);
  await expect.poll(() => said(page)).toBe(`${keyOf(backlog[0]!)}, 1 of ${nBacklog} in Backlog`);
  expect(columnParam(page)).toBeNull();

  // In the quick add with text, Home and End move the caret; in the empty field they go to the cards.
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowDown');
  expect(await focusedName(page, 'Add a task to Backlog', 'textbox')).toBe('textbox Add a task to Backlog');
  await page.keyboard.type('ab');
  await page.keyboard.press('Home');
  await page.keyboard.type('c');
  await page.keyboard.press('End');
  expect(await focusedName(page, 'Add a task to Backlog', 'textbox')).toBe('textbox Add a task to Backlog');
  expect(await column(page, 'Backlog').getByRole('textbox').inputValue()).toBe('cab');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Home');
  expect(await focusedName(page, backlog[0]!)).toBe(`link ${backlog[0]}`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  expect(await focusedName(page, backlog[backlog.length - 1]!)).toBe(`link ${backlog[backlog.length - 1]}`);
  await expect
    .poll(() => said(page))
    .toBe(`${keyOf(backlog[backlog.length - 1]!)}, ${backlog.length} of ${nBacklog} in Backlog`);
  await context.close();
});

test('m opens the card’s move menu (allowed moves only), Escape comes back to the card, a move is sent and said; Space picks the card up', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1400,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'To do').getByRole('link').first().waitFor();
  const moves = moveRequests(page);
  const todo = await keysIn(page, 'To do');
  const key = todo[0]!;
  await column(page, 'To do').locator('.card-link').first().focus();

  // Space: the one keyboard drag (its own live region), Escape cancels it.
  await page.keyboard.press('Space');
  await expect.poll(() => dragSaid(page)).toBe(`Picked up ${key} in To do`);
  await dragListening(page);
  await page.keyboard.press('Escape');
  await expect.poll(() => dragSaid(page)).toBe('Move cancelled');
  expect(await keysIn(page, 'To do')).toEqual(todo);

  await column(page, 'To do').locator('.card-link').first().focus();
  await page.keyboard.press('m');
  const menu = page.getByRole('menu', { name: `Actions for ${key}` });
  await menu.waitFor();
  expect(moveItems(await menu.getByRole('menuitem').allTextContents())).toEqual([
    'Move to Backlog',
    'Move to In progress',
    'Move to Canceled',
  ]);
  // Its first move takes the focus (a person sees it highlighted).
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Move to Backlog');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  expect(await focused(page)).toBe(`${key} card-link`);
  expect(moves).toEqual([]);

  await page.keyboard.press('m');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Move to Backlog');
  await page.keyboard.press('ArrowDown');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe('Move to In progress');
  await page.keyboard.press('Enter');
  await expect.poll(() => moves.length, SETTLED).toBe(1);
  expect(moves[0]).toMatchObject({ status: 'IN_PROGRESS' });
  await expect.poll(() => keysIn(page, 'In progress'), SETTLED).toContain(key);
  // The focus went with the card, and the board says where it is now.
  const inProgress = await keysIn(page, 'In progress');
  const total = await countOf(page, 'In progress');
  expect(await focused(page)).toMatch(new RegExp(`^${key} `));
  await expect
    .poll(() => said(page))
    .toBe(`${key}, ${inProgress.indexOf(key) + 1} of ${total} in In progress`);
  // And walks on from there.
  await page.keyboard.press('ArrowLeft');
  expect(await focused(page)).toMatch(/^LAN-\d+ card-link$/);
  await context.close();
});

test('a card inserted above the focused one by someone else leaves the focus on the same card, and walking goes on from it', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1400,
    as: 'ada@lanes.test',
  });
  const cookie = await e2e.service.signIn('grace@lanes.test');
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const { data, errors } = await e2e.service.request<T>(query, variables, cookie);
    expect(errors).toBeUndefined();
    return data!;
  };
  await openSignedIn(page, '/p/LAN');
  await page.getByText('Live', { exact: true }).waitFor();
  const todo = await keysIn(page, 'To do');
  const nTodo = await countOf(page, 'To do');
  const first = await column(page, 'To do').locator('li.card').first().getAttribute('data-task-id');
  await column(page, 'To do').locator('.card-link').first().focus();
  await page.keyboard.press('j');
  expect(await focused(page)).toBe(`${todo[1]} card-link`);
  await expect.poll(() => said(page)).toBe(`${todo[1]}, 2 of ${nTodo} in To do`);

  // Grace adds a card at the top of To do, above the focused one.
  type Node = { id: string; key: string; version: number };
  const { createTask } = await gql<{ createTask: Node }>(
    'mutation { createTask(input: { projectKey: "LAN", title: "Inserted above by Grace", status: TODO }) { id key version } }',
  );
  await gql(
    'mutation($id: ID!, $v: Int!, $b: ID) { moveTask(id: $id, status: TODO, expectedVersion: $v, beforeId: $b) { id } }',
    { id: createTask.id, v: createTask.version, b: first },
  );
  await expect.poll(() => keysIn(page, 'To do'), SETTLED).toEqual([createTask.key, ...todo]);
  expect(await focused(page)).toBe(`${todo[1]} card-link`);
  // The next step starts from the same card, at its new place.
  await page.keyboard.press('j');
  expect(await focused(page)).toBe(`${todo[2]} card-link`);
  await expect.poll(() => said(page)).toBe(`${todo[2]}, 4 of ${nTodo + 1} in To do`);
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  expect(await focused(page)).toBe(`${todo[0]} card-link`);
  await page.keyboard.press('k');
  expect(await focused(page)).toBe(`${createTask.key} card-link`);
  await expect.poll(() => said(page)).toBe(`${createTask.key}, 1 of ${nTodo + 1} in To do`);
  await context.close();
});
