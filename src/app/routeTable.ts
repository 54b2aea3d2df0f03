// docs/product.md §2's routes as data, read by the app's router (router.tsx) and by the service, which names a deep
// link's lazily loaded modules (routeModules.ts) and first query as preloads (server/route-sources.ts). Plain
// TypeScript: Node imports it as it is.
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
  | 'join'
  | 'notFound';

/** A query a screen asks first, started with its chunks (screenQueries.ts). */
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
}

/** The first route whose path matches wins. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/sign-in', screens: ['signIn'] },
  { path: '/sign-up', screens: ['signUp'] },
  // An invite link: signed in or out (the token is after `#`, never sent to the service with the page).
  { path: '/join', screens: ['join'] },
  { path: '/', screens: [], signedIn: true, redirect: '/projects' },
  { path: '/projects', screens: ['projects'], signedIn: true },
  { path: '/inbox', screens: ['inbox'], signedIn: true },
  { path: '/my-tasks', screens: ['myTasks'], signedIn: true },
  { path: '/search', screens: ['search'], signedIn: true },
  { path: '/p/:key', screens: ['project', 'board'], signedIn: true, query: 'board' },
  { path: '/p/:key/t/:number', screens: ['project', 'task'], signedIn: true },
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
