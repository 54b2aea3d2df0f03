// Undo and redo (docs/product.md §13 "Undo"): Ada works in the browser while Grace acts through the service at the same
// time. Ctrl+Z undoes a move and Ctrl+Shift+Z redoes it; the "Saved" notice's "Undo" undoes an edit, sending back only
// the field Ada changed; an undo of a field Grace changed since is refused, naming her; a deleted task comes back.
// Each test makes its own project.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  openSession,
  browserAndServicePerFile,
  type Session,
  signOut,
  openSignedIn,
} from './support/browser';
import { renameTask } from './support/taskPage';
import { dragListening } from './support/keyboardDrag';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const e2e = browserAndServicePerFile();
const LIVE = { timeout: 15_000 };

const gql = <T = Loose>(cookie: string, query: string, variables: Record<string, unknown> = {}) =>
  e2e.service.data<T>(query, variables, cookie);

let projects = 0;
/** A fresh project: Ada its ADMIN, Grace a MEMBER, with one task in To do. */
async function freshProject() {
  const key = `UN${String.fromCharCode(65 + projects++)}`;
  const ada = await e2e.service.signIn('ada@lanes.test');
  const grace = await e2e.service.signIn('grace@lanes.test');
  await gql(ada, `mutation { createProject(input: { key: "${key}", name: "Undo ${key}" }) { key } }`);
  await gql(
    ada,
    `mutation { addMember(projectKey: "${key}", email: "grace@lanes.test", role: MEMBER) { id } }`,
  );
  await gql(ada, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', {
    input: { projectKey: key, title: 'Dark theme', status: 'TODO', description: 'As first written' },
  });
  return { key, ada, grace };
}

async function taskOf(cookie: string, key: string) {
  const data = await gql<{ task: { id: string; version: number; title: string; status: string } | null }>(
    cookie,
    'query($key: String!) { task(projectKey: $key, number: 1) { id version title status } }',
    { key },
  );
  return data.task;
}

async function session(email: string, path: string): Promise<Session> {
  const s = await openSession(e2e.browser, e2e.service, { as: email });
  await openSignedIn(s.page, path);
  return s;
}

/** The variables of every request of one operation the page sends. */
function sentOf(page: Page, operation: string): Loose[] {
  const seen: Loose[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes(`"operationName":"${operation}"`)) seen.push(JSON.parse(body).variables);
  });
  return seen;
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const cardIn = (page: Page, key: string, name: string) =>
  column(page, name).getByRole('link', { name: `${key}-1 Dark theme` });

/** Moves the project's first task by its card's menu and waits for the card in its new column. */
async function moveByMenu(page: Page, key: string, from: string, to: string) {
  await column(page, from)
    .getByRole('button', { name: `Actions for ${key}-1` })
    .click();
  await page.getByRole('menuitem', { name: `Move to ${to}` }).click();
  await cardIn(page, key, to).waitFor(LIVE);
}

