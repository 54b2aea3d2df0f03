// A day of use (docs/product.md §14a), what is refused and said so, in a real browser with a second person acting
// through the service where the point involves one: a drag that shows every forbidden column and says why a drop
// was refused, search as text, a viewer told so, input that never vanishes silently, and leaving an archived project.
import { expect, test } from 'vitest';
import {
  actingAs,
  CREATE_TASK,
  openSession,
  openSignedIn,
  browserAndServicePerFile,
  type CreatedTask,
} from './support/browser';
import { SETTLED, column, centre, announced } from './support/dayOfUse';

const e2e = browserAndServicePerFile();
const as = (email: string) => actingAs(e2e.service, email);

test('a picked-up card marks every forbidden column at once; a refused drop says which moves are allowed, for a few seconds', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1400,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  const backlog = column(page, 'Backlog');
  await backlog.getByRole('link').first().waitFor();
  const key = (await backlog.locator('.card-key').first().textContent())!;
  const [x, y] = await centre(backlog.getByRole('listitem').first().locator('.card-meta'));
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 10, y + 10, { steps: 3 });
  await expect.poll(() => announced(page), SETTLED).toBe(`Picked up ${key} in Backlog`);
  // Still over its own column: every column it may not enter says so already.
  const marked = () =>
    page
      .locator('section.column[data-drop-forbidden]')
      .evaluateAll((columns) => columns.map((c) => c.querySelector('h2')?.textContent));
  expect(await marked()).toEqual(['In progress', 'In review', 'Done']);
  expect(await column(page, 'Done').locator('.column-forbidden').textContent()).toBe('Not allowed');
  expect(await column(page, 'To do').locator('.column-forbidden').count()).toBe(0);
  const [tx, ty] = await centre(column(page, 'Done').locator('.column-header'));
  await page.mouse.move(tx, ty, { steps: 8 });
  await expect.poll(() => announced(page), SETTLED).toBe(`${key}: not allowed in Done`);
  await page.mouse.up();
  const refused = page.getByRole('alert').filter({ hasText: 'Not allowed' });
  await refused.waitFor();
  expect(await refused.locator('.notice-message').textContent()).toBe(
    `Not allowed: ${key} cannot move from Backlog to Done. Allowed moves: To do, Canceled.`,
  );
  expect(await marked()).toEqual([]);
  // For a few seconds: it goes by itself.
  await refused.waitFor({ state: 'detached', timeout: 15_000 });
  await context.close();
});

test('search reads as text: one letter missing finds, snippets carry no Markdown, the header keeps the query', async () => {
  const ada = await as('ada@lanes.test');
  await ada<CreatedTask>(CREATE_TASK, {
    i: {
      projectKey: 'LAN',
      title: 'Launch checklist for the rocket',
      description:
        '## Outline\n- Why we **rebuilt** it: see [Style guide](https://x.test/style) and `npm test`',
    },
  });
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1440,
    height: 900,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/projects');
  const field = page.getByRole('searchbox', { name: 'Search all projects' });
  await field.fill('lauch checklst');
  await field.press('Enter');
  await page.waitForURL('**/search?q=lauch%20checklst');
  const result = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .filter({ hasText: 'Launch checklist for the rocket' });
  await result.waitFor();
  expect(await result.locator('.team-excerpt').textContent()).toBe(
    'Outline Why we rebuilt it: see Style guide and npm test',
  );
  expect(await field.inputValue()).toBe('lauch checklst');
  await page.reload();
  await result.waitFor();
  expect(await page.getByRole('searchbox', { name: 'Search all projects' }).inputValue()).toBe(
    'lauch checklst',
  );
  await context.close();
});

test('a viewer on a phone is told he can only view, on the board and the task page; only members and admins are offered as assignees', async () => {
  const linus = await openSession(e2e.browser, e2e.service, {
    width: 390,
    height: 844,
    as: 'linus@lanes.test',
  });
  await openSignedIn(linus.page, '/p/LAN');
  await linus.page.getByText('View only', { exact: true }).waitFor();
  await linus.page.goto('/p/LAN/t/1');
  await linus.page.getByText('View only', { exact: true }).waitFor();
  await linus.context.close();

  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1440,
    height: 900,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  expect(await page.getByText('View only', { exact: true }).count()).toBe(0);
  await page.getByRole('button', { name: 'New task' }).click();
  const assignees = await page.getByRole('dialog').getByLabel('Assignee').locator('option').allTextContents();
  expect(assignees).toEqual(['Nobody', 'Ada Lovelace', 'Grace Hopper']);
  await page.keyboard.press('Escape');
  // The task page offers the same people.
  await page.goto('/p/LAN/t/1');
  const select = page.getByLabel('Assignee', { exact: true });
  await select.waitFor();
  const onPage = await select.locator('option').allTextContents();
  expect(onPage).toEqual(['Nobody', 'Ada Lovelace', 'Grace Hopper']);
  await context.close();
});

