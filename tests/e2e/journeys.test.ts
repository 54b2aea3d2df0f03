// Role journeys across screens: sign up, create a project, add a member, create and move tasks, comment (live for
// other viewers), edit with CONFLICT kept, settings. (axe on every screen: accessibility.test.ts.)
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  openSession,
  signIn,
  browserAndServicePerFile,
  accountButton,
  openSignedIn,
} from './support/browser';
import { openTitle } from './support/taskPage';
import { ariaModulesInChunks, routeScripts } from './support/holdScripts';

const e2e = browserAndServicePerFile();

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('sign up, create a project, add a member, create a task, comment: the member sees the comment live with no request', async () => {
  const owner = await openSession(e2e.browser, e2e.service);
  const page = owner.page;
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill('Hedy Lamarr');
  await page.getByLabel('Email').fill('hedy@lanes.test');
  await page.getByLabel('Password').fill('frequency-hop');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Projects' }).waitFor();
  expect(await accountButton(page, 'Hedy Lamarr').count()).toBe(1);

  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Key').fill('HED');
  await dialog.getByLabel('Name').fill('Hedy things');
  await dialog.getByLabel('Description').fill('Spread spectrum');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL('**/p/HED');
  await column(page, 'Backlog').waitFor();

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Email').fill('grace@lanes.test');
  await page.getByRole('button', { name: 'Add member' }).click();
  await page.getByRole('rowheader', { name: 'Grace Hopper' }).waitFor();

  await page.getByRole('link', { name: 'Hedy things' }).click();
  await page.getByRole('button', { name: 'New task' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('Tune the torpedo');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  const card = page.getByRole('link', { name: 'HED-1 Tune the torpedo', exact: true });
  await column(page, 'Backlog').getByRole('link', { name: 'HED-1 Tune the torpedo', exact: true }).waitFor();

  const member = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openSignedIn(member.page, '/p/HED/t/1');
  await member.page.getByRole('heading', { name: 'HED-1 Tune the torpedo' }).waitFor();
  await member.page.getByText('Live', { exact: true }).waitFor();

  await card.click();
  await page.getByLabel('Comment').fill('<b>bold?</b> no, text');
  const before = member.requests.mark();
  await page.getByRole('button', { name: 'Add comment' }).click();
  await member.page.getByText('<b>bold?</b> no, text', { exact: true }).waitFor();
  expect(member.requests.since(before)).toEqual([]);
  // The author's box empties with the answer, which may come after the other person's stream brought the comment.
  await expect.poll(() => page.getByLabel('Comment').inputValue(), { timeout: 15_000 }).toBe('');
  await member.context.close();
  await owner.context.close();
});

test('a title Grace changes while Ada writes one is not sent over hers: the conflict panel shows both, and Ada chooses', async () => {
  const ada = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(ada.page, '/p/LAN/t/19');
  await ada.page.getByText('Live', { exact: true }).waitFor();
  const sent: unknown[] = [];
  ada.page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('"operationName":"UpdateTask"')) sent.push(JSON.parse(body).variables.input);
  });
  const title = await openTitle(ada.page);
  await title.fill('Dark theme for night owls');

  const graceCookie = await e2e.service.signIn('grace@lanes.test');
  const task = await e2e.service.request<{ task: { id: string; version: number } }>(
    'query { task(projectKey: "LAN", number: 19) { id version } }',
    {},
    graceCookie,
  );
  const { id, version } = task.data!.task;
  const changed = await e2e.service.request(
    'mutation($input: UpdateTaskInput!) { updateTask(input: $input) { title } }',
    { input: { id, expectedVersion: version, title: 'Dark theme, by Grace' } },
    graceCookie,
  );
  expect(changed).toEqual({ data: { updateTask: { title: 'Dark theme, by Grace' } } });

  // Live, before Ada is done: the panel names the field, with Grace's title and Ada's; Ada's field keeps hers.
  const panel = ada.page.getByRole('alert').filter({ hasText: 'Someone else changed this task' });
  await panel.waitFor();
  expect(await panel.locator('dt').allTextContents()).toEqual(['Current title', 'Your title']);
  expect(await panel.locator('dd').allTextContents()).toEqual([
    'Dark theme, by Grace',
    'Dark theme for night owls',
  ]);
  // Enter sends nothing over Grace's title while the panel asks.
  await title.press('Enter');
  expect(await title.inputValue()).toBe('Dark theme for night owls');
  expect(sent).toEqual([]);

  await panel.getByRole('button', { name: 'Keep your title' }).click();
  await ada.page.getByRole('heading', { name: 'LAN-19 Dark theme for night owls' }).waitFor();
  await panel.waitFor({ state: 'detached' });
  expect(sent).toEqual([{ id, expectedVersion: version + 1, title: 'Dark theme for night owls' }]);
  await ada.context.close();
});

