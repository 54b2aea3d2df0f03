// Entity merge, removal and insertion on a real QueryClient: what changes, what keeps identity, what is untouched.
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  applyOptimistic,
  attachEntityIndex,
  entityKey,
  insertIntoList,
  mergeEntities,
  PRIVATE_RESULT_META,
  queriesHolding,
  removeEntity,
  updateList,
} from './index';
import { createQueryClient } from '../policies';
import { queryKey } from '../queryKey';
import { documentOf } from '../testing/documentOf';

const ada = { __typename: 'User', id: 'u1', name: 'Ada Lovelace' };
const grace = { __typename: 'User', id: 'u2', name: 'Grace Hopper', email: 'grace@lanes.test' };
const task = (id: string, status: string, assignee: object | null = ada) => ({
  __typename: 'Task',
  id,
  title: `Task ${id}`,
  status,
  assignee,
});
const edge = <T extends { id: string }>(node: T) => ({ __typename: 'TaskEdge', cursor: `c${node.id}`, node });

let queryClient: QueryClient;
beforeEach(() => {
  // The layer's client: no structural sharing, so identities are exactly the ones the merge produced.
  queryClient = createQueryClient();
  attachEntityIndex(queryClient);
});

function board() {
  return {
    project: {
      __typename: 'Project',
      id: 'p1',
      todo: {
        __typename: 'TaskConnection',
        edges: [edge(task('t1', 'TODO')), edge(task('t2', 'TODO', null))],
      },
      done: { __typename: 'TaskConnection', edges: [edge(task('t3', 'DONE'))] },
    },
  };
}

describe('entityKey', () => {
  test('is `Typename:id` for objects with both, undefined otherwise', () => {
    expect(entityKey({ __typename: 'Task', id: '7' })).toBe('Task:7');
    expect(entityKey({ __typename: 'Task', id: 7 })).toBe('Task:7');
    expect(entityKey({ __typename: 'TaskEdge', cursor: 'x' })).toBeUndefined();
    expect(entityKey({ id: '7' })).toBeUndefined();
    expect(entityKey([{ __typename: 'Task', id: '7' }])).toBeUndefined();
    expect(entityKey(null)).toBeUndefined();
  });
});

