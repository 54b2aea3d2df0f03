// A new release while a tab is open (issue 21): the service restarts on the same port serving the next release's
// build (tests/e2e/support/next-release.config.ts: the sign-up screen changed, so its chunk and every chunk naming it
// get new names), as a deploy does. With the service worker, the open tab says "A new version is ready — Reload"
// and its next navigation loads the new release; without it, a chunk of the old release that is gone reloads the
// tab once.
import { rm } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startService, type Release, type TestService } from '../support/service';
import { launchChromium, openSession } from './support/browser';
import { buildNextRelease } from './support/next-release';

let browser: Browser;
let next: Required<Release>;
let service: TestService;

beforeAll(async () => {
  [next, browser, service] = await Promise.all([
    buildNextRelease(),
    launchChromium(),
    startService({ staticDir: inject('lanesDist') }),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await service?.close();
  if (next) await rm(next.staticDir, { recursive: true, force: true });
});

const release = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="lanes-release"]')?.getAttribute('content') ?? '1');

/** Serves release 1 (the tested build) or 2 (the next one) on the same origin, as a deploy does. */
function deploy(n: 1 | 2): Promise<void> {
  return service.deploy(n === 1 ? { staticDir: inject('lanesDist') } : next);
}

test('a new release takes over an open tab: "A new version is ready — Reload", and the next navigation loads it', async () => {
  const { page, context } = await openSession(browser, service, { serviceWorkers: 'allow' });
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await release(page)).toBe('1');
  const other = await context.newPage();
  await other.goto('/sign-in');
  await other.getByRole('button', { name: 'Sign in' }).waitFor();

  await deploy(2);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  const notice = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  await notice.waitFor({ timeout: 20_000 });
  expect(await notice.textContent()).toBe('A new version is ready — Reload');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => release(page), { timeout: 20_000 }).toBe('2');
  expect(await notice.count()).toBe(0);

  // The other tab got the news too; a navigation inside the app loads the new release rather than mixing the two.
  await other.getByRole('status').filter({ hasText: 'A new version is ready' }).waitFor();
  await other.getByRole('link', { name: 'Create an account' }).click();
  await expect.poll(() => release(other), { timeout: 20_000 }).toBe('2');
  expect(new URL(other.url()).pathname).toBe('/sign-up');
  await context.close();
});

test('a chunk of the running release that the new release no longer has reloads the tab once, onto the new release', async () => {
  await deploy(1);
  const { page, context } = await openSession(browser, service);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(await release(page)).toBe('1');
  await deploy(2);
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect.poll(() => release(page), { timeout: 20_000 }).toBe('2');
  await page.getByRole('button', { name: 'Create account' }).waitFor();
  expect(loads).toHaveLength(1);
  expect(new URL(page.url()).pathname).toBe('/sign-up');
  await context.close();
});
