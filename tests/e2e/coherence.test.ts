// One truth, live (issue 9, PRODUCT §11): two people (Ada and Grace, each in their own browser profile) work at once
// and each screen equals the service within a second, without a reload, whatever happened meanwhile: navigation,
// the other's edits, offline. Each test makes its own project, so the tests do not lean on each other's changes.
import { expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import {
  openSession,
  browserAndServicePerFile,
  type Session,
  openSignedIn,
  seenOperation,
} from './support/browser';
import { openTitle, renameTask, savedNotice, titleButton } from './support/taskPage';

const e2e = browserAndServicePerFile();

/** PRODUCT §11: a screen equals the service within 1 s of the change that should bring it up to date. */
const WITHIN = { timeout: 1_000, intervals: [50] };

const COLUMNS = [
  ['Backlog', 'BACKLOG', 'backlog'],
  ['To do', 'TODO', 'todo'],
  ['In progress', 'IN_PROGRESS', 'inProgress'],
  ['In review', 'IN_REVIEW', 'inReview'],
  ['Done', 'DONE', 'done'],
  ['Canceled', 'CANCELED', 'canceled'],
] as const;

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

type BoardShape = Record<string, { count: number; cards: string[]; more: boolean }>;

/** What the service says a board holds: per column its total and every card, in the service's order. */
async function serviceBoard(cookie: string, key: string): Promise<BoardShape> {
  const fields = COLUMNS.map(
    ([, status, alias]) =>
      `${alias}: tasks(filter: { status: ${status} }, first: 200) { totalCount edges { node { key title } } }`,
  ).join('\n');
  const body = await e2e.service.request<{
    project: Record<string, { totalCount: number; edges: { node: { key: string; title: string } }[] }>;
  }>(`query($key: String!) { project(key: $key) { ${fields} } }`, { key }, cookie);
  const project = body.data?.project;
  if (!project) throw new Error(`No project ${key}: ${JSON.stringify(body.errors)}`);
  return Object.fromEntries(
    COLUMNS.map(([label, , alias]) => [
      label,
      {
        count: project[alias]!.totalCount,
        cards: project[alias]!.edges.map((e) => `${e.node.key} ${e.node.title}`),
        more: false,
      },
    ]),
  );
}

/** What the screen shows: per column region, the count in its header, the cards' link names, and "Load more". */
async function screenBoard(page: Page): Promise<BoardShape> {
  const out: BoardShape = {};
  for (const [label] of COLUMNS) {
    const region = column(page, label);
    const count = Number(await region.locator('.column-header .count').textContent());
    const cards = await region.getByRole('link').allTextContents();
    const more = (await region.getByRole('button', { name: 'Load more' }).count()) > 0;
    out[label] = { count, cards, more };
  }
  return out;
}

/**
 * The screen equals the service: every column's count is the service's total, and its cards are the service's
 * cards in order (only the first ones while "Load more" is offered). Returns what differs, for a readable failure.
 */
async function boardDifferences(page: Page, cookie: string, key: string): Promise<string[]> {
  const [screen, truth] = await Promise.all([screenBoard(page), serviceBoard(cookie, key)]);
  const out: string[] = [];
  for (const [label] of COLUMNS) {
    const shown = screen[label]!;
    const real = truth[label]!;
    const expected = shown.more ? real.cards.slice(0, shown.cards.length) : real.cards;
    if (shown.count !== real.count) out.push(`${label}: count ${shown.count}, service ${real.count}`);
    if (JSON.stringify(shown.cards) !== JSON.stringify(expected))
      out.push(`${label}: cards ${JSON.stringify(shown.cards)}, service ${JSON.stringify(expected)}`);
    if (shown.more !== real.cards.length > shown.cards.length)
      out.push(`${label}: Load more ${shown.more ? 'offered' : 'missing'} (${real.cards.length} in all)`);
  }
  return out;
}

async function expectBoardEqualsService(page: Page, cookie: string, key: string) {
  await expect.poll(() => boardDifferences(page, cookie, key), WITHIN).toEqual([]);
}

const gql = <T>(cookie: string, query: string, variables: Record<string, unknown> = {}) =>
  e2e.service.data<T>(query, variables, cookie);

let projects = 0;
/** A fresh project: Ada is its ADMIN, Grace a MEMBER (unless told), with `tasks` titles in To do. */
async function freshProject(
  tasks: string[] = [],
  { withGrace = true }: { withGrace?: boolean } = {},
): Promise<{ key: string; ada: string; grace: string }> {
  const key = `CO${String.fromCharCode(65 + projects++)}`;
  const ada = await e2e.service.signIn('ada@lanes.test');
  const grace = await e2e.service.signIn('grace@lanes.test');
  await gql(ada, `mutation { createProject(input: { key: "${key}", name: "Coherence ${key}" }) { key } }`);
  if (withGrace)
    await gql(
      ada,
      `mutation { addMember(projectKey: "${key}", email: "grace@lanes.test", role: MEMBER) { id } }`,
    );
  for (const title of tasks) {
    await gql(ada, 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }', {
      input: { projectKey: key, title, status: 'TODO' },
    });
  }
  return { key, ada, grace };
}

