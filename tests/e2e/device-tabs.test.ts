// Works from the device (issue 21), in Chromium with its service worker: tabs that share what is kept, sign-out and
// an expired or ended session leave nothing for the next person, and kept data of another version is dropped cleanly.
import type { Page, Route } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  browserAndServicePerFile,
  openSession,
  signIn,
  signOut,
  openSignedIn,
  seenOperation,
} from './support/browser';
import {
  SETTLED,
  readKept,
  writeKept,
  keptNames,
  controlled,
  boardSeen,
  boardKept,
  watchForCards,
  type KeptRecord,
} from './support/device';

const e2e = browserAndServicePerFile();

const column = (tab: Page, name: string) => tab.getByRole('region', { name, exact: true });

/** Moves the first To do card to In progress in `page`, whose context is offline: it shows there, waiting. */
async function moveFirstToDoOffline(page: Page): Promise<{ name: string; key: string }> {
  const card = column(page, 'To do').getByRole('listitem').first();
  const name = (await card.getByRole('link').textContent()) ?? '';
  const actions = card.getByRole('button', { name: /^Actions for / });
  const key = ((await actions.getAttribute('aria-label')) ?? '').replace('Actions for ', '');
  await actions.click();
  await page.getByRole('menuitem', { name: 'Move to In progress' }).click();
  await column(page, 'In progress').getByRole('link', { name, exact: true }).waitFor();
  await page.getByRole('status').filter({ hasText: '1 change waiting to be sent' }).waitFor();
  return { name, key };
}

test('a change kept by a tab that closed stays on the device when another tab saves, and that tab sends it once', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN/t/4');
  await page.getByLabel('Comment').waitFor();
  await controlled(page);
  const other = await context.newPage();
  await other.goto('/p/LAN');
  await other.locator('.card').first().waitFor();

  await context.setOffline(true);
  const text = `Written in the first tab ${Date.now()}`;
  await page.getByLabel('Comment').fill(text);
  await page.getByRole('button', { name: 'Add comment' }).click();
  await page.getByRole('status').filter({ hasText: '1 change waiting to be sent' }).waitFor();
  await expect
    .poll(async () => (await readKept(page))?.clientState.mutations.map((m) => m.mutationKey?.[0]), SETTLED)
    .toEqual(['AddComment']);
  await page.close();

  // The other tab, which never held that change, writes the device's record: the change stays in it.
  const before = (await readKept(other))!.timestamp;
  await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect.poll(async () => (await readKept(other))?.timestamp, SETTLED).toBeGreaterThan(before);
  expect((await readKept(other))?.clientState.mutations.map((m) => m.mutationKey?.[0])).toEqual([
    'AddComment',
  ]);

  await other.goto('/p/LAN/t/4');
  const waiting = other.getByRole('status').filter({ hasText: '1 change waiting to be sent' });
  await waiting.waitFor();
  await context.setOffline(false);
  await waiting.waitFor({ state: 'detached', timeout: 20_000 });
  await other.locator('.comment').filter({ hasText: text }).waitFor();
  const cookie = await e2e.service.signIn('ada@lanes.test');
  const { data } = await e2e.service.request<{ task: { comments: { body: string }[] } }>(
    'query { task(projectKey: "LAN", number: 4) { comments { body } } }',
    {},
    cookie,
  );
  expect(data?.task.comments.filter((c) => c.body === text)).toHaveLength(1);
  await context.close();
});

