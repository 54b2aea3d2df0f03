// Labels with a second person at once (docs/product.md §14): Grace's open board shows the label Ada puts on a task,
// live, and follows its rename and deletion; Ada's board filtered by a label follows what Grace does to tasks and to
// the label itself, address included. Each test makes its own project; one person acts in the browser, the other
// through the service or a second browser.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openSession, openSignedIn, browserAndServicePerFile } from './support/browser';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const e2e = browserAndServicePerFile();

const gql = <T = Loose>(cookie: string, query: string, variables: Record<string, unknown> = {}) =>
  e2e.service.data<T>(query, variables, cookie);

const cookieOf = async (email: string) => (await e2e.service.sessionFor(email)).cookie;

let projects = 0;
/** Ada's project with Grace an ADMIN too, the tasks given (in To do) and a label "bug". */
async function freshProject(titles: string[]) {
  const key = `LE${String.fromCharCode(65 + projects++)}`;
  const ada = await cookieOf('ada@lanes.test');
  const grace = await cookieOf('grace@lanes.test');
  await gql(ada, `mutation { createProject(input: { key: "${key}", name: "Labels ${key}" }) { key } }`);
  await gql(
    ada,
    `mutation { addMember(projectKey: "${key}", email: "grace@lanes.test", role: ADMIN) { id } }`,
  );
  const tasks: { id: string; version: number }[] = [];
  for (const title of titles)
    tasks.push(
      (
        await gql(ada, 'mutation ($i: CreateTaskInput!) { createTask(input: $i) { id version } }', {
          i: { projectKey: key, title, status: 'TODO' },
        })
      ).createTask,
    );
  const bug = (
    await gql(ada, `mutation { createLabel(projectKey: "${key}", name: "bug", color: RED) { id } }`)
  ).createLabel.id as string;
  return { key, ada, grace, tasks, bug };
}

async function board(email: string, path: string): Promise<Page> {
  const { page } = await openSession(e2e.browser, e2e.service, { as: email });
  await openSignedIn(page, path);
  return page;
}

const card = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(` ${title}$`) }) });
const chips = (page: Page, title: string) => card(page, title).locator('.label-chip');
const titlesOn = (page: Page) => page.locator('.card .card-title').allTextContents();

test("Grace's board shows the label Ada puts on a task, live, and follows its rename and deletion", async () => {
  const { key, ada, tasks, bug } = await freshProject(['Printer jams']);
  const grace = await board('grace@lanes.test', `/p/${key}`);
  await card(grace, 'Printer jams').waitFor();
  expect(await chips(grace, 'Printer jams').count()).toBe(0);

  // Ada, in her own browser, through the card's menu (`m` on the focused card opens it).
  const adaPage = await board('ada@lanes.test', `/p/${key}`);
  await adaPage.getByRole('link', { name: `${key}-1 Printer jams` }).focus();
  await adaPage.keyboard.press('m');
  const item = adaPage
    .getByRole('menu', { name: `Actions for ${key}-1` })
    .getByRole('menuitemcheckbox', { name: 'bug' });
  expect(await item.getAttribute('aria-checked')).toBe('false');
  await item.click();
  await adaPage
    .getByRole('status')
    .filter({ hasText: `Saved: ${key}-1 labeled bug` })
    .waitFor();
  await adaPage.keyboard.press('m');
  expect(await item.getAttribute('aria-checked')).toBe('true');
  await adaPage.keyboard.press('Escape');

  await expect.poll(() => chips(grace, 'Printer jams').allTextContents()).toEqual(['bug']);
  // The chip's name is text, said with the card: "Labels: bug".
  expect(await card(grace, 'Printer jams').locator('.label-chips').textContent()).toBe('Labels:  bug');
  expect(await chips(grace, 'Printer jams').getAttribute('data-color')).toBe('RED');

  await gql(ada, 'mutation ($id: ID!) { updateLabel(id: $id, name: "defect", color: BLUE) { id } }', {
    id: bug,
  });
  await expect.poll(() => chips(grace, 'Printer jams').allTextContents()).toEqual(['defect']);
  expect(await chips(grace, 'Printer jams').getAttribute('data-color')).toBe('BLUE');
  await gql(ada, 'mutation ($id: ID!) { deleteLabel(id: $id) }', { id: bug });
  await expect.poll(() => chips(grace, 'Printer jams').count()).toBe(0);
  // Ada's board followed too; the task kept its version (no field of its own changed).
  await expect.poll(() => chips(adaPage, 'Printer jams').count()).toBe(0);
  const { task } = await gql(ada, `{ task(projectKey: "${key}", number: 1) { version labelIds } }`);
  expect(task).toEqual({ version: tasks[0]!.version + 1, labelIds: [] });
});