async function taskOf(cookie: string, key: string, number: number) {
  const data = await gql<{ task: { id: string; version: number; title: string } }>(
    cookie,
    'query($key: String!, $n: Int!) { task(projectKey: $key, number: $n) { id version title } }',
    { key, n: number },
  );
  return data.task;
}

async function session(email: string, path: string): Promise<Session> {
  const s = await openSession(e2e.browser, e2e.service, { as: email });
  await openSignedIn(s.page, path);
  return s;
}

/** The mutations a page sent, with the Idempotency-Key header each carried. */
function mutationsOf(page: Page): { name: string; key: string | undefined }[] {
  const seen: { name: string; key: string | undefined }[] = [];
  page.on('request', (request: Request) => {
    const sent = seenOperation(request);
    if (sent?.type !== 'mutation') return;
    const name = sent.operationName ?? '';
    if (name === 'Here') return; // presence's heartbeat, a channel of its own
    seen.push({ name, key: request.headers()['idempotency-key'] });
  });
  return seen;
}

const MOVE =
  'mutation($id: ID!, $s: TaskStatus!, $v: Int!) { moveTask(id: $id, status: $s, expectedVersion: $v) { id } }';
const CREATE = 'mutation($input: CreateTaskInput!) { createTask(input: $input) { id } }';

async function moveAs(cookie: string, key: string, number: number, status: string) {
  const task = await taskOf(cookie, key, number);
  await gql(cookie, MOVE, { id: task.id, s: status, v: task.version });
}

/**
 * The board's own requests: the projects list (still open, or cached) follows the counts live (docs/product.md §13),
 * and may be refreshing for changes made before the mark.
 */
function boardRequests<T extends { operationName: string | undefined }>(requests: T[]): T[] {
  return requests.filter((r) => r.operationName !== 'Projects');
}

test('1. returning to a board (link, back, forward) shows what others did meanwhile: no query, one resumed stream', async () => {
  const { key, ada, grace } = await freshProject(['Alpha', 'Bravo', 'Charlie']);
  const a = await session('ada@lanes.test', `/p/${key}`);
  await a.page.getByText('Live', { exact: true }).waitFor();
  await expectBoardEqualsService(a.page, ada, key);

  await a.page.getByRole('link', { name: 'Projects', exact: true }).click();
  await a.page.getByRole('heading', { name: 'Projects' }).waitFor();
  await moveAs(grace, key, 2, 'IN_PROGRESS');
  await gql(grace, CREATE, { input: { projectKey: key, title: 'Delta', status: 'TODO' } });
  let mark = a.requests.mark();
  await a.page.getByRole('link', { name: `Coherence ${key}`, exact: true }).click();
  await expectBoardEqualsService(a.page, ada, key);
  await a.page.getByText('Live', { exact: true }).waitFor();
  expect(boardRequests(a.requests.since(mark, 'query'))).toEqual([]);
  expect(boardRequests(a.requests.since(mark)).map((r) => `${r.type} ${r.operationName}`)).toEqual([
    'subscription BoardEvents',
  ]);

  await a.page.goBack();
  await a.page.getByRole('heading', { name: 'Projects' }).waitFor();
  await moveAs(grace, key, 1, 'CANCELED');
  await gql(grace, CREATE, { input: { projectKey: key, title: 'Echo' } });
  mark = a.requests.mark();
  await a.page.goForward();
  await expectBoardEqualsService(a.page, ada, key);
  expect(boardRequests(a.requests.since(mark, 'query'))).toEqual([]);
  expect(boardRequests(a.requests.since(mark)).map((r) => `${r.type} ${r.operationName}`)).toEqual([
    'subscription BoardEvents',
  ]);
  await a.context.close();
});

