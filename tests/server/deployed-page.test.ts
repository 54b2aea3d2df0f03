// A signed-in page through deploy/nginx.conf as shipped (Debian's nginx): its Link header names the board's query,
// several kB long, and nginx's default buffer for an answer's headers (one 4 kB page) answered such a page 502.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_LINK_BYTES } from '../../server/route-preload';
import { startNginx, type TestNginx } from '../support/nginx';
import { freePort } from '../support/redis';
import { startService, type TestService } from '../support/service';

let staticDir: string;
let service: TestService;
let nginx: TestNginx;
let ada: string;

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(os.tmpdir(), 'lanes-deployed-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>Lanes</title><div id="root"></div>',
  );
  service = await startService({ staticDir });
  ada = await service.signIn('ada@lanes.test');
  nginx = await startNginx([Number(new URL(service.url).port)], await freePort());
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await service?.close();
  await rm(staticDir, { recursive: true, force: true });
});

async function page(base: string, address: string) {
  const response = await fetch(`${base}${address}`, { headers: { cookie: ada } });
  return { status: response.status, link: response.headers.get('link') ?? '', body: await response.text() };
}

it('answers a board page with its preloads through nginx as directly, up to the longest filter the app sends', async () => {
  // The search box takes 200 characters; 200 that each take three bytes make the longest URL it can send.
  for (const address of ['/p/LAN', `/p/LAN?q=${encodeURIComponent('検'.repeat(200))}`]) {
    const direct = await page(service.url, address);
    expect(direct.link).toContain('operationName=Board&');
    const proxied = await page(nginx.url, address);
    expect([proxied.status, proxied.link, proxied.body]).toEqual([200, direct.link, direct.body]);
  }
});

it("leaves out a query that would make the Link header longer than a proxy's buffer, and answers the page", async () => {
  // A shared link nginx still takes (its request line stays under 8 kB), whose board query would not fit: text past
  // the search box's 200 characters is cut, but an assignee's id is taken as it is.
  const long = await page(nginx.url, `/p/LAN?assignee=${'u'.repeat(7_800)}`);
  expect(long.status).toBe(200);
  expect(long.link.length).toBeLessThanOrEqual(MAX_LINK_BYTES);
  expect(long.link).toContain('operationName=Viewer&');
  expect(long.link).not.toContain('operationName=Board&');
});