test('Ctrl+Z undoes a move on the board and Ctrl+Shift+Z redoes it', async () => {
  const { key, grace } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}`);
  const card = (name: string) => column(ada.page, name).getByRole('link', { name: `${key}-1 Dark theme` });
  await card('To do').waitFor(LIVE);
  await column(ada.page, 'To do')
    .getByRole('button', { name: `Actions for ${key}-1` })
    .click();
  await ada.page.getByRole('menuitem', { name: 'Move to In progress' }).click();
  await status(ada.page, `Saved: ${key}-1 moved`).getByRole('button', { name: 'Undo' }).waitFor(LIVE);
  expect((await taskOf(grace, key))?.status).toBe('IN_PROGRESS');
  const moves = sentOf(ada.page, 'MoveTask');

  await ada.page.keyboard.press('Control+z');
  await status(ada.page, `Undone: ${key}-1`).waitFor(LIVE);
  await card('To do').waitFor(LIVE);
  expect((await taskOf(grace, key))?.status).toBe('TODO');

  await ada.page.keyboard.press('Control+Shift+Z');
  await status(ada.page, `Redone: ${key}-1`).waitFor(LIVE);
  await card('In progress').waitFor(LIVE);
  expect(await taskOf(grace, key)).toMatchObject({ status: 'IN_PROGRESS', version: 4 });

  // In a text field Ctrl+Z is the field's own: nothing is sent (the next undo, outside it, is the only third move).
  const search = ada.page.getByRole('searchbox', { name: 'Search all projects' });
  await search.fill('dark');
  await search.press('Control+z');
  await column(ada.page, 'In progress')
    .getByRole('button', { name: `Actions for ${key}-1` })
    .focus();
  await ada.page.keyboard.press('Control+z');
  await card('To do').waitFor(LIVE);
  expect(moves.map((m) => [m.status, m.expectedVersion])).toEqual([
    ['TODO', 2],
    ['IN_PROGRESS', 3],
    ['TODO', 4],
  ]);
  await ada.context.close();
});

test('Ctrl+Z pressed twice at once undoes the last two changes, one after the other', async () => {
  const { key, grace } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}`);
  const card = (name: string) => cardIn(ada.page, key, name);
  const moveTo = (from: string, to: string) => moveByMenu(ada.page, key, from, to);
  await card('To do').waitFor(LIVE);
  await moveTo('To do', 'In progress');
  await moveTo('In progress', 'In review');
  await expect.poll(async () => (await taskOf(grace, key))?.status, LIVE).toBe('IN_REVIEW');
  const moves = sentOf(ada.page, 'MoveTask');

  // The second press comes while the first undo waits for its answer: it waits too, and is not lost.
  await ada.page.keyboard.press('Control+z');
  await ada.page.keyboard.press('Control+z');
  await card('To do').waitFor(LIVE);
  await expect.poll(async () => (await taskOf(grace, key))?.status, LIVE).toBe('TODO');
  expect(moves.map((m) => [m.status, m.expectedVersion])).toEqual([
    ['IN_PROGRESS', 3],
    ['TODO', 4],
  ]);
  await ada.context.close();
});

