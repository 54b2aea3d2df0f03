// A created task appears in its column at once, at its rank, in every cached board whose filter it matches, with the
// column's count raised; no refetch. Shared by "New task" and the columns' quick add.
import type { QueryClient } from '@tanstack/react-query';
import { markProjectsStale } from '../../entities/task/markProjectsStale';
import { addTaskToBoards } from '../../entities/task/boardCache';

export function insertCreatedTask(
  queryClient: QueryClient,
  projectKey: string,
  task: Parameters<typeof addTaskToBoards>[2],
): void {
  addTaskToBoards(queryClient, projectKey, task);
  markProjectsStale(queryClient);
}
