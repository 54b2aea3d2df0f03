// Works from the device (issue 21), in Chromium with its service worker: a board seen once opens offline after a
// reload, a repeat visit paints while the service is held back, and a change made offline survives a reload and is
// sent once back, or is refused with what was typed kept. Tabs and wiping are in device-tabs.test.ts.
import type { Request, Route } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  browserAndServicePerFile,
  openSession,
  sentOperation,
  graceMentionsAda,
  accountButton,
  openSignedIn,
  seenOperation,
} from './support/browser';
import { titleButton } from './support/taskPage';
import {
  SETTLED,
  readKept,
  keptNames,
  controlled,
  boardSeen,
  goOfflineWithNoStream,
  backOnlineUntilRefused,
  saveTitleOfflineAndReload,
} from './support/device';

const e2e = browserAndServicePerFile();

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
