// docs/product.md §13's inbox in a real browser while a second person acts through the service at the same time:
// the count and list arrive live on the viewer's stream, opening an item marks it read, "Mark all read", and the same
// person's other tab follows. (tests/e2e/team.test.ts: My tasks, search, Also here, leaving a project.)
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  actingAs,
  CREATE_TASK,
  openLive,
  openSession,
  browserAndServicePerFile,
  type CreatedTask,
} from './support/browser';
import { SEED_USERS } from '../../server/seed';
import { liveSubscriptionCount } from '../../server/pubsub';
import { mentionToken } from '../../src/lib/validation';

const e2e = browserAndServicePerFile();
const GRACE = SEED_USERS[1]!;
const as = (email: string) => actingAs(e2e.service, email);

const inboxLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox/ });

const unread = (page: Page) =>
  page.getByRole('list', { name: 'Inbox items' }).getByRole('listitem').filter({ hasText: 'Unread:' });

test('a mention and an assignment arrive live in the header count and the inbox; opening one and Mark all read', async () => {
  const ada = await as('ada@lanes.test');
  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openLive(e2e.service, grace.page, '/projects');
  await inboxLink(grace.page).waitFor();
  expect(await inboxLink(grace.page).getAttribute('aria-label')).toBe('Inbox');

  const { createTask: task } = await ada<CreatedTask>(CREATE_TASK, {
    i: { projectKey: 'LAN', title: 'Ship the inbox' },
  });
  await ada('mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }', {
    t: task.id,
    b: `Can you look, ${mentionToken(GRACE)}?`,
  });
  await grace.page.getByRole('link', { name: 'Inbox, 1 unread', exact: true }).waitFor();

  await inboxLink(grace.page).click();
  await grace.page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
  const items = grace.page.getByRole('list', { name: 'Inbox items' }).getByRole('listitem');
  await items.first().waitFor();
  expect(await items.allInnerTexts()).toEqual([
    expect.stringMatching(
      new RegExp(`^Unread:\\s+Ada Lovelace mentioned you on\\s+${task.key} Ship the inbox`),
    ),
  ]);

  // A second person's action while the inbox is open: it arrives on top, with no reload.
  const { createTask: assigned } = await ada<CreatedTask>(CREATE_TASK, {
    i: { projectKey: 'OPS', title: 'Rotate the pager', assigneeId: GRACE.id },
  });
  await grace.page.getByRole('link', { name: 'Inbox, 2 unread', exact: true }).waitFor();
  await items.nth(1).waitFor();
  expect(await items.first().innerText()).toMatch(
    new RegExp(`^Unread:\\s+Ada Lovelace assigned you\\s+${assigned.key} Rotate the pager`),
  );

  // Opening an item goes to its task and marks it read.
  await items
    .nth(1)
    .getByRole('link', { name: `${task.key} Ship the inbox` })
    .click();
  await grace.page.waitForURL(`**/p/LAN/t/${task.number}`);
  await grace.page.getByRole('link', { name: 'Inbox, 1 unread', exact: true }).waitFor();

  await inboxLink(grace.page).click();
  await grace.page.getByRole('button', { name: 'Mark all read' }).click();
  await grace.page.getByRole('link', { name: 'Inbox', exact: true }).waitFor();
  // The header's count and the list are two answers; the person sees both settle: nothing unread, nothing to mark.
  await expect.poll(() => unread(grace.page).count(), { timeout: 15_000 }).toBe(0);
  expect(await grace.page.getByRole('button', { name: 'Mark all read' }).isDisabled()).toBe(true);
  await grace.context.close();
});

test('reading an item or Mark all read in one tab is followed by the same person’s other tab, count and list', async () => {
  const ada = await as('ada@lanes.test');
  const graceApi = await as('grace@lanes.test');
  // Whatever earlier tests left unread goes first, so the counts below are this test's own.
  await graceApi('mutation { markNotificationsRead }');
  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openLive(e2e.service, grace.page, '/inbox');
  // The second tab: another page of the same browser, so the same session.
  const before = liveSubscriptionCount(e2e.service.pubsub);
  const other = await grace.context.newPage();
  await other.goto('/inbox');
  await other.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
  await expect
    .poll(() => liveSubscriptionCount(e2e.service.pubsub), { timeout: 15_000 })
    .toBeGreaterThan(before);

  // Two items, from two projects.
  const { createTask: task } = await ada<CreatedTask>(CREATE_TASK, {
    i: { projectKey: 'LAN', title: 'Read in one tab' },
  });
  await ada('mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }', {
    t: task.id,
    b: `Over to you, ${mentionToken(GRACE)}`,
  });
  await ada<CreatedTask>(CREATE_TASK, {
    i: { projectKey: 'OPS', title: 'Read in the other', assigneeId: GRACE.id },
  });
  for (const page of [grace.page, other]) {
    await page.getByRole('link', { name: 'Inbox, 2 unread', exact: true }).waitFor();
  }
  await expect.poll(() => unread(other).count(), { timeout: 15_000 }).toBe(2);

  // Opening one item in the first tab: the other tab's count and list follow, with no reload.
  await grace.page.getByRole('link', { name: `${task.key} Read in one tab` }).click();
  await grace.page.waitForURL(`**/p/LAN/t/${task.number}`);
  await other.getByRole('link', { name: 'Inbox, 1 unread', exact: true }).waitFor();
  await expect
    .poll(() => unread(other).allInnerTexts(), { timeout: 15_000 })
    .toEqual([expect.stringContaining('Read in the other')]);

  // Mark all read in the first tab: the other tab shows none unread, and nothing left to mark.
  await inboxLink(grace.page).click();
  await grace.page.getByRole('button', { name: 'Mark all read' }).click();
  await grace.page.getByRole('link', { name: 'Inbox', exact: true }).waitFor();
  await other.getByRole('link', { name: 'Inbox', exact: true }).waitFor();
  await expect.poll(() => unread(other).count(), { timeout: 15_000 }).toBe(0);
  expect(await other.getByRole('button', { name: 'Mark all read' }).isDisabled()).toBe(true);
  await grace.context.close();
});

test('a person’s repeated mentions fold into one unread item that says how many, live', async () => {
  const ada = await as('ada@lanes.test');
  const graceApi = await as('grace@lanes.test');
  await graceApi('mutation { markNotificationsRead }');
  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openLive(e2e.service, grace.page, '/inbox');
  const { createTask: task } = await ada<CreatedTask>(CREATE_TASK, {
    i: { projectKey: 'LAN', title: 'Free prizes' },
  });
  const items = grace.page.getByRole('list', { name: 'Inbox items' }).getByRole('listitem');
  for (let i = 1; i <= 3; i += 1) {
    await ada('mutation ($t: ID!, $b: String!) { addComment(taskId: $t, body: $b) { id } }', {
      t: task.id,
      b: `Prize ${i} for ${mentionToken(GRACE)}`,
    });
    const text = i === 1 ? 'mentioned you on' : `mentioned you ${i} times, latest on`;
    await items
      .first()
      .filter({ hasText: `Ada Lovelace ${text}` })
      .waitFor();
  }
  await grace.page.getByRole('link', { name: 'Inbox, 1 unread', exact: true }).waitFor();
  expect(await items.first().innerText()).toMatch(
    new RegExp(`^Unread:\\s+Ada Lovelace mentioned you 3 times, latest on\\s+${task.key} Free prizes`),
  );
  expect(await items.filter({ hasText: 'Unread:' }).count()).toBe(1);
  await grace.context.close();
});
