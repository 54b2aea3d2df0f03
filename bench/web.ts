// `npm run bench:web`: Lighthouse (mobile, simulated slow 4G, performance only) in Debian's Chromium against a
// production start: `npm start`'s own script builds the app into a temp directory and runs the real service on a
// random loopback port with a temp embedded database. Prints one JSON object: per page the score, LCP, TBT, CLS and
// the JavaScript sent (compressed bytes on the wire); then, for the board, what its first touch costs (below); then
// the board's repeat visit with what the device kept (service worker and IndexedDB: Lighthouse with
// disableStorageReset after a first visit), and its reload-to-cards time while the service holds every answer 5 s.
// BENCH_WEB_RUNS=n takes the median of n runs per page.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Math.max(1, Number(process.env['BENCH_WEB_RUNS'] ?? 1));
// The flags this machine needs (shared with the e2e tests), headless in Chromium's new mode.
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface Row {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKB: number;
}

async function startProduction(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      STATIC_DIR: path.join(dir, 'dist'),
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Lanes is running at (http:\/\/\S+?) /.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before listening:\n${out}`)));
  });
  return { url, child };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', origin: url },
    body: JSON.stringify({
      query:
        'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { id } }',
      variables: { email: 'ada@lanes.test', password: 'lanes-demo' },
    }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

async function measure(
  port: number,
  page: string,
  url: string,
  cookie?: string,
  keepStorage = false,
): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // A repeat visit: the service worker, its caches and IndexedDB stay from the visit before.
    disableStorageReset: keepStorage,
    // The default config is Lighthouse's mobile one: a Moto G-class screen, 4x CPU slowdown, simulated slow 4G.
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const jsBytes = (requests ?? [])
    .filter((item) => item['resourceType'] === 'Script')
    .reduce((sum, item) => sum + Number(item['transferSize'] ?? 0), 0);
  if (process.env['BENCH_WEB_LCP']) {
    // What the LCP is and where its time goes (Lighthouse's phases), and every script's request, for chasing LCP.
    const element = lhr.audits['largest-contentful-paint-element']?.details;
    const scripts = (requests ?? [])
      .filter((item) => item['resourceType'] === 'Script' || item['resourceType'] === 'Fetch')
      .map((item) => ({
        url: String(item['url']).replace(/^https?:\/\/[^/]+/, ''),
        startMs: Math.round(Number(item['networkRequestTime'])),
        endMs: Math.round(Number(item['networkEndTime'])),
        kB: Number((Number(item['transferSize']) / 1024).toFixed(1)),
      }));
    const longTasks = (lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined)?.items ?? [];
    const bootup = (lhr.audits['bootup-time']?.details as { items?: unknown[] } | undefined)?.items ?? [];
    const work = (lhr.audits['mainthread-work-breakdown']?.details as { items?: unknown[] } | undefined)
      ?.items;
    console.error(JSON.stringify({ page, element, scripts, longTasks, bootup, work }, null, 1));
  }
  if (process.env['BENCH_WEB_SHIFTS']) {
    // Which elements moved, for chasing a layout shift (Lighthouse's own attribution).
    const shifts = (lhr.audits['layout-shifts']?.details as { items?: unknown[] } | undefined)?.items ?? [];
    console.error(JSON.stringify({ page, shifts }, null, 1));
  }
  return {
    page,
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsKB: Number((jsBytes / 1024).toFixed(1)),
  };
}

interface FirstTouch {
  /** The first tap's interaction (the longest event of it, as INP counts one), ms; 0 is under 16 ms (not reported). */
  firstTapMs: number;
  /** From that tap until React Aria's parts have taken over (they load on the first input), ms. */
  takeoverMs: number;
  /** The longest task between the tap and the takeover, ms. */
  longestTaskMs: number;
  /** A second tap's interaction, on the taken-over board, ms. */
  secondTapMs: number;
}

/**
 * The board's first touch on a phone: Lighthouse gives no input, and React Aria's parts (62 kB) load on the first
 * one, then replace the plain cards. Chromium's own throttling as Lighthouse's mobile preset describes it (4x CPU,
 * 150 ms, 1.6 Mbps down), a 412 x 823 touch screen; the tap lands on the board's heading (no action of its own).
 */
async function firstTouch(url: string, cookie: string): Promise<FirstTouch> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { cookie },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto(`${url}/p/LAN`);
    await page.getByText('Live', { exact: true }).waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      const seen = {
        events: [] as { id: number; duration: number }[],
        tasks: [] as { start: number; duration: number }[],
      };
      (window as unknown as { __touch: typeof seen }).__touch = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
          if (entry.interactionId) seen.events.push({ id: entry.interactionId, duration: entry.duration });
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask' });
    });
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!heading) throw new Error('no board heading to tap');
    const tappedAt = await page.evaluate(() => performance.now());
    await page.touchscreen.tap(heading.x + 5, heading.y + heading.height / 2);
    await page.locator('[aria-describedby^="react-aria-description-"]').first().waitFor({ timeout: 60_000 });
    const takenOverAt = await page.evaluate(() => performance.now());
    // Let the observers report the takeover's tasks, then tap again.
    await page.waitForTimeout(1_000);
    await page.touchscreen.tap(heading.x + 5, heading.y + heading.height / 2);
    await page.waitForTimeout(1_000);
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            __touch: {
              events: { id: number; duration: number }[];
              tasks: { start: number; duration: number }[];
            };
          }
        ).__touch,
    );
    const interactions = new Map<number, number>();
    for (const { id, duration } of seen.events)
      interactions.set(id, Math.max(interactions.get(id) ?? 0, duration));
    const [first = 0, second = 0] = [...interactions.entries()].sort(([a], [b]) => a - b).map(([, ms]) => ms);
    const during = seen.tasks.filter((task) => task.start >= tappedAt && task.start <= takenOverAt);
    return {
      firstTapMs: Math.round(first),
      takeoverMs: Math.round(takenOverAt - tappedAt),
      longestTaskMs: Math.round(Math.max(0, ...during.map((task) => task.duration))),
      secondTapMs: Math.round(second),
    };
  } finally {
    await browser.close();
  }
}

/** How long the service holds every GraphQL answer in the repeat-visit measure. */
const SERVICE_HELD_MS = 5_000;

/**
 * A first visit to the board in the Chromium that Lighthouse drives (its profile, so its service worker and
 * IndexedDB), signed in by cookie, until the device has kept the board: the next Lighthouse run is a repeat visit.
 */
async function firstVisit(debuggingPort: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0]!;
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    await page.goto(`${url}/p/LAN`);
    await page.locator('.card').first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    // The device's save is coalesced (src/app/device.ts): wait until the board is in it.
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('lanes');
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('cache')) return resolve(false);
            const get = db.transaction('cache').objectStore('cache').get('client');
            get.onsuccess = () =>
              resolve(
                JSON.stringify(
                  (
                    get.result as { clientState?: { queries?: { queryKey: unknown[] }[] } }
                  )?.clientState?.queries?.map((q) => q.queryKey[0]) ?? [],
                ).includes('"Board"'),
              );
          };
        }),
      undefined,
      { timeout: 30_000, polling: 200 },
    );
    await page.close();
  } finally {
    // Leaves Lighthouse's Chromium running: only the connection closes.
    await browser.close();
  }
}

/**
 * A reload of a board seen before, with the CPU slowed `cpuSlowdown` times, while the service holds every GraphQL answer
 * for SERVICE_HELD_MS: from the navigation's start to the first card painted (from the device), ms.
 */
async function reloadWithServiceHeld(url: string, cookie: string, cpuSlowdown: number): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url }]);
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.card')) return;
        (window as unknown as { __cardsAt: number }).__cardsAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto(`${url}/p/LAN`);
    await page.locator('.card').first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    // Long enough for the device's coalesced save (400 ms) to have run.
    await page.waitForTimeout(1_500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.route('**/graphql**', (route) => {
      setTimeout(() => void route.continue().catch(() => undefined), SERVICE_HELD_MS);
    });
    await page.reload({ waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as unknown as { __cardsAt?: number }).__cardsAt !== undefined,
      undefined,
      {
        timeout: SERVICE_HELD_MS * 2,
      },
    );
    return Math.round(await page.evaluate(() => (window as unknown as { __cardsAt: number }).__cardsAt));
  } finally {
    await browser.close();
  }
}

function middle(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
}

function median(rows: Row[]): Row {
  const pick = (key: keyof Omit<Row, 'page'>) => {
    const sorted = rows.map((row) => row[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? NaN;
  };
  return {
    page: rows[0]?.page ?? '',
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsKB: pick('jsKB'),
  };
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lanes-bench-web-'));
  let child: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const started = await startProduction(dir);
    child = started.child;
    const cookie = await signIn(started.url);
    await mkdir(path.join(dir, 'chromium'));
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir: path.join(dir, 'chromium'),
    });
    const pages: Array<[string, string, string | undefined]> = [
      ['/sign-in', `${started.url}/sign-in`, undefined],
      ['/p/LAN (signed in)', `${started.url}/p/LAN`, cookie],
    ];
    const rows: Row[] = [];
    for (const [name, url, pageCookie] of pages) {
      const runs: Row[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(chrome.port, name, url, pageCookie));
      rows.push(median(runs));
    }
    // The board again, as a person who was here before: first visit, then Lighthouse with the storage kept.
    await firstVisit(chrome.port, started.url, cookie);
    const repeat: Row[] = [];
    for (let i = 0; i < RUNS; i++)
      repeat.push(
        await measure(
          chrome.port,
          '/p/LAN (repeat visit, storage kept)',
          `${started.url}/p/LAN`,
          cookie,
          true,
        ),
      );
    rows.push(median(repeat));
    // On this machine's CPU, and on a phone-class one (4x slower, Lighthouse's mobile setting).
    const held: number[] = [];
    const heldPhone: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      held.push(await reloadWithServiceHeld(started.url, cookie, 1));
      heldPhone.push(await reloadWithServiceHeld(started.url, cookie, 4));
    }
    const touches: FirstTouch[] = [];
    for (let i = 0; i < RUNS; i++) touches.push(await firstTouch(started.url, cookie));
    const boardFirstTouch = {
      firstTapMs: middle(touches.map((t) => t.firstTapMs)),
      takeoverMs: middle(touches.map((t) => t.takeoverMs)),
      longestTaskMs: middle(touches.map((t) => t.longestTaskMs)),
      secondTapMs: middle(touches.map((t) => t.secondTapMs)),
    };
    console.log(
      JSON.stringify(
        {
          lighthouse: 'mobile, simulated slow 4G',
          runs: RUNS,
          pages: rows,
          boardFirstTouch,
          boardReloadWithServiceHeld: {
            heldMs: SERVICE_HELD_MS,
            cardsPaintedMs: middle(held),
            minMs: Math.min(...held),
            maxMs: Math.max(...held),
            phoneCpu: {
              cardsPaintedMs: middle(heldPhone),
              minMs: Math.min(...heldPhone),
              maxMs: Math.max(...heldPhone),
            },
          },
        },
        null,
        2,
      ),
    );
  } finally {
    chrome?.kill();
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child?.once('exit', resolve));
    }
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
