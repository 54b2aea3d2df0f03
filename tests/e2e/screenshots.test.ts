// The board, the task page and settings at 600, 900 and 1280 px in Chromium: axe (wcag2a/2aa/21aa) on each, and a
// screenshot of each in test-results/. Apart from widths.test.ts so that neither file holds both heavy walks.
import { mkdir } from 'node:fs/promises';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAndServicePerFile, openSession, openSignedIn } from './support/browser';
import { axeViolations } from './support/axe';

const e2e = browserAndServicePerFile();

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

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