test("Ada's board filtered by a label follows Grace's changes: a task labeled, the label renamed, then deleted", async () => {
  const { key, grace, tasks, bug } = await freshProject(['Tagged', 'Later tagged', 'Never tagged']);
  await gql(
    grace,
    'mutation ($id: ID!, $l: [ID!]!, $v: Int!) { setTaskLabels(id: $id, labelIds: $l, expectedVersion: $v) { id } }',
    { id: tasks[0]!.id, l: [bug], v: tasks[0]!.version },
  );
  const ada = await board('ada@lanes.test', `/p/${key}?label=bug`);
  await card(ada, 'Tagged').waitFor();
  expect(await titlesOn(ada)).toEqual(['Tagged']);

  await gql(
    grace,
    'mutation ($id: ID!, $l: [ID!]!, $v: Int!) { setTaskLabels(id: $id, labelIds: $l, expectedVersion: $v) { id } }',
    { id: tasks[1]!.id, l: [bug], v: tasks[1]!.version },
  );
  await expect.poll(async () => (await titlesOn(ada)).sort()).toEqual(['Later tagged', 'Tagged']);

  await gql(grace, 'mutation ($id: ID!) { updateLabel(id: $id, name: "defect") { id } }', { id: bug });
  await expect.poll(() => new URL(ada.url()).search).toBe('?label=defect');
  await expect.poll(() => chips(ada, 'Tagged').allTextContents()).toEqual(['defect']);
  expect((await titlesOn(ada)).sort()).toEqual(['Later tagged', 'Tagged']);

  await gql(grace, 'mutation ($id: ID!) { deleteLabel(id: $id) }', { id: bug });
  await expect.poll(() => new URL(ada.url()).search).toBe('');
  await expect
    .poll(async () => (await titlesOn(ada)).sort())
    .toEqual(['Later tagged', 'Never tagged', 'Tagged']);
});

test("Ada ticks a label on the task page: it shows at once, Grace's open task page follows, Ctrl+Z takes it off", async () => {
  const { key, ada, tasks, bug } = await freshProject(['Printer jams']);
  await gql(ada, `mutation { createLabel(projectKey: "${key}", name: "design", color: PURPLE) { id } }`);
  const grace = await board('grace@lanes.test', `/p/${key}/t/1`);
  const adaPage = await board('ada@lanes.test', `/p/${key}/t/1`);
  const sent: Loose[] = [];
  adaPage.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('"operationName":"SetTaskLabels"')) sent.push(JSON.parse(body).variables);
  });
  const box = (page: Page, name: string) =>
    page.getByRole('group', { name: 'Labels' }).getByRole('checkbox', { name });
  expect(await box(adaPage, 'bug').isChecked()).toBe(false);
  expect(await box(adaPage, 'design').isChecked()).toBe(false);
  // By keyboard: the checkbox takes the focus, Space ticks it.
  await box(adaPage, 'bug').focus();
  await adaPage.keyboard.press('Space');
  // Ticked as sent; the cache's change renders on its next turn, not inside the key press.
  await expect.poll(() => box(adaPage, 'bug').isChecked()).toBe(true);
  await adaPage
    .getByRole('status')
    .filter({ hasText: `Saved: ${key}-1 labeled bug` })
    .waitFor();
  expect(sent).toEqual([{ id: tasks[0]!.id, labelIds: [bug], expectedVersion: tasks[0]!.version }]);
  await expect.poll(() => box(grace, 'bug').isChecked()).toBe(true);

  await adaPage.keyboard.press('Control+z');
  await expect.poll(() => box(adaPage, 'bug').isChecked()).toBe(false);
  await expect.poll(() => box(grace, 'bug').isChecked()).toBe(false);
  const { task } = await gql(ada, `{ task(projectKey: "${key}", number: 1) { labelIds } }`);
  expect(task.labelIds).toEqual([]);
});
