// Live boards between real browsers: what one person does shows on the other's board with no request on their side;
// a transport failure keeps the data on screen with a Retry; drafts survive a reload.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, sentOperation, browserAndServicePerFile, openSignedIn } from './support/browser';

const e2e = browserAndServicePerFile();

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a task created, moved and deleted by one person shows on the other board live, with no request there', async () => {
  const ada = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openSignedIn(ada.page, '/p/OPS');
  await openSignedIn(grace.page, '/p/OPS');
  await ada.page.getByText('Live', { exact: true }).waitFor();
  await grace.page.getByText('Live', { exact: true }).waitFor();

  const before = ada.requests.mark();
  await grace.page.getByRole('button', { name: 'New task' }).click();
  await grace.page.getByRole('dialog').getByLabel('Title').fill('Rotate the backup keys');
  await grace.page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  const onAda = column(ada.page, 'Backlog').getByRole('link', { name: /^OPS-\d+ Rotate the backup keys$/ });
  await onAda.waitFor();
  const name = (await onAda.textContent()) ?? '';

  const card = column(grace.page, 'Backlog')
    .getByRole('listitem')
    .filter({ hasText: 'Rotate the backup keys' });
  await card.getByRole('button', { name: /^Actions for / }).click();
  await grace.page.getByRole('menuitem', { name: 'Move to To do' }).click();
  await column(ada.page, 'To do').getByRole('link', { name, exact: true }).waitFor();
  expect(await column(ada.page, 'Backlog').getByRole('link', { name, exact: true }).count()).toBe(0);

  const number = Number(name.split(' ')[0]?.split('-')[1]);
  const cookie = await e2e.service.signIn('grace@lanes.test');
  const { data } = await e2e.service.request<{ task: { id: string } }>(
    `query { task(projectKey: "OPS", number: ${number}) { id } }`,
    {},
    cookie,
  );
  expect(
    await e2e.service.request('mutation($id: ID!) { deleteTask(id: $id) }', { id: data!.task.id }, cookie),
  ).toEqual({
    data: { deleteTask: data!.task.id },
  });
  await column(ada.page, 'To do').getByRole('link', { name, exact: true }).waitFor({ state: 'detached' });
  expect(ada.requests.since(before)).toEqual([]);
  await ada.context.close();
  await grace.context.close();
});

test('a failed refresh shows the message and Retry while the board stays on screen', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  const cards = await page.locator('.card').count();

  // A real service answers 5xx only when it is broken: the browser's router stands in for a failing proxy here.
  await page.route('**/graphql**', async (route) => {
    if (sentOperation(route.request())?.operationName === 'Board') {
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    } else await route.continue();
  });
  await page.getByLabel('Search', { exact: true }).fill('theme');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not refresh the board.' });
  await alert.waitFor();
  expect(await alert.locator('.notice-message').textContent()).toBe(
    'Response not successful: Received status code 502',
  );
  expect(await page.locator('.card').count()).toBe(cards);

  await page.unroute('**/graphql**');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await alert.waitFor({ state: 'detached' });
  // The unfiltered board stays on screen until the filtered answer replaces it: wait for the one card a person sees.
  await expect.poll(() => page.locator('.card').count(), { timeout: 15_000 }).toBe(1);
  await page.getByRole('link', { name: 'LAN-19 Dark theme', exact: true }).waitFor();
  await context.close();
});

test('a new task draft survives a failed create and a reload', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/p/LAN');
  await column(page, 'Backlog').waitFor();
  await page.getByRole('button', { name: 'New task' }).click();
  await page.getByRole('dialog').getByLabel('Title').fill('Half-written idea');
  await page.getByRole('dialog').getByLabel('Description').fill('It goes like this');

  // The network failing mid-create is a browser-side case: abort the request as a dropped connection would.
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('"operationName":"CreateTask"')
      ? route.abort('connectionreset')
      : route.continue(),
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await page.getByRole('dialog').getByRole('alert').waitFor();
  expect(await page.getByRole('dialog').getByLabel('Title').inputValue()).toBe('Half-written idea');
  await page.unroute('**/graphql');

  await page.reload();
  await page.getByRole('button', { name: 'New task' }).click();
  expect(await page.getByRole('dialog').getByLabel('Title').inputValue()).toBe('Half-written idea');
  expect(await page.getByRole('dialog').getByLabel('Description').inputValue()).toBe('It goes like this');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await column(page, 'Backlog')
    .getByRole('link', { name: /^LAN-\d+ Half-written idea$/ })
    .waitFor();
  await page.getByRole('button', { name: 'New task' }).click();
  expect(await page.getByRole('dialog').getByLabel('Title').inputValue()).toBe('');
  await context.close();
});

test('an admin removes a member: the removed member is told, taken to the projects list, and the board is gone for them', async () => {
  const ada = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  const grace = await openSession(e2e.browser, e2e.service, { as: 'grace@lanes.test' });
  await openSignedIn(grace.page, '/p/LAN');
  await grace.page.getByText('Live', { exact: true }).waitFor();

  await openSignedIn(ada.page, '/p/LAN/settings');
  await ada.page.getByRole('button', { name: 'Remove Grace Hopper' }).click();
  await ada.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, remove' }).click();
  await ada.page.getByRole('rowheader', { name: 'Grace Hopper' }).waitFor({ state: 'detached' });

  await grace.page
    .getByRole('alert')
    .filter({ hasText: 'You were removed from Lanes; it is no longer in your projects.' })
    .waitFor();
  expect(new URL(grace.page.url()).pathname).toBe('/projects');
  expect(await grace.page.getByRole('link', { name: 'Lanes', exact: true }).count()).toBe(0);
  await grace.page.goto('/p/LAN');
  await grace.page.getByRole('heading', { name: 'Not found' }).waitFor();
  await ada.context.close();
  await grace.context.close();
});