test('Ctrl+Z pressed while a move is on its way undoes that move once it lands', async () => {
  const { key, grace } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}`);
  const card = (name: string) => cardIn(ada.page, key, name);
  const moveTo = (from: string, to: string) => moveByMenu(ada.page, key, from, to);
  await card('To do').waitFor(LIVE);
  await moveTo('To do', 'In progress');
  await status(ada.page, `Saved: ${key}-1 moved`).getByRole('button', { name: 'Undo' }).waitFor(LIVE);
  // A slow network: the next move's request waits until Ctrl+Z has been pressed (the card moves at once).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await ada.page.route('**/graphql*', async (route) => {
    if (route.request().postData()?.includes('"operationName":"MoveTask"')) await held;
    await route.continue();
  });
  const moves = sentOf(ada.page, 'MoveTask');
  await moveTo('In progress', 'In review');
  await ada.page.keyboard.press('Control+z');
  release();
  await status(ada.page, `Undone: ${key}-1`).waitFor(LIVE);
  await card('In progress').waitFor(LIVE);
  expect((await taskOf(grace, key))?.status).toBe('IN_PROGRESS');
  expect(moves.map((m) => [m.status, m.expectedVersion])).toEqual([
    ['IN_REVIEW', 2],
    ['IN_PROGRESS', 3],
  ]);
  await ada.context.close();
});

test('the Saved notice’s Undo undoes an edit, sending back only the field Ada changed', async () => {
  const { key, grace } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  const updates = sentOf(ada.page, 'UpdateTask');
  await renameTask(ada.page, 'Dark theme for night owls');
  await status(ada.page, 'Saved').waitFor(LIVE);
  await ada.page.getByRole('button', { name: 'Undo' }).click();
  await status(ada.page, `Undone: ${key}-1`).waitFor(LIVE);
  const { id } = (await taskOf(grace, key))!;
  expect(await taskOf(grace, key)).toMatchObject({ title: 'Dark theme', version: 3 });
  expect(updates.map((u) => u.input)).toEqual([
    { id, expectedVersion: 1, title: 'Dark theme for night owls' },
    { id, expectedVersion: 2, title: 'Dark theme' },
  ]);
  await ada.context.close();
});

test('an undo of a field Grace changed since is refused, naming her, and changes nothing', async () => {
  const { key, grace } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  const updates = sentOf(ada.page, 'UpdateTask');
  await renameTask(ada.page, 'Dark theme for night owls');
  await status(ada.page, 'Saved').waitFor(LIVE);
  const task = (await taskOf(grace, key))!;
  await gql(grace, 'mutation($input: UpdateTaskInput!) { updateTask(input: $input) { id } }', {
    input: { id: task.id, expectedVersion: task.version, title: 'Dark mode' },
  });

  await ada.page.getByRole('button', { name: 'Undo' }).click();
  const alert = ada.page.getByRole('alert').filter({ hasText: "Can't undo" });
  await alert.waitFor(LIVE);
  expect(await alert.textContent()).toBe("Can't undo: Grace Hopper changed this since");
  expect(await taskOf(grace, key)).toMatchObject({ title: 'Dark mode', version: 3 });
  expect(updates).toHaveLength(1);
  await ada.context.close();
});

test('Delete task asks nothing, and its notice’s Undo brings the task back on the board', async () => {
  const { key, grace } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  await ada.page.getByRole('button', { name: 'Delete task' }).click();
  await ada.page.waitForURL((url) => url.pathname === `/p/${key}`, LIVE);
  const notice = status(ada.page, `Saved: ${key}-1 deleted`);
  await notice.waitFor(LIVE);
  expect(await taskOf(grace, key)).toBeNull();
  await notice.getByRole('button', { name: 'Undo' }).click();
  await column(ada.page, 'To do')
    .getByRole('link', { name: `${key}-1 Dark theme` })
    .waitFor(LIVE);
  expect(await taskOf(grace, key)).toMatchObject({ title: 'Dark theme', status: 'TODO' });
  await ada.context.close();
});

test('archiving a project offers Undo on the projects list, which brings it back', async () => {
  const { key, grace } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}/settings`);
  await ada.page.getByRole('button', { name: 'Archive project' }).click();
  await ada.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, archive' }).click();
  const notice = status(ada.page, `Saved: Undo ${key} archived`);
  await notice.waitFor(LIVE);
  const archivedAt = async () =>
    (await gql(grace, 'query($key: String!) { project(key: $key) { archivedAt } }', { key })).project
      .archivedAt;
  expect(await archivedAt()).not.toBeNull();
  await notice.getByRole('button', { name: 'Undo' }).click();
  await ada.page
    .getByRole('link', { name: new RegExp(`Undo ${key}`) })
    .first()
    .waitFor(LIVE);
  expect(await archivedAt()).toBeNull();
  await ada.context.close();
});

