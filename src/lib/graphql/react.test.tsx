// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"fetch":{"disableSameOriginPolicy":true}}}
// The hooks against a real loopback server and the real transport. The server's random port cannot be the page's
// origin, so happy-dom's same-origin check is off (above) rather than its fetch replaced.
import nodeConsole from 'node:console';
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { jsonReply, startExactServer, type ExactServer } from '../../../tests/support/exact-server';
import { createGraphQLClient } from './client';
import { GraphQLErrors, ServerError, ServerParseError } from './errors';
import { createQueryClient } from './policies';
import { queryKey } from './queryKey';
import { GraphQLProvider, resolveQueryOptions, useGraphQLMutation, useGraphQLQuery } from './react';
import type { DocumentInput, FetchLike } from './types';

// happy-dom reports failed requests on Node's console; here the failures are the tests' own: captured, not printed.
const pageConsole = vi.spyOn(nodeConsole, 'error').mockImplementation(() => undefined);
afterAll(() => {
  const unexpected = pageConsole.mock.calls
    .map((args) => args.map((arg) => (arg instanceof Error ? `${arg.message}` : String(arg))).join(' '))
    .filter(
      (line) =>
        !/^POST http:\/\/127\.0\.0\.1:\d+\/graphql (503 \(Service Unavailable\)|400 \(Bad Request\))$/.test(
          line,
        ) && !/^(connect ECONNREFUSED 127\.0\.0\.1:\d+|socket hang up)$/.test(line),
    );
  pageConsole.mockRestore();
  expect(unexpected).toEqual([]);
});

interface Task {
  __typename: 'Task';
  id: string;
  title: string;
  status: string;
}
interface TaskData {
  task: Task | null;
}
interface TasksData {
  tasks: Array<{ __typename: 'TaskEdge'; cursor: string; node: Task }>;
}
interface MoveData {
  moveTask: Task & { version: number };
}

const TaskDocument = 'query Task($id: ID!) { task(id: $id) { __typename id title status } }' as DocumentInput<
  TaskData,
  { id: string }
>;
const TasksDocument =
  'query Tasks { tasks { __typename cursor node { __typename id title status } } }' as DocumentInput<
    TasksData,
    object
  >;
const MoveDocument =
  'mutation Move($id: ID!, $status: String!) { moveTask(id: $id, status: $status) { __typename id title status version } }' as DocumentInput<
    MoveData,
    { id: string; status: string }
  >;

const task1 = { __typename: 'Task', id: '1', title: 'Write the spec', status: 'TODO' } as const;
const task2 = { __typename: 'Task', id: '2', title: 'Ship it', status: 'BACKLOG' } as const;

let server: ExactServer;
let queryClient: QueryClient;
let fetchCalls: number;

beforeAll(async () => {
  server = await startExactServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  fetchCalls = 0;
  // Retries are immediate here; the backoff curve itself is checked in policies.test.ts.
  queryClient = createQueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
});
afterEach(() => {
  cleanup();
  queryClient.clear();
});

// The real global fetch, counted: retries of network failures never reach a server that could count them.
const countingFetch: FetchLike = (input, init) => {
  fetchCalls += 1;
  return fetch(input, init);
};

function wrapper({ children }: { children: ReactNode }) {
  const client = createGraphQLClient({ uri: server.url, fetch: countingFetch });
  return createElement(GraphQLProvider, { client, queryClient }, children);
}

function answer(body: unknown, status = 200) {
  server.respondWith(jsonReply(JSON.stringify(body), status));
}

const variables = { id: '1' };

