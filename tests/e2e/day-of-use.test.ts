// A day of use (docs/product.md §14a) in a real browser, a second person acting through the service where the point
// involves one: typed mentions, notices that float (a "Saved" arriving during a drag moves nothing), an inbox that
// says why and keeps its times current, dates at a glance and My tasks by when, and the card menu's common actions.
// The refusals of a day of use are in day-of-use-refusals.test.ts.
import { expect, test } from 'vitest';
import type { Route } from 'playwright-core';
import {
  actingAs,
  CREATE_TASK,
  openSession,
  openSignedIn,
  signedInState,
  browserAndServicePerFile,
  type CreatedTask,
} from './support/browser';
import { ADA, LINUS, SETTLED, column, COMMENT, dayIn, centre, announced } from './support/dayOfUse';

const e2e = browserAndServicePerFile();
const as = (email: string) => actingAs(e2e.service, email);

test('typed mentions (@ada, @Li then "nus Torvalds") mention as picked ones do; mentions show highlighted in comments and descriptions', async () => {
  const ada = await as('ada@lanes.test');
  const { createTask: task } = await ada<CreatedTask>(CREATE_TASK, {
    i: { projectKey: 'LAN', title: 'Plan the launch', description: 'Grace, ask @grace about **dates**' },
  });
  const grace = await openSession(e2e.browser, e2e.service, {
    width: 1440,
    height: 900,
    as: 'grace@lanes.test',
  });
  await openSignedIn(grace.page, `/p/LAN/t/${task.number}`);
  // The description's typed mention was stored as Grace's and shows as her highlighted name.
  await grace.page.locator('.mention').filter({ hasText: 'Grace Hopper' }).first().waitFor();

  const field = grace.page.getByLabel('Comment', { exact: true });
  await field.pressSequentially('@ada have a look, cc @Li');
  // The list offers Linus; Grace types on instead of picking him.
  await grace.page.getByRole('listbox', { name: 'Mention a member' }).waitFor();
  await field.pressSequentially('nus Torvalds');
  await grace.page.getByText('Mentions Ada Lovelace, Linus Torvalds.').waitFor();
  const sent = grace.page.waitForRequest((r) => r.postData()?.includes('"AddComment"') === true);
  await grace.page.getByRole('button', { name: 'Add comment' }).click();
  const body = JSON.parse((await sent).postData()!).variables.body as string;
  expect(body).toBe(`@[Ada Lovelace](user:${ADA.id}) have a look, cc @[Linus Torvalds](user:${LINUS.id})`);
  const comment = grace.page.locator('.comment-body').last();
  await expect
    .poll(() => comment.locator('.mention').allTextContents(), SETTLED)
    .toEqual(['Ada Lovelace', 'Linus Torvalds']);
  // Linus, who never saw the list, hears of it.
  const linus = await as('linus@lanes.test');
  const inbox = await linus<{ inbox: { edges: { node: { kind: string; task: { key: string } } }[] } }>(
    '{ inbox { edges { node { kind task { key } } } } }',
  );
  expect(inbox.inbox.edges.map((e) => [e.node.kind, e.node.task.key])).toContainEqual([
    'MENTIONED',
    task.key,
  ]);
  await grace.context.close();
});

test('a "Saved" notice arriving during a drag floats over the board: nothing under the pointer moves', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1600,
    height: 1400,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'To do').getByRole('link').first().waitFor();
  // The first move's answer is held until the second drag is under way.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route('**/graphql', async (route: Route) => {
    if (first && route.request().postData()?.includes('"MoveTask"')) {
      first = false;
      const response = await route.fetch();
      await held;
      return route.fulfill({ response });
    }
    return route.fallback();
  });
  const todo = column(page, 'To do');
  const [firstKey, secondKey] = (await todo.locator('.card-key').allTextContents()).slice(0, 2);
  await page.getByRole('button', { name: `Actions for ${firstKey}` }).click();
  await page.getByRole('menuitem', { name: 'Move to In progress' }).click();
  await column(page, 'In progress').getByText(firstKey!, { exact: true }).waitFor();

  await page.evaluate(() => {
    const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[])
        shifts.push(`${entry.value} ${entry.sources.map((s) => (s.node as Element)?.className).join(',')}`);
    }).observe({ type: 'layout-shift' });
  });
  const card = todo.getByRole('listitem').filter({ hasText: secondKey! });
  const boxes = () =>
    page.locator('.card').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().y));
  const [x, y] = await centre(card.locator('.card-meta'));
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 10, y + 10, { steps: 3 });
  await expect.poll(() => announced(page), SETTLED).toMatch(/^Picked up /);
  const before = await boxes();
  release();
  const saved = page.getByRole('status').filter({ hasText: `Saved: ${firstKey} moved` });
  await saved.waitFor(SETTLED);
  await saved.getByRole('button', { name: 'Undo' }).waitFor();

  expect(await saved.evaluate((el) => getComputedStyle(el.parentElement!).position)).toBe('fixed');
  expect(await boxes()).toEqual(before);
  // Two frames on, every shift the notice caused has been reported (the drop that follows is the person's own).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  await page.mouse.move(x + 20, y + 40, { steps: 3 });
  await page.mouse.up();
  await context.close();
});

