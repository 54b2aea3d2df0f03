// What the device files share (device-offline.test.ts, device-tabs.test.ts): the record the device keeps in IndexedDB
// (src/app/device.ts), read and written from the page, a board seen and kept, and an edit made offline.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openSignedIn, seenOperation } from './browser';
import { renameTask, titleButton } from './taskPage';

export const SETTLED = { timeout: 20_000 } as const;

export interface KeptRecord {
  buster: string;
  timestamp: number;
  clientState: {
    queries: { queryKey: unknown[]; state: { data: unknown } }[];
    mutations: { mutationKey?: unknown[]; state: { isPaused: boolean } }[];
  };
}

/** The device's record as IndexedDB holds it (src/app/device.ts, DEVICE_STORE), or null. */
export function readKept(page: Page): Promise<KeptRecord | null> {
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

export function writeKept(page: Page, record: unknown): Promise<void> {
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

export const keptNames = (record: KeptRecord | null) =>
  record?.clientState.queries.map((q) => q.queryKey[0]) ?? [];

/** The page is controlled by the service worker, whose shell is cached. */
export async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), SETTLED)
    .toBe(true);
}

/** A board seen once by Ada (the profile holds her session: openSession's `as`), kept on the device with its cards. */
export async function boardSeen(page: Page): Promise<string> {
  await openSignedIn(page, '/p/LAN');
  return boardKept(page);
}

/** The title of the open board's first card, once the board is kept on the device and the page controlled. */
export async function boardKept(page: Page): Promise<string> {
  const card = page.locator('.card').first();
  await card.waitFor();
  const title = (await card.getByRole('link').textContent()) ?? '';
  await controlled(page);
  await expect.poll(async () => keptNames(await readKept(page)), SETTLED).toContain('Board');
  return title;
}

/** Records whether a card ever shows in `page` from its next load on: window.flashed. */
export async function watchForCards(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.card')) (window as unknown as { flashed: boolean }).flashed = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Offline, and reloaded so that the page holds no live stream: one opened before outlives the test's offline, and
 * would bring in the very change the page must not know of.
 */
export async function goOfflineWithNoStream(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.reload();
  await titleButton(page).waitFor();
}

/** Back online, the kept edit is sent and refused: the frame's alert, or what was sent and shown instead. */
export async function backOnlineUntilRefused(page: Page, context: BrowserContext) {
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
export async function saveTitleOfflineAndReload(page: Page, typed: string) {
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
