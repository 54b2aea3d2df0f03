// One live subscription per open project, above its screens, so board and task pages share one stream (no gap).
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { errorCode } from '../../lib/graphql';
import { useViewer } from '../../entities/viewer/useSession';
import {
  LiveStatusContext,
  TaskChangesContext,
  removedNotice,
  type TaskChange,
} from '../../entities/project/liveContext';
import { cachedProjectName, forgetProject, resetProject } from '../../entities/project/projectCache';
import { useLiveBoard, type BoardEvent } from './useLiveBoard';
import { useOnline } from './useOnline';

export function LiveProject({ projectKey, children }: { projectKey: string; children: ReactNode }) {
  const viewerId = useViewer().data?.viewer?.id;
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [changes, setChanges] = useState<ReadonlyMap<string, TaskChange>>(new Map());
  const onEvent = (event: BoardEvent) => {
    if (event.kind === 'MEMBER_REMOVED' && event.userId !== null && event.userId === viewerId) {
      const name = cachedProjectName(queryClient, projectKey) ?? projectKey;
      const notice = removedNotice(name, event.actor.id, viewerId);
      forgetProject(queryClient, projectKey);
      navigate('/projects', { replace: true, state: notice });
      return;
    }
    if (event.actor.id === viewerId) return;
    const id = event.kind === 'TASK_DELETED' ? event.deletedId : event.task?.id;
    if (!id) return;
    const kind =
      event.kind === 'TASK_DELETED'
        ? 'deleted'
        : event.kind === 'TASK_UPDATED' || event.kind === 'TASK_MOVED' || event.kind === 'TASK_REORDERED'
          ? 'changed'
          : null;
    if (!kind) return;
    setChanges((prev) =>
      new Map(prev).set(id, { kind, actor: event.actor.name, fields: event.changedFields, seq: event.seq }),
    );
  };
  const { status, error } = useLiveBoard(projectKey, { viewerId, onEvent });
  // The project is no longer this person's: what was kept goes, and the screens ask again ("Not found").
  const gone = errorCode(error) === 'NOT_FOUND';
  useEffect(() => {
    if (!gone) return;
    void resetProject(queryClient, projectKey);
  }, [gone, queryClient, projectKey]);
  const online = useOnline();
  return (
    <LiveStatusContext.Provider value={online ? status : 'offline'}>
      <TaskChangesContext.Provider value={changes}>{children}</TaskChangesContext.Provider>
    </LiveStatusContext.Provider>
  );
}