describe('mergeEntities', () => {
  test('updates every cached occurrence, keeps the cached shape and every unchanged object', () => {
    const before = board();
    queryClient.setQueryData(['Board', { key: 'LAN' }], before);
    queryClient.setQueryData(['Task', { number: 1 }], { task: task('t1', 'TODO') });
    mergeEntities(queryClient, {
      moveTask: { ...task('t1', 'IN_PROGRESS'), version: 3, allowedTransitions: ['TODO'] },
    });
    const after = queryClient.getQueryData<ReturnType<typeof board>>(['Board', { key: 'LAN' }]);
    expect(after?.project.todo.edges[0]?.node).toEqual(task('t1', 'IN_PROGRESS'));
    expect(after?.project.todo.edges[0]?.node.assignee).toBe(before.project.todo.edges[0]?.node.assignee);
    expect(after?.project.todo.edges[1]).toBe(before.project.todo.edges[1]);
    expect(after?.project.done).toBe(before.project.done);
    expect(after?.project).not.toBe(before.project);
    expect(queryClient.getQueryData(['Task', { number: 1 }])).toEqual({ task: task('t1', 'IN_PROGRESS') });
  });

  test('leaves queries without the entity untouched, data and timestamp alike', () => {
    const projects = { projects: [{ __typename: 'Project', id: 'p9', name: 'Other' }] };
    queryClient.setQueryData(['Projects', {}], projects);
    queryClient.setQueryData(['Board', { key: 'LAN' }], board());
    const stamp = queryClient.getQueryState(['Projects', {}])?.dataUpdatedAt;
    mergeEntities(queryClient, { moveTask: task('t1', 'DONE') });
    expect(queryClient.getQueryData(['Projects', {}])).toBe(projects);
    expect(queryClient.getQueryState(['Projects', {}])?.dataUpdatedAt).toBe(stamp);
    expect(queriesHolding(queryClient, ['Task:t1']).map((q) => q.queryKey)).toEqual([
      ['Board', { key: 'LAN' }],
    ]);
  });

  test('a result equal to the cache changes nothing', () => {
    const before = board();
    queryClient.setQueryData(['Board', { key: 'LAN' }], before);
    mergeEntities(queryClient, { task: task('t1', 'TODO') });
    expect(queryClient.getQueryData(['Board', { key: 'LAN' }])).toBe(before);
  });

  test('another entity taking a place arrives in the shape the cached query selected', () => {
    queryClient.setQueryData(['Board', { key: 'LAN' }], board());
    mergeEntities(queryClient, { updateTask: task('t1', 'TODO', grace) });
    const after = queryClient.getQueryData<ReturnType<typeof board>>(['Board', { key: 'LAN' }]);
    expect(after?.project.todo.edges[0]?.node.assignee).toEqual({
      __typename: 'User',
      id: 'u2',
      name: 'Grace Hopper',
    });
    mergeEntities(queryClient, { updateTask: task('t1', 'TODO', null) });
    expect(
      queryClient.getQueryData<ReturnType<typeof board>>(['Board', { key: 'LAN' }])?.project.todo.edges[0]
        ?.node.assignee,
    ).toBeNull();
  });

  test('a nested entity is merged wherever it appears (a renamed user on every card)', () => {
    queryClient.setQueryData(['Board', { key: 'LAN' }], board());
    mergeEntities(queryClient, { updateUser: { ...ada, name: 'Ada King' } });
    const after = queryClient.getQueryData<ReturnType<typeof board>>(['Board', { key: 'LAN' }]);
    expect(after?.project.todo.edges[0]?.node.assignee).toEqual({ ...ada, name: 'Ada King' });
    expect(after?.project.done.edges[0]?.node.assignee).toEqual({ ...ada, name: 'Ada King' });
  });

  test('the index follows writes: queries added later, and ones that no longer hold the entity', () => {
    queryClient.setQueryData(['Task', { number: 1 }], { task: task('t1', 'TODO') });
    queryClient.setQueryData(['Task', { number: 1 }], { task: task('t5', 'TODO') });
    queryClient.setQueryData(['Task', { number: 2 }], { task: task('t1', 'TODO') });
    expect(queriesHolding(queryClient, ['Task:t1']).map((q) => q.queryKey)).toEqual([
      ['Task', { number: 2 }],
    ]);
    queryClient.removeQueries({ queryKey: ['Task', { number: 2 }] });
    expect(queriesHolding(queryClient, ['Task:t1'])).toEqual([]);
  });

  test('an entity a merge brought in is found by the next merge', () => {
    queryClient.setQueryData(['Board', { key: 'LAN' }], board());
    mergeEntities(queryClient, { updateTask: task('t1', 'TODO', grace) });
    mergeEntities(queryClient, { updateUser: { ...grace, name: 'Grace B. Hopper' } });
    const after = queryClient.getQueryData<ReturnType<typeof board>>(['Board', { key: 'LAN' }]);
    expect(after?.project.todo.edges[0]?.node.assignee).toEqual({
      __typename: 'User',
      id: 'u2',
      name: 'Grace B. Hopper',
    });
    insertIntoList(queryClient, 'Board', ['project', 'done', 'edges'], edge(task('t8', 'DONE', grace)));
    mergeEntities(queryClient, { moveTask: task('t8', 'CANCELED', grace) });
    expect(
      queryClient.getQueryData<ReturnType<typeof board>>(['Board', { key: 'LAN' }])?.project.done.edges[1]
        ?.node.status,
    ).toBe('CANCELED');
  });

  test('private (no-cache) results are left alone', () => {
    const privateData = { task: task('t1', 'TODO') };
    queryClient
      .getQueryCache()
      .build(queryClient, {
        queryKey: ['Task', { number: 1 }, { private: 'x' }],
        meta: { [PRIVATE_RESULT_META]: true },
      })
      .setData(privateData);
    mergeEntities(queryClient, { moveTask: task('t1', 'DONE') });
    expect(queryClient.getQueryData(['Task', { number: 1 }, { private: 'x' }])).toBe(privateData);
  });
});

