// Drag and drop on the board (issues 11 and 18), one implementation from the first paint (@dnd-kit/core): by mouse
// across columns and within one, checked after a reload and on a second user's screen; by touch (a long press picks
// up, a swipe does not); by keyboard (pick up, move within and across columns, drop, cancel), each step announced in
// plain words; a column the workflow forbids says so while the card is over it and takes no drop; axe with the card
// menu open and during a keyboard drag. One MoveTask request per drop, with its neighbours.
import { mkdir } from 'node:fs/promises';
import { expect, test } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { openSession, browserAndServicePerFile, openSignedIn, signedInState } from './support/browser';
import { axeViolations } from './support/axe';
import { dragListening } from './support/keyboardDrag';

/** The card menu's moves, its first items (the common actions follow them). */
const moveItems = (items: string[]) => items.filter((item) => item.startsWith('Move to '));

const e2e = browserAndServicePerFile();
/** How long a drop may take to show on a loaded CI machine (vitest's default is 1 s). */
const SETTLED = { timeout: 15_000 };
const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const links = (page: Page, name: string) => column(page, name).getByRole('link').allTextContents();
/** What the drag's live region says last. */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]').textContent();

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

/** Ada's LAN board, in a profile that holds her session. */
async function board(page: Page) {
  await openSignedIn(page, '/p/LAN');
  await column(page, 'To do').getByRole('link').first().waitFor();
}

async function centre(locator: Locator): Promise<[number, number]> {
  const box = (await locator.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/**
 * A mouse drag from `from` to `to`, released once the page says where the card is (`over`: the live region's words
 * for that place), as a person lets go once they see it.
 */
async function mouseDrag(page: Page, from: Locator, to: Locator, over: RegExp) {
  const [x, y] = await centre(from);
  const [tx, ty] = await centre(to);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 10, y + 10, { steps: 3 });
  await expect.poll(() => announced(page), SETTLED).toMatch(/^Picked up /);
  await page.mouse.move(tx, ty, { steps: 8 });
  await expect.poll(() => announced(page), SETTLED).toMatch(over);
  await page.mouse.up();
}

test('a mouse drag from To do to In progress and within a column: one MoveTask each, announced, kept after a reload and seen by another user', async () => {
  // Tall enough that no column scrolls: a drag's start and end stay put.
  const ada = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1400,
    as: 'ada@lanes.test',
  });
  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await board(ada.page);
  await openSignedIn(grace.page, '/p/LAN');
  await column(grace.page, 'To do').getByRole('link').first().waitFor();
  const moves = moveRequests(ada.page);

  const todo = await links(ada.page, 'To do');
  const inProgress = await links(ada.page, 'In progress');
  const name = todo[0]!;
  const key = name.split(' ')[0]!;
  const card = column(ada.page, 'To do').getByRole('listitem').filter({ hasText: name });
  // Dropped on the column's header: it goes last.
  await mouseDrag(
    ada.page,
    card.locator('.card-meta'),
    column(ada.page, 'In progress').locator('.column-header'),
    new RegExp(`^${key}: position ${inProgress.length + 1} of ${inProgress.length + 1} in In progress$`),
  );
  await expect.poll(() => announced(ada.page)).toBe(`${key} dropped`);
  await expect.poll(() => links(ada.page, 'In progress'), SETTLED).toEqual([...inProgress, name]);
  expect(await links(ada.page, 'To do')).toEqual(todo.slice(1));
  await expect.poll(() => moves.length).toBe(1);
  expect(moves[0]).toMatchObject({ status: 'IN_PROGRESS' });
  expect(moves[0]!['beforeId']).toBeUndefined();
  expect(typeof moves[0]!['afterId']).toBe(inProgress.length > 0 ? 'string' : 'undefined');

  // Within In progress: dropped on the first card, it goes above it (a reorder).
  const moved = column(ada.page, 'In progress').getByRole('listitem').filter({ hasText: name });
  const first = column(ada.page, 'In progress').getByRole('listitem').first();
  await mouseDrag(ada.page, moved.locator('.card-meta'), first, new RegExp(`^${key}: position 1 of `));
  const expected = [name, ...inProgress];
  await expect.poll(() => moves.length, SETTLED).toBe(2);
  await expect.poll(() => links(ada.page, 'In progress')).toEqual(expected);
  expect(moves[1]).toMatchObject({ status: 'IN_PROGRESS', id: moves[0]!['id'] });
  expect(moves[1]!['afterId']).toBeUndefined();

  await ada.page.reload();
  // As in the touch test below: the kept paint first, then the missed events.
  await expect.poll(() => links(ada.page, 'In progress'), SETTLED).toEqual(expected);
  await expect.poll(() => links(grace.page, 'In progress'), SETTLED).toEqual(expected);
  await ada.context.close();
  await grace.context.close();
});

