// Drag and drop on the board (issue 11): by mouse across columns and within one, checked after a reload and on a
// second user's screen; by keyboard (pick up, move, drop, cancel); a column the workflow forbids takes no drop;
// axe with the card menu open and during a keyboard drag. One MoveTask request per drop, with its neighbours.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { openSession, signIn, browserAndServicePerFile } from './support/browser';

const e2e = browserAndServicePerFile();
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