test('signing out forgets what there was to undo', async () => {
  const { key } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}`);
  const actions = (name: string) =>
    column(ada.page, name).getByRole('button', { name: `Actions for ${key}-1` });
  const moveTo = async (from: string, to: string) => {
    await actions(from).click();
    await ada.page.getByRole('menuitem', { name: `Move to ${to}` }).click();
    await status(ada.page, `Saved: ${key}-1 moved`).waitFor(LIVE);
  };
  await moveTo('To do', 'In progress');
  // Out and back in within the same page (no reload, which would forget everything anyway).
  await signOut(ada.page, 'Ada Lovelace');
  await ada.page.getByLabel('Email').fill('ada@lanes.test');
  await ada.page.getByLabel('Password').fill('lanes-demo');
  await ada.page.getByRole('button', { name: 'Sign in' }).click();
  await ada.page
    .getByRole('link', { name: `Undo ${key}` })
    .first()
    .click();
  const moves = sentOf(ada.page, 'MoveTask');
  await moveTo('In progress', 'In review');
  await ada.page.keyboard.press('Control+z');
  await status(ada.page, `Undone: ${key}-1`).waitFor(LIVE);
  // Nothing older to undo: this Ctrl+Z sends nothing, and the redo after it is the third and last move.
  await ada.page.keyboard.press('Control+z');
  await ada.page.keyboard.press('Control+Shift+Z');
  await status(ada.page, `Redone: ${key}-1`).waitFor(LIVE);
  expect(moves.map((m) => m.status)).toEqual(['IN_REVIEW', 'IN_PROGRESS', 'IN_REVIEW']);
  await ada.context.close();
});

test('Ctrl+Z of a move Grace has moved on since is refused, naming her, and moves nothing', async () => {
  const { key, grace } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}`);
  await column(ada.page, 'To do')
    .getByRole('button', { name: `Actions for ${key}-1` })
    .click();
  await ada.page.getByRole('menuitem', { name: 'Move to In progress' }).click();
  await status(ada.page, `Saved: ${key}-1 moved`).waitFor(LIVE);
  const task = (await taskOf(grace, key))!;
  await gql(
    grace,
    'mutation($id: ID!, $v: Int!) { moveTask(id: $id, status: IN_REVIEW, expectedVersion: $v) { id } }',
    {
      id: task.id,
      v: task.version,
    },
  );
  const moves = sentOf(ada.page, 'MoveTask');
  await ada.page.keyboard.press('Control+z');
  const alert = ada.page.getByRole('alert').filter({ hasText: "Can't undo" });
  await alert.waitFor(LIVE);
  expect(await alert.textContent()).toBe("Can't undo: Grace Hopper changed this since");
  expect(await taskOf(grace, key)).toMatchObject({ status: 'IN_REVIEW', version: 3 });
  expect(moves).toEqual([]);
  await ada.context.close();
});

/** The titles of a column's cards, top to bottom. */
async function titlesIn(page: Page, name: string): Promise<string[]> {
  return (await column(page, name).getByRole('link').allTextContents()).filter((t) => /^UN[A-Z]-\d/.test(t));
}

test('Ctrl+Z undoes a reorder within a column, putting the card back between its old neighbours', async () => {
  const { key, ada: adaCookie } = await freshProject();
  for (const title of ['Export as CSV', 'Task templates']) {
    await gql(adaCookie, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', {
      input: { projectKey: key, title, status: 'TODO' },
    });
  }
  const ada = await session('ada@lanes.test', `/p/${key}`);
  await expect.poll(async () => (await titlesIn(ada.page, 'To do')).length, LIVE).toBe(3);
  const before = await titlesIn(ada.page, 'To do');
  const top = before[0]!.split(' ')[0]!;
  const moves = sentOf(ada.page, 'MoveTask');

  // By keyboard: pick the top card up (Space on the card), one down, drop.
  await ada.page.getByRole('link', { name: new RegExp(`^${top} `) }).focus();
  await ada.page.keyboard.press('Space');
  await ada.page.locator('[id^="DndLiveRegion"]').getByText(`Picked up ${top} in To do`).waitFor();
  await dragListening(ada.page);
  await ada.page.keyboard.press('ArrowDown');
  await ada.page.locator('[id^="DndLiveRegion"]').getByText(`${top}: position 2 of 3 in To do`).waitFor();
  await ada.page.keyboard.press('Space');
  await status(ada.page, `Saved: ${top} moved`).waitFor(LIVE);
  const reordered = [before[1]!, before[0]!, before[2]!];
  await expect.poll(() => titlesIn(ada.page, 'To do'), LIVE).toEqual(reordered);

  await ada.page.keyboard.press('Control+z');
  await status(ada.page, `Undone: ${top}`).waitFor(LIVE);
  await expect.poll(() => titlesIn(ada.page, 'To do'), LIVE).toEqual(before);
  // Two requests: the drop, then its undo, both in To do; the undo names the card now below it as its new neighbour.
  expect(moves.map((m) => m.status)).toEqual(['TODO', 'TODO']);
  // The service's order is the one shown, for Grace too.
  const graceView = await session('grace@lanes.test', `/p/${key}`);
  await expect.poll(() => titlesIn(graceView.page, 'To do'), LIVE).toEqual(before);
  await graceView.context.close();
  await ada.context.close();
});

