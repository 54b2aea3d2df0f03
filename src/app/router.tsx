// docs/product.md §2's routes in one table that starts a navigation's chunks and queries at once, not in a chain.
import type { ReactNode } from 'react';
import { matchRoute, Redirect, Route, useLocation } from 'wouter';
import { parse } from 'regexparam';
import type { QueryClient } from '@tanstack/react-query';
import type { GraphQLClient } from '../lib/graphql';
import { Layout } from './Layout';
import { RequireSession } from './RequireSession';
import { screens, type Screen } from './screens';

export interface RouterContext {
  client: GraphQLClient;
  queryClient: QueryClient;
}

type Params = Record<string, string | undefined>;

interface AppRoute {
  /** A wouter path (regexparam's syntax, as wouter's own <Route> reads it): case-insensitive, a final "/" allowed. */
  path: string;
  /** The screens it shows, outermost first: a project's screen holds its board, task or settings screen. */
  screens: readonly Screen[];
  /** Members only: a signed-out visitor is sent to sign in (RequireSession). */
  signedIn?: boolean;
  redirect?: string;
  /** The query its screen will ask first, started with its chunk. */
  prefetch?: (context: RouterContext, params: Params, search: URLSearchParams) => Promise<void>;
}

/** The first route whose path matches wins. */
export const routes: readonly AppRoute[] = [
  { path: '/sign-in', screens: [screens.signIn] },
  { path: '/sign-up', screens: [screens.signUp] },
  { path: '/', screens: [], signedIn: true, redirect: '/projects' },
  { path: '/projects', screens: [screens.projects], signedIn: true },
  { path: '/inbox', screens: [screens.inbox], signedIn: true },
  { path: '/my-tasks', screens: [screens.myTasks], signedIn: true },
  { path: '/search', screens: [screens.search], signedIn: true },
  {
    path: '/p/:key',
    screens: [screens.project, screens.board],
    signedIn: true,
    prefetch: ({ client, queryClient }, params, search) =>
      import('./prefetchBoard').then(({ prefetchBoard }) =>
        prefetchBoard(client, queryClient, params['key'] ?? '', search),
      ),
  },
  { path: '/p/:key/t/:number', screens: [screens.project, screens.task], signedIn: true },
  { path: '/p/:key/settings', screens: [screens.project, screens.settings], signedIn: true },
  { path: '*', screens: [screens.notFound] },
];

export function routeAt(pathname: string): { route: AppRoute; params: Params } {
  for (const route of routes) {
    const [matches, params] = matchRoute(parse, route.path, pathname);
    if (matches) return { route, params };
  }
  throw new Error(`no route for ${pathname}`); // the last route matches every path
}

export function Routes() {
  return (
    <Layout startScreen={startScreen}>
      <Screens />
    </Layout>
  );
}

function Screens() {
  const [pathname] = useLocation();
  const { route } = routeAt(pathname);
  let element: ReactNode = route.redirect ? (
    <Redirect to={route.redirect} replace />
  ) : (
    route.screens.reduceRight<ReactNode>((inner, Screen) => <Screen>{inner}</Screen>, null)
  );
  if (route.signedIn) element = <RequireSession>{element}</RequireSession>;
  // One <Route> for every route: moving between a project's screens keeps its live subscription mounted.
  return <Route path={route.path}>{element}</Route>;
}

/** Starts loading the chunks of the screens at `location`, and only those (no query). */
export function preloadScreens(location: Pick<Location, 'pathname'>): void {
  for (const screen of routeAt(location.pathname).route.screens) void screen.preload().catch(() => undefined);
}

/** Starts the chunks and first queries at `location`; src/main.tsx waits briefly, so a board paints its cards. */
export function startScreen(
  context: RouterContext,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const { route, params } = routeAt(location.pathname);
  const work: Promise<unknown>[] = route.screens.map((screen) => screen.preload());
  if (route.prefetch) work.push(route.prefetch(context, params, new URLSearchParams(location.search)));
  return Promise.all(work).then(
    () => undefined,
    () => undefined,
  );
}