test('the inbox says why, shows the start of the comment as text, a relative time that moves on by itself, and Mark read per item', async () => {
  // Ada has read what came before: an unread item from Grace would take this mention as a repeat ("2 times").
  await (
    await as('ada@lanes.test')
  )('mutation { markNotificationsRead }');
  const grace = await as('grace@lanes.test');
  const { createTask: task } = await grace<CreatedTask>(CREATE_TASK, {
    i: { projectKey: 'LAN', title: 'Write the launch post' },
  });
  const words = 'more words '.repeat(20);
  await grace(COMMENT, { t: task.id, b: `**@ada** please read [the draft](https://x.test/d): ${words}` });
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1440,
    height: 900,
    as: 'ada@lanes.test',
  });
  await page.clock.install();
  await openSignedIn(page, '/inbox');
  const item = page.getByRole('list', { name: 'Inbox items' }).getByRole('listitem').first();
  await item.waitFor();
  expect(await item.locator('.inbox-why').textContent()).toBe(
    `Grace Hopper mentioned you on ${task.key} Write the launch post`,
  );
  const excerpt = `@Ada Lovelace please read the draft: ${words}`.slice(0, 140).trimEnd();
  expect(await item.locator('.inbox-excerpt').textContent()).toBe(excerpt);
  const time = item.locator('time');
  expect(await time.textContent()).toBe('just now');
  expect(await time.getAttribute('title')).toBe(
    await page.evaluate(
      (at) =>
        new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(at)),
      (await time.getAttribute('datetime'))!,
    ),
  );
  // Time passes: the words follow without a reload.
  // The page's clock turns every ten seconds: five minutes and a half from the first paint is "5 minutes ago".
  await page.clock.fastForward('05:30');
  await expect.poll(() => time.textContent(), SETTLED).toBe('5 minutes ago');
  const unread = await page.getByRole('link', { name: /^Inbox, \d+ unread$/ }).getAttribute('aria-label');
  const count = Number(/(\d+) unread/.exec(unread!)![1]);
  await item.getByRole('button', { name: 'Mark read' }).click();
  await item.getByRole('button', { name: 'Mark read' }).waitFor({ state: 'detached' });
  const after = count - 1 === 0 ? 'Inbox' : `Inbox, ${count - 1} unread`;
  await page.getByRole('link', { name: after, exact: true }).waitFor(SETTLED);
  await context.close();
});