test('2. being added to a project, changed role and removed show in the projects list at once', async () => {
  const { key, ada } = await freshProject([], { withGrace: false });
  const g = await session('grace@lanes.test', '/projects');
  const item = g.page
    .getByRole('listitem')
    .filter({ has: g.page.getByRole('link', { name: `Coherence ${key}` }) });
  await g.page.getByRole('link', { name: 'Operations', exact: true }).waitFor();
  expect(await item.count()).toBe(0);

  const added = await gql<{ addMember: { user: { id: string } } }>(
    ada,
    `mutation { addMember(projectKey: "${key}", email: "grace@lanes.test", role: VIEWER) { user { id } } }`,
  );
  await expect.poll(() => item.locator('.project-meta .muted').textContent(), WITHIN).toBe('Viewer');
  await gql(
    ada,
    'mutation($k: String!, $u: ID!) { changeMemberRole(projectKey: $k, userId: $u, role: ADMIN) { id } }',
    {
      k: key,
      u: added.addMember.user.id,
    },
  );
  await expect.poll(() => item.locator('.project-meta .muted').textContent(), WITHIN).toBe('Admin');
  // Clicking Projects again shows the same list (no reload needed, no stale copy).
  await g.page.getByRole('link', { name: 'Projects', exact: true }).click();
  expect(await item.locator('.project-meta .muted').textContent()).toBe('Admin');
  await gql(ada, 'mutation($k: String!, $u: ID!) { removeMember(projectKey: $k, userId: $u) }', {
    k: key,
    u: added.addMember.user.id,
  });
  await expect.poll(() => item.count(), WITHIN).toBe(0);
  await g.context.close();
});

test('4. a card created or moved live sits where it sits after a reload', async () => {
  const { key, ada, grace } = await freshProject(['One', 'Two', 'Three']);
  const a = await session('ada@lanes.test', `/p/${key}`);
  await a.page.getByText('Live', { exact: true }).waitFor();
  const g = await session('grace@lanes.test', `/p/${key}`);
  await g.page.getByText('Live', { exact: true }).waitFor();

  // Grace creates one in To do and moves one in from Backlog, in her browser.
  await g.page.getByRole('button', { name: 'New task' }).click();
  const dialog = g.page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Four');
  await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'To do' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await dialog.waitFor({ state: 'detached' });
  await gql(grace, CREATE, { input: { projectKey: key, title: 'Five' } });
  await expectBoardEqualsService(a.page, ada, key);
  const card = column(g.page, 'Backlog').getByRole('listitem').filter({ hasText: 'Five' });
  await card.getByRole('button', { name: /^Actions for / }).click();
  const moving = g.requests.mark();
  await g.page.getByRole('menuitem', { name: 'Move to To do' }).click();
  await expectBoardEqualsService(g.page, grace, key);
  expect(g.requests.since(moving).map((r) => `${r.type} ${r.operationName}`)).toEqual(['mutation MoveTask']);
  await expectBoardEqualsService(a.page, ada, key);

  // Reloaded the instant the move shows. The first paint is what the device kept (the cache is saved at most every
  // 400 ms, and a page going away cannot finish a write), then the service's answer puts every card back in place.
  const live = await screenBoard(a.page);
  await a.page.reload();
  await column(a.page, 'To do').getByRole('link').first().waitFor();
  await expect.poll(() => screenBoard(a.page), { timeout: 10_000, interval: 50 }).toEqual(live);
  await a.context.close();
  await g.context.close();
});

