// docs/product.md §2's routes as data, read by the app's router (router.tsx) and by the service, which names a deep
// link's lazily loaded modules and first query as preloads (server/route-sources.ts). Plain TypeScript: Node imports
// it as it is.
import { parse } from 'regexparam';

export type ScreenName =
  | 'signIn'
  | 'signUp'
  | 'projects'
  | 'project'
  | 'board'
  | 'task'
  | 'settings'
  | 'inbox'
  | 'myTasks'
  | 'search'
  | 'notFound';

/**
 * The module each screen is loaded from, by file name without extension (a chunk in Vite's manifest); null for a
 * screen that is part of the entry. src/app/screens.tsx imports these files.
 */
export const SCREEN_MODULES: Readonly<Record<ScreenName, string | null>> = {
  signIn: null,
  signUp: 'SignUpRoute',
  projects: 'ProjectsRoute',
  project: 'ProjectRoute',
  board: 'BoardRoute',
  task: 'TaskRoute',
  settings: 'SettingsRoute',
  inbox: 'TeamRoutes',
  myTasks: 'TeamRoutes',
  search: 'TeamRoutes',
  notFound: 'NotFoundRoute',
};

/** What the signed-in frame loads lazily from its first paint: the live transport, the viewer's events, undo's keys. */
export const SIGNED_IN_MODULES: readonly string[] = ['sse', 'ViewerEventsWatcher', 'UndoKeys'];

/** A query a screen asks first, started with its chunks: src/app/boardQuery.ts says which for the board. */
export type ScreenQueryName = 'board';

export interface RouteEntry {
  /** A path in regexparam's syntax (as wouter reads it): case-insensitive, a final "/" allowed. */
  path: string;
  /** The screens it shows, outermost first: a project's screen holds its board, task or settings screen. */
  screens: readonly ScreenName[];
  /** Members only: a signed-out visitor is sent to sign in (RequireSession). */
  signedIn?: boolean;
  redirect?: string;
  query?: ScreenQueryName;
  /** Modules its first paint loads lazily besides its screens' and the frame's, by file name. */
  modules?: readonly string[];
}

/** The first route whose path matches wins. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/sign-in', screens: ['signIn'] },
  { path: '/sign-up', screens: ['signUp'] },
  { path: '/', screens: [], signedIn: true, redirect: '/projects' },
  { path: '/projects', screens: ['projects'], signedIn: true },
  { path: '/inbox', screens: ['inbox'], signedIn: true },
  { path: '/my-tasks', screens: ['myTasks'], signedIn: true },
  { path: '/search', screens: ['search'], signedIn: true },
  {
    path: '/p/:key',
    screens: ['project', 'board'],
    signedIn: true,
    query: 'board',
    modules: ['prefetchBoard', 'AlsoHere'],
  },
  { path: '/p/:key/t/:number', screens: ['project', 'task'], signedIn: true, modules: ['AlsoHere'] },
  { path: '/p/:key/settings', screens: ['project', 'settings'], signedIn: true },
  { path: '*', screens: ['notFound'] },
];

const compiled = ROUTES.map((entry) => ({ entry, ...parse(entry.path) }));

export type RouteParams = Record<string, string | undefined>;

/** The route at `pathname` and its parameters (the last route matches every path). */
export function routeEntryAt(pathname: string): { entry: RouteEntry; params: RouteParams } {
  for (const { entry, pattern, keys } of compiled) {
    const match = pattern.exec(pathname);
    if (match) return { entry, params: Object.fromEntries(keys.map((key, i) => [key, match[i + 1]])) };
  }
  throw new Error(`no route for ${pathname}`);
}

/** The modules, by file name, that a route's first paint loads lazily (a redirect's: its target's). */
export function modulesOf(entry: RouteEntry): string[] {
  const route = entry.redirect ? routeEntryAt(entry.redirect).entry : entry;
  const screens = route.screens.flatMap((screen) => SCREEN_MODULES[screen] ?? []);
  return [...new Set([...screens, ...(route.modules ?? []), ...(route.signedIn ? SIGNED_IN_MODULES : [])])];
}
