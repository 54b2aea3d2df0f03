// The signed-in user's own projects, live (one viewerEvents stream): added, a new role, renamed or removed shows at
// once; a removed member is told so and taken to the projects list.
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import {
  inboxCountKeys,
  inboxKeys,
  myTasksKeys,
  projectsKeys,
  useProjectsQuery,
  useViewerEventsSubscription,
} from '../../../generated/hooks';
import type { ProjectsQuery } from '../../../generated/graphql';
import { cachedProjectName, forgetProject, patchProject } from '../../entities/project/projectCache';
import { removedNotice } from '../../entities/project/liveContext';
import { useViewer } from '../../entities/viewer/useSession';

export function ViewerEventsWatcher() {
  const queryClient = useQueryClient();
  const [pathname, navigate] = useLocation();
  const viewerId = useViewer().data?.viewer?.id;
  useViewerEventsSubscription(undefined, {
    // Items, assignments and counts may have changed while the stream was down: the lists are asked for again.
    onReconnected: () => {
      void inboxKeys.invalidate(queryClient);
      void inboxCountKeys.invalidate(queryClient);
      void myTasksKeys.invalidate(queryClient);
      void projectsKeys.invalidate(queryClient);
    },
    onData: (result) => {
      const received = result.data?.viewerEvents;
      if (!received) return;
      // The inbox and My tasks are asked for again: the service's exact list and count, not a local guess.
      if (received.kind === 'NOTIFIED' || received.kind === 'NOTIFICATIONS_READ') {
        void inboxKeys.invalidate(queryClient);
        void inboxCountKeys.invalidate(queryClient);
        return;
      }
      // Every other event is about a project (only inbox events can be about the account itself).
      const { projectId, projectKey } = received;
      if (projectId == null || projectKey == null) return;
      const event = { ...received, projectId, projectKey };
      const projectsKey = useProjectsQuery.key();
      switch (event.kind) {
        case 'MY_TASKS_CHANGED':
          void myTasksKeys.invalidate(queryClient);
          return;
        // The projects list's counts follow every project's changes, not only those open in this tab.
        case 'TASK_COUNTS_CHANGED':
          void projectsKeys.invalidate(queryClient);
          return;
        case 'MEMBERSHIP_ADDED':
          if (event.project) {
            const added = event.project;
            queryClient.setQueryData<ProjectsQuery>(projectsKey, (prev) =>
              prev && !prev.projects.some((p) => p.id === added.id)
                ? { ...prev, projects: sortByName([...prev.projects, added]) }
                : prev,
            );
            patchProject(queryClient, event.projectKey, { viewerRole: added.viewerRole });
          }
          return;
        case 'ROLE_CHANGED':
          if (event.role) patchProject(queryClient, event.projectKey, { viewerRole: event.role });
          return;
        case 'PROJECT_UPDATED':
          if (event.project) {
            const { name, description } = event.project;
            patchProject(queryClient, event.projectKey, { name, description });
            queryClient.setQueryData<ProjectsQuery>(projectsKey, (prev) =>
              prev ? { ...prev, projects: sortByName(prev.projects) } : prev,
            );
          }
          return;
        case 'MEMBERSHIP_REMOVED': {
          const name = cachedProjectName(queryClient, event.projectKey) ?? event.projectKey;
          queryClient.setQueryData<ProjectsQuery>(projectsKey, (prev) =>
            prev ? { ...prev, projects: prev.projects.filter((p) => p.id !== event.projectId) } : prev,
          );
          forgetProject(queryClient, event.projectKey);
          // Its inbox items went with the membership, and its tasks are no longer mine.
          void inboxKeys.invalidate(queryClient);
          void inboxCountKeys.invalidate(queryClient);
          void myTasksKeys.invalidate(queryClient);
          if (pathname.toUpperCase().startsWith(`/P/${event.projectKey}`)) {
            const notice = removedNotice(name, event.actor.id, viewerId);
            navigate('/projects', { replace: true, state: notice });
          }
          return;
        }
      }
    },
  });
  return null;
}

/** The service lists projects by name (case-insensitive), then key. */
function sortByName<T extends { name: string; key: string }>(projects: T[]): T[] {
  return [...projects].sort(
    (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.key.localeCompare(b.key),
  );
}
