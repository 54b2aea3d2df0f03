// axe-core's WCAG 2.0/2.1 A and AA rules on every screen, signed out and signed in. Screens and states a feature
// adds are checked in that feature's file (board-ux, command-menu, dnd, activity, screenshots; both themes'
// contrast: frame).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAndServicePerFile, openSession, signIn } from './support/browser';
import { axeViolations } from './support/axe';

const e2e = browserAndServicePerFile();

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('axe finds no wcag2a/wcag2aa/wcag21aa violations on any screen', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.getByRole('heading', { name: 'Demo accounts' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Create account' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await signIn(page, 'ada@lanes.test');
  await page.getByRole('link', { name: 'Lanes', exact: true }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByRole('dialog').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Lanes', exact: true }).click();
  await column(page, 'Backlog').getByRole('link').first().waitFor();
  // The card lists scroll and their cards are one composite with one tab stop (docs/product.md §13): the arrow keys
  // reach, and so scroll to, every card (board-keys.test.ts), which axe's scrollable-region rule cannot see.
  expect(await axeViolations(page, ['scrollable-region-focusable'])).toEqual([]);

  await column(page, 'Backlog').getByRole('link').first().click();
  await page.getByRole('button', { name: 'Add comment' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/p/LAN/settings');
  await page.getByRole('heading', { name: 'Members' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/p/NOPE');
  await page.getByRole('heading', { name: 'Not found' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
