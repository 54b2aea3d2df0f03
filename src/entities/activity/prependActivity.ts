// Live Activity: a board event about a task becomes the newest entry of its cached Activity, without a request.
import type { QueryClient } from '@tanstack/react-query';
import type {
  ActivityFieldsFragment,
  BoardEventsSubscription,
  TaskActivityQuery,
} from '../../../generated/graphql';
import { taskActivityKeys } from '../../../generated/hooks';
import type { ActivityPages } from './activityPages';

type BoardEvent = BoardEventsSubscription['boardEvents'];
type ActivityEdge = NonNullable<TaskActivityQuery['task']>['activity']['edges'][number];

/** The task an event is about (as the service files it under Task.activity), or null for project-level events. */
export function eventTaskId(event: BoardEvent): string | null {
  if (event.kind === 'TASK_DELETED') return event.deletedId ?? null;
  return event.task?.id ?? event.taskId ?? null;
}

/** The entry the service's Task.activity gives for this event (its id is `<project id>:<seq>`). */
export function activityFromEvent(event: BoardEvent, projectId: string): ActivityFieldsFragment {
  const movedOrCreated = event.kind === 'TASK_MOVED' || event.kind === 'TASK_CREATED';
  const commentWritten = event.kind === 'COMMENT_ADDED' || event.kind === 'COMMENT_EDITED';
  return {
    __typename: 'Activity',
    id: `${projectId}:${event.seq}`,
    seq: event.seq,
    kind: event.kind,
    at: event.at,
    changedFields: event.changedFields,
    status: movedOrCreated ? (event.task?.status ?? null) : null,
    actor: event.actor,
    mentions: commentWritten ? (event.comment?.mentions ?? []) : [],
  };
}

function withEntries(data: ActivityPages, events: readonly BoardEvent[]): ActivityPages {
  const [first, ...rest] = data.pages;
  const task = first?.task;
  if (!first || !task) return data;
  const newest = task.activity.edges[0]?.node.seq ?? 0;
  // Newest first; an event the fetched page already shows (it was read after the event committed) is not repeated.
  const added: ActivityEdge[] = events
    .filter((event) => event.seq > newest)
    .sort((a, b) => b.seq - a.seq)
    .map((event) => ({
      __typename: 'ActivityEdge',
      cursor: '',
      node: activityFromEvent(event, task.project.id),
    }));
  if (added.length === 0) return data;
  return {
    ...data,
    pages: [
      {
        ...first,
        task: { ...task, activity: { ...task.activity, edges: [...added, ...task.activity.edges] } },
      },
      ...rest,
    ],
  };
}

export function prependActivity(queryClient: QueryClient, events: readonly BoardEvent[]): void {
  const queries = queryClient.getQueryCache().findAll({ queryKey: taskActivityKeys.all });
  if (queries.length === 0) return;
  for (const query of queries) {
    const data = query.state.data as ActivityPages | undefined;
    const taskId = data?.pages[0]?.task?.id;
    if (!data || !taskId) {
      // Still loading its first page, which may have been read before these events: read it again once.
      if (query.state.fetchStatus === 'fetching' && events.some((e) => eventTaskId(e) !== null))
        void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    const about = events.filter((event) => eventTaskId(event) === taskId);
    if (about.length === 0) continue;
    const next = withEntries(data, about);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}