test('Ctrl+Shift+Z redoes a delete that was undone: the task goes again, for Grace too', async () => {
  const { key, grace } = await freshProject();
  const ada = await session('ada@lanes.test', `/p/${key}/t/1`);
  await ada.page.getByRole('button', { name: 'Delete task' }).click();
  await ada.page.waitForURL((url) => url.pathname === `/p/${key}`, LIVE);
  const notice = status(ada.page, `Saved: ${key}-1 deleted`);
  await notice.getByRole('button', { name: 'Undo' }).click();
  const card = column(ada.page, 'To do').getByRole('link', { name: `${key}-1 Dark theme` });
  await card.waitFor(LIVE);
  expect(await taskOf(grace, key)).toMatchObject({ title: 'Dark theme' });
  const deletes = sentOf(ada.page, 'DeleteTask');

  await ada.page.keyboard.press('Control+Shift+Z');
  await status(ada.page, `Redone: ${key}-1`).waitFor(LIVE);
  await card.waitFor({ state: 'detached', ...LIVE });
  expect(await taskOf(grace, key)).toBeNull();
  expect(deletes).toHaveLength(1);
  // And undone once more: the same task, back.
  await ada.page.keyboard.press('Control+z');
  await card.waitFor(LIVE);
  expect(await taskOf(grace, key)).toMatchObject({ title: 'Dark theme', status: 'TODO' });
  await ada.context.close();
});

test('an undo of an archive Grace has unarchived and archived again since is refused, naming her, and changes nothing', async () => {
  const { key, ada: adaCookie, grace } = await freshProject();
  const { viewer } = await gql(grace, '{ viewer { id } }');
  await gql(
    adaCookie,
    'mutation($k: String!, $u: ID!) { changeMemberRole(projectKey: $k, userId: $u, role: ADMIN) { role } }',
    {
      k: key,
      u: viewer.id,
    },
  );
  const ada = await session('ada@lanes.test', `/p/${key}/settings`);
  const restores = sentOf(ada.page, 'RestoreProject');
  await ada.page.getByRole('button', { name: 'Archive project' }).click();
  await ada.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, archive' }).click();
  const notice = status(ada.page, `Saved: Undo ${key} archived`);
  await notice.waitFor(LIVE);
  const project = async () =>
    (await gql(grace, 'query($key: String!) { project(key: $key) { archivedAt seq } }', { key })).project;
  const archived = await project();

  // Grace unarchives and archives it again meanwhile.
  await gql(grace, 'mutation($k: String!) { restoreProject(key: $k) { key } }', { k: key });
  await gql(grace, 'mutation($k: String!) { archiveProject(key: $k) { key } }', { k: key });
  const graces = await project();
  expect(graces.archivedAt).not.toBe(archived.archivedAt);

  await notice.getByRole('button', { name: 'Undo' }).click();
  const alert = ada.page.getByRole('alert').filter({ hasText: "Can't undo" });
  await alert.waitFor(LIVE);
  expect(await alert.textContent()).toBe("Can't undo: Grace Hopper changed this since");
  // The request said which state it undoes; the service changed nothing.
  expect(restores).toEqual([{ key, unlessChangedAfter: archived.seq }]);
  expect(await project()).toEqual(graces);
  await ada.context.close();
});
