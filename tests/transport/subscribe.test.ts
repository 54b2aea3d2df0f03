// client.subscribe hands the operation to the subscription module; a `uri` function reaches it per operation.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createGraphQLClient } from '../../src/lib/graphql';
import { startExactServer, type ExactServer } from '../support/exact-server';

let server: ExactServer;
beforeAll(async () => {
  server = await startExactServer();
});
afterAll(() => server.close());

it('sends a subscription over SSE to the URI the uri function picks for it', async () => {
  server.respondWith({
    status: 200,
    headers: [['content-type', 'text/event-stream']],
    body: 'event: next\ndata: {"data":{"tick":1}}\n\nevent: complete\ndata:\n\n',
  });
  const client = createGraphQLClient({
    uri: (operation) => `${server.origin}/sub/${operation.operationName}`,
  });
  const observable = client.subscribe('subscription Ticks { tick }');
  const values: unknown[] = [];
  observable.subscribe({ next: (value) => values.push(value) });
  await expect(observable.promise).resolves.toEqual({ data: { tick: 1 } });
  expect(values).toEqual([{ data: { tick: 1 } }]);
  const request = server.onlyRequest();
  expect(request.method).toBe('POST');
  expect(request.target).toBe('/sub/Ticks');
  expect(request.headers.find(([name]) => name === 'accept')).toEqual(['accept', 'text/event-stream']);
  expect(request.body.toString()).toBe(
    '{"operationName":"Ticks","variables":{},"query":"subscription Ticks {\\n  tick\\n}"}',
  );
});
