// API keys in a real browser against a production service: made from the account menu, shown once and copied, used
// by a script (Node's fetch, as curl would) with any document, listed with its last use, revoked after a
// confirmation, and refused from then on.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { INVALID_KEY_MESSAGE } from '../../server/security/api-keys';
import type { TestService } from '../support/service';
import { launchChromium, openSession, openSignedIn, startAppService } from './support/browser';

let browser: Browser;
let service: TestService;
beforeAll(async () => {
  // Production: the app runs by hash, and a key is what lets a script send its own text.
  [browser, service] = await Promise.all([launchChromium(), startAppService({ production: true })]);
});
afterAll(async () => {
  await browser?.close();
  await service?.close();
});

async function script(token: string, query: string) {
  const response = await fetch(service.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test('create a key, copy it once, use it from a script, see its last use, revoke it: then it is refused', async () => {
  const { page, context } = await openSession(browser, service, { as: 'ada@lanes.test' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.url });
  await openSignedIn(page, '/projects');

  const openScreen = async () => {
    await page.getByRole('button', { name: 'Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'API keys' }).click();
    return page.getByRole('dialog', { name: 'API keys' });
  };
  let screen = await openScreen();
  await screen.getByText('You have no API keys.').waitFor();

  // An empty name is refused at its field, and nothing is sent.
  const sent: string[] = [];
  page.on('request', (request) => {
    const body = request.method() === 'POST' ? (request.postData() ?? '') : '';
    if (request.url().includes('/graphql') && body.includes('"CreateApiKey"')) sent.push(body);
  });
  await screen.getByRole('button', { name: 'Create key' }).click();
  await expect.poll(() => screen.getByText('Name is required').isVisible()).toBe(true);
  expect(sent).toEqual([]);

  await screen.getByLabel('Name').fill('CI board sync');
  await screen.getByLabel('Scope').selectOption({ label: 'Write: everything you may do' });
  await screen.getByRole('button', { name: 'Create key' }).click();
  const shown = screen.getByLabel('New API key');
  await shown.waitFor();
  const token = await shown.inputValue();
  expect(token).toMatch(/^lanes_[A-Za-z0-9_-]{43}$/);
  // Sent by hash, with the name and the scope only.
  expect(JSON.parse(sent.at(-1)!)).toMatchObject({
    operationName: 'CreateApiKey',
    variables: { name: 'CI board sync', scope: 'WRITE' },
    extensions: { persistedQuery: { version: 1 } },
  });
  expect(JSON.parse(sent.at(-1)!)).not.toHaveProperty('query');

  await screen.getByRole('button', { name: 'Copy' }).click();
  await screen.getByRole('button', { name: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  // Nowhere a page script can read it back once the screen is closed.
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(stored).not.toContain(token);

  // A script uses it: any document, as Ada, with Ada's roles.
  expect(await script(token, '{ viewer { email } }')).toEqual({
    status: 200,
    body: { data: { viewer: { email: 'ada@lanes.test' } } },
  });
  const made = await script(
    token,
    'mutation { createTask(input: { projectKey: "LAN", title: "From a script" }) { title } }',
  );
  expect(made.body).toEqual({ data: { createTask: { title: 'From a script' } } });

  // Shown once: closed and opened again, the list names it with its last use, and the key itself is gone.
  await page.keyboard.press('Escape');
  await screen.waitFor({ state: 'hidden' });
  screen = await openScreen();
  const row = screen.getByRole('row', { name: /CI board sync/ });
  await expect.poll(async () => (await row.getByRole('cell').allInnerTexts())[0]).toBe('Write');
  await expect.poll(async () => (await row.getByRole('cell').allInnerTexts())[2]).not.toBe('Never');
  expect(await screen.getByLabel('New API key').count()).toBe(0);
  expect(await page.content()).not.toContain(token);

  // Revoked after a confirmation; the script is refused at once.
  await row.getByRole('button', { name: 'Revoke CI board sync' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke CI board sync?' });
  await confirm.getByRole('button', { name: 'Yes, revoke' }).click();
  await screen.getByText('You have no API keys.').waitFor();
  expect(await script(token, '{ viewer { email } }')).toEqual({
    status: 401,
    body: { errors: [{ message: INVALID_KEY_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] },
  });
  await context.close();
});