test('two tabs agree: a move queued offline in one shows in the other (board and count), and when it closes the other sends it once', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  await boardSeen(page);
  const other = await context.newPage();
  await other.goto('/p/LAN');
  await other.locator('.card').first().waitFor();
  const moves: string[] = [];
  // The context's requests: those of pages its service worker controls are reported there, whichever tab sends.
  context.on('request', (request) => {
    if (seenOperation(request)?.operationName === 'MoveTask') moves.push(request.postData() ?? '');
  });

  await context.setOffline(true);
  const { name, key } = await moveFirstToDoOffline(page);

  // The other tab shows the move and counts it as waiting, without the service.
  const waiting = other.getByRole('status').filter({ hasText: '1 change waiting to be sent' });
  await waiting.waitFor(SETTLED);
  await column(other, 'In progress').getByRole('link', { name, exact: true }).waitFor(SETTLED);
  expect(await column(other, 'To do').getByRole('link', { name, exact: true }).count()).toBe(0);

  // The tab that made it closes before the connection returns: the other takes the queue over and sends it once.
  await page.close();
  await context.setOffline(false);
  await waiting.waitFor({ state: 'detached', timeout: 20_000 });
  await expect.poll(async () => (await readKept(other))?.clientState.mutations, SETTLED).toEqual([]);
  expect(moves).toHaveLength(1);
  expect(moves[0]).toContain(`"status":"IN_PROGRESS"`);
  const cookie = await e2e.service.signIn('ada@lanes.test');
  const { data } = await e2e.service.request<{ task: { status: string } }>(
    `query { task(projectKey: "LAN", number: ${Number(key.split('-')[1])}) { status } }`,
    {},
    cookie,
  );
  expect(data?.task.status).toBe('IN_PROGRESS');
  await column(other, 'In progress').getByRole('link', { name, exact: true }).waitFor();
  await context.close();
});

test('a tab that writes the device before it hears of a move queued offline in another keeps the move there, and shows it', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  await boardSeen(page);
  const other = await context.newPage();
  // What the other tab hears of the first tab's writes waits until the test lets it through: on a loaded machine the
  // message can come after that tab's own coalesced save, which is what this test makes happen on purpose.
  await other.addInitScript(() => {
    const held: (() => void)[] = [];
    let holding = true;
    (window as unknown as { hearTabs: () => void }).hearTabs = () => {
      holding = false;
      for (const deliver of held.splice(0)) deliver();
    };
    const Channel = window.BroadcastChannel;
    window.BroadcastChannel = class extends Channel {
      addEventListener(type: string, listener: EventListenerOrEventListenerObject | null, options?: unknown) {
        const late = (event: Event) => {
          const deliver = () =>
            typeof listener === 'function' ? listener.call(this, event) : listener?.handleEvent(event);
          if (holding) held.push(deliver);
          else deliver();
        };
        super.addEventListener(type, late, options as AddEventListenerOptions);
      }
    };
  });
  // Its unread count's answer is held too: let through once the move is written, it starts that save.
  const counts: Route[] = [];
  await other.route('**/graphql?operationName=InboxCount*', (route) => void counts.push(route));
  await other.goto('/p/LAN');
  await other.locator('.card').first().waitFor();
  await expect.poll(() => counts.length, SETTLED).toBe(1);

  await context.setOffline(true);
  const { name, key } = await moveFirstToDoOffline(page);
  await expect.poll(async () => keptStatus(await readKept(page), key), SETTLED).toBe('IN_PROGRESS');
  const moved = (await readKept(page))!.timestamp;

  // The answer fails (the network is gone); the other tab saves its board, without the move, after the first tab.
  await other.unroute('**/graphql?operationName=InboxCount*');
  for (const route of counts) await route.continue().catch(() => undefined);
  await expect.poll(async () => (await readKept(other))?.timestamp, SETTLED).toBeGreaterThan(moved);
  await other.evaluate(() => (window as unknown as { hearTabs: () => void }).hearTabs());

  await other.getByRole('status').filter({ hasText: '1 change waiting to be sent' }).waitFor(SETTLED);
  await column(other, 'In progress').getByRole('link', { name, exact: true }).waitFor(SETTLED);
  expect(keptStatus(await readKept(other), key)).toBe('IN_PROGRESS');
  await context.close();
});

/** The status the device's record gives the task `key` on its board, if it holds that board. */
function keptStatus(record: KeptRecord | null, key: string): unknown {
  const board = record?.clientState.queries.find((query) => query.queryKey[0] === 'Board');
  const find = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return undefined;
    const task = value as { __typename?: unknown; key?: unknown; status?: unknown };
    if (task.__typename === 'Task' && task.key === key) return task.status;
    for (const child of Object.values(value)) {
      const status = find(child);
      if (status !== undefined) return status;
    }
    return undefined;
  };
  return find(board?.state.data);
}

