// Drag and drop on the board (issue 11): by mouse across columns and within one, checked after a reload and on a
// second user's screen; by keyboard (pick up, move, drop, cancel); a column the workflow forbids takes no drop;
// axe with the card menu open and during a keyboard drag. One MoveTask request per drop, with its neighbours.
import { mkdir } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { openSession, signIn, browserAndServicePerFile } from './support/browser';
import { boardTakenOver, firstDragHandleDescription, openPlainBoard } from './support/holdScripts';

const e2e = browserAndServicePerFile();
/** How long a drop may take to show on a loaded CI machine (vitest's default is 1 s). */
const SETTLED = { timeout: 15_000 };
const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const links = (page: Page, name: string) => column(page, name).getByRole('link').allTextContents();

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The variables of every MoveTask request the page sends. */
function moveRequests(page: Page): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    const body = request.postData();
    if (!body?.includes('"MoveTask"')) return;
    seen.push((JSON.parse(body) as { variables: Record<string, unknown> }).variables);
  });
  return seen;
}

async function board(page: Page) {
  await signIn(page, 'ada@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
  await column(page, 'To do').getByRole('link').first().waitFor();
  await boardTakenOver(page);
}

test('a mouse drag from To do to In progress and within a column: one MoveTask each, kept after a reload and seen by another user', async () => {
  // Tall enough that no column scrolls: a drag's start and end stay put.
  const ada = await openSession(e2e.browser, e2e.service, { width: 1600, height: 1400 });
  const grace = await openSession(e2e.browser, e2e.service);
  await board(ada.page);
  await signIn(grace.page, 'grace@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
  await column(grace.page, 'To do').getByRole('link').first().waitFor();
  const moves = moveRequests(ada.page);

  const todo = await links(ada.page, 'To do');
  const inProgress = await links(ada.page, 'In progress');
  const name = todo[0]!;
  const card = column(ada.page, 'To do').getByRole('listitem').filter({ hasText: name });
  // Dropped on the column below its cards: it goes last.
  await card.locator('.card-meta').dragTo(column(ada.page, 'In progress').locator('.column-header'));
  await expect.poll(() => links(ada.page, 'In progress')).toEqual([...inProgress, name]);
  expect(await links(ada.page, 'To do')).toEqual(todo.slice(1));
  await expect.poll(() => moves.length).toBe(1);
  expect(moves[0]).toMatchObject({ status: 'IN_PROGRESS' });
  expect(moves[0]!['beforeId']).toBeUndefined();
  expect(typeof moves[0]!['afterId']).toBe(inProgress.length > 0 ? 'string' : 'undefined');
  // Focus stays on the moved card (its drag handle).
  const focused = await ada.page.evaluate(
    () => document.activeElement?.closest('li')?.querySelector('a')?.textContent,
  );
  expect(focused).toBe(name);

  // Within In progress: the moved card dropped on the first card goes above it (a reorder).
  const moved = column(ada.page, 'In progress').getByRole('listitem').filter({ hasText: name });
  const first = column(ada.page, 'In progress').getByRole('listitem').first();
  await moved.locator('.card-meta').dragTo(first);
  const expected = [name, ...inProgress];
  await expect.poll(() => moves.length).toBe(2);
  await expect.poll(() => links(ada.page, 'In progress')).toEqual(expected);
  expect(moves[1]).toMatchObject({ status: 'IN_PROGRESS', id: moves[0]!['id'] });
  expect(moves[1]!['afterId']).toBeUndefined();

  await ada.page.reload();
  await column(ada.page, 'In progress').getByRole('link').first().waitFor();
  expect(await links(ada.page, 'In progress')).toEqual(expected);
  await expect.poll(() => links(grace.page, 'In progress')).toEqual(expected);
  await ada.context.close();
  await grace.context.close();
});

test('a column the workflow forbids takes no drop: the card stays and nothing is sent', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  const moves = moveRequests(page);
  const backlog = await links(page, 'Backlog');
  const done = await links(page, 'Done');
  const card = column(page, 'Backlog').getByRole('listitem').filter({ hasText: backlog[0]! });
  // Backlog may go to To do or Canceled only.
  await card.locator('.card-meta').dragTo(column(page, 'Done').locator('.column-header'));
  // A permitted drop afterwards proves the forbidden one was not merely slow.
  await card.locator('.card-meta').dragTo(column(page, 'To do').locator('.column-header'));
  await expect.poll(() => moves.length).toBe(1);
  expect(moves[0]).toMatchObject({ status: 'TODO' });
  expect(await links(page, 'Done')).toEqual(done);
  await context.close();
});

test('by keyboard: Enter on the drag handle picks the card up, Tab reaches a column, Enter drops, Escape cancels; axe passes during the drag and with the menu open', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await board(page);
  const moves = moveRequests(page);
  const todo = await links(page, 'To do');
  const review = await links(page, 'In review');
  const name = todo[0]!;
  const key = name.split(' ')[0]!;

  await page.getByRole('button', { name: `Actions for ${key}` }).click();
  // The menu's code loads on the press: wait for it to open.
  await page.getByRole('menu', { name: `Actions for ${key}` }).waitFor();
  expect(await page.getByRole('menuitem').allTextContents()).toEqual([
    'Move to Backlog',
    'Move to In progress',
    'Move to Canceled',
  ]);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // Escape cancels: nothing moves, nothing is sent.
  await page.getByRole('button', { name: `Drag ${key}` }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BUTTON');
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  expect(await links(page, 'To do')).toEqual(todo);

  // In review is not an allowed move from To do: Tab never lands on it. In progress is.
  await page.getByRole('button', { name: `Drag ${key}` }).focus();
  await page.keyboard.press('Enter');
  const heading = () =>
    page.evaluate(() => document.activeElement?.closest('section')?.querySelector('h2')?.textContent);
  const visited: string[] = [];
  for (let i = 0; i < 40 && (await heading()) !== 'In progress'; i++) {
    visited.push((await heading()) ?? '');
    await page.keyboard.press('Tab');
  }
  expect(visited).not.toContain('In review');
  expect(visited).not.toContain('Done');
  expect(await heading()).toBe('In progress');
  await page.keyboard.press('Enter');
  await column(page, 'In progress').getByRole('link', { name, exact: true }).waitFor();
  await expect.poll(() => moves.length).toBe(1);
  expect(moves[0]).toMatchObject({ status: 'IN_PROGRESS' });
  expect(await links(page, 'In review')).toEqual(review);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe(`Drag ${key}`);
  await context.close();
});

test('a drop the service refuses (the card changed meanwhile) is rolled back to the service state and says why', async () => {
  const ada = await openSession(e2e.browser, e2e.service, { width: 1600, height: 1400 });
  const grace = await openSession(e2e.browser, e2e.service);
  await board(ada.page);
  await signIn(grace.page, 'grace@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
  await column(grace.page, 'To do').getByRole('link').first().waitFor();
  const todo = await links(ada.page, 'To do');
  const name = todo[todo.length - 1]!;
  const key = name.split(' ')[0]!;
  const live = ada.page.getByRole('status').filter({ hasText: /^(Live|Offline|Reconnecting…|Connecting…)$/ });

  // Offline, Ada's drop waits to be sent with the version Ada saw; Grace then moves the card, so it is stale.
  await ada.context.setOffline(true);
  await expect.poll(() => live.textContent()).toBe('Offline');
  const card = column(ada.page, 'To do').getByRole('listitem').filter({ hasText: name });
  await card.locator('.card-meta').dragTo(column(ada.page, 'To do').getByRole('listitem').first());
  // Optimistic: at the top of To do at once, pending.
  await expect.poll(() => links(ada.page, 'To do')).toEqual([name, ...todo.slice(0, -1)]);
  await grace.page.getByRole('button', { name: `Actions for ${key}` }).click();
  await grace.page.getByRole('menuitem', { name: 'Move to In progress' }).click();
  await column(grace.page, 'In progress').getByRole('link', { name, exact: true }).waitFor();
  await ada.context.setOffline(false);

  const alert = ada.page.getByRole('alert').filter({ hasText: key });
  await alert.waitFor();
  expect(await alert.locator('.notice-message').textContent()).toBe(
    `${key} was changed by someone else; it now shows its current state. Try again.`,
  );
  await column(ada.page, 'In progress').getByRole('link', { name, exact: true }).waitFor();
  await expect.poll(() => links(ada.page, 'To do')).toEqual(todo.slice(0, -1));
  await ada.context.close();
  await grace.context.close();
});

test('while a card is dragged over another, a line in the gap above it shows where it will land, and nothing moves', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { width: 1600, height: 1400 });
  await board(page);
  const moves = moveRequests(page);
  const todo = await links(page, 'To do');
  expect(todo.length).toBeGreaterThanOrEqual(3);
  const cards = column(page, 'To do').getByRole('listitem');
  const boxes = async () => Promise.all((await cards.all()).map((card) => card.boundingBox()));
  const before = await boxes();
  const moved = todo.at(-1)!;
  const from = (await cards.filter({ hasText: moved }).locator('.card-meta').boundingBox())!;
  const target = cards.nth(1);
  const to = (await target.boundingBox())!;

  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await expect.poll(() => target.getAttribute('data-drop-target'), SETTLED).toBe('true');
  const line = await target.evaluate((el) => {
    const style = getComputedStyle(el, '::before');
    return { content: style.content, height: style.height, top: style.top, position: style.position };
  });
  // Absolutely positioned in the 0.5rem gap above the card (centred: -(4px + 1px border + 1.5px)).
  expect(line).toEqual({ content: '""', height: '3px', top: '-6.5px', position: 'absolute' });
  // No layout shift: every card is where it was before the drag began.
  expect(await boxes()).toEqual(before);
  await mkdir('test-results', { recursive: true });
  await page.screenshot({
    path: 'test-results/dnd-insertion-line.png',
    clip: { x: to.x - 20, y: Math.max(0, before[0]!.y - 60), width: to.width + 40, height: 420 },
  });
  await page.mouse.up();
  await expect.poll(() => links(page, 'To do'), SETTLED).toEqual([todo[0], moved, ...todo.slice(1, -1)]);
  await expect.poll(() => moves.length, SETTLED).toBe(1);
  await context.close();
});

