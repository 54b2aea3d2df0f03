// The board at every width, in Chromium: the frame's one header row, nothing cut off or moving once painted nor when
// someone arrives or leaves, in both themes, and a screenshot of each (the README's picture of the board among them).
// Apart from the board's other tests, and from axe's walk of three pages at three widths (screenshots.test.ts), so
// that no file holds two of the heaviest walks.
import { mkdir } from 'node:fs/promises';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAndServicePerFile, openSession, openSignedIn } from './support/browser';

const e2e = browserAndServicePerFile();

/** Every layout shift from the page's start, with what moved and from where (Lighthouse's CLS goal is 0.02). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
    const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(' ');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        shifts.push(
          `${entry.value.toFixed(3)} ${entry.sources
            .map(
              (s) =>
                `${s.node?.nodeName}.${(s.node as Element | undefined)?.className} ${box(s.previousRect)} → ${box(s.currentRect)}`,
            )
            .join(', ')}`,
        );
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/** What is cut off, spills past the page or wraps in the header: each in words. */
function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const outside = (inner: DOMRect, outer: DOMRect) =>
      inner.left < outer.left - 0.5 || inner.right > outer.right + 0.5;
    for (const column of document.querySelectorAll<HTMLElement>('section.column')) {
      if (getComputedStyle(column).display === 'none') continue;
      const box = column.getBoundingClientRect();
      for (const card of column.querySelectorAll<HTMLElement>('li.card')) {
        if (outside(card.getBoundingClientRect(), box))
          found.push(`card ${card.textContent} outside its column`);
        const cardBox = card.getBoundingClientRect();
        for (const part of card.querySelectorAll<HTMLElement>(
          '.card-link, .due, .card-drag, .card-menu-button',
        ))
          if (outside(part.getBoundingClientRect(), cardBox))
            found.push(`${part.className} of ${card.querySelector('.card-key')?.textContent} cut off`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`page ${document.documentElement.scrollWidth} px wide`);
    // Every control in the header on one line, inside the page.
    const page = document.documentElement.getBoundingClientRect();
    for (const control of document.querySelectorAll<HTMLElement>('.app-header a, .app-header button')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0) continue;
      const line = parseFloat(getComputedStyle(control).lineHeight) || 20;
      if (control.textContent && box.height > line * 1.6 + 16) found.push(`"${control.textContent}" wraps`);
      if (outside(box, page)) found.push(`"${control.textContent}" outside the page`);
    }
    return found;
  });
}

/** The tallest card whose title takes one line. */
function oneLineCardHeight(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll<HTMLElement>('li.card')]
        .filter((card) => card.querySelector('.card-title')?.getClientRects().length === 1)
        .map((card) => card.getBoundingClientRect().height),
    ),
  );
}

/** Grace opens the board (a heartbeat through the service), or leaves it. */
async function graceOnBoard(leaving: boolean): Promise<void> {
  const grace = await e2e.service.signIn('grace@lanes.test');
  const answer = await e2e.service.request(
    'mutation($leaving: Boolean) { here(projectKey: "LAN", leaving: $leaving) }',
    { leaving },
    grace,
  );
  expect(answer.errors).toBeUndefined();
}

for (const colorScheme of ['light', 'dark'] as const)
  test(`${colorScheme} theme, 320 to 1920 px: one header row at most 56 px high, nothing cut off or moving once painted nor when someone arrives or leaves, a one-line card at most 76 px at 1440, and on a phone the first card in the top 300 px`, async () => {
    await mkdir('test-results', { recursive: true });
    for (const [width, height] of [
      [320, 640],
      [390, 844],
      [768, 1024],
      [1280, 900],
      [1440, 900],
      [1920, 1080],
    ] as const) {
      const phone = width < 640;
      const { page, context } = await openSession(e2e.browser, e2e.service, {
        width,
        height,
        colorScheme,
        touch: phone,
        as: 'ada@lanes.test',
      });
      await openSignedIn(page, '/p/LAN');
      // Loaded afresh, nothing moves once painted: every layout shift is recorded.
      await recordShifts(page);
      await page.reload();
      await page.locator('.card').first().waitFor();
      await page.getByText('Live', { exact: true }).waitFor();
      if (phone) await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
      else await page.getByRole('searchbox', { name: 'Search all projects' }).waitFor();
      expect(await shiftsOf(page), `${width} px: layout shifts`).toEqual([]);
      expect(await cutOff(page), `${width} px`).toEqual([]);
      const header = (await page.getByRole('banner').boundingBox())!;
      expect(header.height, `${width} px: the header`).toBeLessThanOrEqual(56);
      if (width === 390) {
        const first = (await page
          .locator('section.column[data-shown="true"] li.card')
          .first()
          .boundingBox())!;
        expect(first.y, 'the first card on a phone').toBeLessThanOrEqual(300);
      }
      if (phone) {
        const first = (await page
          .locator('section.column[data-shown="true"] li.card')
          .first()
          .boundingBox())!;
        expect(first.y + first.height, `${width} px: the first card without scrolling`).toBeLessThanOrEqual(
          height,
        );
      }
      if (width === 1440) expect(await oneLineCardHeight(page), 'a one-line card').toBeLessThanOrEqual(76);
      if (width === 390 || width === 1280) {
        // Grace arrives and leaves: "Also here" shows her in the title row, and nothing moves either way.
        const alsoHere = page.getByRole('region', { name: 'Also here' });
        await graceOnBoard(false);
        await alsoHere.getByRole('listitem', { name: 'Grace Hopper' }).waitFor({ timeout: 15_000 });
        const row = (await page.locator('.title-row').boundingBox())!;
        const shown = (await alsoHere.boundingBox())!;
        expect(shown.y >= row.y && shown.y + shown.height <= row.y + row.height, 'in the title row').toBe(
          true,
        );
        await graceOnBoard(true);
        await alsoHere.waitFor({ state: 'detached', timeout: 15_000 });
        expect(await shiftsOf(page), `${width} px: layout shifts as Grace came and went`).toEqual([]);
      }
      await page.screenshot({ path: `test-results/board-${width}-${colorScheme}.png`, fullPage: false });
      // The README's picture of the board, made here so that it shows the board as it is.
      if (width === 1280 && colorScheme === 'light')
        await page.screenshot({ path: 'docs/images/board.png', fullPage: false });
      await context.close();
    }
  });