describe('removeEntity', () => {
  test('removes the entity, or the edge wrapping it, from every list in every cached result', () => {
    const before = board();
    queryClient.setQueryData(['Board', { key: 'LAN' }], before);
    queryClient.setQueryData(['Mine', {}], { tasks: [task('t1', 'TODO'), task('t3', 'DONE')] });
    removeEntity(queryClient, { __typename: 'Task', id: 't1' });
    const after = queryClient.getQueryData<ReturnType<typeof board>>(['Board', { key: 'LAN' }]);
    expect(after?.project.todo.edges).toEqual([edge(task('t2', 'TODO', null))]);
    expect(after?.project.todo.edges[0]).toBe(before.project.todo.edges[1]);
    expect(after?.project.done).toBe(before.project.done);
    expect(queryClient.getQueryData(['Mine', {}])).toEqual({ tasks: [task('t3', 'DONE')] });
  });

  test('a field holding the entity outside a list stays (the product decides what a deleted detail shows)', () => {
    const detail = { task: task('t1', 'TODO') };
    queryClient.setQueryData(['Task', { number: 1 }], detail);
    removeEntity(queryClient, { __typename: 'Task', id: 't1' });
    expect(queryClient.getQueryData(['Task', { number: 1 }])).toBe(detail);
  });
});

describe('insertIntoList and updateList', () => {
  test('inserts at the end or the start of the list at the path, once', () => {
    queryClient.setQueryData(['Board', { key: 'LAN' }], board());
    const created = edge(task('t9', 'TODO'));
    insertIntoList(queryClient, 'Board', ['project', 'todo', 'edges'], created);
    insertIntoList(queryClient, 'Board', ['project', 'todo', 'edges'], created);
    const ids = () =>
      queryClient
        .getQueryData<ReturnType<typeof board>>(['Board', { key: 'LAN' }])
        ?.project.todo.edges.map((e) => e.node.id);
    expect(ids()).toEqual(['t1', 't2', 't9']);
    insertIntoList(queryClient, 'Board', ['project', 'todo', 'edges'], edge(task('t0', 'TODO')), {
      at: 'start',
    });
    expect(ids()).toEqual(['t0', 't1', 't2', 't9']);
  });

  test('only into the results whose variables pass `where`', () => {
    queryClient.setQueryData(['Board', { key: 'LAN' }], board());
    queryClient.setQueryData(['Board', { key: 'OPS' }], board());
    insertIntoList(queryClient, 'Board', ['project', 'done', 'edges'], edge(task('t9', 'DONE')), {
      where: (variables) => variables['key'] === 'OPS',
    });
    const count = (key: string) =>
      queryClient.getQueryData<ReturnType<typeof board>>(['Board', { key }])?.project.done.edges.length;
    expect([count('LAN'), count('OPS')]).toEqual([1, 2]);
  });

  test('updateList hands each result its variables', () => {
    queryClient.setQueryData(['Board', { key: 'LAN' }], board());
    updateList(queryClient, 'Board', ['project', 'todo', 'edges'], (list, variables) =>
      variables['key'] === 'LAN' ? list.slice(1) : list,
    );
    expect(
      queryClient.getQueryData<ReturnType<typeof board>>(['Board', { key: 'LAN' }])?.project.todo.edges
        .length,
    ).toBe(1);
  });
});

describe('applyOptimistic', () => {
  test('shows the patch and rolls every touched query back', () => {
    const before = board();
    queryClient.setQueryData(['Board', { key: 'LAN' }], before);
    const rollback = applyOptimistic(queryClient, { moveTask: task('t1', 'IN_PROGRESS') });
    expect(
      queryClient.getQueryData<ReturnType<typeof board>>(['Board', { key: 'LAN' }])?.project.todo.edges[0]
        ?.node.status,
    ).toBe('IN_PROGRESS');
    rollback();
    const after = queryClient.getQueryData<ReturnType<typeof board>>(['Board', { key: 'LAN' }]);
    expect(after).toEqual(before);
    // Only the path to the changed field is new.
    expect(after?.project.done).toBe(before.project.done);
    expect(after?.project.todo.edges[1]).toBe(before.project.todo.edges[1]);
    expect(after?.project.todo.edges[0]?.node.assignee).toBe(before.project.todo.edges[0]?.node.assignee);
  });
});

