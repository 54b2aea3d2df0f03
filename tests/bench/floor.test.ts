// The board's floor (bench/floor) asks for its cards as production takes them: by hash, never as text. Sent as text
// it is refused PERSISTED_QUERY_ONLY, and its page then paints nothing, which Lighthouse only reports as NO_FCP.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BoardDocument, ViewerDocument } from '../../generated/hooks';
import { floorRequests } from '../../bench/floor/requests';
import { hashOf, signInByHash } from '../support/api-keys';
import { startService, type TestService } from '../support/service';

let service: TestService;
let ada: string;
beforeAll(async () => {
  service = await startService({ production: true });
  ada = await signInByHash(service.graphqlUrl, 'ada@lanes.test');
});
afterAll(() => service.close());

test('the floor sends its two queries by hash over GET, and production answers them', async () => {
  const sent: string[] = [];
  const requests = floorRequests(service.graphqlUrl, (input, init) => {
    sent.push(String(input).slice(service.graphqlUrl.length));
    const headers = new Headers(init?.headers);
    headers.set('cookie', ada);
    // Node sends no Fetch Metadata: the CSRF header a script sends instead.
    headers.set('x-graphql-csrf', '1');
    return fetch(input, { ...init, headers });
  });
  const [viewer, board] = await Promise.all([requests.viewer(), requests.board()]);
  const persisted = (document: { __meta__?: Record<string, unknown> }) =>
    encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf(document) } }));
  expect(sent).toEqual([
    `?extensions=${persisted(ViewerDocument)}`,
    `?variables=${encodeURIComponent('{"key":"LAN"}')}&extensions=${persisted(BoardDocument)}`,
  ]);
  expect(viewer.viewer?.email).toBe('ada@lanes.test');
  expect(board.project?.key).toBe('LAN');
  expect(board.project?.todo.edges.length).toBeGreaterThan(0);
});
