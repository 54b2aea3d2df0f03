// The frame and the look (docs/product.md §14), in Chromium: the account menu named with the person's name, the
// navigation behind "Menu" below 64em (the unread count in its name) and the search behind "Search" below 40em, the
// theme (the system's, or the one chosen, applied before the first paint and kept on the device), and the cards' grip
// and menu shown on hover or focus, always on a touch screen. WCAG AA contrast in both themes is
// tests/e2e/contrast.test.ts's; sizes and layout shifts at every width are tests/e2e/board.test.ts's.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  accountButton,
  browserAndServicePerFile,
  graceMentionsAda,
  openAccountMenu,
  openSession,
  openSignedIn,
  signIn,
  signOut,
} from './support/browser';

const e2e = browserAndServicePerFile();

/** The page's background as painted: the theme's --bg. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const LIGHT_BG = 'rgb(246, 248, 250)';
const DARK_BG = 'rgb(13, 17, 23)';

test('the account menu is a button named with the person’s name: Theme (System, Light, Dark), API keys, Change password, Other devices, Sign out', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/projects');
  const button = accountButton(page, 'Ada Lovelace');
  expect(await button.getAttribute('aria-haspopup')).toBe('menu');
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  let menu = await openAccountMenu(page, 'Ada Lovelace');
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
    'Theme',
    'API keys',
    'Change password',
    'Other devices',
    'Sign out',
  ]);
  expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual(['System', 'Light', 'Dark']);
  expect(await menu.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked')).toBe('true');
  // Escape closes it onto its button; the keyboard opens it on its first item.
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('ArrowDown');
  await menu.waitFor();
  await expect
    .poll(() => menu.getByRole('menuitem', { name: 'Theme' }).evaluate((el) => el === document.activeElement))
    .toBe(true);
  await page.keyboard.press('Escape');

  // Each of the person's own settings opens its dialog, which gives the focus back to the button.
  menu = await openAccountMenu(page, 'Ada Lovelace');
  await menu.getByRole('menuitem', { name: 'Change password' }).click();
  const password = page.getByRole('dialog', { name: 'Change password' });
  await password.getByLabel('Current password').waitFor();
  await password.getByLabel('New password').waitFor();
  await password.getByRole('button', { name: 'Close' }).click();
  await password.waitFor({ state: 'detached' });
  await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
  menu = await openAccountMenu(page, 'Ada Lovelace');
  await menu.getByRole('menuitem', { name: 'Other devices' }).click();
  const devices = page.getByRole('dialog', { name: 'Other devices' });
  await devices.getByRole('button', { name: 'Sign out everywhere' }).waitFor();
  await page.keyboard.press('Escape');
  await devices.waitFor({ state: 'detached' });

  await signOut(page, 'Ada Lovelace');
  await page.waitForURL('**/sign-in');
  await context.close();
});

test('the account menu’s keys: arrows wrap, Home and End, a letter moves to the next item it starts, Enter chooses; Escape and Tab close it onto its button, a press elsewhere closes it where it went', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  await openSignedIn(page, '/projects');
  const button = accountButton(page, 'Ada Lovelace');
  const focused = () =>
    page.evaluate(
      () => `${document.activeElement?.getAttribute('role')} ${document.activeElement?.textContent}`,
    );
  const press = async (key: string, expected: string) => {
    await page.keyboard.press(key);
    expect(await focused()).toBe(expected);
  };
  let menu = await openAccountMenu(page, 'Ada Lovelace');
  expect(await focused()).toBe('menuitem Theme');
  await press('ArrowDown', 'menuitemradio System');
  await press('ArrowUp', 'menuitem Theme');
  await press('ArrowUp', 'menuitem Sign out');
  await press('ArrowDown', 'menuitem Theme');
  await press('End', 'menuitem Sign out');
  await press('Home', 'menuitem Theme');
  await press('s', 'menuitemradio System');
  await press('s', 'menuitem Sign out');
  await press('s', 'menuitemradio System');
  await press('C', 'menuitem Change password');
  await press('d', 'menuitemradio Dark');
  await press('x', 'menuitemradio Dark');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

  menu = await openAccountMenu(page, 'Ada Lovelace');
  await page.keyboard.press('Tab');
  await menu.waitFor({ state: 'detached' });
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

  // Enter chooses: Dark, and the menu closes onto its button.
  menu = await openAccountMenu(page, 'Ada Lovelace');
  await press('d', 'menuitemradio Dark');
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => localStorage.getItem('lanes:device:theme'))).toBe('dark');
  expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  menu = await openAccountMenu(page, 'Ada Lovelace');
  expect(await menu.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');

  // A press elsewhere closes it and leaves the focus where the press put it.
  await page.getByRole('main').getByRole('heading').first().click();
  await menu.waitFor({ state: 'detached' });
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  await context.close();
});

