// The routes of PRODUCT.md §2: sign-in and sign-up for anyone, the rest behind the session guard. Every screen is its
// own chunk (react-router's `lazy`), fetched when navigation starts; the loaders start the screen's data at the same
// moment, so a board's first paint waits for one round trip after the script, not a chain of them.
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { GraphQLClient } from '../lib/graphql';
import { Layout } from './Layout';
import { RequireSession } from './RequireSession';
import { prefetchBoard, prefetchViewer, settleWithin } from './prefetch';
import { routeModules } from './routeModules';

/** How long a loader holds a screen back for its data before the screen renders with its skeleton instead. */
const DATA_WAIT_MS = 1500;

export interface RouterContext {
  client: GraphQLClient;
  queryClient: QueryClient;
}

export function createRoutes({ client, queryClient }: RouterContext): RouteObject[] {
  return [
    {
      element: <Layout />,
      // Every screen asks who is signed in: the question leaves with the route's chunk, not after it, and the header
      // renders once, with the signed-in user (or without), instead of growing a row when the answer comes.
      loader: () => settleWithin(prefetchViewer(client, queryClient), DATA_WAIT_MS),
      // Search-parameter changes (board filters) need no new viewer.
      shouldRevalidate: () => false,
      children: [
        { path: '/sign-in', lazy: async () => ({ Component: (await routeModules.signIn()).SignInRoute }) },
        { path: '/sign-up', lazy: async () => ({ Component: (await routeModules.signUp()).SignUpRoute }) },
        {
          element: <RequireSession />,
          children: [
            { path: '/', element: <Navigate to="/projects" replace /> },
            {
              path: '/projects',
              lazy: async () => ({ Component: (await routeModules.projects()).ProjectsRoute }),
            },
            {
              path: '/p/:key',
              lazy: async () => ({ Component: (await routeModules.project()).ProjectRoute }),
              children: [
                {
                  index: true,
                  loader: ({ params, request }) => {
                    prefetchBoard(
                      client,
                      queryClient,
                      params['key'] ?? '',
                      new URL(request.url).searchParams,
                    );
                    return null;
                  },
                  lazy: async () => ({ Component: (await routeModules.board()).BoardRoute }),
                },
                {
                  path: 't/:number',
                  lazy: async () => ({ Component: (await routeModules.task()).TaskRoute }),
                },
                {
                  path: 'settings',
                  lazy: async () => ({ Component: (await routeModules.settings()).SettingsRoute }),
                },
              ],
            },
          ],
        },
        { path: '*', lazy: async () => ({ Component: (await routeModules.notFound()).NotFoundRoute }) },
      ],
    },
  ];
}

export function createAppRouter(context: RouterContext) {
  return createBrowserRouter(createRoutes(context));
}
