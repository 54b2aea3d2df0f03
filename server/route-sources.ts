// Which lazily loaded modules each URL renders, and the query its screen asks first, from the app's own route table
// (src/app/routeTable.ts): route-preload.ts names both in the page's answer, and the bundle budget test measures
// the modules. Modules are named by file name; Vite's manifest says where each is.
import { parse } from 'regexparam';
import path from 'node:path';
import { modulesOf } from '../src/app/routeModules';
import { ROUTES } from '../src/app/routeTable';
import { SCREEN_QUERIES } from '../src/app/screenQueries';
import type { DocumentInput } from '../src/lib/graphql/types';

export interface ScreenQuery {
  document: DocumentInput<unknown, never>;
  variables: Record<string, unknown>;
}

export interface RouteSources {
  /** The URL path (without the query) this entry answers. */
  path: RegExp;
  /** The modules its first paint loads lazily, by file name without extension. */
  modules: readonly string[];
  /** The query the screen asks first, from the (decoded) path's groups and the URL's search; null for none. */
  query?: (groups: string[], search: URLSearchParams) => ScreenQuery | null;
}

export const ROUTE_SOURCES: readonly RouteSources[] = ROUTES.map((entry) => {
  const { pattern, keys } = parse(entry.path);
  const screenQuery = entry.query ? SCREEN_QUERIES[entry.query] : undefined;
  return {
    path: pattern,
    // An address no route knows gets the page alone: a mistyped link costs nobody a download.
    modules: entry.path === '*' ? [] : modulesOf(entry),
    ...(screenQuery
      ? {
          query: (groups: string[], search: URLSearchParams) =>
            screenQuery(
              Object.fromEntries(keys.map((key, i) => [key, groups[i]])),
              search,
            ) as ScreenQuery | null,
        }
      : {}),
  };
});

/** The route answering `pathname` (the table's last one answers every path). */
export function routeSourcesAt(pathname: string): RouteSources {
  return ROUTE_SOURCES.find(({ path: pattern }) => pattern.test(pathname)) as RouteSources;
}

/**
 * The manifest's keys of modules named by file name, or of a chunk vite.config.ts builds from a group of modules (a
 * key of Vite's own, `_name-hash.js`, with that name); a name that is not exactly one of them is an error.
 */
export function sourcesIn(manifest: Record<string, unknown>, modules: readonly string[]): string[] {
  const keys = Object.keys(manifest);
  const named = (key: string, name: string) =>
    key.startsWith('_')
      ? (manifest[key] as { name?: string } | undefined)?.name === name
      : path.basename(key).replace(/\.[cm]?[jt]sx?$/, '') === name;
  return modules.map((name) => {
    const found = keys.filter((key) => named(key, name));
    if (found.length !== 1)
      throw new Error(
        `${name}: ${found.length === 0 ? 'no module' : 'several modules'} of that name in Vite's manifest`,
      );
    return found[0] as string;
  });
}