test('a card’s menu shows under its trigger, within a phone’s screen, and over the page', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 390,
    height: 844,
    touch: true,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/p/LAN');
  const card = page.getByRole('region', { name: 'Backlog', exact: true }).getByRole('listitem').first();
  const key = (await card.locator('.card-key').textContent())!;
  const trigger = card.getByRole('button', { name: `Actions for ${key}` });
  await trigger.click();
  const menu = page.getByRole('menu', { name: `Actions for ${key}` });
  await menu.waitFor();
  const at = (await trigger.boundingBox())!;
  const box = (await menu.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(at.y + at.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // In the top layer: what is at its middle is the menu's own.
  expect(
    await menu.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    }),
  ).toBe(true);
  await context.close();
});

test('below 64em the navigation is behind "Menu", whose name carries the unread count; from 64em it is in the row', async () => {
  await graceMentionsAda(e2e.service, 'Menu count');
  const narrow = await openSession(e2e.browser, e2e.service, {
    width: 768,
    height: 900,
    as: 'ada@lanes.test',
  });
  await openSignedIn(narrow.page, '/projects');
  const menu = narrow.page.getByRole('button', { name: 'Menu, 1 unread', exact: true });
  await menu.waitFor();
  const nav = narrow.page.getByRole('navigation', { name: 'Main' });
  expect(await nav.isVisible()).toBe(false);
  await menu.click();
  await nav.waitFor();
  expect(await nav.getByRole('link').allTextContents()).toEqual(['Projects', 'Inbox1', 'My tasks']);
  expect(await nav.getByRole('link', { name: 'Inbox, 1 unread', exact: true }).count()).toBe(1);
  await nav.getByRole('link', { name: 'My tasks' }).click();
  await narrow.page.waitForURL('**/my-tasks');
  await nav.waitFor({ state: 'hidden' });
  await narrow.context.close();

  const wide = await openSession(e2e.browser, e2e.service, {
    width: 1280,
    height: 900,
    as: 'ada@lanes.test',
  });
  await openSignedIn(wide.page, '/projects');
  await wide.page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Inbox, 1 unread' })
    .waitFor();
  expect(await wide.page.getByRole('button', { name: /^Menu/ }).isVisible()).toBe(false);
  await wide.context.close();
});

test('below 40em "Search" opens the search over the header row, its field focused; Enter searches', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, {
    width: 390,
    height: 844,
    touch: true,
    as: 'ada@lanes.test',
  });
  await openSignedIn(page, '/projects');
  const field = page.getByRole('searchbox', { name: 'Search all projects' });
  expect(await field.isVisible()).toBe(false);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await field.waitFor();
  await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
  const box = (await field.boundingBox())!;
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(box.y >= header.y && box.y + box.height <= header.y + header.height).toBe(true);
  await field.fill('login');
  await field.press('Enter');
  await page.waitForURL('**/search?q=login');
  await field.waitFor({ state: 'hidden' });
  await context.close();
});

