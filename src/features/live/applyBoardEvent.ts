// A board event, applied to the cache: created tasks inserted into their column, updates merged by entity id,
// deletions removed, comments added to the open task. No refetch: the event carries what changed.
import type { QueryClient } from '@tanstack/react-query';
import type { BoardEventsSubscription } from '../../../generated/graphql';
import { insertIntoList, mergeEntities, removeEntity } from '../../lib/graphql';
import { markProjectsStale } from '../projects/markProjectsStale';
import { patchMemberRole, patchProject } from './projectCache';
import { matchesBoardVariables } from '../board/boardFilters';
import { addTaskToBoards, boardHolds, removeTaskFromBoards } from '../board/boardCache';

type BoardEvent = BoardEventsSubscription['boardEvents'];

export function applyBoardEvent(queryClient: QueryClient, event: BoardEvent, viewerId?: string): void {
  if (event.kind === 'TASK_CREATED' || event.kind === 'TASK_MOVED' || event.kind === 'TASK_DELETED') {
    markProjectsStale(queryClient);
  }
  switch (event.kind) {
    case 'TASK_CREATED':
      if (event.task) addTaskToBoards(queryClient, event.projectKey, event.task, event.seq);
      return;
    case 'TASK_UPDATED':
    case 'TASK_REORDERED':
      if (event.task) mergeEntities(queryClient, event.task);
      return;
    case 'TASK_MOVED':
      if (event.task) {
        // A card the boards hold moves by its status; one they do not hold may have left a column page they
        // have not loaded, whose count only the service knows: those boards are fetched again (one request).
        const task = event.task;
        if (!boardHolds(queryClient, event.projectKey, task.id)) {
          void queryClient.invalidateQueries({
            queryKey: ['Board'],
            predicate: (q) => {
              const v = q.queryKey[1] as Record<string, unknown> | undefined;
              return v?.['key'] === event.projectKey && matchesBoardVariables(task, v);
            },
          });
        }
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
    case 'RESYNC':
      return;
  }
}
