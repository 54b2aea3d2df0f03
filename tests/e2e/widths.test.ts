// The board, the task page and settings at every width, in Chromium: nothing cut off or moving once painted, axe
// (wcag2a/2aa/21aa) on each, and the screenshots (the README's picture of the board among them). Apart from the
// board's other tests so that neither file holds the heaviest walks of both.
import { mkdir } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAndServicePerFile, openSession, openSignedIn } from './support/browser';

const e2e = browserAndServicePerFile();

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function axeViolations(page: Page, disabled: string[] = []): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .disableRules(disabled)
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('everything fits at 320, 768, 1280 and 1920 px: no card, title, date or button cut off, the header on one line, nothing moving once painted, and on a phone the first card without scrolling', async () => {
  await mkdir('test-results', { recursive: true });
  for (const [width, height] of [
    [320, 640],
    [390, 844],
    [768, 1024],
    [1280, 900],
    [1920, 1080],
  ] as const) {
    const { page, context } = await openSession(e2e.browser, e2e.service, {
      width,
      height,
      as: 'ada@lanes.test',
    });
    await openSignedIn(page, '/p/LAN');
    // Loaded afresh, nothing moves once painted (Lighthouse's CLS goal is 0.02): every layout shift is recorded.
    await page.addInitScript(() => {
      const shifts: string[] = ((window as unknown as { shifts: string[] }).shifts = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node }[];
        })[])
          shifts.push(`${entry.value.toFixed(3)} ${entry.sources.map((s) => s.node?.nodeName).join(',')}`);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await page.locator('.card').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search all projects' }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts),
      `${width} px: layout shifts`,
    ).toEqual([]);
    const problems = await page.evaluate(() => {
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
      // Every control in the header on one line (a wrapped "Sign out" is two).
      for (const control of document.querySelectorAll<HTMLElement>(
        '.app-header a, .app-header button, .app-header summary',
      )) {
        const line = parseFloat(getComputedStyle(control).lineHeight) || 20;
        const text = control.getBoundingClientRect();
        if (control.textContent && text.height > line * 1.6 + 16)
          found.push(`"${control.textContent}" wraps`);
      }
      return found;
    });
    expect(problems, `${width} px`).toEqual([]);
    if (width < 640) {
      const first = (await page.locator('section.column[data-shown="true"] li.card').first().boundingBox())!;
      expect(
        first.y + first.height,
        `${width} px: the first card shows without scrolling`,
      ).toBeLessThanOrEqual(height);
    }
    await page.screenshot({ path: `test-results/board-${width}.png`, fullPage: false });
    // The README's picture of the board, made here so that it shows the board as it is.
    if (width === 1280) await page.screenshot({ path: 'docs/images/board.png', fullPage: false });
    await context.close();
  }
});

test('screenshots of the board, the task page and settings at 600, 900 and 1280 px, each passing axe', async () => {
  await mkdir('test-results', { recursive: true });
  for (const width of [600, 900, 1280]) {
    const { page, context } = await openSession(e2e.browser, e2e.service, {
      width,
      height: 800,
      as: 'ada@lanes.test',
    });
    await openSignedIn(page, '/p/LAN');
    await column(page, 'Backlog').getByRole('link').first().waitFor();
    // The columns' card lists scroll, and their cards are one composite with one tab stop (docs/product.md §13: Tab
    // leaves the board in one step): the arrow keys reach, and so scroll to, every card (board-keys.test.ts), which
    // axe's scrollable-region rule cannot see. Every other rule holds.
    expect(await axeViolations(page, ['scrollable-region-focusable'])).toEqual([]);
    await page.screenshot({ path: `test-results/ux-board-${width}.png` });
    await page.goto('/p/LAN/t/11');
    await page.getByRole('button', { name: 'Add comment' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/ux-task-${width}.png`, fullPage: true });
    await page.goto('/p/LAN/settings');
    await page.getByRole('heading', { name: 'Members' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/ux-settings-${width}.png`, fullPage: true });
    await context.close();
  }
}, 180_000);
