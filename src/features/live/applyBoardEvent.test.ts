// Board events applied to a real TanStack cache holding real-shaped Board and Task results.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { useBoardQuery, useTaskQuery } from '../../../generated/hooks';
import type { BoardEventsSubscription, BoardQuery, TaskQuery } from '../../../generated/graphql';
import { applyBoardEvent } from './applyBoardEvent';

type Event = BoardEventsSubscription['boardEvents'];
type Card = NonNullable<BoardQuery['project']>['backlog']['edges'][number]['node'];

const card = (id: string, status: Card['status'], title: string): Card => ({
  __typename: 'Task',
  id,
  number: Number(id.slice(1)),
  key: `LAN-${id.slice(1)}`,
  title,
  status,
  priority: 'MEDIUM',
  dueDate: null,
  version: 1,
  rank: `a${id.slice(1)}`,
  allowedTransitions: [],
  assignee: null,
});

const page = (nodes: Card[]) => ({
  __typename: 'TaskConnection' as const,
  totalCount: nodes.length,
  pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
  edges: nodes.map((node) => ({ __typename: 'TaskEdge' as const, cursor: node.id, node })),
});

function board(): BoardQuery {
  return {
    project: {
      __typename: 'Project',
      id: 'p1',
      key: 'LAN',
      name: 'Lanes',
      viewerRole: 'ADMIN',
      seq: 0,
      members: [],
      backlog: page([card('t1', 'BACKLOG', 'Write docs')]),
      todo: page([card('t2', 'TODO', 'Fix the build')]),
      inProgress: page([]),
      inReview: page([]),
      done: page([]),
      canceled: page([]),
    },
  };
}

const event = (kind: Event['kind'], extra: Partial<Event>): Event => ({
  __typename: 'BoardEvent',
  kind,
  seq: 1,
  projectKey: 'LAN',
  deletedId: null,
  taskId: null,
  userId: null,
  changedFields: [],
  member: null,
  project: null,
  at: '2026-03-01T10:00:00Z',
  actor: { __typename: 'User', id: 'u2', name: 'Grace Hopper' },
  task: null,
  comment: null,
  ...extra,
});

const liveTask = (id: string, status: Card['status'], title: string, version = 1) => ({
  ...card(id, status, title),
  version,
  description: '',
  commentCount: 0,
  updatedAt: '2026-03-01T10:00:00Z',
});

function setup() {
  const queryClient = new QueryClient();
  const all = useBoardQuery.key({ key: 'LAN' });
  const filtered = useBoardQuery.key({ key: 'LAN', text: 'docs' });
  const other = useBoardQuery.key({ key: 'OPS' });
  queryClient.setQueryData(all, board());
  queryClient.setQueryData(filtered, board());
  queryClient.setQueryData(other, board());
  const ids = (key: readonly unknown[], column: 'backlog' | 'todo') =>
    queryClient.getQueryData<BoardQuery>(key)?.project?.[column].edges.map((e) => e.node.id);
  return { queryClient, all, filtered, other, ids };
}

