// Which lazily loaded route modules each URL renders, and the query its screen asks first: route-preload.ts names
// both in the page's answer, and the bundle budget test measures the modules; src/app/screens.tsx imports the same
// files, and src/app/router.tsx starts the same query.
import { BoardDocument } from '../generated/hooks';
import { boardVariablesAt } from '../src/entities/task/boardFilters';
import type { DocumentInput } from '../src/lib/graphql/types';

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
  /** The query the screen asks first, from the (decoded) path's groups and the URL's search; null for none. */
  query?: (groups: string[], search: URLSearchParams) => ScreenQuery | null;
}

export interface ScreenQuery {
  document: DocumentInput<unknown, never>;
  variables: Record<string, unknown>;
}

export const ROUTE_SOURCES: readonly RouteSources[] = [
  { path: /^\/sign-in\/?$/, sources: [] },
  { path: /^\/sign-up\/?$/, sources: [`${ROUTES}SignUpRoute.tsx`] },
  { path: /^\/(projects\/?)?$/, sources: [`${ROUTES}ProjectsRoute.tsx`, ...LIVE] },
  { path: /^\/(inbox|my-tasks|search)\/?$/, sources: [`${ROUTES}TeamRoutes.tsx`, ...LIVE] },
  {
    path: /^\/p\/([^/]+)\/?$/,
    query: ([key = ''], search) => {
      const variables = boardVariablesAt(key, search);
      return variables ? { document: BoardDocument as DocumentInput<unknown, never>, variables } : null;
    },
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
