// The board's query, started with navigation; its own chunk so the Board document is not in the sign-in script.
import type { QueryClient } from '@tanstack/react-query';
import type { ViewerQuery } from '../../generated/graphql';
import { BoardDocument, ViewerDocument } from '../../generated/hooks';
import type { GraphQLClient } from '../lib/graphql';
import { graphqlQueryOptions, queryKey } from '../lib/graphql';
import { boardVariables, filtersFromSearch } from '../features/board/boardFilters';
import { start } from './prefetch';

/** The same test BoardRoute applies before it renders a board. */
const PROJECT_KEY = /^[A-Za-z]{2,6}$/;

export function prefetchBoard(
  client: GraphQLClient,
  queryClient: QueryClient,
  key: string,
  search: URLSearchParams,
): Promise<void> {
  if (!PROJECT_KEY.test(key)) return Promise.resolve();
  // Someone known to be signed out is on the way to sign in: the board would only answer UNAUTHENTICATED.
  const viewer = queryClient.getQueryData<ViewerQuery>(queryKey(ViewerDocument, undefined));
  if (viewer && viewer.viewer === null) return Promise.resolve();
  const variables = boardVariables(key.toUpperCase(), filtersFromSearch(search));
  return start(queryClient, graphqlQueryOptions(client, BoardDocument, variables));
}