describe('fetch policies', () => {
  test('cache-first: one request, then cached data with none', async () => {
    answer({ data: { task: task1 } });
    const first = renderHook(() => useGraphQLQuery(TaskDocument, variables), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual({ task: task1 }));
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(server.requests[0]!.body.toString())).toEqual({
      operationName: 'Task',
      variables: { id: '1' },
      query:
        'query Task($id: ID!) {\n  task(id: $id) {\n    __typename\n    id\n    title\n    status\n  }\n}',
    });
    first.unmount();

    const second = renderHook(() => useGraphQLQuery(TaskDocument, { id: '1' }), { wrapper });
    expect(second.result.current.data).toEqual({ task: task1 });
    expect(second.result.current.isFetching).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  test('cache-and-network: cached data at once, and one request on mount', async () => {
    queryClient.setQueryData(queryKey(TaskDocument, variables), { task: task1 });
    answer({ data: { task: { ...task1, title: 'Fresh' } } });
    const { result } = renderHook(
      () => useGraphQLQuery(TaskDocument, variables, { fetchPolicy: 'cache-and-network' }),
      { wrapper },
    );
    expect(result.current.data).toEqual({ task: task1 });
    expect(result.current.isFetching).toBe(true);
    await waitFor(() => expect(result.current.data?.task?.title).toBe('Fresh'));
    expect(server.requests).toHaveLength(1);
  });

  test('network-only: no cached data shown, one request, the result cached', async () => {
    queryClient.setQueryData(queryKey(TaskDocument, variables), { task: task1 });
    answer({ data: { task: { ...task1, title: 'Fresh' } } });
    const { result } = renderHook(
      () => useGraphQLQuery(TaskDocument, variables, { fetchPolicy: 'network-only' }),
      {
        wrapper,
      },
    );
    expect(result.current.data).toBeUndefined();
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.data?.task?.title).toBe('Fresh'));
    expect(result.current.status).toBe('success');
    expect(server.requests).toHaveLength(1);
    expect(queryClient.getQueryData(queryKey(TaskDocument, variables))).toEqual({
      task: { ...task1, title: 'Fresh' },
    });
  });

  test('no-cache: one request per mount, the result kept from the shared cache and gone on unmount', async () => {
    queryClient.setQueryData(queryKey(TaskDocument, variables), { task: task1 });
    answer({ data: { task: { ...task1, title: 'Private' } } });
    const { result, unmount } = renderHook(
      () => useGraphQLQuery(TaskDocument, variables, { fetchPolicy: 'no-cache' }),
      { wrapper },
    );
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.task?.title).toBe('Private'));
    expect(server.requests).toHaveLength(1);
    expect(queryClient.getQueryData(queryKey(TaskDocument, variables))).toEqual({ task: task1 });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['Task'] })).toHaveLength(2);
    unmount();
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['Task'] })).toHaveLength(1));

    renderHook(() => useGraphQLQuery(TaskDocument, variables, { fetchPolicy: 'no-cache' }), { wrapper });
    await waitFor(() => expect(server.requests).toHaveLength(2));
  });

  test('cache-only: never a request; cached data or undefined, and no error', async () => {
    const empty = renderHook(() => useGraphQLQuery(TaskDocument, variables, { fetchPolicy: 'cache-only' }), {
      wrapper,
    });
    expect(empty.result.current.data).toBeUndefined();
    expect(empty.result.current.error).toBeNull();
    expect(empty.result.current.fetchStatus).toBe('idle');
    empty.unmount();

    queryClient.setQueryData(queryKey(TaskDocument, variables), { task: task1 });
    const cached = renderHook(() => useGraphQLQuery(TaskDocument, variables, { fetchPolicy: 'cache-only' }), {
      wrapper,
    });
    expect(cached.result.current.data).toEqual({ task: task1 });
    // A request, had one been made, would have been seen by now: the cache write above already rendered.
    await act(() => Promise.resolve());
    expect(server.requests).toHaveLength(0);
    expect(fetchCalls).toBe(0);
  });

  test('standby: no request on mount; refetch() makes one', async () => {
    answer({ data: { task: task1 } });
    const { result } = renderHook(
      () => useGraphQLQuery(TaskDocument, variables, { fetchPolicy: 'standby' }),
      {
        wrapper,
      },
    );
    expect(result.current.data).toBeUndefined();
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchCalls).toBe(0);
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toEqual({ task: task1 }));
    expect(server.requests).toHaveLength(1);
  });
});

