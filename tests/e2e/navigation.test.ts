// No waterfall (issue 10): a screen's query leaves with its chunk, not after it. Each test holds back one answer the
// query must not wait for (the viewer's, or the screen's chunk) until the query has been seen; an app that waits for
// it would never send the query, and the wait below fails naming what it waited for.
import { expect, test } from 'vitest';
import type { BrowserContext, Page, Request, Route } from 'playwright-core';
import {
  openSession,
  sentOperation,
  graceMentionsAda,
  browserAndServicePerFile,
  accountButton,
  openSignedIn,
} from './support/browser';

const e2e = browserAndServicePerFile();

const operationName = (request: Request): string | undefined => sentOperation(request)?.operationName;

/** Resolves with the first GraphQL request named `name`, or fails after `ms` saying so. */
function nextOperation(page: Page, name: string, ms = 10_000): Promise<Request> {
  return page
    .waitForRequest((request) => operationName(request) === name, {
      timeout: ms,
    })
    .catch(() => {
      throw new Error(`no ${name} query was sent within ${ms} ms while the held answer was still held`);
    });
}

/** Holds requests matching `matches` until `release` resolves, then lets them through. */
async function hold(
  page: Page,
  url: string | RegExp,
  release: Promise<unknown>,
  matches = (_: Request) => true,
) {
  await page.route(url, async (route: Route) => {
    if (!matches(route.request())) return route.fallback();
    await release.catch(() => undefined);
    await route.fallback();
  });
}

/**
 * Ada signed in, and a second page of hers that has never loaded a signed-in screen's chunk (signing in preloads
 * them on the first page). With `path`, the second page is opened there and its project link has shown.
 */
async function freshPage(path?: string): Promise<{ context: BrowserContext; fresh: Page }> {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/projects');
  await page.getByRole('link', { name: 'Lanes', exact: true }).waitFor();
  const fresh = await context.newPage();
  if (path) {
    await fresh.goto(path);
    await fresh.getByRole('link', { name: 'Lanes', exact: true }).waitFor();
  }
  return { context, fresh };
}

test('a board opened by its address asks for the board without waiting for the viewer', async () => {
  const { context, fresh } = await freshPage();
  const board = nextOperation(fresh, 'Board');
  await hold(fresh, '**/graphql**', board, (request) => operationName(request) === 'Viewer');
  await fresh.goto('/p/LAN');
  await board;
  await fresh.getByRole('region', { name: 'Backlog', exact: true }).getByRole('link').first().waitFor();
  await context.close();
});

test('opening a board from the projects list sends its query before the board chunk has arrived', async () => {
  const { context, fresh } = await freshPage('/projects');
  const board = nextOperation(fresh, 'Board');
  let chunkRequests = 0;
  await hold(fresh, /\/assets\/BoardRoute-[\w-]+\.js$/, board, () => {
    chunkRequests += 1;
    return true;
  });
  await fresh.getByRole('link', { name: 'Lanes', exact: true }).click();
  await board;
  await fresh.getByRole('region', { name: 'Backlog', exact: true }).getByRole('link').first().waitFor();
  expect(chunkRequests).toBe(1);
  await context.close();
});

test('a screen whose chunk cannot be loaded says so, with Retry; the frame stays and other screens open', async () => {
  const { context, fresh } = await freshPage('/projects');
  // A deploy replaced the chunk, or the network dropped: the browser gets no script.
  await fresh.route(/\/assets\/BoardRoute-[\w-]+\.js$/, (route) => route.abort('failed'));
  await fresh.getByRole('link', { name: 'Lanes', exact: true }).click();
  const alert = fresh.getByRole('alert');
  await alert.waitFor();
  expect(await alert.locator('.notice-title').textContent()).toBe('Could not open this screen.');
  expect(await alert.getByRole('button', { name: 'Retry' }).count()).toBe(1);
  expect(await accountButton(fresh, 'Ada Lovelace').count()).toBe(1);

  // Going elsewhere leaves the failed screen behind.
  await fresh.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await fresh.getByRole('heading', { name: 'Projects' }).waitFor();
  expect(await fresh.getByRole('alert').count()).toBe(0);

  await fresh.getByRole('link', { name: 'Lanes', exact: true }).click();
  await alert.waitFor();
  await fresh.unroute(/\/assets\/BoardRoute-[\w-]+\.js$/);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await fresh.getByRole('region', { name: 'Backlog', exact: true }).getByRole('link').first().waitFor();
  await context.close();
});

test("a board's address: its answer names the frame's and the board's queries, which leave before any script runs, and the app takes those answers", async () => {
  // A browser with Ada's session and nothing kept on the device yet: a first visit, as a shared link opens.
  const { page, context, requests } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  // Grace mentions Ada: her header has a count to show.
  await graceMentionsAda(e2e.service, 'Ask Ada');
  // What the header says in the DOM the first card is committed with: the first paint, not a later render.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.card')) return;
      observer.disconnect();
      (window as { inboxAtFirstCard?: string | null }).inboxAtFirstCard = document
        .querySelector('.inbox-link')
        ?.getAttribute('aria-label');
    }).observe(document, { childList: true, subtree: true });
  });
  // Every script is held until the three queries have left: only the page's own answer can have asked for them.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.fallback();
  });
  const mark = requests.mark();
  const response = await page.goto('/p/LAN?q=templates', { waitUntil: 'commit' });
  const queries = () =>
    requests
      .since(mark, 'query')
      .map((r) => r.operationName)
      .sort();
  await expect.poll(queries, { timeout: 10_000 }).toEqual(['Board', 'InboxCount', 'Viewer']);
  const preloads = (response?.headers()['link'] ?? '')
    .split(', ')
    .filter((link) => link.endsWith('; rel=preload; as=fetch; crossorigin'));
  expect(
    preloads.map((link) =>
      sentOperation({
        url: () => `${e2e.service.url}${link.slice(1, link.indexOf('>'))}`,
        method: () => 'GET',
      } as Request),
    ),
  ).toEqual([
    { operationName: 'Viewer', query: expect.stringContaining('query Viewer'), variables: {} },
    {
      operationName: 'Board',
      query: expect.stringContaining('query Board('),
      variables: { key: 'LAN', text: 'templates' },
    },
    { operationName: 'InboxCount', query: expect.stringContaining('query InboxCount'), variables: {} },
  ]);

  release();
  await page.locator('.card').getByRole('link', { name: 'Task templates for recurring work' }).waitFor();
  // The first paint has the header's count, not a request after it.
  expect(await page.evaluate(() => (window as { inboxAtFirstCard?: string }).inboxAtFirstCard)).toBe(
    'Inbox, 1 unread',
  );
  // The app's own requests found the preloaded answers: each query went over the network once.
  expect(queries()).toEqual(['Board', 'InboxCount', 'Viewer']);
  await context.close();
});