test('a column the workflow forbids says so while the card is over it, and a drop there is announced as not allowed: the card stays and nothing is sent', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1400,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  const moves = moveRequests(page);
  const backlog = await links(page, 'Backlog');
  const done = await links(page, 'Done');
  const key = backlog[0]!.split(' ')[0]!;
  const card = column(page, 'Backlog').getByRole('listitem').filter({ hasText: backlog[0]! });
  // Backlog may go to To do or Canceled only.
  const [x, y] = await centre(card.locator('.card-meta'));
  const [tx, ty] = await centre(column(page, 'Done').locator('.column-header'));
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 10, y + 10, { steps: 3 });
  await page.mouse.move(tx, ty, { steps: 8 });
  await expect.poll(() => announced(page), SETTLED).toBe(`${key}: not allowed in Done`);
  expect(await column(page, 'Done').getAttribute('data-drop-forbidden')).toBe('true');
  expect(await column(page, 'Done').locator('.column-forbidden').textContent()).toBe('Not allowed');
  await page.mouse.up();
  await expect
    .poll(() => announced(page))
    .toBe(`Not allowed: ${key} cannot move from Backlog to Done. It stays where it was.`);
  expect(await column(page, 'Done').getAttribute('data-drop-forbidden')).toBeNull();
  // A permitted drop afterwards proves the forbidden one was not merely slow.
  await mouseDrag(
    page,
    card.locator('.card-meta'),
    column(page, 'To do').locator('.column-header'),
    /in To do$/,
  );
  await expect.poll(() => moves.length, SETTLED).toBe(1);
  expect(moves[0]).toMatchObject({ status: 'TODO' });
  expect(await links(page, 'Done')).toEqual(done);
  await context.close();
});

test('by keyboard: Space on the card picks it up, arrows move it within and across columns, Enter drops, Escape cancels, each step announced; axe passes during the drag and with the menu open', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1400,
    as: 'ada@lanes.test',
  });
  await board(page);
  const moves = moveRequests(page);
  const todo = await links(page, 'To do');
  const inProgress = await links(page, 'In progress');
  const review = await links(page, 'In review');
  const name = todo[0]!;
  const key = name.split(' ')[0]!;

  await page.getByRole('button', { name: `Actions for ${key}` }).click();
  await page.getByRole('menu', { name: `Actions for ${key}` }).waitFor();
  expect(moveItems(await page.getByRole('menuitem').allTextContents())).toEqual([
    'Move to Backlog',
    'Move to In progress',
    'Move to Canceled',
  ]);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // Escape cancels: nothing moves, nothing is sent.
  // Space on the card's link (Enter opens it).
  const handle = column(page, 'To do').getByRole('link', { name: name, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => announced(page)).toBe(`Picked up ${key} in To do`);
  await dragListening(page);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => announced(page)).toBe(`${key}: position 2 of ${todo.length} in To do`);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect.poll(() => announced(page)).toBe('Move cancelled');
  expect(await links(page, 'To do')).toEqual(todo);

  // Right to In progress, right again to In review (not allowed from To do), back left, down one, Space drops.
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => announced(page)).toBe(`Picked up ${key} in To do`);
  await dragListening(page);
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => announced(page))
    .toBe(`${key}: position 1 of ${inProgress.length + 1} in In progress`);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => announced(page)).toBe(`${key}: not allowed in In review`);
  expect(await column(page, 'In review').getAttribute('data-drop-forbidden')).toBe('true');
  await page.keyboard.press('ArrowLeft');
  await expect
    .poll(() => announced(page))
    .toBe(`${key}: position 1 of ${inProgress.length + 1} in In progress`);
  await page.keyboard.press('ArrowDown');
  await expect
    .poll(() => announced(page))
    .toBe(`${key}: position 2 of ${inProgress.length + 1} in In progress`);
  await page.keyboard.press('Space');
  await expect.poll(() => announced(page)).toBe(`${key} dropped`);
  await expect
    .poll(() => links(page, 'In progress'), SETTLED)
    .toEqual([inProgress[0], name, ...inProgress.slice(1)]);
  await expect.poll(() => moves.length).toBe(1);
  expect(moves[0]).toMatchObject({ status: 'IN_PROGRESS' });
  expect(await links(page, 'In review')).toEqual(review);
  // The focus follows the card to its new column (its link).
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name);
  await context.close();
});

