// `npm run build && npm run bench:sizes`: what the app's documents cost on the wire, sent by hash (as the app sends
// them) and as text (as it sent them before, and as a client without the persisted option does): the Board query's
// GET address, and the `Link` header of a signed-in visit to a board (its chunks and its three queries' preloads).
import { BoardDocument, InboxCountDocument, ViewerDocument } from '../generated/hooks';
import { createRoutePreloads, queryPreload } from '../server/route-preload';
import type { DocumentInput } from '../src/lib/graphql/types';

const BOARD = { document: BoardDocument as DocumentInput<unknown, never>, variables: { key: 'LAN' } };
const documents = [BoardDocument, ViewerDocument, InboxCountDocument] as unknown as {
  __meta__: Record<string, unknown>;
}[];

function measure() {
  // `<uri>; rel=preload; …`: the address is what the app's GET asks.
  const get = /^<([^>]+)>/.exec(queryPreload(BOARD))![1]!;
  const link = createRoutePreloads('dist')('/p/LAN', new URLSearchParams(), true) ?? '';
  return { get: get.length, link: Buffer.byteLength(link) };
}

const byHash = measure();
// The same documents without their hashes: the transport then sends their text.
const hashes = documents.map((document) => document.__meta__['hash']);
for (const document of documents) delete document.__meta__['hash'];
const asText = measure();
documents.forEach((document, i) => (document.__meta__['hash'] = hashes[i]));

console.log('\tas text\tby hash\ttext / hash');
console.log(`Board GET (characters)\t${asText.get}\t${byHash.get}\t${(asText.get / byHash.get).toFixed(1)}`);
console.log(`board Link (bytes)\t${asText.link}\t${byHash.link}\t${(asText.link / byHash.link).toFixed(1)}`);