test('nothing vanishes silently: an impossible date says so and sends nothing, a long paste says how much was cut, a filter change announces no one', async () => {
  const { page, context, requests } = await openSession(e2e.browser, e2e.service, {
    width: 1440,
    height: 900,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'To do').getByRole('link').first().waitFor();
  // Whatever the board says to screen readers, from here on.
  await page.evaluate(() => {
    const said: string[] = ((window as unknown as { said: string[] }).said = []);
    const region = document.querySelector('.board > p.sr-only[role="status"]')!;
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  // A filter typed, and a card focused before the filter applies: it leaves by the person's own hand.
  const key = (await column(page, 'To do').locator('.card-key').first().textContent())!;
  await page.getByLabel('Search', { exact: true }).fill('zzzz nothing matches');
  await column(page, 'To do')
    .getByRole('link', { name: new RegExp(`^${key} `) })
    .focus();
  await page.getByRole('status').filter({ hasText: 'No tasks match these filters.' }).waitFor();
  await column(page, 'To do').getByText(key, { exact: true }).waitFor({ state: 'detached' });
  expect(await page.evaluate(() => (window as unknown as { said: string[] }).said.join(' '))).not.toContain(
    'by someone else',
  );
  await page
    .getByRole('search', { name: 'Filter tasks' })
    .getByRole('button', { name: 'Clear filters' })
    .click();

  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog');
  const title = dialog.getByLabel('Title');
  await title.focus();
  // A paste of 201 characters, as the browser delivers it: one input event with all of it.
  await page.keyboard.insertText(`${'p'.repeat(200)}Q`);
  await dialog.getByText('1 character past the 200-character limit was cut').waitFor();
  expect(await title.inputValue()).toBe('p'.repeat(200));

  // 02/30/2026, typed into the browser's own date field (month, day, year here): it sends no input event at all.
  const date = dialog.getByLabel('Due date');
  await date.focus();
  await date.pressSequentially('02302026');
  const sending = requests.mark();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.getByText('Enter a real date').waitFor();
  expect(await date.getAttribute('aria-invalid')).toBe('true');
  expect(await date.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(true);
  expect(requests.since(sending, 'mutation')).toEqual([]);
  await page.keyboard.press('Escape');

  // On the task page, where a date takes effect when chosen: the same words, and nothing sent.
  const ada = await as('ada@lanes.test');
  const { createTask: task } = await ada<CreatedTask>(CREATE_TASK, {
    i: { projectKey: 'LAN', title: 'Dated' },
  });
  await page.goto(`/p/LAN/t/${task.number}`);
  const due = page.getByLabel('Due date', { exact: true });
  await due.waitFor();
  const editing = requests.mark();
  await due.focus();
  await due.pressSequentially('02302026');
  // Left (Tab here only moves between the field's own parts).
  await due.blur();
  await page.getByText('Enter a real date').waitFor();
  expect(requests.since(editing, 'mutation')).toEqual([]);
  expect(await due.getAttribute('aria-invalid')).toBe('true');
  await context.close();
});

test('Grace leaves an archived project from its settings; an invite link brings her back, and brings in someone new', async () => {
  const ada = await as('ada@lanes.test');
  await ada('mutation { createProject(input: { key: "TRIP", name: "Team trip" }) { id } }');
  await ada('mutation { addMember(projectKey: "TRIP", email: "grace@lanes.test", role: MEMBER) { id } }');
  await ada('mutation { archiveProject(key: "TRIP") { key } }');

  const grace = await openSession(e2e.browser, e2e.service, {
    width: 1440,
    height: 900,
    as: 'grace@lanes.test',
  });
  await openSignedIn(grace.page, '/p/TRIP/settings');
  await grace.page.getByRole('button', { name: 'Leave project' }).click();
  await grace.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, leave' }).click();
  await grace.page.getByText('You left Team trip').waitFor();
  await grace.page.waitForURL('**/projects');

  // Unarchived, the admin makes a link in settings; the service keeps only its hash, so the page shows it once.
  await ada('mutation { restoreProject(key: "TRIP") { key } }');
  const admin = await openSession(e2e.browser, e2e.service, {
    width: 1440,
    height: 900,
    as: 'ada@lanes.test',
  });
  await openSignedIn(admin.page, '/p/TRIP/settings');
  await admin.page.getByRole('button', { name: 'Create invite link' }).click();
  const url = await admin.page.getByLabel('New Member invite link').inputValue();
  expect(url).toMatch(new RegExp(`^${e2e.service.url}/join#[A-Za-z0-9_-]{40,}$`));
  await admin.page
    .getByRole('list', { name: 'Open invite links' })
    .getByText(/^Member link by Ada Lovelace/)
    .waitFor();

  await grace.page.goto(url);
  await grace.page.getByRole('button', { name: 'Join Team trip as Member' }).click();
  await grace.page.waitForURL('**/p/TRIP');
  await grace.page.getByRole('heading', { name: 'Team trip', level: 1 }).waitFor();

  // Someone without an account: the link leads to sign-up and then straight into the project.
  const newcomer = await openSession(e2e.browser, e2e.service, { width: 390, height: 844 });
  await newcomer.page.goto(url);
  await newcomer.page.getByRole('heading', { name: 'Join Team trip as Member' }).waitFor();
  await newcomer.page.getByLabel('Name').fill('Margaret Hamilton');
  await newcomer.page.getByLabel('Email').fill('margaret@lanes.test');
  await newcomer.page.getByLabel('Password', { exact: true }).fill('apollo-guidance-1969');
  await newcomer.page.getByRole('button', { name: 'Create account' }).click();
  await newcomer.page.waitForURL('**/p/TRIP');
  const members = await ada<{ project: { members: { user: { name: string }; role: string }[] } }>(
    '{ project(key: "TRIP") { members { user { name } role } } }',
  );
  expect(members.project.members.map((m) => [m.user.name, m.role])).toEqual([
    ['Ada Lovelace', 'ADMIN'],
    ['Grace Hopper', 'MEMBER'],
    ['Margaret Hamilton', 'MEMBER'],
  ]);
  await Promise.all([grace.context.close(), admin.context.close(), newcomer.context.close()]);
});
