// A created task appears in its column at once: inserted at the top of the cached board (every cached filter it
// matches), no refetch. Shared by "New task" and the columns' quick add.
import type { QueryClient } from '@tanstack/react-query';
import { insertIntoList } from '../../lib/graphql/react';
import { markProjectsStale } from '../ui/markProjectsStale';
import { matchesBoardVariables } from './boardFilters';
import { COLUMN_ALIAS, type CardTask } from './columns';

export function insertCreatedTask(queryClient: QueryClient, projectKey: string, task: CardTask): void {
  insertIntoList(
    queryClient,
    'Board',
    ['project', COLUMN_ALIAS[task.status], 'edges'],
    { __typename: 'TaskEdge', cursor: '', node: task },
    { at: 'start', where: (v) => v['key'] === projectKey && matchesBoardVariables(task, v) },
  );
  markProjectsStale(queryClient);
}
