// The board's query, started with navigation; out of the entry (in the project screen's chunk: router.tsx), so the
// Board document is not in the sign-in script.
import type { QueryClient } from '@tanstack/react-query';
import type { ViewerQuery } from '../../generated/graphql';
import { ViewerDocument } from '../../generated/hooks';
import type { GraphQLClient } from '../lib/graphql';
import { graphqlQueryOptions, queryKey } from '../lib/graphql';
import { start } from './prefetch';
import { SCREEN_QUERIES } from './screenQueries';

export function prefetchBoard(
  client: GraphQLClient,
  queryClient: QueryClient,
  key: string,
  search: URLSearchParams,
): Promise<void> {
  const board = SCREEN_QUERIES.board({ key }, search);
  if (!board) return Promise.resolve();
  // Someone known to be signed out is on the way to sign in: the board would only answer UNAUTHENTICATED.
  const viewer = queryClient.getQueryData<ViewerQuery>(queryKey(ViewerDocument, undefined));
  if (viewer && viewer.viewer === null) return Promise.resolve();
  return start(queryClient, graphqlQueryOptions(client, board.document, board.variables));
}
