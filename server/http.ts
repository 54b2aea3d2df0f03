// Serves the built app with sirv: precompressed brotli/gzip by Accept-Encoding, index.html for other GETs (deep links).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { THEME_SCRIPT } from '../src/lib/theme';
import { readSessionToken } from './auth';
import { createRoutePreloads } from './route-preload';

/** Vite names files under /assets/ by content hash, so they never change and may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** react-aria's two <style> elements, allowed by hash, not 'unsafe-inline' (tests/e2e/headers.test.ts checks). */
export const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

const sourceHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Only the page's own scripts and origin, never framed. Scripts: the built ones and the page's one inline script, by
 * its hash (the theme, applied before the first paint: src/lib/theme.ts). Styles: the built stylesheet and
 * react-aria's two elements; `style` attributes set through the CSSOM are not style-src's to govern.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${sourceHash(THEME_SCRIPT)}`,
  `style-src 'self' ${REACT_ARIA_STYLES.map(sourceHash).join(' ')}`,
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent with every response outside /graphql, files and errors alike (but see SUBRESOURCE_HEADERS). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // For browsers that predate frame-ancestors.
  'x-frame-options': 'DENY',
};

/** What a script or stylesheet gets instead: browsers apply the other headers from the document only. */
export const SUBRESOURCE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
};

/** Built scripts and stylesheets: loaded by the page, never opened as a document of their own. */
const SUBRESOURCE = /^\/assets\/[^/]+\.(?:js|css)$/;

export const NOT_BUILT_MESSAGE =
  'The Lanes app is not built yet: run `npm run build` (or `npm start`, which builds it when needed), then reload.\n';

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type Sirv = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export function createStaticHandler(staticDir: string): StaticHandler {
  const root = path.resolve(staticDir);
  // sirv lists the directory once, when created: it is created after the build, so a service started earlier serves it.
  let serve: Sirv | null = null;
  let preloads: ReturnType<typeof createRoutePreloads> = () => null;
  const server = (): Sirv | null => {
    if (serve) return serve;
    if (!existsSync(path.join(root, 'index.html'))) return null;
    preloads = createRoutePreloads(root);
    serve = sirv(root, {
      etag: true,
      brotli: true,
      gzip: true,
      // Deep links get index.html, but a missing file with an extension stays a 404: HTML would reach a script tag.
      single: true,
      ignores: ['^/assets/'],
      setHeaders: (res, pathname) => {
        res.setHeader('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
        res.setHeader('content-type', contentType(pathname));
      },
    }) as Sirv;
    return serve;
  };

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed\n', { allow: 'GET, HEAD' });
      return;
    }
    let pathname: string;
    let search: URLSearchParams;
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      pathname = decodeURIComponent(url.pathname);
      search = url.searchParams;
    } catch {
      sendText(res, 400, 'Bad request\n');
      return;
    }
    const file = path.resolve(root, `.${pathname}`);
    // sirv only serves files it listed, but a decoded ".." must not reach the deep-link fallback either.
    const inside = file === root || file.startsWith(root + path.sep);
    // Source maps are built (hidden) for decoding stack traces, never published.
    if (!inside || pathname.includes('\0') || pathname.endsWith('.map')) {
      sendText(res, 404, 'Not found\n');
      return;
    }
    const handler = server();
    if (!handler) {
      sendText(res, 503, NOT_BUILT_MESSAGE);
      return;
    }
    const headers = SUBRESOURCE.test(pathname) ? SUBRESOURCE_HEADERS : SECURITY_HEADERS;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // A path without an extension gets the page, with what its screen loads first named (route-preload.ts); set
    // here, as sirv's setHeaders does not see the request's cookies or search.
    const link = path.extname(pathname)
      ? null
      : preloads(pathname, search, readSessionToken(req.headers.cookie) !== null);
    if (link) res.setHeader('link', link);
    handler(req, res, () => sendText(res, 404, 'Not found\n'));
  };
}

/** The type of the file a path names; extension-less paths are deep links, answered with index.html. */
function contentType(pathname: string): string {
  const type = path.extname(pathname) ? (lookup(pathname) ?? 'application/octet-stream') : 'text/html';
  return /^text\/|^application\/(json|javascript|manifest\+json)$/.test(type)
    ? `${type}; charset=utf-8`
    : type;
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
    ...SECURITY_HEADERS,
    ...headers,
  });
  res.end(text);
}

/** GraphQL answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/** Content types that are streams of events: compressing them would hold each event back in the compressor. */
const STREAMING_TYPES = /^(text\/event-stream|multipart\/mixed)\b/i;

/** Compresses /graphql answers (brotli or gzip) with `compression`; event streams pass through untouched. */
export function createResponseCompression(): (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void {
  const middleware = compression({
    threshold: COMPRESSION_THRESHOLD,
    filter: (req, res) => {
      const type = String(res.getHeader('content-type') ?? '');
      if (STREAMING_TYPES.test(type)) return false;
      return compression.filter(req, res);
    },
  });
  return (req, res, next) => middleware(req as never, res as never, next);
}
