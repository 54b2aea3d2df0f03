// A board event, applied to the cache: created tasks inserted into their column, updates merged by entity id,
// deletions removed, comments added to the open task. No refetch: the event carries what changed.
import type { QueryClient } from '@tanstack/react-query';
import type { BoardEventsSubscription } from '../../../generated/graphql';
import { insertIntoList, mergeEntities, removeEntity } from '../../lib/graphql';
import { markProjectsStale } from '../projects/markProjectsStale';
import { matchesBoardVariables } from '../board/boardFilters';
import { COLUMN_ALIAS } from '../board/columns';

type BoardEvent = BoardEventsSubscription['boardEvents'];

export function applyBoardEvent(queryClient: QueryClient, event: BoardEvent): void {
  if (event.kind === 'TASK_CREATED' || event.kind === 'TASK_MOVED' || event.kind === 'TASK_DELETED') {
    markProjectsStale(queryClient);
  }
  switch (event.kind) {
    case 'TASK_CREATED':
      if (event.task) {
        const task = event.task;
        insertIntoList(
          queryClient,
          'Board',
          ['project', COLUMN_ALIAS[task.status], 'edges'],
          { __typename: 'TaskEdge', cursor: '', node: task },
          { at: 'start', where: (v) => v['key'] === event.projectKey && matchesBoardVariables(task, v) },
        );
      }
      return;
    case 'TASK_UPDATED':
    case 'TASK_MOVED':
      if (event.task) mergeEntities(queryClient, event.task);
      return;
    case 'TASK_DELETED':
      if (event.deletedId) removeEntity(queryClient, { __typename: 'Task', id: event.deletedId });
      return;
    case 'COMMENT_ADDED':
      if (event.comment && event.task) {
        const task = event.task;
        insertIntoList(queryClient, 'Task', ['task', 'comments'], event.comment, {
          where: (v) => v['projectKey'] === event.projectKey && v['number'] === task.number,
        });
        mergeEntities(queryClient, task);
      }
      return;
    case 'COMMENT_EDITED':
      if (event.comment) mergeEntities(queryClient, event.comment);
      return;
    case 'COMMENT_DELETED':
      if (event.deletedId) removeEntity(queryClient, { __typename: 'Comment', id: event.deletedId });
      if (event.task) mergeEntities(queryClient, event.task);
      return;
  }
}
