// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
// The generated hooks against the real Lanes service (a child process with its own seeded in-memory database): after a MoveTask result,
// the Board query and the task detail query both hold the new status and version, with no request but the mutation.
// The service's random port cannot be the page's origin, so happy-dom's same-origin check is off (option above);
// the session cookie travels as a browser's would, set by the SignIn response and sent with `credentials: 'include'`.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, expect, inject, test } from 'vitest';
import type { BoardQuery } from '../../generated/graphql';
import { useBoardQuery, useMoveTaskMutation, useSignInMutation, useTaskQuery } from '../../generated/hooks';
import { createGraphQLClient } from '../../src/lib/graphql/client';
import { createQueryClient } from '../../src/lib/graphql/policies';
import { GraphQLProvider } from '../../src/lib/graphql/react';
import type { FetchLike, GraphQLClient } from '../../src/lib/graphql/types';
import { startLanesServiceProcess, type LanesServiceProcess } from './lanes-service-process';

let service: LanesServiceProcess;
let client: GraphQLClient;
let queryClient: QueryClient;
const sent: string[] = [];

beforeAll(async () => {
  service = await startLanesServiceProcess(inject('lanesSeedDump'), location.origin);
  // The page's own fetch, with each operation's name noted, so the test can say exactly which requests were made.
  const notingFetch: FetchLike = (input, init) => {
    sent.push((JSON.parse(String(init.body)) as { operationName: string }).operationName);
    return fetch(input, init);
  };
  client = createGraphQLClient({ uri: service.graphqlUrl, credentials: 'include', fetch: notingFetch });
  queryClient = createQueryClient();
});
afterAll(() => service.close());
afterEach(cleanup);

function wrapper({ children }: { children: ReactNode }) {
  return createElement(GraphQLProvider, { client, queryClient }, children);
}

test('a MoveTask result updates the board and the task detail with zero further requests', async () => {
  const signIn = renderHook(() => useSignInMutation(), { wrapper });
  await act(() => signIn.result.current.mutateAsync({ email: 'ada@lanes.test', password: 'lanes-demo' }));

  const board = renderHook(() => useBoardQuery({ key: 'LAN' }), { wrapper });
  await waitFor(() => expect(board.result.current.data?.project).toBeTruthy());
  const todo = (board.result.current.data as BoardQuery).project?.todo.edges[0]?.node;
  if (!todo) throw new Error('the seed has a LAN task in TODO');
  expect(todo.status).toBe('TODO');

  const detail = renderHook(() => useTaskQuery({ projectKey: 'LAN', number: todo.number }), { wrapper });
  await waitFor(() => expect(detail.result.current.data?.task?.id).toBe(todo.id));
  expect(detail.result.current.data?.task?.status).toBe('TODO');
  expect(sent).toEqual(['SignIn', 'Board', 'Task']);

  const move = renderHook(() => useMoveTaskMutation(), { wrapper });
  const result = await act(() =>
    move.result.current.mutateAsync({ id: todo.id, status: 'IN_PROGRESS', expectedVersion: todo.version }),
  );
  expect(result.moveTask.status).toBe('IN_PROGRESS');
  expect(result.moveTask.version).toBe(todo.version + 1);

  await waitFor(() => expect(detail.result.current.data?.task?.status).toBe('IN_PROGRESS'));
  expect(detail.result.current.data?.task?.version).toBe(todo.version + 1);
  expect(detail.result.current.data?.task?.allowedTransitions).toEqual(result.moveTask.allowedTransitions);
  const card = board.result.current.data?.project?.todo.edges.find((e) => e.node.id === todo.id)?.node;
  expect(card?.status).toBe('IN_PROGRESS');
  expect(card?.version).toBe(todo.version + 1);
  // Moving the card to its new column is the product's call (insertIntoList / removeEntity), not the merge's.
  expect(sent).toEqual(['SignIn', 'Board', 'Task', 'MoveTask']);
});
