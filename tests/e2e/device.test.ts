// Works from the device (issue 21), in Chromium with its service worker: a board seen once opens offline after a
// reload, a change made offline survives a reload and is sent once back, a repeat visit paints while the service is
// held back, sign-out leaves nothing for the next person, and kept data of another version is dropped cleanly.
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  browserAndServicePerFile,
  openSession,
  sentOperation,
  signIn,
  graceMentionsAda,
  accountButton,
  signOut,
  openSignedIn,
  seenOperation,
} from './support/browser';
import { renameTask, titleButton } from './support/taskPage';

const e2e = browserAndServicePerFile();
const SETTLED = { timeout: 20_000 } as const;

interface KeptRecord {
  buster: string;
  timestamp: number;
  clientState: {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
    mutations: { mutationKey?: unknown[]; state: { isPaused: boolean } }[];
  };
}

/** The device's record as IndexedDB holds it (src/app/device.ts, DEVICE_STORE), or null. */
function readKept(page: Page): Promise<KeptRecord | null> {
  return page.evaluate(
    () =>
      new Promise<KeptRecord | null>((resolve, reject) => {
        const open = indexedDB.open('lanes');
        open.onupgradeneeded = () => open.result.createObjectStore('cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) {
            db.close();
            resolve(null);
            return;
          }
          const get = db.transaction('cache').objectStore('cache').get('client');
          get.onsuccess = () => {
            db.close();
            resolve((get.result as KeptRecord | undefined) ?? null);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

function writeKept(page: Page, record: unknown): Promise<void> {
  return page.evaluate(
    (value) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('lanes');
        open.onupgradeneeded = () => open.result.createObjectStore('cache');
        open.onsuccess = () => {
          const tx = open.result.transaction('cache', 'readwrite');
          tx.objectStore('cache').put(value, 'client');
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    record,
  );
}

const keptNames = (record: KeptRecord | null) => record?.clientState.queries.map((q) => q.queryKey[0]) ?? [];

/** The page is controlled by the service worker, whose shell is cached. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), SETTLED)
    .toBe(true);
}

/** A board seen once by Ada (the profile holds her session: openSession's `as`), kept on the device with its cards. */
async function boardSeen(page: Page): Promise<string> {
  await openSignedIn(page, '/p/LAN');
  return boardKept(page);
}

/** The title of the open board's first card, once the board is kept on the device and the page controlled. */
async function boardKept(page: Page): Promise<string> {
  const card = page.locator('.card').first();
  await card.waitFor();
  const title = (await card.getByRole('link').textContent()) ?? '';
  await controlled(page);
  await expect.poll(async () => keptNames(await readKept(page)), SETTLED).toContain('Board');
  return title;
}

test('a board seen once opens offline after a reload: the shell from the service worker, the cards and the person from the device', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  const title = await boardSeen(page);
  await context.setOffline(true);
  await page.reload();
  await page.locator('.card').getByRole('link', { name: title }).waitFor();
  expect(await accountButton(page, 'Ada Lovelace').count()).toBe(1);
  await context.close();
});

test("a repeat visit shows the service's unread count, not the kept one: a mention made while away is counted", async () => {
  const ada = await e2e.service.signIn('ada@lanes.test');
  expect((await e2e.service.request('mutation { markNotificationsRead }', {}, ada)).errors).toBeUndefined();
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  await boardSeen(page);
  const inbox = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Inbox/ });
  expect(await inbox.getAttribute('aria-label')).toBe('Inbox');
  await expect.poll(async () => keptNames(await readKept(page)), SETTLED).toContain('InboxCount');
  // Ada leaves (no live stream hears what follows), and Grace mentions her.
  await page.goto('about:blank');
  await graceMentionsAda(e2e.service, 'While Ada was away');
  await page.goto('/p/LAN');
  await page.locator('.card').first().waitFor();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Inbox, 1 unread', exact: true })
    .waitFor();
  await context.close();
});

test('the network back before the app has shown: the screen loads, with no further online event', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  await boardSeen(page);
  await context.setOffline(true);
  const before = (await readKept(page))!.timestamp;
  // A board this device has not seen: the first render waits for its answer (src/main.tsx), which waits for the network.
  await page.goto('/p/OPS');
  // The device writes again once it has read its record back (src/app/device.ts): the app runs and is not shown yet.
  await expect.poll(async () => (await readKept(page))?.timestamp, SETTLED).toBeGreaterThan(before);
  await context.setOffline(false);
  await page.locator('.card').first().waitFor(SETTLED);
  await context.close();
});

test('a repeat visit paints the cards while the service holds every answer back, then the stream resumes after the kept seq', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  const title = await boardSeen(page);
  const kept = await readKept(page);
  console.log(JSON.stringify({ kept_record_json_bytes: JSON.stringify(kept).length }));
  const board = kept?.clientState.queries.find((q) => q.queryKey[0] === 'Board')?.state.data as {
    project: { seq: number };
  };
  const held: Route[] = [];
  const sent: Request[] = [];
  await page.route('**/graphql**', (route) => {
    sent.push(route.request());
    held.push(route);
  });
  const started = Date.now();
  await page.reload();
  await page.locator('.card').getByRole('link', { name: title }).waitFor();
  const paintedMs = Date.now() - started;
  console.log(JSON.stringify({ reload_to_cards_with_service_held_ms: paintedMs }));
  // Painted with the service's every answer still held: the cards came from the device.
  expect(held.length).toBeGreaterThan(0);
  await expect
    .poll(() => sent.some((r) => (r.postData() ?? r.url()).includes('BoardEvents')), SETTLED)
    .toBe(true);
  const stream = sent.find((r) => (r.postData() ?? r.url()).includes('BoardEvents'))!;
  const body = stream.postData() ?? decodeURIComponent(stream.url());
  // Only the missed events: the stream starts after the seq the kept board reflects, and no Board query is asked.
  expect(body).toMatch(new RegExp(`"after":${board.project.seq}\\b`));
  expect(sent.filter((r) => sentOperation(r)?.operationName === 'Board').length).toBe(0);
  await page.unroute('**/graphql**');
  for (const route of held) await route.continue().catch(() => undefined);
  await context.close();
});

test('a comment written offline is kept across a reload at once, counted as waiting, and sent once back online', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN/t/3');
  await page.getByLabel('Comment').waitFor();
  await controlled(page);
  await expect.poll(async () => keptNames(await readKept(page)), SETTLED).toContain('Task');
  await context.setOffline(true);
  const text = `Written on the train ${Date.now()}`;
  await page.getByLabel('Comment').fill(text);
  await page.getByRole('button', { name: 'Add comment' }).click();
  const waiting = page.getByRole('status').filter({ hasText: '1 change waiting to be sent' });
  await waiting.waitFor();

  // Reloaded the moment the count shows, before a coalesced save would be due: a waiting change is written at once.
  await page.reload();
  await waiting.waitFor();
  expect((await readKept(page))?.clientState.mutations.map((m) => m.mutationKey?.[0])).toEqual([
    'AddComment',
  ]);
  const sent: string[] = [];
  // The context's requests: those of a page its service worker controls are reported there.
  context.on('request', (request) => {
    if (seenOperation(request)?.operationName === 'AddComment') sent.push(request.postData() ?? '');
  });
  await context.setOffline(false);
  await waiting.waitFor({ state: 'detached', timeout: 20_000 });
  await page.locator('.comment').filter({ hasText: text }).waitFor();
  expect(sent).toHaveLength(1);
  await expect.poll(async () => (await readKept(page))?.clientState.mutations, SETTLED).toEqual([]);
  // The service has it once.
  const cookie = await e2e.service.signIn('ada@lanes.test');
  const { data } = await e2e.service.request<{ task: { comments: { body: string }[] } }>(
    'query { task(projectKey: "LAN", number: 3) { comments { body } } }',
    {},
    cookie,
  );
  expect(data?.task.comments.filter((c) => c.body === text)).toHaveLength(1);
  await context.close();
});

