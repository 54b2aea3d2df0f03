// Entity merging, removal and insertion on a real QueryClient: what changes, what keeps its identity, and which
// queries are left alone.
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
} from './cache';
import { createQueryClient } from './policies';

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
    expect(queryClient.getQueryData(['Board', { key: 'LAN' }])).toBe(before);
  });
});
