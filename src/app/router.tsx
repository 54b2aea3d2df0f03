// The routes of docs/product.md §2. A navigation starts the chunks and the data of every screen it will show at once,
// so a board's first paint waits for one round trip after the script, not a chain.
// Declarative mode, not the data router (twice the bytes on the sign-in page); `startScreen` does what its loaders
// would: run before the first render and at each navigation, it preloads the chunks and starts the queries.
import { matchRoutes, Navigate, type Location, type Params, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { GraphQLClient } from '../lib/graphql';
import { Layout } from './Layout';
import { RequireSession } from './RequireSession';
import { screens, type Screen } from './screens';

export interface RouterContext {
  client: GraphQLClient;
  queryClient: QueryClient;
}

/** What starts when navigation to a route starts: its screen's chunk, and the query its screen will ask first. */
interface RouteStart {
  screen?: Screen;
  prefetch?: (context: RouterContext, params: Params, search: URLSearchParams) => Promise<void>;
}

function screen(
  component: Screen,
  prefetch?: RouteStart['prefetch'],
): Pick<RouteObject, 'element' | 'handle'> {
  const Component = component;
  return { element: <Component />, handle: { screen: component, prefetch } satisfies RouteStart };
}

export const routes: RouteObject[] = [
  {
    element: <Layout startScreen={startScreen} />,
    children: [
      { path: '/sign-in', ...screen(screens.signIn) },
      { path: '/sign-up', ...screen(screens.signUp) },
      {
        element: <RequireSession />,
        children: [
          { path: '/', element: <Navigate to="/projects" replace /> },
          { path: '/projects', ...screen(screens.projects) },
          { path: '/inbox', ...screen(screens.inbox) },
          { path: '/my-tasks', ...screen(screens.myTasks) },
          { path: '/search', ...screen(screens.search) },
          {
            path: '/p/:key',
            ...screen(screens.project),
            children: [
              {
                index: true,
                ...screen(
                  screens.board,
                  // Its own chunk: the Board document is no part of the sign-in page (src/app/prefetchBoard.ts).
                  ({ client, queryClient }, params, search) =>
                    import('./prefetchBoard').then(({ prefetchBoard }) =>
                      prefetchBoard(client, queryClient, params['key'] ?? '', search),
                    ),
                ),
              },
              { path: 't/:number', ...screen(screens.task) },
              { path: 'settings', ...screen(screens.settings) },
            ],
          },
        ],
      },
      { path: '*', ...screen(screens.notFound) },
    ],
  },
];

/** Starts loading the chunks of the screens at `location`, and only those (no query). */
export function preloadScreens(location: Pick<Location, 'pathname'>): void {
  for (const { route } of matchRoutes(routes, location.pathname) ?? [])
    void (route.handle as RouteStart | undefined)?.screen?.preload().catch(() => undefined);
}

/**
 * Starts everything the screens at `location` need: their chunks (all at once, not a nested screen after its parent)
 * and their first queries. Resolves when the chunks and those answers are in (a failure is the screen's to show);
 * the first render waits for it (briefly, src/main.tsx), so that a board's first paint has its cards.
 */
export function startScreen(
  context: RouterContext,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const search = new URLSearchParams(location.search);
  const work: Promise<unknown>[] = [];
  for (const { route, params } of matches) {
    const start = route.handle as RouteStart | undefined;
    if (start?.screen) work.push(start.screen.preload());
    if (start?.prefetch) work.push(start.prefetch(context, params, search));
  }
  return Promise.all(work).then(
    () => undefined,
    () => undefined,
  );
}
