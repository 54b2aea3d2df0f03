// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
// An intent's answer reaches the cache as the layer's mutation hook's does: merged by field name and arguments (from
// its document and variables, so aliases match), with its optimistic result rolled back first. Against a real
// loopback server and the real transport; the server's random port is not the page's origin (option above).
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { jsonReply, startExactServer, type ExactServer } from '../../../tests/support/exact-server';
import { createGraphQLClient, createQueryClient, GraphQLProvider, queryKey } from '../../lib/graphql';
import { documentOf } from '../../lib/graphql/testing/documentOf';
import { IDEMPOTENCY_HEADER, useIntentMutation } from './useIntentMutation';

interface TaskData {
  task: { __typename: 'Task'; id: string; title: string; status: string } | null;
}
interface RenameData {
  renamed: { __typename: 'Task'; id: string; heading: string; status?: string };
}

const TaskDocument = documentOf<TaskData, { id: string }>(
  'query Task($id: ID!) { task(id: $id) { id title status } }',
);
// Aliases for the mutation and the field: a merge by response key would find neither `renamed` nor `heading`.
const RenameDocument = documentOf<RenameData, { id: string; title: string }>(
  'mutation Rename($id: ID!, $title: String!) { renamed: renameTask(id: $id, title: $title) { id heading: title } }',
);

let server: ExactServer;
let queryClient: ReturnType<typeof createQueryClient>;
beforeAll(async () => {
  server = await startExactServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  queryClient = createQueryClient();
  queryClient.setQueryData(queryKey(TaskDocument, { id: '1' }), {
    task: { __typename: 'Task', id: '1', title: 'Write the spec', status: 'TODO' },
  });
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

function wrapper({ children }: { children: ReactNode }) {
  return createElement(
    GraphQLProvider,
    { client: createGraphQLClient({ uri: server.url }), queryClient },
    children,
  );
}

const cachedTask = () => queryClient.getQueryData<TaskData>(queryKey(TaskDocument, { id: '1' }))?.task;

test('an answer under aliases merges by field name into the cached task', async () => {
  server.respondWith(
    jsonReply(
      JSON.stringify({ data: { renamed: { __typename: 'Task', id: '1', heading: 'Ship the spec' } } }),
    ),
  );
  const { result } = renderHook(() => useIntentMutation(RenameDocument), { wrapper });
  act(() => void result.current.mutate({ id: '1', title: 'Ship the spec' }));
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  const sent = server.onlyRequest();
  expect(JSON.parse(sent.body.toString())).toMatchObject({ operationName: 'Rename' });
  expect(sent.headers.some(([name]) => name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase())).toBe(true);
  expect(cachedTask()).toEqual({ __typename: 'Task', id: '1', title: 'Ship the spec', status: 'TODO' });
});

test('a request the network drops goes again with the same key, and its change stays once answered', async () => {
  let attempts = 0;
  server.respondWith(() =>
    ++attempts === 1
      ? 'drop'
      : jsonReply(
          JSON.stringify({ data: { renamed: { __typename: 'Task', id: '1', heading: 'Ship the spec' } } }),
        ),
  );
  const { result } = renderHook(
    () =>
      useIntentMutation(RenameDocument, {
        optimisticResponse: ({ id, title }) => ({
          renamed: { __typename: 'Task' as const, id, heading: title },
        }),
      }),
    { wrapper },
  );
  act(() => void result.current.mutate({ id: '1', title: 'Ship the spec' }));
  // The retry waits TanStack's first backoff (1 s); the change shows meanwhile and is never rolled back.
  await waitFor(() => expect(server.requests).toHaveLength(1));
  expect(cachedTask()?.title).toBe('Ship the spec');
  await waitFor(() => expect(result.current.isSuccess).toBe(true), { timeout: 5_000 });
  const keys = server.requests.map(
    (request) =>
      request.headers.find(([name]) => name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase())?.[1],
  );
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(server.requests[1]!.body.toString()).toBe(server.requests[0]!.body.toString());
  expect(result.current.error).toBeNull();
  expect(cachedTask()).toEqual({ __typename: 'Task', id: '1', title: 'Ship the spec', status: 'TODO' });
});

test('an optimistic field the answer does not carry is put back when the answer merges', async () => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.respondWith(async () => {
    await released;
    return jsonReply(
      JSON.stringify({ data: { renamed: { __typename: 'Task', id: '1', heading: 'Ship the spec' } } }),
    );
  });
  const { result } = renderHook(
    () =>
      useIntentMutation(RenameDocument, {
        optimisticResponse: ({ id, title }) => ({
          renamed: { __typename: 'Task' as const, id, heading: title, status: 'IN_REVIEW' },
        }),
      }),
    { wrapper },
  );
  act(() => void result.current.mutate({ id: '1', title: 'Ship the spec' }));
  await waitFor(() => expect(cachedTask()?.status).toBe('IN_REVIEW'));
  expect(cachedTask()?.title).toBe('Ship the spec');
  release();
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(cachedTask()).toEqual({ __typename: 'Task', id: '1', title: 'Ship the spec', status: 'TODO' });
});
