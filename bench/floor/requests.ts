// The two queries of the board's first paint as the fixed stack alone sends them: graphql-request's GET, by hash as
// production accepts only the app's own documents (Automatic Persisted Queries' extension in place of the text).
// bench/web.ts runs the same code in Node to name them as preloads.
import { GraphQLClient } from 'graphql-request';
import { BoardDocument } from '../../generated/operations/Board';
import { ViewerDocument } from '../../generated/operations/Viewer';
import type { BoardQuery, ViewerQuery } from '../../generated/graphql';

// Built as the app is, without the documents' text (vite.config.ts): graphql-request's signature wants a document, and
// gets a stand-in that never leaves, as the app's layer hands it one.
const SENT_BY_HASH = '# sent by hash';

export function floorRequests(endpoint: string, fetch: typeof globalThis.fetch) {
  // graphql-request has no way to send a GET without `query`: its URL gets the hash instead, in the fetch it calls.
  const byHash = (hash: string) =>
    new GraphQLClient(endpoint, {
      method: 'GET',
      excludeOperationName: true,
      fetch: (input, init) => {
        const url = new URL(String(input));
        url.searchParams.delete('query');
        url.searchParams.set(
          'extensions',
          JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
        );
        return fetch(url.href, init);
      },
    });
  const viewer = byHash(String(ViewerDocument.__meta__['hash']));
  const board = byHash(String(BoardDocument.__meta__['hash']));
  return {
    viewer: () => viewer.request<ViewerQuery>(SENT_BY_HASH),
    board: () => board.request<BoardQuery>(SENT_BY_HASH, { key: 'LAN' }),
  };
}