test('dates at a glance where the person is, and My tasks under Overdue, Today, This week and Later', async () => {
  const zone = 'Pacific/Kiritimati';
  const ada = await as('ada@lanes.test');
  const titles = {
    Overdue: 'Due before',
    Today: 'Due today',
    'This week': 'Due in three',
    Later: 'Due later',
  };
  const due = {
    Overdue: dayIn(zone, -2),
    Today: dayIn(zone, 0),
    'This week': dayIn(zone, 3),
    Later: dayIn(zone, 20),
  };
  for (const group of Object.keys(titles) as (keyof typeof titles)[]) {
    await ada<CreatedTask>(CREATE_TASK, {
      i: { projectKey: 'OPS', title: titles[group], assigneeId: ADA.id, dueDate: due[group], status: 'TODO' },
    });
  }
  const context = await e2e.browser.newContext({
    storageState: await signedInState(e2e.service, 'ada@lanes.test'),
    baseURL: e2e.service.url,
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
    locale: 'en-GB',
    timezoneId: zone,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.clock.install();
  await openSignedIn(page, '/my-tasks');
  await page.getByRole('heading', { name: 'Overdue', level: 2 }).waitFor();
  const groups = await page.locator('.due-group h2').allTextContents();
  expect(groups).toEqual(['Overdue', 'Today', 'This week', 'Later']);
  for (const group of groups as (keyof typeof titles)[]) {
    const region = page.getByRole('region', { name: group });
    await region.getByRole('link', { name: new RegExp(`${titles[group]}$`) }).waitFor();
  }
  const dateOf = (title: string) =>
    page.getByRole('listitem').filter({ hasText: title }).locator('time').textContent();
  expect(await dateOf(titles.Overdue)).toBe('2 days ago');
  expect(await dateOf(titles.Today)).toBe('Today');
  expect(await dateOf(titles['This week'])).toBe('In 3 days');
  // A day later, without a reload: today's task is overdue, the one in three days in two.
  await page.clock.fastForward('24:00:00');
  await expect.poll(() => dateOf(titles['This week']), SETTLED).toBe('In 2 days');
  await expect
    .poll(() => page.getByRole('region', { name: 'Overdue' }).getByText(titles.Today).count(), SETTLED)
    .toBe(1);
  expect(await dateOf(titles.Today)).toBe('Yesterday');
  // A card shows the same words, the whole date in its title.
  await page.goto('/p/OPS');
  const card = column(page, 'To do').getByRole('listitem').filter({ hasText: titles['This week'] });
  expect(await card.locator('time').textContent()).toBe('In 2 days');
  expect(await card.locator('time').getAttribute('title')).toMatch(/^\w+day, \d{1,2} \w+ \d{4}$/);
  await context.close();
});

test('the card menu assigns to me and back, sets the priority, copies the link and deletes; Grace sees each change', async () => {
  const ada = await as('ada@lanes.test');
  const { createTask: task } = await ada<CreatedTask>(CREATE_TASK, {
    i: { projectKey: 'LAN', title: 'Menu work', status: 'TODO' },
  });
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 1440,
    height: 900,
    as: 'ada@lanes.test',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, '/p/LAN');
  const card = column(page, 'To do').getByRole('listitem').filter({ hasText: task.key });
  const menu = page.getByRole('menu', { name: `Actions for ${task.key}` });
  const choose = async (name: string) => {
    await card.getByRole('button', { name: `Actions for ${task.key}` }).click();
    await menu.waitFor();
    await menu.getByRole('menuitem', { name, exact: true }).click();
  };
  await card.getByRole('button', { name: `Actions for ${task.key}` }).click();
  await menu.waitFor();
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
    'Move to Backlog',
    'Move to In progress',
    'Move to Canceled',
    'Assign to me',
    'Low',
    'Medium',
    'High',
    'Urgent',
    'Copy link',
    'Delete',
  ]);
  // Escape reaches the menu once the focus has moved into it (an instant after it opens).
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  const grace = await as('grace@lanes.test');
  const seen = async () =>
    (
      await grace<{ task: { assignee: { name: string } | null; priority: string } | null }>(
        'query ($n: Int!) { task(projectKey: "LAN", number: $n) { assignee { name } priority } }',
        { n: task.number },
      )
    ).task;

  await choose('Assign to me');
  await card.getByText('Assigned to Ada Lovelace').waitFor();
  await expect.poll(seen, SETTLED).toMatchObject({ assignee: { name: 'Ada Lovelace' } });
  await page
    .getByRole('status')
    .filter({ hasText: `Saved: ${task.key} assigned to Ada Lovelace` })
    .waitFor();
  await choose('Unassign me');
  await expect.poll(seen, SETTLED).toMatchObject({ assignee: null });
  await choose('Urgent');
  await card.getByText('Priority: Urgent').waitFor();
  await expect.poll(seen, SETTLED).toMatchObject({ priority: 'URGENT' });
  await choose('Copy link');
  await page
    .getByRole('status')
    .filter({ hasText: `Link to ${task.key} copied` })
    .waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${e2e.service.url}/p/LAN/t/${task.number}`,
  );
  await choose('Delete');
  await card.waitFor({ state: 'detached' });
  await page
    .getByRole('status')
    .filter({ hasText: `Saved: ${task.key} deleted` })
    .getByRole('button', { name: 'Undo' })
    .waitFor();
  const gone = async () => {
    const cookie = await e2e.service.signIn('grace@lanes.test');
    const body = await e2e.service.request(
      'query ($n: Int!) { task(projectKey: "LAN", number: $n) { id } }',
      { n: task.number },
      cookie,
    );
    return body.errors?.map((e) => e.message);
  };
  await expect.poll(gone, SETTLED).toEqual([`Task ${task.key} not found`]);
  await context.close();
});
