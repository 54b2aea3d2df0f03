// `npm run bench:web`: Lighthouse (mobile, simulated slow 4G, performance only) in Debian's Chromium against a
// production start: `npm start`'s own script builds the app into a temp directory and runs the real service on a
// random loopback port with a temp embedded database. Prints one JSON object: per page the score, LCP, TBT, CLS and
// the JavaScript sent (compressed bytes on the wire); then the board's repeat visit with what the device kept (service
// worker and IndexedDB: Lighthouse with disableStorageReset after a first visit), and its reload-to-cards time while
// the service holds every answer 5 s. BENCH_WEB_RUNS=n takes the median of n runs per page. The board is also measured
// beside its floor (bench/floor): the fixed stack alone rendering the same cards from the same preloaded queries.
import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { documentsByHashOnly, graphqlRequestRuntime, RE_EXPORTS_SIDE_EFFECTS } from '../vite.config';
import { floorRequests } from './floor/requests';
import { loadLighthouse, type LaunchedChrome, type Lighthouse } from './lighthouse';
import { signIn, startProduction, stopProduction } from './production';

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

/**
 * The floor page (bench/floor), built as the app is (graphql-js and the documents' text left out, the same
 * tree-shaking rules) and served on its own port: its answer names its two queries as preloads, as the service does
 * for the board, and /graphql goes through to the service. The preloads' URLs come from running the floor's own request code here, signed in as
 * `cookie`: a query the service refuses fails here with its answer, where in the page it would only paint nothing.
 */
async function startFloor(
  dir: string,
  serviceUrl: string,
  cookie: string,
): Promise<{ url: string; server: Server }> {
  const outDir = path.join(dir, 'floor');
  await build({
    root: path.join(ROOT, 'bench', 'floor'),
    configFile: false,
    logLevel: 'error',
    plugins: [react(), graphqlRequestRuntime, documentsByHashOnly()],
    build: { outDir, rolldownOptions: { treeshake: { moduleSideEffects: RE_EXPORTS_SIDE_EFFECTS } } },
  });
  // Compressed once, as the app's files are (vite.config.ts: brotli at its highest quality, at build time).
  const files = new Map<string, { type: string; body: Buffer }>();
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    const body = brotliCompressSync(await readFile(file), {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    files.set(`/${path.relative(outDir, file)}`, { type, body });
  }
  const service = new URL(serviceUrl);
  let preloads = '';
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/graphql')) {
      const upstream = request(
        {
          host: service.hostname,
          port: service.port,
          path: url,
          method: req.method,
          headers: { ...req.headers, host: service.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const file = files.get(url.startsWith('/assets/') ? url.split('?')[0]! : '/index.html');
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': `${file.type}; charset=utf-8`,
      'content-encoding': 'br',
      ...(file.type === 'text/html' ? { link: preloads, 'cache-control': 'no-store' } : {}),
    });
    res.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sent: string[] = [];
  const requests = floorRequests(`${url}/graphql`, (input, init) => {
    sent.push(String(input).slice(url.length));
    // Not a browser, so no Fetch Metadata: the CSRF header a script sends instead (server/security/csrf.ts).
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    headers.set('x-graphql-csrf', '1');
    return fetch(input, { ...init, headers });
  });
  await Promise.all([requests.viewer(), requests.board()]);
  preloads = sent.map((target) => `<${target}>; rel=preload; as=fetch; crossorigin`).join(', ');
  return { url, server };
}

async function measure(
  lighthouse: Lighthouse,
  port: number,
  page: string,
  url: string,
  cookie?: string,
  keepStorage = false,
): Promise<Row> {
  const result = await lighthouse.run(url, {
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

/** How long the service holds every GraphQL answer in the repeat-visit measure. */
const SERVICE_HELD_MS = 5_000;

/** The pairs of a Cookie header, for a browser context at `url`. */
async function addCookies(context: BrowserContext, url: string, cookie: string): Promise<void> {
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return { name, value, url };
    }),
  );
}

/** How long a first visit may take to keep the board on the device. */
const KEPT_WITHIN_MS = 30_000;

/** Until the service worker controls `page` and the device has kept the board (its saves are coalesced). */
async function boardKept(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  // The device's save is coalesced (src/app/device.ts): look until the board is in it. Polled here in the page, not
  // with waitForFunction, which takes the promise an IndexedDB read returns for a truthy answer and stops at once.
  await page.evaluate(async (within) => {
    const until = performance.now() + within;
    // No named functions in here: the bench's loader would wrap them in a helper the page does not have.
    for (;;) {
      const kept = await new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('lanes');
        // Not there yet: the look must not create it, or the app would find a database without its store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) {
            db.close();
            return resolve(false);
          }
          const get = db.transaction('cache').objectStore('cache').get('client');
          get.onerror = () => reject(get.error);
          get.onsuccess = () => {
            db.close();
            const record = get.result as
              { clientState?: { queries?: { queryKey: unknown[] }[] } } | undefined;
            resolve(record?.clientState?.queries?.some((query) => query.queryKey[0] === 'Board') ?? false);
          };
        };
      });
      if (kept) return;
      if (performance.now() > until)
        throw new Error(`the board was not kept on the device within ${within} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, KEPT_WITHIN_MS);
}

/**
 * A first visit to the board in the Chromium that Lighthouse drives (its profile, so its service worker and
 * IndexedDB), signed in by cookie, until the device has kept the board: the next Lighthouse run is a repeat visit.
 */
async function firstVisit(debuggingPort: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0]!;
    await addCookies(context, url, cookie);
    const page = await context.newPage();
    await page.goto(`${url}/p/LAN`);
    await page.locator('.card').first().waitFor({ timeout: 60_000 });
    await boardKept(page);
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
    await addCookies(context, url, cookie);
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
    await boardKept(page);
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
  let chrome: LaunchedChrome | undefined;
  let floor: Server | undefined;
  try {
    const started = await startProduction(dir);
    child = started.child;
    const cookie = await signIn(started.url);
    const floorStarted = await startFloor(dir, started.url, cookie);
    floor = floorStarted.server;
    await mkdir(path.join(dir, 'chromium'));
    const lighthouse = await loadLighthouse();
    chrome = await lighthouse.launchChrome({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_FLAGS,
      userDataDir: path.join(dir, 'chromium'),
    });
    const pages: Array<[string, string, string | undefined]> = [
      ['/sign-in', `${started.url}/sign-in`, undefined],
      ['/p/LAN (signed in)', `${started.url}/p/LAN`, cookie],
      ['/p/LAN floor (the fixed stack alone)', `${floorStarted.url}/p/LAN`, cookie],
    ];
    const rows: Row[] = [];
    for (const [name, url, pageCookie] of pages) {
      const runs: Row[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(lighthouse, chrome.port, name, url, pageCookie));
      rows.push(median(runs));
    }
    // The board again, as a person who was here before: first visit, then Lighthouse with the storage kept.
    await firstVisit(chrome.port, started.url, cookie);
    const repeat: Row[] = [];
    for (let i = 0; i < RUNS; i++)
      repeat.push(
        await measure(
          lighthouse,
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
    console.log(
      JSON.stringify(
        {
          lighthouse: 'mobile, simulated slow 4G',
          runs: RUNS,
          pages: rows,
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
    floor?.close();
    await stopProduction(child);
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
