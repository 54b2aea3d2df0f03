// The two queries of the board's first paint as the fixed stack alone sends them: graphql-request's GET with printed
// strings, the way the app's layer drives it. bench/web.ts runs the same code in Node to name them as preloads.
import { GraphQLClient } from 'graphql-request';
import { BoardDocument } from '../../generated/operations/Board';
import { ViewerDocument } from '../../generated/operations/Viewer';
import type { BoardQuery, ViewerQuery } from '../../generated/graphql';

export function floorRequests(endpoint: string, fetch: typeof globalThis.fetch) {
  const client = new GraphQLClient(endpoint, { method: 'GET', excludeOperationName: true, fetch });
  return {
    viewer: () => client.request<ViewerQuery>(String(ViewerDocument)),
    board: () => client.request<BoardQuery>(String(BoardDocument), { key: 'LAN' }),
  };
}
