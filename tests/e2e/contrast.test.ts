// WCAG 2.1 AA contrast in both themes (docs/product.md §14), in Chromium: axe's color-contrast rule on every kind of
// screen, with a card hovered and a task page's every kind of text. Beside the rest of the frame's tests
// (tests/e2e/frame.test.ts) in a file of its own: axe reads each screen for seconds.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAndServicePerFile, graceMentionsAda, openSession, signIn } from './support/browser';

const e2e = browserAndServicePerFile();

/** Axe's color-contrast rule alone: every text against what is under it, WCAG 2.1 AA. */
async function contrastViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`));
}

for (const colorScheme of ['light', 'dark'] as const)
  test(`${colorScheme} theme: axe finds no color-contrast violation on sign-in, the board, a task page and the inbox`, async () => {
    await graceMentionsAda(e2e.service, `Contrast in ${colorScheme}`);
    const { page, context } = await openSession(e2e.browser, e2e.service, { colorScheme });
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await contrastViolations(page), 'sign-in').toEqual([]);
    await signIn(page, 'ada@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
    await page.getByText('Live', { exact: true }).waitFor();
    expect(await contrastViolations(page), 'board').toEqual([]);
    // With a card's grip and menu shown, as the pointer shows them.
    await page.locator('.card').first().hover();
    expect(await contrastViolations(page), 'board, a card hovered').toEqual([]);
    // LAN-11 is overdue and has a comment: every kind of text a task page shows.
    await page.goto('/p/LAN/t/11');
    await page.getByText('Live', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    expect(await contrastViolations(page), 'task page').toEqual([]);
    await page.goto('/inbox');
    await page
      .getByRole('link', { name: new RegExp(`Contrast in ${colorScheme}`) })
      .first()
      .waitFor();
    expect(await contrastViolations(page), 'inbox').toEqual([]);
    await context.close();
  });
