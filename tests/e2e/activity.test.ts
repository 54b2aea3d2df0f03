// The task page's Activity and @mentions between two real browsers (issue 11): entries newest first with <time>,
// paged with "Show more", live when another user edits, moves and comments (no request on the watcher's side), still
// right after leaving the page and coming back; a mention picked from the member list by keyboard, stored by id and
// shown as the member's name; axe with the Activity and the member list open; counters count emoji as one.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, browserAndServicePerFile, openSignedIn } from './support/browser';
import { axeViolations } from './support/axe';
import { openTitle, renameTask } from './support/taskPage';
import { SEED_USERS } from '../../server/seed';

const e2e = browserAndServicePerFile();
/** How long a live update or a request may take to show on a loaded CI machine (vitest's default is 1 s). */
const SETTLED = { timeout: 15_000 };
const LINUS = SEED_USERS[2];

const activity = (page: Page) => page.getByRole('region', { name: 'Activity', exact: true });
/** Each entry's sentence, without its time. */
const sentences = (page: Page) => activity(page).locator('li > span').allTextContents();
const entries = (page: Page) => activity(page).getByRole('listitem');

/** A fresh LAN task made by Grace through the API, with `comments` comments: its number and id. */
async function freshTask(title: string, comments = 0): Promise<{ number: number; id: string }> {
  const cookie = await e2e.service.signIn('grace@lanes.test');
  const created = await e2e.service.request<{ createTask: { id: string; number: number } }>(
    'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id number } }',
    { i: { projectKey: 'LAN', title, status: 'TODO' } },
    cookie,
  );
  const task = created.data!.createTask;
  for (let i = 1; i <= comments; i++) {
    const added = await e2e.service.request(
      'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }',
      { t: task.id, b: `Note ${i}` },
      cookie,
    );
    expect(added.errors).toBeUndefined();
  }
  return task;
}