describe('applyBoardEvent', () => {
  test('a created task goes to its rank in its column on the boards of its project whose filter it matches, counted once', () => {
    const { queryClient, all, filtered, other, ids } = setup();
    const total = (key: readonly unknown[]) =>
      queryClient.getQueryData<BoardQuery>(key)?.project?.todo.totalCount;
    applyBoardEvent(queryClient, event('TASK_CREATED', { task: liveTask('t9', 'TODO', 'Plan the sprint') }));
    expect(ids(all, 'todo')).toEqual(['t2', 't9']);
    expect(total(all)).toBe(2);
    applyBoardEvent(
      queryClient,
      event('TASK_CREATED', { task: { ...liveTask('t0', 'TODO', 'Plan'), rank: 'a0' } }),
    );
    expect(ids(all, 'todo')).toEqual(['t0', 't2', 't9']);
    expect(ids(filtered, 'todo')).toEqual(['t2']);
    expect(total(filtered)).toBe(1);
    expect(ids(other, 'todo')).toEqual(['t2']);
    // A replayed event (a resumed stream) changes nothing the second time.
    applyBoardEvent(queryClient, event('TASK_CREATED', { task: liveTask('t9', 'TODO', 'Plan the sprint') }));
    expect(ids(all, 'todo')).toEqual(['t0', 't2', 't9']);
    expect(total(all)).toBe(3);
  });

  test('an event a board result already reflects (fetched after it) is not counted again', () => {
    const { queryClient, all, ids } = setup();
    const fetched = queryClient.getQueryData<BoardQuery>(all)!;
    queryClient.setQueryData<BoardQuery>(all, { project: { ...fetched.project!, seq: 5 } });
    applyBoardEvent(queryClient, event('TASK_CREATED', { seq: 5, task: liveTask('t9', 'TODO', 'Plan') }));
    expect(ids(all, 'todo')).toEqual(['t2']);
    expect(queryClient.getQueryData<BoardQuery>(all)?.project?.todo.totalCount).toBe(1);
    applyBoardEvent(queryClient, event('TASK_CREATED', { seq: 6, task: liveTask('t9', 'TODO', 'Plan') }));
    expect(queryClient.getQueryData<BoardQuery>(all)?.project?.todo.totalCount).toBe(2);
  });

  test('a moved task is merged by id: its status and version change where it is cached', () => {
    const { queryClient, all } = setup();
    applyBoardEvent(queryClient, event('TASK_MOVED', { task: liveTask('t1', 'TODO', 'Write docs', 2) }));
    const node = queryClient.getQueryData<BoardQuery>(all)?.project?.backlog.edges[0]?.node;
    expect(node).toMatchObject({ id: 't1', status: 'TODO', version: 2 });
  });

  test('a deleted task leaves every board', () => {
    const { queryClient, all, filtered, ids } = setup();
    applyBoardEvent(queryClient, event('TASK_DELETED', { deletedId: 't1' }));
    expect(ids(all, 'backlog')).toEqual([]);
    expect(ids(filtered, 'backlog')).toEqual([]);
    expect(queryClient.getQueryData<BoardQuery>(all)?.project?.backlog.totalCount).toBe(0);
    applyBoardEvent(queryClient, event('TASK_DELETED', { deletedId: 't1' }));
    expect(queryClient.getQueryData<BoardQuery>(all)?.project?.backlog.totalCount).toBe(0);
  });

  test('a comment is added to the open task it belongs to, and removed when deleted', () => {
    const queryClient = new QueryClient();
    const key = useTaskQuery.key({ projectKey: 'LAN', number: 1 });
    const task = {
      ...liveTask('t1', 'BACKLOG', 'Write docs'),
      createdAt: '',
      createdBy: { __typename: 'User' as const, id: 'u1', name: 'Ada Lovelace' },
      project: {
        __typename: 'Project' as const,
        id: 'p1',
        key: 'LAN',
        name: 'Lanes',
        viewerRole: 'ADMIN' as const,
        seq: 0,
        members: [],
      },
      comments: [],
    };
    queryClient.setQueryData<TaskQuery>(key, { task });
    const comment = {
      __typename: 'Comment' as const,
      id: 'c1',
      body: 'Looks good',
      createdAt: '2026-03-01T10:00:00Z',
      editedAt: null,
      author: { __typename: 'User' as const, id: 'u2', name: 'Grace Hopper' },
    };
    applyBoardEvent(
      queryClient,
      event('COMMENT_ADDED', {
        task: { ...liveTask('t1', 'BACKLOG', 'Write docs'), commentCount: 1 },
        comment,
      }),
    );
    expect(queryClient.getQueryData<TaskQuery>(key)?.task?.comments.map((c) => c.body)).toEqual([
      'Looks good',
    ]);
    expect(queryClient.getQueryData<TaskQuery>(key)?.task?.commentCount).toBe(1);
    applyBoardEvent(queryClient, event('COMMENT_DELETED', { deletedId: 'c1', taskId: 't1' }));
    expect(queryClient.getQueryData<TaskQuery>(key)?.task?.comments).toEqual([]);
  });
});
