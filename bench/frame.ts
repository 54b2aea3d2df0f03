// `npm run bench:frame`: the frame's and the board's figures, as a screenshot shows them, in Debian's Chromium
// against a production start (bench/production.ts), signed in as Ada on the board of LAN: the header's height at
// 320, 390, 768, 1280 and 1920 px wide, the first card's top on a phone (390 × 844, touch), and the height of the
// tallest card whose title fits on one line at 1440 × 900; in the light and the dark theme (the system's
// preference). Prints one JSON object. BENCH_FRAME_SHOTS=<dir> also saves each screenshot there.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { signIn, startProduction, stopProduction } from './production';

const WIDTHS = [320, 390, 768, 1280, 1920] as const;
const SHOTS = process.env['BENCH_FRAME_SHOTS'];

type Scheme = 'light' | 'dark';

interface Screen {
  width: number;
  height: number;
  touch: boolean;
}

async function openBoard(browser: Browser, url: string, cookie: string, scheme: Scheme, screen: Screen) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    isMobile: screen.touch,
    hasTouch: screen.touch,
    colorScheme: scheme,
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split('=');
      return { name, value, url };
    }),
  );
  const page = await context.newPage();
  await page.goto(`${url}/p/LAN`);
  await page.getByRole('region', { name: 'Backlog', exact: true }).locator('.card').first().waitFor();
  await page.getByText('Live', { exact: true }).waitFor();
  return { page, close: () => context.close() };
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** The header's height: the banner landmark's box. */
function headerHeight(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().height);
}

/** The top of the first card of the column shown, from the top of the page. */
function firstCardTop(page: Page): Promise<number> {
  return page.evaluate(() => {
    const card = [...document.querySelectorAll<HTMLElement>('.card')].find((c) => c.offsetParent !== null)!;
    return card.getBoundingClientRect().top + window.scrollY;
  });
}

/** The tallest card among those whose title takes one line. */
function oneLineCardHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const heights = [...document.querySelectorAll<HTMLElement>('.card')]
      .filter((card) => {
        const title = card.querySelector<HTMLElement>('.card-title');
        return title !== null && title.getClientRects().length === 1;
      })
      .map((card) => card.getBoundingClientRect().height);
    return Math.max(...heights);
  });
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lanes-bench-frame-'));
  if (SHOTS) await mkdir(SHOTS, { recursive: true });
  let child: Awaited<ReturnType<typeof startProduction>>['child'] | undefined;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const started = await startProduction(dir);
    child = started.child;
    const cookie = await signIn(started.url);
    const result: Record<Scheme, Record<string, number>> = { light: {}, dark: {} };
    for (const scheme of ['light', 'dark'] as const) {
      const figures = result[scheme];
      for (const width of WIDTHS) {
        const touch = width <= 390;
        const board = await openBoard(browser, started.url, cookie, scheme, {
          width,
          height: touch ? 844 : 900,
          touch,
        });
        figures[`header_${width}_px`] = Math.round(await headerHeight(board.page));
        if (width === 390) figures['first_card_top_390x844_px'] = Math.round(await firstCardTop(board.page));
        await shot(board.page, `board-${width}-${scheme}`);
        await board.close();
      }
      const wide = await openBoard(browser, started.url, cookie, scheme, {
        width: 1440,
        height: 900,
        touch: false,
      });
      figures['one_line_card_1440_px'] = Math.round(await oneLineCardHeight(wide.page));
      await shot(wide.page, `board-1440-${scheme}`);
      await wide.close();
    }
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
    await stopProduction(child);
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
