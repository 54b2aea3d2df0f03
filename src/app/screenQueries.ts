// The query each screen asks first, for an address: the app starts it with the screen's chunks (prefetchBoard.ts),
// and the service names it as a preload (server/route-sources.ts), so the browser's preloaded answer is the one the
// app reads. Its own module, apart from the route table, so the sign-in script carries no Board document.
import { BoardDocument } from '../../generated/hooks';
import { boardVariablesAt } from '../entities/task/boardFilters';
import type { RouteParams, ScreenQueryName } from './routeTable';

export const SCREEN_QUERIES = {
  board: (params: RouteParams, search: URLSearchParams) => {
    const variables = boardVariablesAt(params['key'] ?? '', search);
    return variables ? { document: BoardDocument, variables } : null;
  },
} satisfies Record<ScreenQueryName, unknown>;
