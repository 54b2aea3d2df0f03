// Board events applied to a real TanStack cache holding real-shaped Board and Task results.
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../../lib/graphql';
import { describe, expect, test } from 'vitest';
import { useBoardQuery, useTaskQuery } from '../../../generated/hooks';
import type { BoardEventsSubscription, BoardQuery, TaskQuery } from '../../../generated/graphql';
import { applyBoardEvent } from './applyBoardEvent';
import { handleBoardEvent, handleBoardEvents } from './handleBoardEvents';

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
  labelIds: [],
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
      archivedAt: null,
      members: [],
      labels: [],
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
  label: null,
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
  mentions: [],
  commentCount: 0,
  updatedAt: '2026-03-01T10:00:00Z',
});

function setup() {
  const queryClient = createQueryClient();
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
    const queryClient = createQueryClient();
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
        archivedAt: null,
        members: [],
        labels: [],
      },
      mentions: [],
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
      mentions: [],
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

describe('handleBoardEvents (a burst, as a resume replays it)', () => {
  const burst = (): Event[] => [
    event('TASK_UPDATED', { seq: 1, task: liveTask('t1', 'BACKLOG', 'Write the docs', 2) }),
    event('TASK_REORDERED', { seq: 2, task: { ...liveTask('t2', 'TODO', 'Fix the build', 2), rank: 'a9' } }),
    event('TASK_CREATED', { seq: 3, task: liveTask('t9', 'TODO', 'Plan the sprint') }),
    event('TASK_UPDATED', { seq: 3, task: liveTask('t1', 'BACKLOG', 'Replayed twice', 9) }),
    event('TASK_UPDATED', { seq: 4, task: liveTask('t9', 'TODO', 'Plan the next sprint', 2) }),
    event('TASK_MOVED', { seq: 5, task: liveTask('t1', 'TODO', 'Write the docs', 3) }),
    event('TASK_DELETED', { seq: 6, deletedId: 't2' }),
    event('TASK_UPDATED', { seq: 7, task: liveTask('t1', 'TODO', 'Docs, final', 4) }),
  ];
  const options = { viewerId: 'u1', after: 0 };

  test('leaves the cache as applying the events one by one does, in seq order, skipping replayed seqs', () => {
    const one = setup();
    for (const e of burst()) handleBoardEvent(one.queryClient, 'LAN', e, options);
    const together = setup();
    const applied = handleBoardEvents(together.queryClient, 'LAN', burst(), options);
    expect(applied.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const all = together.queryClient.getQueryData<BoardQuery>(together.all);
    expect(all).toEqual(one.queryClient.getQueryData<BoardQuery>(one.all));
    expect(together.queryClient.getQueryData(together.filtered)).toEqual(
      one.queryClient.getQueryData(one.filtered),
    );
    expect(all?.project?.backlog.edges.map((e) => [e.node.title, e.node.status, e.node.version])).toEqual([
      ['Docs, final', 'TODO', 4],
    ]);
    expect(all?.project?.todo.edges.map((e) => [e.node.id, e.node.title])).toEqual([
      ['t9', 'Plan the next sprint'],
    ]);
    expect(all?.project?.todo.totalCount).toBe(1);
    // Resumed again from the start: every event is already applied.
    expect(handleBoardEvents(together.queryClient, 'LAN', burst(), options)).toEqual([]);
  });

  test('a run of task merges writes each cached board once, not once per event', () => {
    const updates = [1, 2, 3].map((seq) =>
      event('TASK_UPDATED', { seq, task: liveTask('t1', 'BACKLOG', `Title ${seq}`, seq + 1) }),
    );
    const writes = (apply: (queryClient: QueryClient) => void) => {
      const { queryClient, all } = setup();
      let count = 0;
      const unsubscribe = queryClient.getQueryCache().subscribe((e) => {
        if (e.type === 'updated' && e.action.type === 'success' && e.query.queryKey === all) count++;
      });
      apply(queryClient);
      unsubscribe();
      return count;
    };
    expect(writes((qc) => updates.forEach((e) => handleBoardEvent(qc, 'LAN', e, options)))).toBe(3);
    expect(writes((qc) => handleBoardEvents(qc, 'LAN', updates, options))).toBe(1);
  });
});

describe('a filtered board follows live changes', () => {
  function filteredSetup(hasNextPage: boolean) {
    const queryClient = createQueryClient();
    const all = useBoardQuery.key({ key: 'LAN' });
    const high = useBoardQuery.key({ key: 'LAN', priority: 'HIGH' });
    queryClient.setQueryData(all, board());
    const fetched = board();
    const todo = {
      ...page([{ ...card('t2', 'TODO', 'Fix the build'), priority: 'HIGH' as const }]),
      totalCount: 7,
    };
    queryClient.setQueryData<BoardQuery>(high, {
      project: {
        ...fetched.project!,
        backlog: page([]),
        todo: { ...todo, pageInfo: { ...todo.pageInfo, hasNextPage, endCursor: hasNextPage ? 't2' : null } },
      },
    });
    const column = () => queryClient.getQueryData<BoardQuery>(high)?.project;
    return { queryClient, high, column };
  }
  const update = (task: ReturnType<typeof liveTask>, seq = 1) =>
    event('TASK_UPDATED', { seq, task, changedFields: ['priority'] });

  test('a task raised to the priority joins its column, counted; one lowered leaves it, counted', () => {
    const { queryClient, column } = filteredSetup(false);
    applyBoardEvent(queryClient, update({ ...liveTask('t1', 'BACKLOG', 'Write docs'), priority: 'HIGH' }));
    expect(column()?.backlog.edges.map((e) => e.node.id)).toEqual(['t1']);
    expect(column()?.backlog.totalCount).toBe(1);
    applyBoardEvent(queryClient, update({ ...liveTask('t2', 'TODO', 'Fix the build'), priority: 'LOW' }, 2));
    expect(column()?.todo.edges).toEqual([]);
    expect(column()?.todo.totalCount).toBe(6);
  });

  test('on a partly loaded board, a task that already matched may be on a later page: it is not added twice', () => {
    const { queryClient, high, column } = filteredSetup(true);
    // t9 is unknown to every cached board: whether it matched before is unknown, so the board is fetched again.
    applyBoardEvent(queryClient, update({ ...liveTask('t9', 'TODO', 'Elsewhere'), priority: 'HIGH' }));
    expect(queryClient.getQueryState(high)?.isInvalidated).toBe(true);
    expect(column()?.todo.totalCount).toBe(7);
    // t1 was MEDIUM on the unfiltered board: it was on no page of this one, so it joins.
    applyBoardEvent(queryClient, update({ ...liveTask('t1', 'BACKLOG', 'Write docs'), priority: 'HIGH' }, 2));
    expect(column()?.backlog.totalCount).toBe(1);
  });
});

describe('labels, live', () => {
  const bug = { __typename: 'Label' as const, id: 'l1', name: 'bug', color: 'RED' as const };
  const labelled = (labelIds: string[]) => ({ ...liveTask('t1', 'BACKLOG', 'Write docs'), labelIds });

  function labelSetup() {
    const queryClient = createQueryClient();
    const all = useBoardQuery.key({ key: 'LAN' });
    const bugs = useBoardQuery.key({ key: 'LAN', labels: ['BUG'] });
    const defects = useBoardQuery.key({ key: 'LAN', labels: ['defect'] });
    const withLabel = (): BoardQuery => ({ project: { ...board().project!, labels: [bug] } });
    queryClient.setQueryData(all, withLabel());
    // Filtered by "bug": no task carries it yet.
    const empty = withLabel();
    const project = empty.project!;
    queryClient.setQueryData<BoardQuery>(bugs, {
      project: { ...project, backlog: page([]), todo: page([]) },
    });
    queryClient.setQueryData<BoardQuery>(defects, {
      project: { ...project, backlog: page([]), todo: page([]) },
    });
    const labelsOf = (key: readonly unknown[]) =>
      queryClient.getQueryData<BoardQuery>(key)?.project?.labels.map((l) => `${l.name}:${l.color}`);
    const backlog = (key: readonly unknown[]) =>
      queryClient.getQueryData<BoardQuery>(key)?.project?.backlog.edges.map((e) => e.node.id);
    return { queryClient, all, bugs, defects, labelsOf, backlog };
  }

  test("a label made, renamed and deleted shows in the project's labels of every cached board", () => {
    const { queryClient, all, bugs, labelsOf } = labelSetup();
    const ui = { ...bug, id: 'l2', name: 'UI', color: 'BLUE' as const };
    applyBoardEvent(queryClient, event('LABEL_CREATED', { label: ui }));
    expect(labelsOf(all)).toEqual(['bug:RED', 'UI:BLUE']);
    applyBoardEvent(
      queryClient,
      event('LABEL_UPDATED', { seq: 2, label: { ...ui, name: 'Interface', color: 'PINK' } }),
    );
    expect(labelsOf(all)).toEqual(['bug:RED', 'Interface:PINK']);
    expect(labelsOf(bugs)).toEqual(['bug:RED', 'Interface:PINK']);
    applyBoardEvent(queryClient, event('LABEL_DELETED', { seq: 3, deletedId: 'l2' }));
    expect(labelsOf(all)).toEqual(['bug:RED']);
  });

  test('a board filtered by a label takes a task given it and drops one that loses it, counted', () => {
    const { queryClient, all, bugs, backlog } = labelSetup();
    applyBoardEvent(
      queryClient,
      event('TASK_UPDATED', { task: labelled(['l1']), changedFields: ['labels'] }),
    );
    expect(backlog(bugs)).toEqual(['t1']);
    expect(queryClient.getQueryData<BoardQuery>(bugs)?.project?.backlog.totalCount).toBe(1);
    expect(queryClient.getQueryData<BoardQuery>(all)?.project?.backlog.edges[0]?.node.labelIds).toEqual([
      'l1',
    ]);
    applyBoardEvent(
      queryClient,
      event('TASK_UPDATED', { seq: 2, task: labelled([]), changedFields: ['labels'] }),
    );
    expect(backlog(bugs)).toEqual([]);
    expect(queryClient.getQueryData<BoardQuery>(bugs)?.project?.backlog.totalCount).toBe(0);
  });

  test('renaming or deleting a label marks the boards filtered by labels stale, asking none again at once', () => {
    const { queryClient, all, bugs, defects } = labelSetup();
    applyBoardEvent(
      queryClient,
      event('LABEL_UPDATED', { label: { ...bug, name: 'defect' }, changedFields: ['name'] }),
    );
    expect(queryClient.getQueryState(defects)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(bugs)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(all)?.isInvalidated).toBe(false);
    expect(queryClient.isFetching()).toBe(0);
    // A new color alone changes no board's tasks.
    const colors = labelSetup();
    applyBoardEvent(
      colors.queryClient,
      event('LABEL_UPDATED', { label: { ...bug, color: 'GREEN' }, changedFields: ['color'] }),
    );
    expect(colors.queryClient.getQueryState(colors.bugs)?.isInvalidated).toBe(false);
    const deleted = labelSetup();
    applyBoardEvent(deleted.queryClient, event('LABEL_DELETED', { deletedId: 'l1' }));
    expect(deleted.queryClient.getQueryState(deleted.bugs)?.isInvalidated).toBe(true);
    expect(deleted.labelsOf(deleted.all)).toEqual([]);
  });
});