test('an edit made offline that the service refuses once sent after a reload (a version conflict) says why and keeps what was typed', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN/t/5');
  await titleButton(page).waitFor();
  await controlled(page);
  await expect.poll(async () => keptNames(await readKept(page)), SETTLED).toContain('Task');
  await goOfflineWithNoStream(page, context);
  // While Ada is offline, Grace renames the task: the version Ada's edit starts from is gone. Before Ada saves, not
  // after: around a reload the edit has reached the service despite the test's offline, and would then come first.
  const grace = await e2e.service.signIn('grace@lanes.test');
  const { data } = await e2e.service.request<{ task: { id: string; version: number } }>(
    'query { task(projectKey: "LAN", number: 5) { id version } }',
    {},
    grace,
  );
  const renamed = await e2e.service.request(
    'mutation ($input: UpdateTaskInput!) { updateTask(input: $input) { version } }',
    { input: { id: data!.task.id, expectedVersion: data!.task.version, title: 'Renamed by Grace' } },
    grace,
  );
  expect(renamed.errors).toBeUndefined();
  const typed = `Renamed on the train ${Date.now()}`;
  const waiting = await saveTitleOfflineAndReload(page, typed);

  const refused = await backOnlineUntilRefused(page, context);
  expect(await refused.locator('.notice-message').textContent()).toMatch(
    /^Could not edit a task made offline: .+\.$/,
  );
  expect(await refused.locator('.notice-hint').textContent()).toBe(`What you typed: ${typed}`);
  await waiting.waitFor({ state: 'detached' });
  // The task is the service's again (the refused edit's optimistic title is gone); the frame's notice keeps what was
  // typed (above), as the page that took it is gone.
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), SETTLED)
    .toBe('LAN-5 Renamed by Grace');
  await refused.getByRole('button', { name: 'Dismiss' }).click();
  await refused.waitFor({ state: 'detached' });
  await context.close();
});