test('sign-out wipes the device (IndexedDB, caches but the shell, storage); the next person sees nothing of the first, online or offline', async () => {
  // Through the form: who signs in after whom on one device is the subject here.
  const { page, context } = await openSession(e2e.browser, e2e.service, { serviceWorkers: 'allow' });
  await signIn(page, 'ada@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
  const title = await boardKept(page);
  await page.evaluate(() => {
    localStorage.setItem('left-behind', 'ada');
    return caches.open('person-data').then((cache) => cache.put('/left-behind', new Response('ada')));
  });
  await signOut(page, 'Ada Lovelace');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await expect.poll(() => readKept(page), SETTLED).toBeNull();
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  expect(await page.evaluate(() => caches.keys())).toEqual([expect.stringMatching(/^lanes-shell-/)]);

  // Offline, the board that was kept is not there for anyone.
  await context.setOffline(true);
  await page.goto('/p/LAN');
  await page.waitForLoadState('load');
  expect(await page.getByText(title).count()).toBe(0);
  await context.setOffline(false);

  await signIn(page, 'grace@lanes.test');
  await expect.poll(async () => keptNames(await readKept(page)), SETTLED).toContain('Viewer');
  const kept = await readKept(page);
  expect(JSON.stringify(kept)).not.toContain('ada@lanes.test');
  expect(JSON.stringify(kept)).not.toContain('Ada Lovelace');
  await context.close();
});

test('a session that expired here: the next load wipes what was kept before anything shows, with no answer from the service', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  await boardSeen(page);
  // The browser drops both cookies when the session's lifetime is over: the session and the hint scripts can read.
  const names = (await context.cookies()).map((cookie) => cookie.name).sort();
  expect(names).toEqual(['lanes_session', 'lanes_signed_in']);
  await context.clearCookies();
  await watchForCards(page);
  // Every answer held: what the page shows before the sign-in screen comes from the device alone.
  const held: Route[] = [];
  await page.route('**/graphql**', (route) => void held.push(route));
  await page.reload();
  await expect.poll(() => held.length, SETTLED).toBeGreaterThan(0);
  await expect.poll(() => readKept(page), SETTLED).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { flashed?: boolean }).flashed)).toBeUndefined();
  await page.unroute('**/graphql**');
  for (const route of held) await route.continue().catch(() => undefined);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.getByText('Your session has expired.', { exact: false }).waitFor();
  expect(new URL(page.url()).searchParams.get('next')).toBe('/p/LAN');
  expect(await page.evaluate(() => (window as unknown as { flashed?: boolean }).flashed)).toBeUndefined();
  await context.close();
});

test('"Sign out everywhere" from another device: the board kept here shows only until the service answers, which wipes it', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  const title = await boardSeen(page);
  // The other device: Ada signs in there and ends every session, this browser's among them.
  const phone = await e2e.service.signIn('ada@lanes.test');
  const ended = await e2e.service.request<{ signOutEverywhere: boolean }>(
    'mutation { signOutEverywhere }',
    {},
    phone,
  );
  expect(ended.data?.signOutEverywhere).toBe(true);
  // Only the service knows: while its answer is held, this device shows Ada's own board, as it would offline.
  const held: Route[] = [];
  await page.route('**/graphql**', (route) => void held.push(route));
  await page.reload();
  await page.locator('.card').getByRole('link', { name: title }).waitFor();
  await page.unroute('**/graphql**');
  for (const route of held) await route.continue().catch(() => undefined);
  await page.getByRole('button', { name: 'Sign in' }).waitFor(SETTLED);
  await expect.poll(() => readKept(page), SETTLED).toBeNull();
  expect(await page.locator('.card').count()).toBe(0);
  expect(new URL(page.url()).searchParams.get('next')).toBe('/p/LAN');
  await context.close();
});

test('kept data of an older version, or unreadable, is dropped: the board comes from the service, no crash', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  const title = await boardSeen(page);
  const current = (await readKept(page))!;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // An older version: the same record with another buster and a shape this version cannot read.
  const older = {
    ...current,
    buster: 'an-older-version',
    clientState: {
      ...current.clientState,
      queries: current.clientState.queries.map((q) => ({
        ...q,
        state: { ...q.state, data: { project: 42 } },
      })),
    },
  };
  await writeKept(page, older);
  await page.reload();
  await page.locator('.card').getByRole('link', { name: title }).waitFor();
  await expect.poll(async () => (await readKept(page))?.buster, SETTLED).toBe(current.buster);

  // This version's buster, but not a record at all.
  await writeKept(page, { buster: current.buster, timestamp: Date.now(), clientState: 42 });
  await page.reload();
  await page.locator('.card').getByRole('link', { name: title }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
