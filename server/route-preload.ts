// A deep link's answer names in its `Link` header the chunks its screen loads lazily (from Vite's manifest) and, for a
// signed-in visitor, the queries its first render waits for: the browser fetches all of them with the entry script,
// rather than one round trip after it (chunks) or after every script has run (queries).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { InboxCountDocument, ViewerDocument } from '../generated/hooks';
import { operationOf } from '../src/lib/graphql/document';
import { DEFAULT_URI, documentFields, rewriteURIForGET } from '../src/lib/graphql/transport';
import type { DocumentInput } from '../src/lib/graphql/types';
import { logger } from './log';
import { ROUTE_SOURCES, sourcesIn, type ScreenQuery } from './route-sources';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The JS files loaded before `sources` can run: their chunks and every chunk they import statically. */
export function chunksFor(manifest: Manifest, sources: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    const chunk = manifest[id];
    if (!chunk) throw new Error(`${id} is not in Vite's manifest`);
    seen.add(id);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...seen].map((id) => manifest[id]!.file).filter((file) => file.endsWith('.js'));
}

/** A query without variables, as the app sends it. */
const plain = (document: unknown): ScreenQuery => ({
  document: document as DocumentInput<unknown, never>,
  variables: {},
});
/** What every page's first render asks, whatever its screen (src/app/prefetch.ts, prefetchFrame). */
const VIEWER = plain(ViewerDocument);
const INBOX_COUNT = plain(InboxCountDocument);

/**
 * A query as the app sends it (GET, by hash: src/main.tsx) and as the browser preloads it. A fetch uses a preload only
 * when its URL, mode and credentials match: `crossorigin` makes the preload a same-origin CORS request, as `fetch` is.
 */
export function queryPreload({ document, variables }: ScreenQuery): string {
  const { operationName, query, hash } = operationOf(document);
  const wire = documentFields({ query, ...(hash ? { hash } : {}), extensions: undefined }, false, true);
  const uri = rewriteURIForGET(DEFAULT_URI, operationName, variables, wire.extensions, wire.query);
  return `<${uri}>; rel=preload; as=fetch; crossorigin`;
}

/** The chunks of each route that index.html does not load itself, as modulepreload links (none without a build). */
function chunkPreloads(dist: string): string[][] {
  if (!existsSync(path.join(dist, '.vite', 'manifest.json'))) return [];
  try {
    const manifest = readManifest(dist);
    // Not an app build (the static-file tests write an empty one): nothing to name.
    if (!manifest['index.html']) return [];
    const loadedByPage = new Set(chunksFor(manifest, ['index.html']));
    return ROUTE_SOURCES.map(({ modules }) =>
      chunksFor(manifest, sourcesIn(manifest, modules))
        .filter((file) => !loadedByPage.has(file))
        .map((file) => `</${file}>; rel=modulepreload`),
    );
  } catch (error) {
    // A manifest that is not this app's (or not JSON): the pages still work, only without the head start.
    logger.warn({ err: (error as Error).message }, 'no route preloads');
    return [];
  }
}

/**
 * The longest `Link` header a page gets. Proxies hold an answer's headers in a buffer of their own (deploy/nginx.conf
 * sets 16 kB); a query whose URL would not fit (a long filter in a shared link) is left for the app to ask itself.
 */
export const MAX_LINK_BYTES = 8 * 1024;

/**
 * For a built app in `dist`: the `Link` header value for a deep link's decoded path and search, or null. Queries are
 * named only for a request with a session: anyone else would only be answered that they are signed out.
 */
export function createRoutePreloads(
  dist: string,
): (pathname: string, search: URLSearchParams, signedIn: boolean) => string | null {
  const chunks = chunkPreloads(dist);
  return (pathname, search, signedIn) => {
    const index = ROUTE_SOURCES.findIndex(({ path: pattern }) => pattern.test(pathname));
    const links = [...(chunks[index] ?? [])];
    if (signedIn) {
      const route = ROUTE_SOURCES[index];
      const screen = route?.query?.(route.path.exec(pathname)?.slice(1) ?? [], search);
      let bytes = links.join(', ').length;
      let at = 0;
      // In the order the first paint needs them, which is also the order they keep their place under the limit.
      for (const query of screen ? [VIEWER, screen, INBOX_COUNT] : [VIEWER, INBOX_COUNT]) {
        const link = queryPreload(query);
        if (bytes + link.length + 2 > MAX_LINK_BYTES) continue;
        links.splice(at++, 0, link);
        bytes += link.length + 2;
      }
    }
    return links.join(', ') || null;
  };
}