test('a drop the service refuses (the card changed meanwhile) is rolled back to the service state and says why', async () => {
  const ada = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1400,
    as: 'ada@lanes.test',
  });
  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await board(ada.page);
  await openSignedIn(grace.page, '/p/LAN');
  await column(grace.page, 'To do').getByRole('link').first().waitFor();
  const todo = await links(ada.page, 'To do');
  const name = todo[todo.length - 1]!;
  const key = name.split(' ')[0]!;
  const live = ada.page.getByRole('status').filter({ hasText: /^(Live|Offline|Reconnecting…|Connecting…)$/ });

  // Offline, Ada's drop waits to be sent with the version Ada saw; Grace then moves the card, so it is stale.
  await ada.context.setOffline(true);
  await expect.poll(() => live.textContent()).toBe('Offline');
  const card = column(ada.page, 'To do').getByRole('listitem').filter({ hasText: name });
  await mouseDrag(
    ada.page,
    card.locator('.card-meta'),
    column(ada.page, 'To do').getByRole('listitem').first(),
    new RegExp(`^${key}: position 1 of `),
  );
  // Optimistic: at the top of To do at once, pending.
  await expect.poll(() => links(ada.page, 'To do')).toEqual([name, ...todo.slice(0, -1)]);
  // Grace's card shows in In progress at once, before the service has her move: Ada comes back once it has it, or
  // Ada's move could land first and Grace's be the one refused.
  const graceAnswered = grace.page.waitForResponse(
    (r) => r.request().postData()?.includes('"MoveTask"') === true,
  );
  await grace.page.getByRole('button', { name: `Actions for ${key}` }).click();
  await grace.page.getByRole('menuitem', { name: 'Move to In progress' }).click();
  await column(grace.page, 'In progress').getByRole('link', { name, exact: true }).waitFor();
  expect((await (await graceAnswered).json()).data.moveTask.status).toBe('IN_PROGRESS');
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
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1400,
    as: 'ada@lanes.test',
  });
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
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
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

/** One finger on the page, by the DevTools protocol's touch events (the page sees touchstart, touchmove, touchend). */
async function finger(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const at = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y, radiusX: 2, radiusY: 2, force: 1, id: 1 }],
    });
  return {
    down: (x: number, y: number) => at('touchStart', x, y),
    move: async (from: [number, number], to: [number, number], steps: number) => {
      for (let i = 1; i <= steps; i++)
        await at(
          'touchMove',
          from[0] + ((to[0] - from[0]) * i) / steps,
          from[1] + ((to[1] - from[1]) * i) / steps,
        );
    },
    up: () => at('touchEnd', 0, 0),
  };
}

test('by touch: a long press picks the card up (a swipe stays the page scroll) and the drop is kept after a reload', async () => {
  const context = await e2e.browser.newContext({
    baseURL: e2e.service.url,
    viewport: { width: 1600, height: 1400 },
    hasTouch: true,
    isMobile: false,
    storageState: await signedInState(e2e.service, 'ada@lanes.test'),
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
  const key = name.split(' ')[0]!;
  const touch = await finger(page);
  const from = await centre(column(page, 'To do').getByRole('listitem').first().locator('.card-meta'));
  const to = await centre(column(page, 'In progress').locator('.column-header'));

  // The page keeps its own touch gestures on cards (no touch-action: none): a swipe still scrolls; only a press held
  // still picks a card up.
  expect(
    await column(page, 'To do')
      .getByRole('listitem')
      .first()
      .evaluate((el) => getComputedStyle(el).touchAction),
  ).toBe('auto');

  // A long press: held still until the page says the card is picked up, then moved and lifted.
  await touch.down(...from);
  await expect.poll(() => announced(page), SETTLED).toBe(`Picked up ${key} in To do`);
  await touch.move(from, to, 10);
  await expect
    .poll(() => announced(page), SETTLED)
    .toBe(`${key}: position ${inProgress.length + 1} of ${inProgress.length + 1} in In progress`);
  await touch.up();
  await expect.poll(() => links(page, 'In progress'), SETTLED).toEqual([...inProgress, name]);
  await expect.poll(() => moves.length, SETTLED).toBe(1);
  expect(moves[0]).toMatchObject({ status: 'IN_PROGRESS' });
  await page.reload();
  // The reload paints what the device kept, then what the service answers: wait for the moved card.
  await expect.poll(() => links(page, 'In progress'), SETTLED).toEqual([...inProgress, name]);
  expect(await links(page, 'To do')).toEqual(todo.slice(1));
  await context.close();
});