test('an expired session sends the user to sign in and back, with the comment they were typing', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'grace@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN/t/20');
  await page.getByLabel('Comment').fill('Typed before the session ended');
  await context.clearCookies();
  await page.getByRole('button', { name: 'Add comment' }).click();
  await page.waitForURL((url) => url.pathname === '/sign-in');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/p/LAN/t/20');
  await page.getByLabel('Email').fill('grace@lanes.test');
  await page.getByLabel('Password').fill('lanes-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/p/LAN/t/20');
  expect(await page.getByLabel('Comment').inputValue()).toBe('Typed before the session ended');
  await context.close();
});

test("the projects list has no React Aria (New project is the platform's <dialog>): it opens on Name, and Escape gives the focus back", async () => {
  const { needed } = routeScripts('/projects');
  expect(await ariaModulesInChunks(needed)).toEqual([]);
  // The task page's comment field does hold it (the check above can fail).
  expect(await ariaModulesInChunks(routeScripts('/p/LAN/t/1').needed)).not.toEqual([]);

  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/projects');
  const button = page.getByRole('button', { name: 'New project' });
  await button.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'New project' }).waitFor();
  await expect
    .poll(() => dialog.getByLabel('Name').evaluate((el) => el === document.activeElement))
    .toBe(true);
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  await context.close();
});

test('New project checks fields before sending and shows the service refusal of a taken key beside Key', async () => {
  const { page, context, requests } = await openSession(e2e.browser, e2e.service, { as: 'linus@lanes.test' });
  await openSignedIn(page, '/projects');
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Key').fill('L1');
  const before = requests.mark();
  await dialog.getByRole('button', { name: 'Create' }).click();
  expect(await dialog.getByLabel('Key').getAttribute('aria-invalid')).toBe('true');
  expect(await dialog.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
  // Name comes first (the key is suggested from it).
  expect(await dialog.locator('.field-error').allTextContents()).toEqual([
    'Name is required',
    'Key must be 2 to 6 letters A–Z',
  ]);
  expect(requests.since(before)).toEqual([]);

  await dialog.getByLabel('Key').fill('LAN');
  await dialog.getByLabel('Name').fill('Another Lanes');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect.poll(() => dialog.getByLabel('Key').getAttribute('aria-invalid')).toBe('true');
  expect(await dialog.getByLabel('Name').inputValue()).toBe('Another Lanes');
  expect(requests.since(before).map((r) => r.operationName)).toEqual(['CreateProject']);
  await context.close();
});

test('a viewer reads a task but cannot edit it or comment', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'linus@lanes.test' });
  await openSignedIn(page, '/p/LAN/t/11');
  await page.getByRole('heading', { name: 'LAN-11 Conflict screen: show both versions of a task' }).waitFor();
  expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Add comment' }).count()).toBe(0);
  expect(await page.getByRole('textbox').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Delete task' }).count()).toBe(0);
  await context.close();
});

