// A deep link's answer names in a `Link: rel=modulepreload` header the chunks its screen loads lazily (from Vite's
// manifest), so the browser fetches them with the entry script rather than one round trip after it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { logger } from './log';
import { ROUTE_SOURCES } from './route-sources';

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

/** For a built app in `dist`: the `Link` header value for a deep link's path, or null (no route, or no manifest). */
export function createRoutePreloads(dist: string): (pathname: string) => string | null {
  if (!existsSync(path.join(dist, '.vite', 'manifest.json'))) return () => null;
  let headers: { pattern: RegExp; value: string | null }[];
  try {
    const manifest = readManifest(dist);
    // Not an app build (the static-file tests write an empty one): nothing to name.
    if (!manifest['index.html']) return () => null;
    const loadedByPage = new Set(chunksFor(manifest, ['index.html']));
    headers = ROUTE_SOURCES.map(({ path: pattern, sources }) => {
      const files = chunksFor(manifest, sources).filter((file) => !loadedByPage.has(file));
      return { pattern, value: files.map((file) => `</${file}>; rel=modulepreload`).join(', ') || null };
    });
  } catch (error) {
    // A manifest that is not this app's (or not JSON): the pages still work, only without the head start.
    logger.warn({ err: (error as Error).message }, 'no route preloads');
    return () => null;
  }
  return (pathname) => headers.find(({ pattern }) => pattern.test(pathname))?.value ?? null;
}
