// Which lazily loaded route modules each URL renders: route-preload.ts names their chunks in the page's answer, and
// the bundle budget test measures them; src/app/screens.tsx imports the same files.
const ROUTES = 'src/app/routes/';
/** What every signed-in screen loads with it: the subscription transport and the frame's signed-in parts. */
const LIVE = [
  'src/lib/graphql/subscriptions/sse.ts',
  'src/features/live/ViewerEventsWatcher.tsx',
  'src/features/undo/UndoKeys.tsx',
] as const;

export interface RouteSources {
  /** The URL path (without the query) this entry answers. */
  path: RegExp;
  /** Source files as Vite's manifest names them. */
  sources: readonly string[];
}

export const ROUTE_SOURCES: readonly RouteSources[] = [
  { path: /^\/sign-in\/?$/, sources: [] },
  { path: /^\/sign-up\/?$/, sources: [`${ROUTES}SignUpRoute.tsx`] },
  { path: /^\/(projects\/?)?$/, sources: [`${ROUTES}ProjectsRoute.tsx`, ...LIVE] },
  { path: /^\/(inbox|my-tasks|search)\/?$/, sources: [`${ROUTES}TeamRoutes.tsx`, ...LIVE] },
  {
    path: /^\/p\/[^/]+\/?$/,
    sources: [
      `${ROUTES}ProjectRoute.tsx`,
      `${ROUTES}BoardRoute.tsx`,
      'src/app/prefetchBoard.ts',
      'src/features/team/AlsoHere.tsx',
      ...LIVE,
    ],
  },
  {
    path: /^\/p\/[^/]+\/t\/[^/]+\/?$/,
    sources: [
      `${ROUTES}ProjectRoute.tsx`,
      `${ROUTES}TaskRoute.tsx`,
      'src/features/team/AlsoHere.tsx',
      ...LIVE,
    ],
  },
  {
    path: /^\/p\/[^/]+\/settings\/?$/,
    sources: [`${ROUTES}ProjectRoute.tsx`, `${ROUTES}SettingsRoute.tsx`, ...LIVE],
  },
];