test('5. a promoted viewer gets "New task" at once; a removed member is told and taken to the projects list', async () => {
  const { key, ada } = await freshProject(['Read me']);
  const linus = await gql<{ addMember: { user: { id: string } } }>(
    ada,
    `mutation { addMember(projectKey: "${key}", email: "linus@lanes.test", role: VIEWER) { user { id } } }`,
  );
  const l = await session('linus@lanes.test', `/p/${key}`);
  await l.page.getByText('Live', { exact: true }).waitFor();
  expect(await l.page.getByRole('button', { name: 'New task' }).count()).toBe(0);

  const a = await session('ada@lanes.test', `/p/${key}/settings`);
  await a.page.getByRole('rowheader', { name: 'Linus Torvalds' }).waitFor();
  await gql(
    ada,
    'mutation($k: String!, $u: ID!) { changeMemberRole(projectKey: $k, userId: $u, role: MEMBER) { id } }',
    {
      k: key,
      u: linus.addMember.user.id,
    },
  );
  await expect.poll(() => l.page.getByRole('button', { name: 'New task' }).count(), WITHIN).toBe(1);
  expect(await l.page.getByRole('button', { name: /^Actions for / }).count()).toBe(1);

  await a.page.getByRole('button', { name: 'Remove Linus Torvalds' }).click();
  await a.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, remove' }).click();
  await expect
    .poll(() => l.page.getByRole('alert').filter({ hasText: 'You were removed from' }).textContent(), WITHIN)
    .toBe(`You were removed from Coherence ${key}; it is no longer in your projects.`);
  expect(new URL(l.page.url()).pathname).toBe('/projects');
  expect(await l.page.getByRole('link', { name: `Coherence ${key}` }).count()).toBe(0);
  await a.context.close();
  await l.context.close();
});

test('6. a task changed by someone else says by whom and what; one deleted says so and keeps the edits copyable', async () => {
  const { key, ada } = await freshProject(['Draft the release notes', 'Plan the launch']);
  const g = await session('grace@lanes.test', `/p/${key}/t/2`);
  await g.page.getByText('Live', { exact: true }).waitFor();
  const other = await taskOf(ada, key, 2);
  await gql(ada, 'mutation($input: UpdateTaskInput!) { updateTask(input: $input) { id } }', {
    input: { id: other.id, expectedVersion: other.version, title: 'Plan the launch party', priority: 'HIGH' },
  });
  await expect
    .poll(() => g.page.getByRole('status').filter({ hasText: 'Changed by' }).textContent(), WITHIN)
    .toBe('Changed by Ada Lovelace: title, priority. The page shows the current task.');
  expect(await titleButton(g.page).textContent()).toBe('Plan the launch party');
  expect(await g.page.getByRole('combobox', { name: 'Priority' }).inputValue()).toBe('HIGH');

  await g.page.goto(`/p/${key}/t/1`);
  await g.page.getByText('Live', { exact: true }).waitFor();
  const title = await openTitle(g.page);
  await title.fill('Draft the release notes for 2.0');
  const task = await taskOf(ada, key, 1);
  await gql(ada, 'mutation($id: ID!) { deleteTask(id: $id) }', { id: task.id });
  const alert = g.page.getByRole('alert').filter({ hasText: 'Deleted by' });
  await expect.poll(() => alert.locator('strong').textContent(), WITHIN).toBe('Deleted by Ada Lovelace.');
  expect(await g.page.getByLabel('Your unsaved edits').inputValue()).toBe(
    'Draft the release notes for 2.0\n\n',
  );
  await alert.getByRole('button', { name: 'Copy my edits' }).waitFor();
  // Nothing offers a change to a task that no longer exists: the field goes, the edits stay in the notice.
  expect(await g.page.getByLabel('Title').count()).toBe(0);
  expect(await titleButton(g.page).count()).toBe(0);
  expect(await g.page.getByRole('combobox', { name: 'Priority' }).count()).toBe(0);
  await g.context.close();
});

