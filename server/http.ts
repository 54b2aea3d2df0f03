// Serves the built browser app: files from the static directory, index.html for every other GET (deep links).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Vite names files under /assets/ by content hash, so they never change and may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export const NOT_BUILT_MESSAGE =
  'The Lanes app is not built yet: run `npm run build` (or `npm start`, which builds it when needed), then reload.\n';

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createStaticHandler(staticDir: string): StaticHandler {
  const root = path.resolve(staticDir);
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed\n', { allow: 'GET, HEAD' });
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      sendText(res, 400, 'Bad request\n');
      return;
    }
    const file = path.resolve(root, `.${pathname}`);
    // Resolving against the root and checking the prefix keeps "..", encoded or not, inside the directory.
    const inside = file === root || file.startsWith(root + path.sep);
    if (inside && file !== root && !pathname.includes('\0')) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const cache = pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
        sendFile(req, res, file, info.size, cache);
        return;
      }
    }
    // A missing hashed asset is a real 404: answering with index.html would hand HTML to a script tag.
    if (pathname.startsWith('/assets/') || !inside) {
      sendText(res, 404, 'Not found\n');
      return;
    }
    const index = path.join(root, 'index.html');
    const indexInfo = await stat(index).catch(() => null);
    if (!indexInfo?.isFile()) {
      sendText(res, 503, NOT_BUILT_MESSAGE);
      return;
    }
    sendFile(req, res, index, indexInfo.size, REVALIDATE);
  };
}

function securityHeaders(): Record<string, string> {
  return { 'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin' };
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  size: number,
  cacheControl: string,
): void {
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  res.writeHead(200, {
    'content-type': type,
    'content-length': size,
    'cache-control': cacheControl,
    ...securityHeaders(),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...securityHeaders(),
    ...headers,
  });
  res.end(text);
}