describe('error policies', () => {
  const partial = {
    data: { task: { ...task1, title: null } },
    errors: [{ message: 'Title is hidden', path: ['task', 'title'], extensions: { code: 'FORBIDDEN' } }],
  };

  test('none: GraphQL errors become one GraphQLErrors carrying errors, code and partial data; no retry', async () => {
    answer(partial);
    const { result } = renderHook(() => useGraphQLQuery(TaskDocument, variables), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    const error = result.current.error as GraphQLErrors;
    expect(error).toBeInstanceOf(GraphQLErrors);
    expect(error.name).toBe('GraphQLErrors');
    expect(error.message).toBe('Title is hidden');
    expect(error.code).toBe('FORBIDDEN');
    expect(error.errors).toEqual(partial.errors);
    expect(error.data).toEqual(partial.data);
    expect(result.current.data).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  test('all: data and errors both given', async () => {
    answer(partial);
    const { result } = renderHook(() => useGraphQLQuery(TaskDocument, variables, { errorPolicy: 'all' }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(partial.data);
    expect(result.current.errors).toEqual(partial.errors);
    expect(result.current.error).toBeNull();
  });

  test('all: a later result without errors clears them', async () => {
    answer(partial);
    const { result } = renderHook(() => useGraphQLQuery(TaskDocument, variables, { errorPolicy: 'all' }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.errors).toEqual(partial.errors));
    answer({ data: { task: task1 } });
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data).toEqual({ task: task1 }));
    expect(result.current.errors).toBeUndefined();
  });

  test('ignore: errors dropped, data given', async () => {
    answer(partial);
    const { result } = renderHook(() => useGraphQLQuery(TaskDocument, variables, { errorPolicy: 'ignore' }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toEqual(partial.data);
    expect(result.current.errors).toBeUndefined();
    expect(result.current.error).toBeNull();
  });
});

describe('cancellation', () => {
  test('unmounting the last observer while in flight aborts the HTTP request', async () => {
    server.respondWith(() => 'hold');
    const arrived = server.nextRequest();
    const { unmount } = renderHook(() => useGraphQLQuery(TaskDocument, variables), { wrapper });
    const request = await arrived;
    unmount();
    await request.closedEarly;
    const query = queryClient.getQueryCache().find({ queryKey: queryKey(TaskDocument, variables) });
    await waitFor(() => expect(query?.state.fetchStatus).toBe('idle'));
    expect(query?.state.status).toBe('pending');
    expect(query?.state.error).toBeNull();
  });

  test('a second observer keeps the request alive when the first unmounts', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.respondWith(async () => {
      await released;
      return jsonReply(JSON.stringify({ data: { task: task1 } }));
    });
    const first = renderHook(() => useGraphQLQuery(TaskDocument, variables), { wrapper });
    const second = renderHook(() => useGraphQLQuery(TaskDocument, variables), { wrapper });
    await waitFor(() => expect(server.requests).toHaveLength(1));
    first.unmount();
    release();
    await waitFor(() => expect(second.result.current.data).toEqual({ task: task1 }));
    expect(server.requests).toHaveLength(1);
  });
});

describe('retries', () => {
  test('a 503 is tried twice more, then fails with the ServerError', async () => {
    answer({ errors: [{ message: 'down' }] }, 503);
    const { result } = renderHook(() => useGraphQLQuery(TaskDocument, variables), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(server.requests).toHaveLength(3);
    const error = result.current.error as ServerError;
    expect(error).toBeInstanceOf(ServerError);
    expect(error.message).toBe('Response not successful: Received status code 503');
    expect(error.statusCode).toBe(503);
    expect(result.current.failureCount).toBe(3);
  });

  test('a 503 then a result: the retry brings the data', async () => {
    let n = 0;
    server.respondWith(() =>
      n++ === 0 ? jsonReply('{}', 503) : jsonReply(JSON.stringify({ data: { task: task1 } })),
    );
    const { result } = renderHook(() => useGraphQLQuery(TaskDocument, variables), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ task: task1 }));
    expect(server.requests).toHaveLength(2);
  });

  test('a 400 is not retried', async () => {
    answer({ errors: [{ message: 'bad' }] }, 400);
    const { result } = renderHook(() => useGraphQLQuery(TaskDocument, variables), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect((result.current.error as ServerError).statusCode).toBe(400);
    expect(server.requests).toHaveLength(1);
  });

  test('GraphQL errors are not retried', async () => {
    answer({ data: null, errors: [{ message: 'No', extensions: { code: 'NOT_FOUND' } }] });
    const { result } = renderHook(() => useGraphQLQuery(TaskDocument, variables), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect((result.current.error as GraphQLErrors).code).toBe('NOT_FOUND');
    expect(server.requests).toHaveLength(1);
  });

  test('a body that is not JSON is not retried', async () => {
    server.respondWith({ status: 200, headers: [['content-type', 'text/html']], body: '<html>proxy</html>' });
    const { result } = renderHook(() => useGraphQLQuery(TaskDocument, variables), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    const error = result.current.error as ServerParseError;
    expect(error).toBeInstanceOf(ServerParseError);
    expect(error.bodyText).toBe('<html>proxy</html>');
    expect(server.requests).toHaveLength(1);
  });

  test('a network failure is tried twice more', async () => {
    const closed = await startExactServer();
    const uri = closed.url;
    await closed.close();
    function offline({ children }: { children: ReactNode }) {
      const client = createGraphQLClient({ uri, fetch: countingFetch });
      return createElement(GraphQLProvider, { client, queryClient }, children);
    }
    const { result } = renderHook(() => useGraphQLQuery(TaskDocument, variables), { wrapper: offline });
    await waitFor(() => expect(result.current.status).toBe('error'));
    // A browser's fetch rejects with a TypeError; happy-dom's with a DOMException named NetworkError.
    expect((result.current.error as Error).name).toBe('NetworkError');
    expect(fetchCalls).toBe(3);
  });

  test('a mutation is never retried, even on a 503', async () => {
    answer({}, 503);
    const { result } = renderHook(() => useGraphQLMutation(MoveDocument), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ id: '1', status: 'DONE' })).rejects.toBeInstanceOf(
        ServerError,
      );
    });
    expect(server.requests).toHaveLength(1);
  });
});

describe('mutations and entity merging', () => {
  const moved = {
    __typename: 'Task',
    id: '1',
    title: 'Write the spec',
    status: 'IN_PROGRESS',
    version: 2,
  } as const;

  test('a result merges into every cached query holding the entity, with no request', async () => {
    const list: TasksData = {
      tasks: [
        { __typename: 'TaskEdge', cursor: 'a', node: task1 },
        { __typename: 'TaskEdge', cursor: 'b', node: task2 },
      ],
    };
    queryClient.setQueryData(queryKey(TasksDocument), list);
    queryClient.setQueryData(queryKey(TaskDocument, variables), { task: task1 });
    answer({ data: { moveTask: moved } });
    const { result } = renderHook(() => useGraphQLMutation(MoveDocument), { wrapper });
    await act(() => result.current.mutateAsync({ id: '1', status: 'IN_PROGRESS' }));
    expect(server.requests).toHaveLength(1);
    const after = queryClient.getQueryData<TasksData>(queryKey(TasksDocument));
    // The cached shape is kept (no `version`: the list did not select it); untouched objects keep their identity.
    expect(after?.tasks[0]?.node).toEqual({
      __typename: 'Task',
      id: '1',
      title: 'Write the spec',
      status: 'IN_PROGRESS',
    });
    expect(after?.tasks[1]).toBe(list.tasks[1]);
    expect(queryClient.getQueryData(queryKey(TaskDocument, variables))).toEqual({
      task: { __typename: 'Task', id: '1', title: 'Write the spec', status: 'IN_PROGRESS' },
    });
  });

  test('mergeResult: false leaves every cached result as it was', async () => {
    queryClient.setQueryData(queryKey(TaskDocument, variables), { task: task1 });
    answer({ data: { moveTask: moved } });
    const { result } = renderHook(() => useGraphQLMutation(MoveDocument, { mergeResult: false }), {
      wrapper,
    });
    expect(await act(() => result.current.mutateAsync({ id: '1', status: 'IN_PROGRESS' }))).toEqual({
      moveTask: moved,
    });
    expect(queryClient.getQueryData(queryKey(TaskDocument, variables))).toEqual({ task: task1 });
  });

  test('GraphQL errors reject with GraphQLErrors and merge nothing', async () => {
    queryClient.setQueryData(queryKey(TaskDocument, variables), { task: task1 });
    answer({ data: null, errors: [{ message: 'Not allowed', extensions: { code: 'INVALID_TRANSITION' } }] });
    const { result } = renderHook(() => useGraphQLMutation(MoveDocument), { wrapper });
    let caught: unknown;
    await act(() =>
      result.current.mutateAsync({ id: '1', status: 'DONE' }).catch((e: unknown) => void (caught = e)),
    );
    expect(caught).toBeInstanceOf(GraphQLErrors);
    expect((caught as GraphQLErrors).code).toBe('INVALID_TRANSITION');
    expect(queryClient.getQueryData(queryKey(TaskDocument, variables))).toEqual({ task: task1 });
  });

  test('an optimistic result shows at once and rolls back on failure', async () => {
    queryClient.setQueryData(queryKey(TaskDocument, variables), { task: task1 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.respondWith(async () => {
      await released;
      return jsonReply(
        JSON.stringify({ errors: [{ message: 'Changed', extensions: { code: 'CONFLICT' } }] }),
      );
    });
    const { result } = renderHook(
      () =>
        useGraphQLMutation(MoveDocument, {
          optimisticResponse: ({ id, status }) => ({
            moveTask: { __typename: 'Task', id, title: 'Write the spec', status, version: 2 },
          }),
        }),
      { wrapper },
    );
    let settled!: Promise<unknown>;
    act(() => {
      settled = result.current.mutateAsync({ id: '1', status: 'DONE' }).catch((e: unknown) => e);
    });
    await waitFor(() =>
      expect(queryClient.getQueryData<TaskData>(queryKey(TaskDocument, variables))?.task?.status).toBe(
        'DONE',
      ),
    );
    release();
    expect(await settled).toBeInstanceOf(GraphQLErrors);
    expect(queryClient.getQueryData(queryKey(TaskDocument, variables))).toEqual({ task: task1 });
  });

  test('a component reading an unchanged entity does not re-render when another one merges', async () => {
    queryClient.setQueryData(queryKey(TasksDocument), {
      tasks: [
        { __typename: 'TaskEdge', cursor: 'a', node: task1 },
        { __typename: 'TaskEdge', cursor: 'b', node: task2 },
      ],
    });
    answer({ data: { moveTask: moved } });
    const renders: string[] = [];
    const nodes: Task[] = [];
    function Title() {
      const { data } = useGraphQLQuery(TasksDocument, undefined);
      const node = data?.tasks[1]?.node;
      if (node) nodes.push(node);
      renders.push(node?.title ?? '');
      return null;
    }
    let mutate!: (v: { id: string; status: string }) => Promise<MoveData>;
    function Mover() {
      mutate = useGraphQLMutation(MoveDocument).mutateAsync;
      return null;
    }
    render(createElement(wrapper, null, createElement(Title), createElement(Mover)));
    await act(() => mutate({ id: '1', status: 'IN_PROGRESS' }));
    // The list re-renders (its data changed) but hands the unchanged task on as the very same object.
    expect(nodes.every((node) => node === task2)).toBe(true);
    expect(renders.at(-1)).toBe('Ship it');
  });
});

describe('provider', () => {
  test('a hook outside GraphQLProvider says what is missing', () => {
    // React reports the thrown error on the console as well; the assertion is on the error itself.
    expect(() => renderHook(() => useGraphQLQuery(TaskDocument, variables))).toThrow(
      'useGraphQLClient: wrap the tree in <GraphQLProvider client={…}>',
    );
  });
});

test('useQuery gets plain TanStack options: nothing pre-defaulted by the layer', () => {
  const options = resolveQueryOptions(createGraphQLClient(), 'query Q { a }', undefined, {}, 'id');
  expect(options).not.toHaveProperty('_defaulted');
  expect(options).not.toHaveProperty('queryHash');
  expect(options.queryKey).toEqual(['Q', {}]);
});
