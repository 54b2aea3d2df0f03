// The route table (routeTable.ts) rendered: each route's screens, and a navigation's chunks and first query started
// at once, not in a chain.
import type { ReactNode } from 'react';
import { Redirect, Route, useLocation } from 'wouter';
import type { QueryClient } from '@tanstack/react-query';
import type { GraphQLClient } from '../lib/graphql';
import { Layout } from './Layout';
import { RequireSession } from './RequireSession';
import { ROUTES, routeEntryAt, type RouteEntry, type RouteParams, type ScreenQueryName } from './routeTable';
import { screens, type Screen } from './screens';

export interface RouterContext {
  client: GraphQLClient;
  queryClient: QueryClient;
}

interface AppRoute extends Omit<RouteEntry, 'screens'> {
  screens: readonly Screen[];
  /** The query its screen will ask first, started with its chunk. */
  prefetch?: (context: RouterContext, params: RouteParams, search: URLSearchParams) => Promise<void>;
}

/**
 * Each first query's starter (screenQueries.ts), out of the entry: the board's comes with the project screen's chunk,
 * which every board loads at once beside it (one file less on the board's first paint than a chunk of its own).
 */
const PREFETCH: Record<ScreenQueryName, NonNullable<AppRoute['prefetch']>> = {
  board: ({ client, queryClient }, params, search) =>
    import('./routes/ProjectRoute').then(({ prefetchBoard }) =>
      prefetchBoard(client, queryClient, params['key'] ?? '', search),
    ),
};

const appRoutes = new Map<RouteEntry, AppRoute>(
  ROUTES.map((entry) => [
    entry,
    {
      ...entry,
      screens: entry.screens.map((name) => screens[name]),
      ...(entry.query ? { prefetch: PREFETCH[entry.query] } : {}),
    },
  ]),
);

export function routeAt(pathname: string): { route: AppRoute; params: RouteParams } {
  const { entry, params } = routeEntryAt(pathname);
  return { route: appRoutes.get(entry) as AppRoute, params };
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