test('the theme follows the system; one chosen in the account menu is kept on the device, applied before the first paint, and stays after sign-out', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { colorScheme: 'dark' });
  await page.goto('/sign-in');
  expect(await background(page)).toBe(DARK_BG);
  await signIn(page, 'ada@lanes.test', 'lanes-demo', '/sign-in?next=/p/LAN');
  expect(await background(page)).toBe(DARK_BG);

  let menu = await openAccountMenu(page, 'Ada Lovelace');
  await menu.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect.poll(() => background(page)).toBe(LIGHT_BG);
  expect(await page.evaluate(() => localStorage.getItem('lanes:device:theme'))).toBe('light');

  // A reload: the choice is on <html> before the page's <body> exists, so nothing paints in the other theme first.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      observer.disconnect();
      (window as { themeAtBody?: string | null }).themeAtBody =
        document.documentElement.getAttribute('data-theme');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await page.locator('.card').first().waitFor();
  expect(await page.evaluate(() => (window as { themeAtBody?: string | null }).themeAtBody)).toBe('light');
  expect(await background(page)).toBe(LIGHT_BG);

  menu = await openAccountMenu(page, 'Ada Lovelace');
  expect(await menu.getByRole('menuitemradio', { name: 'Light' }).getAttribute('aria-checked')).toBe('true');
  await menu.getByRole('menuitemradio', { name: 'System' }).click();
  await expect.poll(() => background(page)).toBe(DARK_BG);
  expect(await page.evaluate(() => localStorage.getItem('lanes:device:theme'))).toBeNull();

  // The device's setting, not the person's: the sign-in page after sign-out keeps it, and nothing else stays.
  menu = await openAccountMenu(page, 'Ada Lovelace');
  await menu.getByRole('menuitemradio', { name: 'Light' }).click();
  await expect.poll(() => background(page)).toBe(LIGHT_BG);
  await signOut(page, 'Ada Lovelace');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(await background(page)).toBe(LIGHT_BG);
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ 'lanes:device:theme': 'light' });
  await context.close();
});

test('a card’s grip and "Actions for LAN-n" show on hover or focus; on a touch screen always', async () => {
  const desk = await openSession(e2e.browser, e2e.service, {
    width: 1280,
    height: 900,
    as: 'ada@lanes.test',
  });
  await openSignedIn(desk.page, '/p/LAN');
  const backlog = desk.page.getByRole('region', { name: 'Backlog', exact: true });
  const first = backlog.getByRole('listitem').first();
  const second = backlog.getByRole('listitem').nth(1);
  const shown = (card: typeof first) =>
    card.locator('.card-actions').evaluate((el) => getComputedStyle(el).opacity);
  await first.waitFor();
  await desk.page.mouse.move(0, 0);
  expect(await shown(first)).toBe('0');
  await first.hover();
  expect(await shown(first)).toBe('1');
  expect(await shown(second)).toBe('0');
  // The keyboard: the focus on a card's link shows them, and `m` opens the menu as ever.
  await second.getByRole('link').focus();
  await desk.page.mouse.move(0, 0);
  expect(await shown(second)).toBe('1');
  expect(await shown(first)).toBe('0');
  await desk.page.keyboard.press('m');
  const key = (await second.locator('.card-key').textContent())!;
  await desk.page.getByRole('menu', { name: `Actions for ${key}` }).waitFor();
  await desk.page.keyboard.press('Escape');
  await desk.context.close();

  const phone = await openSession(e2e.browser, e2e.service, {
    width: 390,
    height: 844,
    touch: true,
    as: 'ada@lanes.test',
  });
  await openSignedIn(phone.page, '/p/LAN');
  const card = phone.page.getByRole('region', { name: 'Backlog', exact: true }).getByRole('listitem').first();
  await card.waitFor();
  expect(await shown(card)).toBe('1');
  // Room is kept for them: the title never runs under them.
  const title = (await card.locator('.card-title').boundingBox())!;
  const actions = (await card.locator('.card-actions').boundingBox())!;
  expect(title.x + title.width).toBeLessThanOrEqual(actions.x + 1);
  await phone.context.close();
});