/** What an intercepted native drag carries (CDP's Input.DragData). */
interface DragData {
  items: { mimeType: string; data: string }[];
  dragOperationsMask: number;
}

/** `promise`, or a failure naming what it waited for once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${ms} ms for ${what}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

test('by touch: a long press picks the card up (react-aria’s touch drag, native dragstart from a touch pointer) and the drop is kept after a reload', async () => {
  const context = await e2e.browser.newContext({
    baseURL: e2e.service.url,
    viewport: { width: 1600, height: 1400 },
    hasTouch: true,
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await board(page);
  const moves = moveRequests(page);
  const todo = await links(page, 'To do');
  const inProgress = await links(page, 'In progress');
  const name = todo[0]!;
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __touchDrag: string[] }).__touchDrag = seen;
    for (const type of ['pointerdown', 'dragstart', 'drop'])
      document.addEventListener(
        type,
        (e) => seen.push(`${type}${'pointerType' in e ? `:${e.pointerType}` : ''}`),
        true,
      );
  });

  // Chromium's emulated touch, as DevTools' device mode makes it: the mouse becomes a finger and the browser's own
  // gesture detector turns a held press into a long press, which starts the native drag react-aria listens for.
  // (Input.dispatchTouchEvent and page.touchscreen give touch events but no long press in headless Chromium.) The
  // drag is intercepted, as Playwright does for mouse drags, and its moves and drop are delivered as drag events.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.setInterceptDrags', { enabled: true });
  const intercepted = new Promise<DragData>((resolve) =>
    cdp.once('Input.dragIntercepted', (event) => resolve(event.data)),
  );
  await cdp.send('Emulation.setEmitTouchEventsForMouse', { enabled: true, configuration: 'mobile' });
  const from = (await column(page, 'To do')
    .getByRole('listitem')
    .first()
    .locator('.card-meta')
    .boundingBox())!;
  const to = (await column(page, 'In progress').locator('.column-header').boundingBox())!;
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  const [tx, ty] = [to.x + to.width / 2, to.y + to.height / 2];
  // Held: answered only after the lift.
  const press = cdp.send('Input.dispatchMouseEvent', {
    type: 'mousePressed',
    x,
    y,
    button: 'left',
    clickCount: 1,
  });
  const data = await within(intercepted, 10_000, 'a long press to start the drag');
  // As Playwright does once a drag is under way: later input is delivered, not intercepted.
  await cdp.send('Input.setInterceptDrags', { enabled: false });
  expect(data.items.find((item) => item.mimeType === 'text/plain')?.data).toBe(name);
  for (const type of ['dragEnter', 'dragOver', 'drop'] as const)
    await cdp.send('Input.dispatchDragEvent', { type, x: tx, y: ty, data });
  // The finger lifts where it dropped. The emulator answers the held press and the lift later (checked at the end).
  const release = cdp.send('Input.dispatchMouseEvent', {
    type: 'mouseReleased',
    x: tx,
    y: ty,
    button: 'left',
    clickCount: 1,
  });
  await cdp.send('Emulation.setEmitTouchEventsForMouse', { enabled: false });
  const answered = Promise.all([press, release]);
  answered.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile

  expect(await page.evaluate(() => (window as unknown as { __touchDrag: string[] }).__touchDrag)).toEqual([
    'pointerdown:touch',
    'dragstart',
    'drop',
  ]);
  await expect.poll(() => links(page, 'In progress'), SETTLED).toEqual([...inProgress, name]);
  await expect.poll(() => moves.length, SETTLED).toBe(1);
  expect(moves[0]).toMatchObject({ status: 'IN_PROGRESS' });
  await page.reload();
  await column(page, 'In progress').getByRole('link').first().waitFor();
  expect(await links(page, 'In progress')).toEqual([...inProgress, name]);
  expect(await links(page, 'To do')).toEqual(todo.slice(1));
  await within(answered, 10_000, 'the press and the lift to be answered');
  await context.close();
});

/** Ada's board with React Aria's part held back: its MoveTask requests, the two columns' cards, To do's first card. */
async function plainBoard() {
  const { page, context } = await openSession(e2e.browser, e2e.service, { width: 1600, height: 1400 });
  await signIn(page, 'ada@lanes.test');
  const scripts = await openPlainBoard(page);
  const moves = moveRequests(page);
  const todo = await links(page, 'To do');
  const inProgress = await links(page, 'In progress');
  return { page, context, scripts, moves, todo, inProgress, name: todo[0]! };
}