test('an edit made offline that the service refuses once sent after a reload (the right to edit lost meanwhile) says why and keeps what was typed', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    serviceWorkers: 'allow',
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/OPS/t/2');
  await titleButton(page).waitFor();
  await controlled(page);
  await expect.poll(async () => keptNames(await readKept(page)), SETTLED).toContain('Task');
  await goOfflineWithNoStream(page, context);
  // While Ada is offline, Grace, admin of OPS, makes her a viewer there: she may no longer edit its tasks (before Ada
  // saves, as above).
  const ada = await e2e.service.signIn('ada@lanes.test');
  const { data: me } = await e2e.service.request<{ viewer: { id: string } }>(
    'query { viewer { id } }',
    {},
    ada,
  );
  const grace = await e2e.service.signIn('grace@lanes.test');
  const demoted = await e2e.service.request(
    'mutation ($userId: ID!) { changeMemberRole(projectKey: "OPS", userId: $userId, role: VIEWER) { role } }',
    { userId: me!.viewer.id },
    grace,
  );
  expect(demoted.errors).toBeUndefined();
  const typed = `Edited before losing the right ${Date.now()}`;
  const waiting = await saveTitleOfflineAndReload(page, typed);

  const refused = await backOnlineUntilRefused(page, context);
  expect(await refused.locator('.notice-message').textContent()).toBe(
    'Could not edit a task made offline: as a viewer of OPS you cannot create, edit or move tasks.',
  );
  expect(await refused.locator('.notice-hint').textContent()).toBe(`What you typed: ${typed}`);
  await waiting.waitFor({ state: 'detached' });
  await context.close();
});

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
  const column = (tab: Page, name: string) => tab.getByRole('region', { name, exact: true });
  const card = column(page, 'To do').getByRole('listitem').first();
  const name = (await card.getByRole('link').textContent()) ?? '';
  const actions = card.getByRole('button', { name: /^Actions for / });
  const key = ((await actions.getAttribute('aria-label')) ?? '').replace('Actions for ', '');
  await actions.click();
  await page.getByRole('menuitem', { name: 'Move to In progress' }).click();
  await column(page, 'In progress').getByRole('link', { name, exact: true }).waitFor();
  await page.getByRole('status').filter({ hasText: '1 change waiting to be sent' }).waitFor();

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

/** Records whether a card ever shows in `page` from its next load on: window.flashed. */
async function watchForCards(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.card')) (window as unknown as { flashed: boolean }).flashed = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

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

/**
 * Offline, and reloaded so that the page holds no live stream: one opened before outlives the test's offline, and
 * would bring in the very change the page must not know of.
 */
async function goOfflineWithNoStream(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.reload();
  await titleButton(page).waitFor();
}

/** Back online, the kept edit is sent and refused: the frame's alert, or what was sent and shown instead. */
async function backOnlineUntilRefused(page: Page, context: BrowserContext) {
  const sent: string[] = [];
  context.on('request', (request) => {
    if (seenOperation(request)?.operationName === 'UpdateTask')
      void request.response().then(
        async (response) => sent.push(`${response?.status()} ${await response?.text()}`),
        (e: Error) => sent.push(e.message),
      );
  });
  await context.setOffline(false);
  const refused = page.getByRole('alert').filter({ hasText: 'Could not edit a task made offline' });
  await refused.waitFor(SETTLED).catch(async (error: Error) => {
    const notices = await page.locator('.notice').allTextContents();
    throw new Error(
      `${error.message}\nUpdateTask answered ${JSON.stringify(sent)}; notices: ${JSON.stringify(notices)}`,
    );
  });
  return refused;
}

/** Offline, saves `typed` as the open task's title, sees it kept as the one waiting change, and reloads. */
async function saveTitleOfflineAndReload(page: Page, typed: string) {
  await renameTask(page, typed);
  const waiting = page.getByRole('status').filter({ hasText: '1 change waiting to be sent' });
  await waiting.waitFor();
  await expect
    .poll(async () => (await readKept(page))?.clientState.mutations.map((m) => m.mutationKey?.[0]), SETTLED)
    .toEqual(['UpdateTask']);
  await page.reload();
  await waiting.waitFor();
  return waiting;
}