test('3. a column header shows the service total (60 in To do with 50 loaded), kept right by live creates, moves and deletes', async () => {
  const titles = Array.from({ length: 60 }, (_, i) => `Chore ${i + 1}`);
  const { key, ada, grace } = await freshProject(titles);
  const a = await session('ada@lanes.test', `/p/${key}`);
  await a.page.getByText('Live', { exact: true }).waitFor();
  await expectBoardEqualsService(a.page, ada, key);
  expect(await column(a.page, 'To do').getByRole('link').count()).toBe(50);
  expect(await column(a.page, 'To do').locator('.column-header .count').textContent()).toBe('60');

  // New tasks go to the top of their column, so the first page holds Chore 60 down to Chore 11. Grace creates one,
  // moves a loaded card and Ada deletes one: the events alone bring the board up to date, with no request.
  let mark = a.requests.mark();
  await gql(grace, CREATE, { input: { projectKey: key, title: 'Live one', status: 'TODO' } });
  await moveAs(grace, key, 60, 'IN_PROGRESS');
  await gql(ada, 'mutation($id: ID!) { deleteTask(id: $id) }', { id: (await taskOf(ada, key, 59)).id });
  await expectBoardEqualsService(a.page, ada, key);
  expect(a.requests.since(mark)).toEqual([]);
  expect(await column(a.page, 'To do').locator('.column-header .count').textContent()).toBe('59');

  // A card beyond the loaded page moves: which column it left only the service knows, so one Board query.
  mark = a.requests.mark();
  await moveAs(grace, key, 1, 'IN_PROGRESS');
  await expectBoardEqualsService(a.page, ada, key);
  expect(a.requests.since(mark).map((r) => `${r.type} ${r.operationName}`)).toEqual(['query Board']);

  // "Load more" is one BoardColumn query; the header still says the total.
  mark = a.requests.mark();
  await column(a.page, 'To do').getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => column(a.page, 'To do').getByRole('link').count()).toBe(58);
  expect(a.requests.since(mark).map((r) => `${r.type} ${r.operationName}`)).toEqual(['query BoardColumn']);
  expect(await column(a.page, 'To do').locator('.column-header .count').textContent()).toBe('58');
  await expectBoardEqualsService(a.page, ada, key);
  await a.context.close();
});

test('7. double-clicking "Add comment" posts once; a title left as it was sends nothing; Enter twice is one change', async () => {
  const { key, grace } = await freshProject(['Write the changelog']);
  const g = await session('grace@lanes.test', `/p/${key}/t/1`);
  const mutations = mutationsOf(g.page);
  await g.page.getByLabel('Comment', { exact: true }).fill('Looks good to me');
  await g.page.getByRole('button', { name: 'Add comment' }).dblclick();
  await g.page.locator('.comment-body').filter({ hasText: 'Looks good to me' }).waitFor();
  const comments = await gql<{ task: { comments: { body: string }[] } }>(
    grace,
    `query { task(projectKey: "${key}", number: 1) { comments { body } } }`,
  );
  expect(comments.task.comments.map((c) => c.body)).toEqual(['Looks good to me']);
  expect(await g.page.locator('.comment-body').allTextContents()).toEqual(['Looks good to me']);
  expect(mutations.map((m) => m.name)).toEqual(['AddComment']);
  expect(mutations[0]!.key).toMatch(/^[0-9a-f-]{36}$/);

  const version = (await taskOf(grace, key, 1)).version;
  let title = await openTitle(g.page);
  await title.press('Enter');
  await title.waitFor({ state: 'detached' });
  title = await openTitle(g.page);
  await title.fill('Write the changelog ');
  // Blank at the end only: the service trims it, so it is no change either.
  await title.press('Enter');
  await title.waitFor({ state: 'detached' });
  expect(mutations.map((m) => m.name)).toEqual(['AddComment']);
  expect((await taskOf(grace, key, 1)).version).toBe(version);

  // A real change is one UpdateTask with its own key, however quickly Enter comes twice (the second lands on the
  // heading, which it opens again).
  title = await openTitle(g.page);
  await title.fill('Write the changelog for 2.0');
  await g.page.keyboard.press('Enter');
  await g.page.keyboard.press('Enter');
  await savedNotice(g.page).waitFor();
  expect(mutations.map((m) => m.name)).toEqual(['AddComment', 'UpdateTask']);
  expect(new Set(mutations.map((m) => m.key)).size).toBe(2);
  expect((await taskOf(grace, key, 1)).version).toBe(version + 1);
  await g.context.close();
});