// Real codegen metadata for the operations of these tests: fields are known by name and arguments.
const BOARD = documentOf(`query Board($key: String!, $first: Int = 50) {
  project(key: $key) {
    id
    name
    todo: tasks(filter: { status: TODO }, first: $first) { edges { node { id title status assignee { id name } } } }
    all: tasks(first: $first) { edges { node { id title } } }
  }
}`);
const RENAME = documentOf(`mutation Rename($id: ID!, $title: String!) {
  renameTask(id: $id, title: $title) { id title }
}`);
const FILTERED = documentOf(`query Filtered($key: String!) {
  project(key: $key) { id tasks(filter: { status: DONE }) { edges { node { id title } } } }
}`);

function cachedBoard() {
  const ada = { __typename: 'User', id: 'u1', name: 'Ada Lovelace' };
  const node = (id: string, title: string) => ({
    __typename: 'Task',
    id,
    title,
    status: 'TODO',
    assignee: ada,
  });
  return {
    project: {
      __typename: 'Project',
      id: 'p1',
      name: 'Launch',
      todo: {
        __typename: 'TaskConnection',
        edges: [
          { __typename: 'TaskEdge', node: node('t1', 'One') },
          { __typename: 'TaskEdge', node: node('t2', 'Two') },
        ],
      },
      all: {
        __typename: 'TaskConnection',
        edges: [{ __typename: 'TaskEdge', node: { __typename: 'Task', id: 't1', title: 'One' } }],
      },
    },
  };
}

function cacheBoard() {
  const key = queryKey(BOARD, { key: 'LAN' });
  queryClient.setQueryData(key, cachedBoard());
  return () => queryClient.getQueryData<ReturnType<typeof cachedBoard>>(key);
}

describe('optimistic rollback per entity and field', () => {
  test('a live change to another entity and to another field of the same entity survives the rollback', () => {
    const board = cacheBoard();
    const rollback = applyOptimistic(queryClient, {
      moveTask: { __typename: 'Task', id: 't1', status: 'DONE' },
    });
    mergeEntities(queryClient, { event: { __typename: 'Task', id: 't2', title: 'Two, renamed' } });
    mergeEntities(queryClient, { event: { __typename: 'Task', id: 't1', title: 'One, renamed' } });
    expect(board()?.project.todo.edges.map((e) => [e.node.title, e.node.status])).toEqual([
      ['One, renamed', 'DONE'],
      ['Two, renamed', 'TODO'],
    ]);
    rollback();
    expect(board()?.project.todo.edges.map((e) => [e.node.title, e.node.status])).toEqual([
      ['One, renamed', 'TODO'],
      ['Two, renamed', 'TODO'],
    ]);
    expect(board()?.project.all.edges[0]?.node.title).toBe('One, renamed');
  });

  test('a live write of the very field the update changed wins over the rollback', () => {
    const board = cacheBoard();
    const rollback = applyOptimistic(queryClient, {
      moveTask: { __typename: 'Task', id: 't1', status: 'DONE' },
    });
    mergeEntities(queryClient, { event: { __typename: 'Task', id: 't1', status: 'IN_REVIEW' } });
    rollback();
    expect(board()?.project.todo.edges[0]?.node.status).toBe('IN_REVIEW');
  });

  test('a query refetched while the update was in flight keeps the service answer', async () => {
    const key = queryKey(BOARD, { key: 'LAN' });
    cacheBoard();
    const rollback = applyOptimistic(queryClient, {
      moveTask: { __typename: 'Task', id: 't1', status: 'DONE' },
    });
    const fetched = cachedBoard();
    fetched.project.todo.edges[0]!.node.status = 'DONE';
    await queryClient.fetchQuery({ queryKey: key, queryFn: () => fetched, staleTime: 0 });
    rollback();
    expect(queryClient.getQueryData(key)).toBe(fetched);
  });
});

describe('a burst merged as one array', () => {
  test('later events win field by field, every entity is updated, in one write', () => {
    const board = cacheBoard();
    const key = queryKey(BOARD, { key: 'LAN' });
    let writes = 0;
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        event.query.queryHash === JSON.stringify(key)
      )
        writes++;
    });
    mergeEntities(queryClient, [
      { event: { __typename: 'Task', id: 't1', title: 'A', status: 'DONE' } },
      { event: { __typename: 'Task', id: 't1', title: 'B' } },
      { event: { __typename: 'Task', id: 't2', status: 'IN_REVIEW' } },
    ]);
    unsubscribe();
    expect(board()?.project.todo.edges.map((e) => [e.node.title, e.node.status])).toEqual([
      ['B', 'DONE'],
      ['Two', 'IN_REVIEW'],
    ]);
    expect(writes).toBe(1);
  });
});

