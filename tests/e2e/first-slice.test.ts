// Issue 2's first slice in a real browser: sign in as a demo account, see both projects, open the LAN board.
import { expect, test } from 'vitest';
import { openSession, signIn, browserAndServicePerFile, signOut } from './support/browser';

const e2e = browserAndServicePerFile();

const COLUMNS = ['Backlog', 'To do', 'In progress', 'In review', 'Done', 'Canceled'];

test('ada signs in, sees Lanes and Operations, and opens the LAN board with its six columns', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test');
  expect(new URL(page.url()).pathname).toBe('/projects');
  await expect(page.getByRole('link', { name: 'Lanes', exact: true }).textContent()).resolves.toBe('Lanes');
  await expect(page.getByRole('link', { name: 'Operations', exact: true }).textContent()).resolves.toBe(
    'Operations',
  );

  await page.getByRole('link', { name: 'Lanes', exact: true }).click();
  await page.waitForURL('**/p/LAN');
  for (const name of COLUMNS) {
    await page.getByRole('region', { name, exact: true }).waitFor();
  }
  const firstCard = page.getByRole('region', { name: 'Backlog', exact: true }).getByRole('link').first();
  expect(await firstCard.textContent()).toMatch(/^LAN-\d+ \S/);
  await context.close();
});

test('the session cookie is httpOnly and SameSite=Lax, never readable by page scripts', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test');
  const cookies = await context.cookies();
  expect(cookies.map(({ name, httpOnly, sameSite }) => ({ name, httpOnly, sameSite }))).toEqual([
    { name: 'lanes_session', httpOnly: true, sameSite: 'Lax' },
    { name: 'lanes_signed_in', httpOnly: false, sameSite: 'Lax' },
  ]);
  // Scripts see only the hint that a session exists, never the token.
  expect(await page.evaluate(() => document.cookie)).toBe('lanes_signed_in=1');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe('{}');
  await context.close();
});

test('a signed-out visitor to a board goes to sign in with ?next= and comes back after', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await page.goto('/p/LAN?q=docs');
  await page.waitForURL('**/sign-in?next=*');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/p/LAN?q=docs');
  await page.getByLabel('Email').fill('grace@lanes.test');
  await page.getByLabel('Password').fill('lanes-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/p/LAN');
  expect(new URL(page.url()).search).toBe('?q=docs');
  await page.getByRole('region', { name: 'Backlog', exact: true }).waitFor();
  await context.close();
});

test('wrong credentials give one message and keep what was typed', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill('ada@lanes.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe('ada@lanes.test');
  expect(await alert.textContent()).toBe('Email or password is incorrect');
  await context.close();
});

test('sign out returns to sign in; the board then asks to sign in again', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test');
  await signOut(page, 'Ada Lovelace');
  await page.waitForURL('**/sign-in');
  await page.goto('/p/LAN');
  await page.waitForURL('**/sign-in?next=%2Fp%2FLAN');
  await context.close();
});

test('an unknown route shows not found with a way back', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'ada@lanes.test');
  await page.goto('/nowhere/at/all');
  await page.getByRole('heading', { name: 'Not found' }).waitFor();
  await page.getByRole('link', { name: 'Back to your projects' }).click();
  await page.waitForURL('**/projects');
  await context.close();
});