test('Activity lists who did what, newest first, pages with Show more, and follows another user live and after coming back', async () => {
  const task = await freshTask('Write the activity docs', 21);
  const ada = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  const path = `/p/LAN/t/${task.number}`;
  await openSignedIn(ada.page, `${path}`);
  await openSignedIn(grace.page, `${path}`);
  await activity(ada.page).getByRole('listitem').first().waitFor();
  await ada.page.getByText('Live', { exact: true }).waitFor();

  // 22 entries (created + 21 comments): a page of 20, then the rest.
  expect(await entries(ada.page).count()).toBe(20);
  expect((await sentences(ada.page)).slice(0, 2)).toEqual([
    'Grace Hopper commented',
    'Grace Hopper commented',
  ]);
  const time = entries(ada.page).first().locator('time');
  expect(await time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
  const more = ada.requests.mark();
  await activity(ada.page).getByRole('button', { name: 'Show more' }).click();
  await expect.poll(() => entries(ada.page).count(), SETTLED).toBe(22);
  expect((await sentences(ada.page)).at(-1)).toBe(`Grace Hopper created LAN-${task.number} in To do`);
  expect(ada.requests.since(more).map((r) => r.operationName)).toEqual(['TaskActivity']);
  expect(await activity(ada.page).getByRole('button', { name: 'Show more' }).count()).toBe(0);
  // The button went with the last page: focus is on the first entry it brought (the 21st).
  await expect
    .poll(
      () =>
        ada.page.evaluate(() =>
          [...document.querySelectorAll('.activity-entry')].indexOf(document.activeElement!),
        ),
      SETTLED,
    )
    .toBe(20);

  // Grace edits, moves and comments with a mention while Ada watches: Ada's list grows on top, with no request.
  const watching = ada.requests.mark();
  // On the page edited in place each is a change of its own: the title when Enter saves it, the priority when chosen.
  await renameTask(grace.page, 'Write the activity docs, now');
  await expect.poll(async () => (await sentences(ada.page))[0], SETTLED).toBe('Grace Hopper changed title');
  await grace.page.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'High' });
  await expect
    .poll(async () => (await sentences(ada.page)).slice(0, 2), SETTLED)
    .toEqual(['Grace Hopper changed priority', 'Grace Hopper changed title']);

  await grace.page.getByRole('combobox', { name: /Status/ }).selectOption({ label: 'In progress' });
  await expect
    .poll(async () => (await sentences(ada.page))[0], SETTLED)
    .toBe(`Grace Hopper moved LAN-${task.number} to In progress`);

  const field = grace.page.getByLabel('Comment', { exact: true });
  await field.click();
  await field.pressSequentially('Over to @lin');
  const list = grace.page.getByRole('listbox', { name: 'Mention a member' });
  await list.waitFor();
  expect(await list.getByRole('option').allTextContents()).toEqual(['Linus Torvalds']);
  // The first match is active for the keyboard while focus stays in the text.
  await expect.poll(() => field.getAttribute('aria-activedescendant'), SETTLED).toMatch(/.+/);
  expect(await grace.page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
  await field.press('Enter');
  await list.waitFor({ state: 'detached' });
  // The field shows the name; the token stays underneath and is what is sent.
  expect(await field.inputValue()).toBe('Over to @Linus Torvalds ');
  await field.pressSequentially('please review');
  const sent = grace.page.waitForRequest(
    (r) => r.postData()?.includes('"operationName":"AddComment"') ?? false,
  );
  await grace.page.getByRole('button', { name: 'Add comment' }).click();
  expect(JSON.parse((await sent).postData()!).variables.body).toBe(
    `Over to @[Linus Torvalds](user:${LINUS.id}) please review`,
  );
  await expect.poll(() => field.inputValue(), SETTLED).toBe('');

  await expect
    .poll(async () => (await sentences(ada.page)).slice(0, 2), SETTLED)
    .toEqual(['Grace Hopper commented', 'Grace Hopper mentioned Linus Torvalds']);
  // The comment shows the member's name as text, on both screens, never the token.
  const comment = ada.page.locator('.comment').filter({ hasText: 'please review' });
  await comment.waitFor();
  expect(await comment.locator('.comment-body').textContent()).toBe('Over to @Linus Torvalds please review');
  expect(await comment.locator('.mention').textContent()).toBe('Linus Torvalds');
  expect(await comment.locator('.comment-body a').count()).toBe(0);
  expect(ada.requests.since(watching)).toEqual([]);

  // Ada leaves for the board; Grace moves the task meanwhile; Back brings the page with the move on top.
  await ada.page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().click();
  await ada.page.getByRole('region', { name: 'In progress', exact: true }).waitFor();
  await grace.page.getByRole('combobox', { name: /Status/ }).selectOption({ label: 'In review' });
  await ada.page
    .getByRole('region', { name: 'In review', exact: true })
    .getByRole('link', { name: `LAN-${task.number} Write the activity docs, now` })
    .waitFor();
  await ada.page.goBack();
  await expect
    .poll(async () => (await sentences(ada.page))[0], SETTLED)
    .toBe(`Grace Hopper moved LAN-${task.number} to In review`);
  // Every entry once: 22 + two edits (the title, then the priority) + 2 moves + the comment (two sentences).
  await expect.poll(() => entries(ada.page).count(), SETTLED).toBe(28);
  expect(await axeViolations(ada.page)).toEqual([]);
  await ada.context.close();
  await grace.context.close();
}, 120_000);