describe('no partial entities', () => {
  test('an incoming entity lacking fields a query selected invalidates that query and merges elsewhere', () => {
    const board = cacheBoard();
    const taskKey = ['Card', {}];
    queryClient.setQueryData(taskKey, {
      task: { __typename: 'Task', id: 't1', title: 'One', assignee: null },
    });
    const seen = queryClient.getQueryCache().find({ queryKey: queryKey(BOARD, { key: 'LAN' }), exact: true });
    // A new assignee without `name`, which the board selected: the board may not show a nameless assignee.
    mergeEntities(queryClient, {
      event: { __typename: 'Task', id: 't1', title: 'One!', assignee: { __typename: 'User', id: 'u2' } },
    });
    expect(board()?.project.todo.edges[0]?.node.assignee).toEqual({
      __typename: 'User',
      id: 'u1',
      name: 'Ada Lovelace',
    });
    expect(board()?.project.todo.edges[0]?.node.title).toBe('One!');
    expect(seen?.state.isInvalidated).toBe(true);
    // The other query selected no more than the event has: it takes the new assignee and stays valid.
    expect(queryClient.getQueryData(taskKey)).toEqual({
      task: { __typename: 'Task', id: 't1', title: 'One!', assignee: { __typename: 'User', id: 'u2' } },
    });
    expect(queryClient.getQueryCache().find({ queryKey: taskKey })?.state.isInvalidated).toBe(false);
  });

  test('a complete incoming entity replaces the cached one without invalidating', () => {
    const board = cacheBoard();
    mergeEntities(queryClient, {
      event: {
        __typename: 'Task',
        id: 't1',
        assignee: { __typename: 'User', id: 'u2', name: 'Grace', email: 'g@x' },
      },
    });
    expect(board()?.project.todo.edges[0]?.node.assignee).toEqual({
      __typename: 'User',
      id: 'u2',
      name: 'Grace',
    });
    expect(
      queryClient.getQueryCache().find({ queryKey: queryKey(BOARD, { key: 'LAN' }) })?.state.isInvalidated,
    ).toBe(false);
  });
});

describe('fields with arguments', () => {
  test('a field merges only into the same field with the same arguments', () => {
    const board = cacheBoard();
    const before = board();
    // tasks(filter: { status: DONE }) from another operation: neither `todo` nor `all` is that field.
    mergeEntities(
      queryClient,
      {
        project: {
          __typename: 'Project',
          id: 'p1',
          name: 'Launch 2',
          tasks: { __typename: 'TaskConnection', edges: [] },
        },
      },
      { document: FILTERED, variables: { key: 'LAN' } },
    );
    expect(board()?.project.name).toBe('Launch 2');
    expect(board()?.project.todo).toBe(before?.project.todo);
    expect(board()?.project.all).toBe(before?.project.all);
  });

  test('the same field and arguments under another alias merge, variables and defaults resolved', () => {
    const board = cacheBoard();
    const other = documentOf(
      `query Other($n: Int) { project(key: "LAN") { id first50: tasks(first: $n) { edges { node { id title } } } } }`,
    );
    mergeEntities(
      queryClient,
      { project: { __typename: 'Project', id: 'p1', first50: { __typename: 'TaskConnection', edges: [] } } },
      { document: other, variables: { n: 50 } },
    );
    expect(board()?.project.all.edges).toEqual([]);
    expect(board()?.project.todo.edges).toHaveLength(2);
  });

  test('a mutation result with its document merges by field name', () => {
    const board = cacheBoard();
    mergeEntities(
      queryClient,
      { renameTask: { __typename: 'Task', id: 't2', title: 'Deux' } },
      {
        document: RENAME,
        variables: { id: 't2', title: 'Deux' },
      },
    );
    expect(board()?.project.todo.edges[1]?.node.title).toBe('Deux');
  });
});
