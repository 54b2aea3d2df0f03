// A board event applied to the cache with no refetch: the event carries what changed.
import type { QueryClient } from '@tanstack/react-query';
import type { BoardEventsSubscription, BoardQuery } from '../../../generated/graphql';
import { insertIntoList, mergeEntities, removeEntity } from '../../lib/graphql';
import { markProjectsStale } from '../../entities/task/markProjectsStale';
import { addProjectLabel, patchMemberRole, patchProject } from '../../entities/project/projectCache';
import { matchesBoardVariables } from '../../entities/task/boardFilters';
import {
  addTaskToBoards,
  boardHolds,
  labelChanged,
  refilterBoards,
  removeTaskFromBoards,
} from '../../entities/task/boardCache';
import { prependActivity } from '../../entities/activity/prependActivity';

type BoardEvent = BoardEventsSubscription['boardEvents'];
type EventTask = NonNullable<BoardEvent['task']>;

/** Kinds whose whole effect is merging the event's task into the cache (by id, wherever it is held). */
const MERGE_ONLY = new Set<BoardEvent['kind']>(['TASK_UPDATED', 'TASK_MOVED', 'TASK_REORDERED']);
const CHANGES_COUNTS = new Set<BoardEvent['kind']>(['TASK_CREATED', 'TASK_MOVED', 'TASK_DELETED']);

/** A card the boards do not hold may have left a page they have not loaded: those boards are fetched again. */
function refetchBoardsMissing(queryClient: QueryClient, projectKey: string, task: EventTask): void {
  if (boardHolds(queryClient, projectKey, task.id)) return;
  void queryClient.invalidateQueries({
    queryKey: ['Board'],
    predicate: (q) => {
      const v = q.queryKey[1] as Record<string, unknown> | undefined;
      const labels = (q.state.data as BoardQuery | undefined)?.project?.labels;
      return v?.['key'] === projectKey && matchesBoardVariables(task, v, labels);
    },
  });
}

/**
 * A burst of events applied as one by one would: each run of task updates, moves and reorders is merged in one walk
 * of the cached results; other events apply where they stand.
 */
export function applyBoardEvents(
  queryClient: QueryClient,
  events: readonly BoardEvent[],
  viewerId?: string,
): void {
  if (events.some((event) => CHANGES_COUNTS.has(event.kind))) markProjectsStale(queryClient);
  let run: EventTask[] = [];
  const flush = () => {
    if (run.length > 0) mergeEntities(queryClient, run);
    run = [];
  };
  for (const event of events) {
    if (!MERGE_ONLY.has(event.kind)) {
      flush();
      applyEvent(queryClient, event, viewerId);
      continue;
    }
    if (!event.task) continue;
    // Which boards hold the card does not depend on merges (they change fields, not lists): checked in order.
    if (event.kind === 'TASK_MOVED') refetchBoardsMissing(queryClient, event.projectKey, event.task);
    // Filtered boards take or drop the card by its new fields, before the merge hides what it was.
    refilterBoards(queryClient, event.projectKey, event.task, event.seq);
    run.push(event.task);
  }
  flush();
  // Each open task's Activity gets the burst's entries about it in one write.
  prependActivity(queryClient, events);
}

export function applyBoardEvent(queryClient: QueryClient, event: BoardEvent, viewerId?: string): void {
  if (CHANGES_COUNTS.has(event.kind)) markProjectsStale(queryClient);
  applyEvent(queryClient, event, viewerId);
  prependActivity(queryClient, [event]);
}

function applyEvent(queryClient: QueryClient, event: BoardEvent, viewerId?: string): void {
  switch (event.kind) {
    case 'TASK_CREATED':
      if (event.task) addTaskToBoards(queryClient, event.projectKey, event.task, event.seq);
      return;
    case 'TASK_MOVED':
    case 'TASK_UPDATED':
    case 'TASK_REORDERED':
      if (event.task) {
        if (event.kind === 'TASK_MOVED') refetchBoardsMissing(queryClient, event.projectKey, event.task);
        refilterBoards(queryClient, event.projectKey, event.task, event.seq);
        mergeEntities(queryClient, event.task);
      }
      return;
    case 'TASK_DELETED':
      if (event.deletedId) removeTaskFromBoards(queryClient, event.deletedId, event.seq);
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
    case 'MEMBER_ADDED':
      if (event.member) {
        const member = event.member;
        insertIntoList(queryClient, 'Board', ['project', 'members'], member, {
          where: (v) => v['key'] === event.projectKey,
        });
        insertIntoList(queryClient, 'Task', ['task', 'project', 'members'], member, {
          where: (v) => v['projectKey'] === event.projectKey,
        });
        // The settings list selects more of a member (email, joined) than the event carries.
        void queryClient.invalidateQueries({ queryKey: ['ProjectSettings', { key: event.projectKey }] });
        if (member.user.id === viewerId)
          patchProject(queryClient, event.projectKey, { viewerRole: member.role });
      }
      return;
    case 'MEMBER_ROLE_CHANGED':
      if (event.member) {
        const member = event.member;
        patchMemberRole(queryClient, event.projectKey, member.id, member.role);
        if (member.user.id === viewerId)
          patchProject(queryClient, event.projectKey, { viewerRole: member.role });
      }
      return;
    case 'MEMBER_REMOVED':
      if (event.deletedId) removeEntity(queryClient, { __typename: 'Member', id: event.deletedId });
      return;
    case 'PROJECT_UPDATED':
      if (event.project)
        patchProject(queryClient, event.projectKey, {
          name: event.project.name,
          description: event.project.description,
        });
      return;
    case 'PROJECT_ARCHIVED':
    case 'PROJECT_UNARCHIVED':
      if (event.project)
        patchProject(queryClient, event.projectKey, { archivedAt: event.project.archivedAt });
      return;
    case 'LABEL_CREATED':
      if (event.label) addProjectLabel(queryClient, event.projectKey, event.label);
      return;
    case 'LABEL_UPDATED':
      if (event.label) {
        mergeEntities(queryClient, event.label);
        if (event.changedFields.includes('name')) labelChanged(queryClient, event.projectKey);
      }
      return;
    case 'LABEL_DELETED':
      // Cards name labels by id against their project's: out of the project's lists, it is off every card too.
      if (event.deletedId) {
        removeEntity(queryClient, { __typename: 'Label', id: event.deletedId });
        labelChanged(queryClient, event.projectKey);
      }
      return;
    case 'RESYNC':
      return;
  }
}