test('the member list: ↓ moves, Escape closes, a click picks; axe passes with it open; a non-member is never offered', async () => {
  const task = await freshTask('Mention by mouse');
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, `/p/LAN/t/${task.number}`);
  const field = page.getByLabel('Comment', { exact: true });
  await field.click();
  await field.pressSequentially('cc @');
  const list = page.getByRole('listbox', { name: 'Mention a member' });
  await list.waitFor();
  // LAN's members (Linus is a viewer, and still mentionable); nobody from outside the project.
  expect(await list.getByRole('option').allTextContents()).toEqual([
    'Ada Lovelace',
    'Grace Hopper',
    'Linus Torvalds',
  ]);
  expect(await field.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
  expect(await activity(page).getByRole('listitem').count()).toBeGreaterThan(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/activity-mention-list.png', fullPage: true });
  const active = async () =>
    page.evaluate(() => {
      const id = document.activeElement?.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.textContent : null;
    });
  await expect.poll(active, SETTLED).toBe('Ada Lovelace');
  await field.press('ArrowDown');
  await expect.poll(active, SETTLED).toBe('Grace Hopper');
  await field.press('Escape');
  await list.waitFor({ state: 'detached' });
  expect(await field.inputValue()).toBe('cc @');

  await field.pressSequentially('gr');
  await list.getByRole('option', { name: 'Grace Hopper' }).click();
  await list.waitFor({ state: 'detached' });
  expect(await field.inputValue()).toBe('cc @Grace Hopper ');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await page.locator('.comment .mention').filter({ hasText: 'Grace Hopper' }).waitFor();

  // Markup in a mention's label or in a link that only looks like one stays text (it arrives live, from Grace).
  const cookie = await e2e.service.signIn('grace@lanes.test');
  const hostile = `@[<img src=x onerror="window.__xss=1">](user:${SEED_USERS[1].id}) and [<b>x</b>](user:nobody)`;
  const posted = await e2e.service.request(
    'mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }',
    { t: task.id, b: hostile },
    cookie,
  );
  expect(posted.errors).toBeUndefined();
  const last = page.locator('.comment-body').filter({ hasText: '<b>x</b>' });
  await last.waitFor();
  expect(await last.textContent()).toBe('@Grace Hopper and <b>x</b>');
  expect(await last.locator('img, b, a').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await context.close();
});

test('counters and caps count characters as the service does: an emoji is one', async () => {
  const task = await freshTask('Counting');
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, `/p/LAN/t/${task.number}`);
  const title = await openTitle(page);
  // 200 emoji are 400 UTF-16 units: a `maxlength` of 200 would have stopped at 100 of them.
  await title.fill('😀'.repeat(200));
  expect(await page.locator('.field-counter').first().textContent()).toBe('200 of 200 characters');
  await title.press('End');
  await title.pressSequentially('x');
  expect(Array.from(await title.inputValue()).length).toBe(200);
  await title.press('Enter');
  await page.getByRole('heading', { level: 1, name: new RegExp(`😀{200}$`, 'u') }).waitFor();

  const field = page.getByLabel('Comment', { exact: true });
  await field.fill('🙂'.repeat(4_000));
  await page.getByText('4,000 of 5,000 characters').waitFor();
  await field.fill('🙂'.repeat(5_000) + 'more');
  await page.getByText('5,000 of 5,000 characters').waitFor();
  expect(Array.from(await field.inputValue()).length).toBe(5_000);
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect.poll(() => field.inputValue(), SETTLED).toBe('');
  expect(await page.locator('.comment-body').last().textContent()).toBe('🙂'.repeat(5_000));
  await context.close();
});

test('a seeded task shows the history its version implies, not "No activity yet"', async () => {
  const ada = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  // LAN-8, in review (version 3), Grace's: created in To do by Ada, moved on twice by Grace, then two comments.
  await openSignedIn(ada.page, '/p/LAN/t/8');
  await activity(ada.page).getByRole('listitem').first().waitFor();
  expect(await sentences(ada.page)).toEqual([
    'Grace Hopper commented',
    'Ada Lovelace commented',
    'Grace Hopper moved LAN-8 to In review',
    'Grace Hopper moved LAN-8 to In progress',
    'Ada Lovelace created LAN-8 in To do',
  ]);
  expect(await activity(ada.page).getByText('No activity yet.').count()).toBe(0);
  await ada.context.close();
});
