// Live Activity, as the app composes it: board events applied through the live feature (handleBoardEvents) put
// their entries on top of the cached Activity of their task, read as the activity feature words them, in a real
// TanStack cache, without a request.
import { createQueryClient } from '../lib/graphql';
import { expect, test } from 'vitest';
import type { BoardEventsSubscription, TaskActivityQuery } from '../../generated/graphql';
import { handleBoardEvents } from '../features/live/handleBoardEvents';
import { activityKey, type ActivityPages } from '../entities/activity/activityPages';
import { activitySentences, sentenceText } from '../features/activity/activitySentences';

type Event = BoardEventsSubscription['boardEvents'];
const ada = { __typename: 'User' as const, id: 'u1', name: 'Ada Lovelace' };
const linus = { __typename: 'User' as const, id: 'u3', name: 'Linus Torvalds' };

const task = (id: string, status: 'TODO' | 'IN_REVIEW') => ({
  __typename: 'Task' as const,
  id,
  number: Number(id.slice(1)),
  key: `LAN-${id.slice(1)}`,
  title: 'Docs',
  status,
  priority: 'MEDIUM' as const,
  dueDate: null,
  version: 2,
  rank: 'a1',
  allowedTransitions: [],
  labelIds: [],
  assignee: null,
  description: '',
  mentions: [],
  commentCount: 0,
  updatedAt: '2026-03-01T10:00:00Z',
});

const event = (kind: Event['kind'], seq: number, extra: Partial<Event>): Event => ({
  __typename: 'BoardEvent',
  kind,
  seq,
  projectKey: 'LAN',
  deletedId: null,
  taskId: null,
  userId: null,
  at: `2026-03-01T10:0${seq}:00Z`,
  changedFields: [],
  actor: ada,
  task: null,
  comment: null,
  member: null,
  project: null,
  label: null,
  ...extra,
});

function firstPage(): TaskActivityQuery {
  return {
    task: {
      __typename: 'Task',
      id: 't3',
      project: { __typename: 'Project', id: 'p1' },
      activity: {
        __typename: 'ActivityConnection',
        pageInfo: { __typename: 'PageInfo', hasNextPage: true, endCursor: 'c2' },
        edges: [
          {
            __typename: 'ActivityEdge',
            cursor: 'c2',
            node: {
              __typename: 'Activity',
              id: 'p1:2',
              seq: 2,
              kind: 'TASK_CREATED',
              at: '2026-03-01T09:00:00Z',
              changedFields: [],
              status: 'TODO',
              actor: ada,
              mentions: [],
            },
          },
        ],
      },
    },
  };
}

test('events about the task go on top, newest first, as sentences; other tasks and already-shown seqs do not', () => {
  const queryClient = createQueryClient();
  const key = activityKey('LAN', 3);
  queryClient.setQueryData<ActivityPages>(key, { pages: [firstPage()], pageParams: [null] });
  const comment = {
    __typename: 'Comment' as const,
    id: 'c1',
    body: 'See @[Linus](user:u3)',
    createdAt: '2026-03-01T10:05:00Z',
    editedAt: null,
    author: ada,
    mentions: [linus],
  };
  const applied = handleBoardEvents(
    queryClient,
    'LAN',
    [
      event('TASK_UPDATED', 2, { task: task('t3', 'TODO'), changedFields: ['title'] }),
      event('TASK_MOVED', 3, { task: task('t3', 'IN_REVIEW'), changedFields: ['status', 'rank'] }),
      event('TASK_UPDATED', 4, { task: task('t4', 'TODO'), changedFields: ['title'] }),
      event('TASK_UPDATED', 5, { task: task('t3', 'IN_REVIEW'), changedFields: ['title', 'priority'] }),
      event('COMMENT_ADDED', 6, { task: task('t3', 'IN_REVIEW'), comment }),
    ],
    { viewerId: 'u1', after: 1 },
  );
  expect(applied.map((e) => e.seq)).toEqual([2, 3, 4, 5, 6]);
  const data = queryClient.getQueryData<ActivityPages>(key)!;
  const nodes = data.pages[0]!.task!.activity.edges.map((e) => e.node);
  expect(nodes.map((n) => [n.id, n.at])).toEqual([
    ['p1:6', '2026-03-01T10:06:00Z'],
    ['p1:5', '2026-03-01T10:05:00Z'],
    ['p1:3', '2026-03-01T10:03:00Z'],
    ['p1:2', '2026-03-01T09:00:00Z'],
  ]);
  expect(nodes.flatMap((n) => activitySentences(n, 'LAN-3').map(sentenceText))).toEqual([
    'Ada Lovelace commented',
    'Ada Lovelace mentioned Linus Torvalds',
    'Ada Lovelace changed title, priority',
    'Ada Lovelace moved LAN-3 to In review',
    'Ada Lovelace created LAN-3 in To do',
  ]);
  // "Show more" still continues from where the fetched page ended.
  expect(data.pages[0]!.task!.activity.pageInfo.endCursor).toBe('c2');
});

test('a task page with no cached Activity is left alone (no entry invented, nothing fetched)', () => {
  const queryClient = createQueryClient();
  handleBoardEvents(queryClient, 'LAN', [event('TASK_MOVED', 2, { task: task('t3', 'IN_REVIEW') })], {
    viewerId: 'u1',
    after: 1,
  });
  expect(queryClient.getQueryCache().findAll({ queryKey: ['TaskActivity'] })).toEqual([]);
});
