// The built app's files over real HTTP: precompressed brotli/gzip chosen by Accept-Encoding, cache headers per path,
// security headers on every answer, source maps and unknown files refused. Raw node:http requests, because fetch
// would decode the body and hide which file was sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, createStaticHandler, NOT_BUILT_MESSAGE } from '../../server/http';

const INDEX = '<!doctype html><title>Lanes</title><script type="module" src="/assets/app-3f9a.js"></script>';
const SCRIPT = `console.log(${JSON.stringify('lanes '.repeat(400))});`;

let dir: string;
let server: http.Server;
let base: string;

function listen(staticDir: string): Promise<http.Server> {
  const handler = createStaticHandler(staticDir);
  const created = http.createServer((req, res) => void handler(req, res));
  return new Promise((resolve) => created.listen(0, '127.0.0.1', () => resolve(created)));
}

function urlOf(s: http.Server): string {
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(pathname: string, headers: Record<string, string> = {}, url = base): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

function expectSecurityHeaders(response: Raw) {
  expect(response.headers['content-security-policy']).toBe(
    "default-src 'self'; script-src 'self' 'sha256-pl8CLdxjp7BBX9Ii0NW2NZakn75L2zMj2bU27EEQJ/k='; style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=' " +
      "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='; img-src 'self' data:; font-src 'self'; " +
      "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  );
  expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'lanes-static-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'assets', 'app-3f9a.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets', 'app-3f9a.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, 'assets', 'app-3f9a.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(dir, 'assets', 'app-3f9a.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  await writeFile(path.join(dir, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await listen(dir);
  base = urlOf(server);
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('precompressed files', () => {
  it('sends the brotli file to a browser that accepts br', async () => {
    const response = await get('/assets/app-3f9a.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends the gzip file when br is not accepted', async () => {
    const response = await get('/assets/app-3f9a.js', { 'accept-encoding': 'gzip, deflate' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body.equals(gzipSync(SCRIPT))).toBe(true);
  });

  it('sends the file itself without Accept-Encoding', async () => {
    const response = await get('/assets/app-3f9a.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.body.toString()).toBe(SCRIPT);
  });
});

describe('cache and security headers', () => {
  it('caches hashed assets for a year and revalidates index.html and public files', async () => {
    const asset = await get('/assets/app-3f9a.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script is never a document: its answer carries nosniff, and the document's policy governs what it does.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'referrer-policy', 'x-frame-options'])
      expect(asset.headers[name], name).toBeUndefined();

    for (const pathname of ['/', '/index.html', '/p/LAN', '/p/LAN/t/3', '/sign-in?next=%2Fprojects']) {
      const page = await get(pathname);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body.toString()).toBe(INDEX);
      expectSecurityHeaders(page);
    }

    const favicon = await get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(favicon);
  });

  it('answers a revalidation with 304 and the same headers', async () => {
    const first = await get('/p/LAN');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/"\d+-\d+"$/);
    const again = await get('/p/LAN', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expectSecurityHeaders(again);
  });

  it('puts the security headers on errors too', async () => {
    const missing = await get('/assets/gone-0000.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('Not found\n');
    expectSecurityHeaders(missing);
  });
});

describe('files that are not served', () => {
  it('answers 404 for source maps, in every encoding', async () => {
    for (const encoding of ['', 'br', 'gzip']) {
      const response = await get('/assets/app-3f9a.js.map', encoding ? { 'accept-encoding': encoding } : {});
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe('Not found\n');
    }
  });

  it('answers 404, not index.html, for /favicon.ico and for the build manifest', async () => {
    for (const pathname of ['/favicon.ico', '/.vite/manifest.json', '/assets/nothing-here']) {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body.toString()).toBe('Not found\n');
    }
  });

  it('serves a directory built after the service started', async () => {
    const later = await mkdtemp(path.join(os.tmpdir(), 'lanes-static-later-'));
    const early = await listen(later);
    try {
      const before = await get('/p/LAN', {}, urlOf(early));
      expect(before.status).toBe(503);
      expect(before.body.toString()).toBe(NOT_BUILT_MESSAGE);
      expectSecurityHeaders(before);
      await writeFile(path.join(later, 'index.html'), INDEX);
      const after = await get('/p/LAN', {}, urlOf(early));
      expect(after.status).toBe(200);
      expect(after.body.toString()).toBe(INDEX);
    } finally {
      early.closeAllConnections();
      await new Promise((resolve) => early.close(resolve));
      await rm(later, { recursive: true, force: true });
    }
  });
});
