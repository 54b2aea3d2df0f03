// Holds back every script a route does not list (Vite's manifest, as the service's preload header and the bundle
// budget read it) until released: what a page does before its lazily loaded parts arrive, made to last.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { inject } from 'vitest';
import { chunksFor, readManifest, type Manifest } from '../../../server/route-preload';
import { routeSourcesAt, sourcesIn } from '../../../server/route-sources';

export interface HeldScripts {
  manifest: Manifest;
  /** The scripts the route lists (its entry, its screens' chunks and what they import). */
  needed: string[];
  /** The files outside the route asked for so far (held until `release`). */
  held: () => string[];
  /** Lets the held scripts (and every later one) through. */
  release: () => Promise<void>;
}

/** The route's own scripts for `pathname`. */
export function routeScripts(pathname: string): { manifest: Manifest; needed: string[] } {
  const manifest = readManifest(inject('lanesDist'));
  const sources = sourcesIn(manifest, routeSourcesAt(pathname).modules);
  return { manifest, needed: chunksFor(manifest, ['index.html', ...sources]) };
}

/** The modules of React Aria (and React Stately) in a built chunk, by its source map. */
export async function ariaModulesIn(chunk: string): Promise<string[]> {
  const map = JSON.parse(await readFile(path.join(inject('lanesDist'), `${chunk}.map`), 'utf8')) as {
    sources: string[];
  };
  return map.sources.filter((source) =>
    /node_modules\/(react-aria|react-aria-components|react-stately|@react-aria|@react-stately)\//.test(
      source,
    ),
  );
}

/** The React Aria modules in built chunks, each as "chunk: module". */
export async function ariaModulesInChunks(chunks: readonly string[]): Promise<string[]> {
  const found = await Promise.all(
    chunks.map(async (chunk) => (await ariaModulesIn(chunk)).map((module) => `${chunk}: ${module}`)),
  );
  return found.flat();
}

/**
 * From now on, scripts outside `pathname`'s route (and the sources in `allow`) wait until `release`. With a route set
 * the browser's cache is off, so a navigation asks for every script again.
 */
export async function holdScriptsOutside(
  page: Page,
  pathname: string,
  allow: string[] = [],
): Promise<HeldScripts> {
  const route = routeScripts(pathname);
  const { manifest } = route;
  const needed = [...route.needed, ...allow.map((source) => manifest[source]!.file)];
  const held: { file: string; route: Route }[] = [];
  const asked: string[] = [];
  let released = false;
  await page.route('**/assets/*.js', (route) => {
    const file = new URL(route.request().url()).pathname.slice(1);
    asked.push(file);
    if (released || needed.includes(file)) return route.continue();
    held.push({ file, route });
    return undefined;
  });
  return {
    manifest,
    needed,
    held: () => asked.filter((file) => !needed.includes(file)),
    release: async () => {
      // The route stays (passing everything): unrouting would let Playwright settle the held ones itself.
      released = true;
      for (const { route } of held.splice(0)) await route.continue();
    },
  };
}
