// What each column shows: the service's totalCount adjusted by cards that moved out of the pages holding them, and
// cards in rank order (the service's order), the same live and after a reload.
import { expect, test } from 'vitest';
import type { TaskStatus } from '../../../generated/graphql';
import type { BoardProject, CardTask, TaskPage } from './columns';
import { byRank, groupColumns } from './groupColumns';

const card = (number: number, status: TaskStatus, rank: string): CardTask => ({
  __typename: 'Task',
  id: `t${number}`,
  number,
  key: `LAN-${number}`,
  title: `Task ${number}`,
  status,
  priority: 'MEDIUM',
  dueDate: null,
  version: 1,
  rank,
  allowedTransitions: [],
  labelIds: [],
  assignee: null,
});

const page = (cards: CardTask[], totalCount: number, hasNextPage = false): TaskPage => ({
  __typename: 'TaskConnection',
  totalCount,
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'c' : null },
  edges: cards.map((node) => ({ __typename: 'TaskEdge', cursor: node.id, node })),
});

const project = (todo: TaskPage, inProgress: TaskPage): BoardProject => ({
  __typename: 'Project',
  id: 'p1',
  key: 'LAN',
  name: 'Lanes',
  viewerRole: 'ADMIN',
  seq: 0,
  archivedAt: null,
  members: [],
  labels: [],
  backlog: page([], 0),
  todo,
  inProgress,
  inReview: page([], 0),
  done: page([], 0),
  canceled: page([], 0),
});

test('a column counts the service total, not the cards loaded', () => {
  const views = groupColumns(
    project(page([card(1, 'TODO', 'a1'), card(2, 'TODO', 'a2')], 60, true), page([], 0)),
    {},
  );
  expect(views.TODO).toMatchObject({ count: 60, hasMore: true });
  expect(views.TODO.cards.map((c) => c.number)).toEqual([1, 2]);
});

test('a card moved (optimistically or live) counts in its new column and sits there at its rank', () => {
  const views = groupColumns(
    project(
      page([card(1, 'IN_PROGRESS', 'a0'), card(2, 'TODO', 'a2')], 60, true),
      page([card(3, 'IN_PROGRESS', 'a1')], 1),
    ),
    {},
  );
  expect(views.TODO.count).toBe(59);
  expect(views.IN_PROGRESS.count).toBe(2);
  expect(views.IN_PROGRESS.cards.map((c) => c.number)).toEqual([1, 3]);
});

test('later pages join their column once, and the last page says whether more follow', () => {
  const later = page([card(3, 'TODO', 'a3'), card(2, 'TODO', 'a2')], 3, false);
  const views = groupColumns(
    project(page([card(1, 'TODO', 'a1'), card(2, 'TODO', 'a2')], 3, true), page([], 0)),
    {
      TODO: [later],
    },
  );
  expect(views.TODO.cards.map((c) => c.number)).toEqual([1, 2, 3]);
  expect(views.TODO).toMatchObject({ count: 3, hasMore: false });
});

test('ranks compare by code unit, as the service orders them (COLLATE "C"); ties by number', () => {
  expect(byRank({ number: 1, rank: 'Zz' }, { number: 2, rank: 'a0' })).toBeLessThan(0);
  expect(byRank({ number: 2, rank: 'a0' }, { number: 1, rank: 'a0' })).toBeGreaterThan(0);
});
