// The security headers in a real browser: the app refuses to be framed by another site (CSP frame-ancestors 'none'
// and X-Frame-Options), and its own pages run under the CSP without a single violation.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { browserAndServicePerFile, openSession, openSignedIn } from './support/browser';

const e2e = browserAndServicePerFile();

// Another origin (another port) with a page that frames the app: what a clickjacking page would do.
let framer: http.Server;
let framerUrl: string;
beforeAll(async () => {
  framer = http.createServer((req, res) => {
    const target = decodeURIComponent((req.url ?? '/').slice(1));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Framer</title><iframe id="app" src="${target}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  framerUrl = `http://127.0.0.1:${(framer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  framer?.closeAllConnections();
  await new Promise((resolve) => framer?.close(resolve));
});

test('a page on another origin cannot frame the app', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service);
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  await page.goto(`${framerUrl}/${encodeURIComponent(`${e2e.service.url}/sign-in`)}`);
  await page.locator('#app').waitFor();
  await expect
    .poll(() => console.join('\n'), { timeout: 10_000 })
    .toContain(
      `Framing '${e2e.service.url}/' violates the following Content Security Policy directive: "frame-ancestors 'none'". The request has been blocked.`,
    );
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame).toBeDefined();
  // The frame holds Chromium's error page, never the sign-in form.
  expect(await frame!.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
  expect(frame!.url()).not.toBe(`${e2e.service.url}/sign-in`);
  await context.close();
});

test('signing in and opening a board runs under the CSP without violations', async () => {
  const { page, context } = await openSession(e2e.browser, e2e.service, { as: 'ada@lanes.test' });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await openSignedIn(page, '/p/LAN');
  await page.getByRole('region', { name: 'Backlog', exact: true }).getByRole('link').first().waitFor();
  await page.getByRole('button', { name: 'New task' }).click();
  await page.getByRole('dialog').getByLabel('Title').waitFor();
  await page.keyboard.press('Escape');
  expect(violations).toEqual([]);
  await context.close();
});