test("before React Aria's part arrives: a mouse drag still moves the card (the plain card writes the drag as React Aria does), and Enter on a drag handle starts the keyboard drag once it arrives", async () => {
  const { page, context, scripts, moves, todo, inProgress, name } = await plainBoard();
  const aria = scripts.manifest['src/features/board/BoardAriaParts.tsx']!.file;
  expect(await firstDragHandleDescription(page)).toBe('board-drag-help');

  await column(page, 'To do')
    .getByRole('listitem')
    .filter({ hasText: name })
    .locator('.card-meta')
    .dragTo(column(page, 'In progress').locator('.column-header'));
  await expect.poll(() => links(page, 'In progress'), SETTLED).toEqual([...inProgress, name]);
  await expect.poll(() => moves.length, SETTLED).toBe(1);
  expect(moves[0]).toMatchObject({ status: 'IN_PROGRESS' });
  // Still the plain board: the drag (the first input) asked for React Aria's part, which was held all along.
  expect(scripts.held()).toContain(aria);
  expect(await firstDragHandleDescription(page)).toBe('board-drag-help');

  const key = todo[1]!.split(' ')[0]!;
  await page.getByRole('button', { name: `Drag ${key}` }).focus();
  await page.keyboard.press('Enter');
  await scripts.release();
  // Picked up once React Aria's card took over: the focus leaves the handle for a drop target.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), SETTLED).not.toBe('BUTTON');
  await page.keyboard.press('Escape');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), SETTLED)
    .toBe(`Drag ${key}`);
  expect(await links(page, 'To do')).toEqual(todo.slice(1));
  expect(moves.length).toBe(1);
  await context.close();
});

test("a drag begun on the plain board and dropped after React Aria's part has taken over lands (React Aria reads the drag the plain card wrote)", async () => {
  const { page, context, scripts, moves, inProgress, name } = await plainBoard();
  const handle = page.getByRole('button', { name: /^Drag / }).first();
  expect(await handle.getAttribute('aria-describedby')).toBe('board-drag-help');
  const from = (await column(page, 'To do')
    .getByRole('listitem')
    .filter({ hasText: name })
    .locator('.card-meta')
    .boundingBox())!;
  const to = (await column(page, 'In progress').locator('.column-header').boundingBox())!;

  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 20, { steps: 3 });
  await scripts.release();
  await expect
    .poll(() => handle.getAttribute('aria-describedby'), SETTLED)
    .toMatch(/^react-aria-description-/);
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => links(page, 'In progress'), SETTLED).toEqual([...inProgress, name]);
  await expect.poll(() => moves.length, SETTLED).toBe(1);
  expect(moves[0]).toMatchObject({ status: 'IN_PROGRESS' });
  await context.close();
});
