// The modules, by file name (or the chunk a group of them is built into), that each route's first paint loads
// lazily: what the service names as modulepreload (server/route-sources.ts) and the bundle budget measures. Keyed by
// the route table's own names, so a screen or a query the table gains must be placed here to compile; the client's
// router does not load this file.
import { routeEntryAt, type RouteEntry, type ScreenName, type ScreenQueryName } from './routeTable';

/** Each screen's module (screens.tsx imports it); null for a screen that is part of the entry. */
const SCREEN_MODULES: Readonly<Record<ScreenName, string | null>> = {
  signIn: 'SignInRoute',
  signUp: 'SignUpRoute',
  projects: 'ProjectsRoute',
  project: 'ProjectRoute',
  board: 'BoardRoute',
  task: 'TaskRoute',
  settings: 'SettingsRoute',
  inbox: 'TeamRoutes',
  myTasks: 'TeamRoutes',
  search: 'TeamRoutes',
  join: 'JoinRoute',
  notFound: 'NotFoundRoute',
};

/** The module that starts each first query (router.tsx). */
const QUERY_MODULES: Readonly<Record<ScreenQueryName, string>> = { board: 'ProjectRoute' };

/**
 * What the signed-in frame loads lazily from its first paint: the live transport, the viewer's events, undo's keys,
 * built into one chunk of that name (vite.config.ts).
 */
const SIGNED_IN_MODULES: readonly string[] = ['signedIn'];

/** The modules, by file name, that a route's first paint loads lazily (a redirect's: its target's). */
export function modulesOf(entry: RouteEntry): string[] {
  const route = entry.redirect ? routeEntryAt(entry.redirect).entry : entry;
  return [
    ...new Set([
      ...route.screens.flatMap((screen) => SCREEN_MODULES[screen] ?? []),
      ...(route.query ? [QUERY_MODULES[route.query]] : []),
      ...(route.signedIn ? SIGNED_IN_MODULES : []),
    ]),
  ];
}
