// Sessions in a real browser: the cookie as Chromium stores it, "Sign out everywhere" ending another browser
// profile's session, and a sign-in from a new address told in the inbox with "Sign out everywhere" beside it.
import http from 'node:http';
import { expect, test } from 'vitest';
import { liveSubscriptionCount } from '../../server/pubsub';
import { browserAndServicePerFile, openSession, signIn, openAccountMenu } from './support/browser';

const e2e = browserAndServicePerFile();

test('the session cookie is host-only, httpOnly, SameSite=Lax, for 14 days, and invisible to page scripts', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'grace@lanes.test');
  const cookies = await context.cookies();
  expect(
    cookies.map(({ name, domain, path, httpOnly, sameSite, secure }) => ({
      name,
      domain,
      path,
      httpOnly,
      sameSite,
      secure,
    })),
  ).toEqual([
    // Plain http on loopback: the unprefixed name (a __Host- cookie must be Secure, which http cannot store).
    { name: 'lanes_session', domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax', secure: false },
    // The hint the device's kept data goes with (server/auth.ts): no secret, the same lifetime.
    {
      name: 'lanes_signed_in',
      domain: '127.0.0.1',
      path: '/',
      httpOnly: false,
      sameSite: 'Lax',
      secure: false,
    },
  ]);
  const daysLeft = (cookies[0]!.expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
  expect(daysLeft).toBeGreaterThan(13.99);
  expect(daysLeft).toBeLessThanOrEqual(14);
  expect(Math.abs(cookies[1]!.expires - cookies[0]!.expires)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.cookie)).toBe('lanes_signed_in=1');
  await context.close();
});

test('"Sign out everywhere" in one browser ends the session of another', async () => {
  const laptop = await openSession(e2e.browser, e2e.service);
  const phone = await openSession(e2e.browser, e2e.service);
  await signIn(laptop.page, 'ada@lanes.test');
  await signIn(phone.page, 'ada@lanes.test');

  const menu = await openAccountMenu(laptop.page, 'Ada Lovelace');
  await menu.getByRole('menuitem', { name: 'Other devices' }).click();
  await laptop.page
    .getByRole('dialog', { name: 'Other devices' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await laptop.page.waitForURL('**/sign-in');
  expect(await laptop.context.cookies()).toEqual([]);

  // The phone still holds its cookies, but the service no longer knows the session: the next load asks to sign in.
  expect((await phone.context.cookies()).map((cookie) => cookie.name)).toEqual([
    'lanes_session',
    'lanes_signed_in',
  ]);
  await phone.page.goto('/projects');
  await phone.page.waitForURL('**/sign-in?next=%2Fprojects');
  await phone.page.getByRole('button', { name: 'Sign in' }).waitFor();
  await Promise.all([laptop.context.close(), phone.context.close()]);
});

/** Signs in over HTTP from another loopback address (the service sees 127.0.0.2), as someone holding the password. */
function signInFrom(localAddress: string, email: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({
      query: 'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }',
      variables: { e: email, p: 'lanes-demo' },
    });
    const request = http.request(
      e2e.service.graphqlUrl,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        const cookie = (response.headers['set-cookie'] ?? [])
          .map((c) => c.split(';')[0]!)
          .find((c) => c.startsWith('lanes_session=') && c !== 'lanes_session=');
        response.resume();
        response.on('end', () =>
          cookie ? resolve(cookie) : reject(new Error(`no session: ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('a sign-in from a new address shows in the inbox live, and "Sign out everywhere" beside it ends that session', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  await signIn(page, 'linus@lanes.test');
  await page.goto('/inbox');
  await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
  await expect.poll(() => liveSubscriptionCount(e2e.service.pubsub), { timeout: 15_000 }).toBeGreaterThan(0);

  const stolen = await signInFrom('127.0.0.2', 'linus@lanes.test');
  await page.getByRole('link', { name: 'Inbox, 1 unread', exact: true }).waitFor();
  const item = page.getByRole('list', { name: 'Inbox items' }).getByRole('listitem').first();
  await item.filter({ hasText: 'New sign-in to your account from 127.0.0.2' }).waitFor();
  expect(await item.innerText()).toMatch(/^Unread:\s+New sign-in to your account from 127\.0\.0\.2/);

  await item.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.waitForURL('**/sign-in');
  const viewer = await e2e.service.request<{ viewer: unknown }>('{ viewer { id } }', {}, stolen);
  expect(viewer).toEqual({ data: { viewer: null } });
  await context.close();
});
