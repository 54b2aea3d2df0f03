// The Board query fetches each column's first page under an alias; this maps statuses to those aliases.
import type { BoardQuery, TaskStatus } from '../../../generated/graphql';

export type BoardProject = NonNullable<BoardQuery['project']>;
export type ColumnAlias = 'backlog' | 'todo' | 'inProgress' | 'inReview' | 'done' | 'canceled';
export type TaskPage = BoardProject[ColumnAlias];
export type CardTask = TaskPage['edges'][number]['node'];

export const COLUMN_ALIAS: Readonly<Record<TaskStatus, ColumnAlias>> = {
  BACKLOG: 'backlog',
  TODO: 'todo',
  IN_PROGRESS: 'inProgress',
  IN_REVIEW: 'inReview',
  DONE: 'done',
  CANCELED: 'canceled',
};