test('a move refused because the task moved on rolls back, says so, and shows the task where it now is', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  // Without live events this board cannot know about the other change: the stale case is the point here.
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('"operationName":"BoardEvents"')
      ? route.abort('connectionrefused')
      : route.continue(),
  );
  await openSignedIn(page, '/p/OPS');
  const card = column(page, 'Backlog')
    .getByRole('listitem')
    .filter({ hasText: 'OPS-9 Move logs to structured JSON' });
  await card.waitFor();

  const cookie = await e2e.service.signIn('grace@lanes.test');
  const { data } = await e2e.service.request<{ task: { id: string; version: number } }>(
    'query { task(projectKey: "OPS", number: 9) { id version } }',
    {},
    cookie,
  );
  expect(
    await e2e.service.request(
      'mutation($id: ID!, $v: Int!) { moveTask(id: $id, status: TODO, expectedVersion: $v) { status } }',
      { id: data!.task.id, v: data!.task.version },
      cookie,
    ),
  ).toEqual({ data: { moveTask: { status: 'TODO' } } });

  await card.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Move to Canceled' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'OPS-9' });
  await alert.waitFor();
  expect(await alert.locator('.notice-message').textContent()).toBe(
    'OPS-9 was changed by someone else; it now shows its current state. Try again.',
  );
  await column(page, 'To do')
    .getByRole('link', { name: 'OPS-9 Move logs to structured JSON', exact: true })
    .waitFor();
  expect(
    await column(page, 'Canceled').getByRole('link', { name: 'OPS-9 Move logs to structured JSON' }).count(),
  ).toBe(0);
  await context.close();
});

test('live inserts, moves and deletes by someone else never move the focus; when the focused card itself goes, the focus goes to its neighbour and the board says why', async () => {
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
  type Node = { id: string; key: string; version: number };
  const todo = async () =>
    (
      await gql<{ project: { tasks: { edges: { node: Node }[] } } }>(
        'query { project(key: "OPS") { tasks(filter: { status: TODO }) { edges { node { id key version } } } } }',
      )
    ).project.tasks.edges.map((edge) => edge.node);
  const move = (task: Node, status: string, beforeId?: string) =>
    gql(
      'mutation($id: ID!, $s: TaskStatus!, $v: Int!, $b: ID) { moveTask(id: $id, status: $s, expectedVersion: $v, beforeId: $b) { id } }',
      {
        id: task.id,
        s: status,
        v: task.version,
        b: beforeId,
      },
    );
  const focused = () =>
    page.evaluate(
      () => document.activeElement?.closest('li')?.querySelector('.card-key')?.textContent ?? null,
    );
  const notice = page.getByRole('status').filter({ hasText: /by someone else\.$/ });

  // Grace (the project's admin) makes To do four cards longer, then Ada opens the board.
  for (const title of ['Focus one', 'Focus two', 'Focus three', 'Focus four'])
    await gql(
      `mutation { createTask(input: { projectKey: "OPS", title: "${title}", status: TODO }) { id } }`,
    );
  await openSignedIn(page, '/p/OPS');
  await page.getByText('Live', { exact: true }).waitFor();
  const [first, , third] = await todo();
  await column(page, 'To do')
    .getByRole('link', { name: new RegExp(`^${third!.key} `) })
    .focus();
  expect(await focused()).toBe(third!.key);

  // Added above it, moved from above it, deleted above it: the focus stays on the same card.
  const { createTask } = await gql<{ createTask: Node }>(
    'mutation { createTask(input: { projectKey: "OPS", title: "Inserted above", status: TODO }) { id key version } }',
  );
  await move(createTask, 'TODO', first!.id);
  await column(page, 'To do')
    .getByRole('link', { name: `${createTask.key} Inserted above` })
    .waitFor();
  expect(await column(page, 'To do').getByRole('link').first().textContent()).toBe(
    `${createTask.key} Inserted above`,
  );
  expect(await focused()).toBe(third!.key);
  await move(first!, 'IN_PROGRESS');
  await column(page, 'In progress')
    .getByRole('link', { name: new RegExp(`^${first!.key} `) })
    .waitFor();
  expect(await focused()).toBe(third!.key);
  await gql('mutation($id: ID!) { deleteTask(id: $id) }', { id: createTask.id });
  await column(page, 'To do')
    .getByRole('link', { name: `${createTask.key} Inserted above` })
    .waitFor({ state: 'detached' });
  expect(await focused()).toBe(third!.key);
  expect(await notice.count()).toBe(0);

  // The focused card itself moved away: its neighbour below takes the focus, and the board says what happened.
  const now = await todo();
  const after = now[now.findIndex((task) => task.id === third!.id) + 1]!;
  await move(
    now.find((task) => task.id === third!.id)!,
    'IN_PROGRESS',
  );
  await notice.filter({ hasText: `${third!.key} was moved to In progress by someone else.` }).waitFor();
  expect(await focused()).toBe(after.key);
  // The focused card deleted: the next neighbour again.
  await gql('mutation($id: ID!) { deleteTask(id: $id) }', { id: after.id });
  await notice.filter({ hasText: `${after.key} was removed by someone else.` }).waitFor();
  expect(await focused()).not.toBe(after.key);
  expect(await focused()).toMatch(/^OPS-\d+$/);
  await context.close();
});