test('8. offline says "Offline"; moves made offline are pending on their cards and sent in order when back', async () => {
  const { key, ada } = await freshProject(['First chore', 'Second chore']);
  const a = await session('ada@lanes.test', `/p/${key}`);
  const live = a.page.getByRole('status').filter({ hasText: /^(Live|Offline|Reconnecting…|Connecting…)$/ });
  await a.page.getByText('Live', { exact: true }).waitFor();
  const mutations = mutationsOf(a.page);

  await a.context.setOffline(true);
  await expect.poll(() => live.textContent(), WITHIN).toBe('Offline');
  for (const title of ['Second chore', 'First chore']) {
    const card = column(a.page, 'To do').getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: /^Actions for / }).click();
    await a.page.getByRole('menuitem', { name: 'Move to In progress' }).click();
    await column(a.page, 'In progress')
      .getByRole('listitem')
      .filter({ hasText: title })
      .getByText('Pending')
      .waitFor();
  }
  expect(mutations).toEqual([]);
  expect(await live.textContent()).toBe('Offline');

  await a.context.setOffline(false);
  await expect.poll(() => mutations.map((m) => m.name), { timeout: 5_000 }).toEqual(['MoveTask', 'MoveTask']);
  // "Pending" goes when a move is sent, not when it is answered: the service has both once the second is answered.
  await column(a.page, 'In progress').getByText('Pending').first().waitFor({ state: 'detached' });
  const inProgress = async () => {
    const moved = await gql<{ project: { tasks: { edges: { node: { number: number } }[] } } }>(
      ada,
      `query { project(key: "${key}") { tasks(filter: { status: IN_PROGRESS }) { edges { node { number } } } } }`,
    );
    return moved.project.tasks.edges.map((e) => e.node.number).sort();
  };
  await expect.poll(inProgress, { timeout: 15_000 }).toEqual([1, 2]);
  await live.filter({ hasText: 'Live' }).waitFor();
  await expectBoardEqualsService(a.page, ada, key);
  await a.context.close();
});

test('8. an edit saved offline that the service refuses on return is rolled back with the reason and kept', async () => {
  const { key, grace } = await freshProject(['Tune the alerts']);
  const a = await session('ada@lanes.test', `/p/${key}/t/1`);
  await a.page.getByText('Live', { exact: true }).waitFor();
  await a.context.setOffline(true);
  await renameTask(a.page, 'Tune the paging alerts');
  await a.page.getByText('Offline: pending. It will be sent when you are back online.').waitFor();

  // Meanwhile Grace changes the same task: Ada's save, sent on return, carries a version that is no longer current.
  const task = await taskOf(grace, key, 1);
  await gql(grace, 'mutation($input: UpdateTaskInput!) { updateTask(input: $input) { id } }', {
    input: { id: task.id, expectedVersion: task.version, title: 'Tune the alert thresholds' },
  });
  await a.context.setOffline(false);
  // Refused (the version moved on, and on the title itself): Ada's title is back in its field, Grace's is shown.
  const conflict = a.page.getByRole('alert').filter({ hasText: 'Someone else changed this task' });
  await conflict.waitFor();
  expect(await a.page.getByLabel('Title', { exact: true }).inputValue()).toBe('Tune the paging alerts');
  expect(await conflict.locator('dd').allTextContents()).toEqual([
    'Tune the alert thresholds',
    'Tune the paging alerts',
  ]);
  expect((await taskOf(grace, key, 1)).title).toBe('Tune the alert thresholds');
  await a.context.close();
});