test('comments: the author edits and deletes their own; others get no such buttons', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openSignedIn(page, '/p/OPS/t/1');
  await page.getByLabel('Comment').fill('First thought');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await page.getByRole('listitem').filter({ hasText: 'First thought' }).waitFor();
  // Oldest first: the new comment is the last one (its text changes while it is edited).
  const mine = page.locator('.comment').last();
  await mine.getByRole('button', { name: 'Edit comment' }).click();
  await mine.getByLabel('Edit comment').fill('Second thought');
  await mine.getByRole('button', { name: 'Save comment' }).click();
  const edited = page.getByRole('listitem').filter({ hasText: 'Second thought' });
  await edited.getByText('(edited)').waitFor();
  expect(await edited.locator('.comment-body').textContent()).toBe('Second thought');

  const ada = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(ada.page, '/p/OPS/t/1');
  const seen = ada.page.getByRole('listitem').filter({ hasText: 'Second thought' });
  await seen.waitFor();
  // Ada is a MEMBER of OPS: not the author, not an ADMIN.
  expect(await seen.getByRole('button').count()).toBe(0);

  await edited.getByRole('button', { name: 'Delete comment' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete' }).click();
  await seen.waitFor({ state: 'detached' });
  await edited.waitFor({ state: 'detached' });
  await ada.context.close();
  await context.close();
});

test('settings: an admin changes a role; the last admin cannot be removed or demoted; others only read', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/p/LAN/settings');
  const linus = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Linus Torvalds' }) });
  const changed = page.waitForResponse(
    (r) => r.request().postData()?.includes('"ChangeMemberRole"') === true,
  );
  await linus.getByRole('combobox', { name: /Role of Linus Torvalds/ }).selectOption({ label: 'Member' });
  expect(await (await changed).json()).toMatchObject({ data: { changeMemberRole: { role: 'MEMBER' } } });
  const ada = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Ada Lovelace' }) });
  expect(await ada.getByRole('button').count()).toBe(0);
  expect(await ada.getByText('Last admin').count()).toBe(1);

  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openSignedIn(grace.page, '/p/LAN/settings');
  await grace.page.getByRole('heading', { name: 'Members' }).waitFor();
  expect(await grace.page.getByRole('button', { name: /Remove|Role of|Add member|Save/ }).count()).toBe(0);
  expect(
    await grace.page
      .getByRole('row')
      .filter({ has: grace.page.getByRole('rowheader', { name: 'Linus Torvalds' }) })
      .getByRole('cell')
      .nth(1)
      .textContent(),
  ).toBe('Member');
  await grace.context.close();
  await context.close();
});

test('an admin deletes a task from its detail and lands on the board without it', async () => {
  const { page, context, requests } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/p/LAN');
  const link = column(page, 'Canceled').getByRole('link', {
    name: 'LAN-26 Rewrite the client in another framework',
  });
  await link.click();
  const before = requests.mark();
  await page.getByRole('button', { name: 'Delete task' }).click();
  await page.waitForURL((url) => url.pathname === '/p/LAN');
  await column(page, 'Canceled').getByRole('link').first().waitFor();
  expect(await link.count()).toBe(0);
  // From the delete on (the click no longer waits for a dialog, so the page may still be loading before it), one
  // request and no refetch; the board's presence (Here, AlsoHere) is not about the task.
  const sent = requests.since(before).map((r) => `${r.type} ${r.operationName}`);
  expect(sent.slice(sent.indexOf('mutation DeleteTask')).filter((r) => !/ (Here|AlsoHere)$/.test(r))).toEqual(
    ['mutation DeleteTask'],
  );
  await context.close();
});

test('Markdown in a comment formats text, and its script payloads stay text or inert', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openSignedIn(page, '/p/LAN/t/21');
  const body = [
    'Read [the guide](https://example.com/guide) *now*',
    '',
    '- [click me](javascript:window.__xss=3)',
    '- `<img src=x onerror="window.__xss=1">`',
    '',
    '<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script>',
  ].join('\n');
  await page.getByLabel('Comment').fill(body);
  await page.getByRole('button', { name: 'Add comment' }).click();
  const comment = page.locator('.comment').filter({ hasText: 'the guide' });
  const rendered = comment.locator('.comment-body');
  await rendered.locator('em').waitFor();

  const guide = rendered.getByRole('link', { name: 'the guide' });
  expect(await guide.getAttribute('href')).toBe('https://example.com/guide');
  expect(await guide.getAttribute('rel')).toBe('noopener noreferrer');
  expect(await guide.getAttribute('target')).toBe('_blank');
  expect(await rendered.locator('em').textContent()).toBe('now');
  // The javascript: link keeps its words but loses its target; raw HTML is shown as typed.
  expect(await rendered.locator('a').count()).toBe(1);
  expect(await rendered.locator('li').first().textContent()).toBe('click me');
  expect(await rendered.locator('code').textContent()).toBe('<img src=x onerror="window.__xss=1">');
  expect(await rendered.locator('img, script').count()).toBe(0);
  expect(await rendered.textContent()).toContain('<script>window.__xss=2</script>');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await context.close();
});
