// A task's page, edited in place: the tasks feature's head (the title), description and properties, with its
// comments and Activity, on one article; "Also here" comes from the route. Comments and Activity are live.
import type { ReactNode } from 'react';
import { useTaskQuery } from '../../../generated/hooks';
import { errorCode } from '../../lib/graphql';
import { can } from '../../lib/validation';
import { ErrorNotice } from '../../components/ErrorNotice';
import { NotFound } from '../../components/NotFound';
import { Skeleton } from '../../components/Skeleton';
import { ArchivedNotice } from '../../entities/project/ArchivedNotice';
import { ViewOnly } from '../../entities/project/ViewOnly';
import { PendingNotice } from '../../shared/intents/PendingNotice';
import { TaskActivity } from '../../features/activity/TaskActivity';
import { CommentList } from '../../features/comments/CommentList';
import { ConflictPanel } from '../../features/tasks/ConflictPanel';
import { TaskDescription } from '../../features/tasks/TaskDescription';
import { TaskHeader } from '../../features/tasks/TaskHeader';
import { TaskLiveNotice, useTaskChangeSinceOpened } from '../../features/tasks/TaskLiveNotice';
import { TaskProperties } from '../../features/tasks/TaskProperties';
import type { TaskDetails } from '../../features/tasks/taskEdit';
import { useTaskEditor } from '../../features/tasks/useTaskEditor';
import { useSetTaskLabels } from '../../entities/task/taskLabels';
import { useViewer } from '../../entities/viewer/useSession';
import { useScreenCommands } from '../../shared/commands/screenCommands';

export function TaskPage(props: { projectKey: string; number: number; presence?: ReactNode }) {
  const { projectKey, number, presence } = props;
  const task = useTaskQuery({ projectKey, number });
  if (task.data?.task === null || errorCode(task.error) === 'NOT_FOUND') return <NotFound what="task" />;
  if (!task.data?.task) {
    if (task.error)
      return (
        <ErrorNotice title="Could not load the task." error={task.error} onRetry={() => task.refetch()} />
      );
    return <Skeleton lines={6} label="Loading the task" />;
  }
  return (
    <TaskView
      task={task.data.task}
      presence={presence}
      error={task.error}
      onRetry={() => task.refetch()}
      refetch={async () => (await task.refetch()).data?.task ?? null}
    />
  );
}

interface TaskViewProps {
  task: TaskDetails;
  presence: ReactNode;
  error: Error | null;
  onRetry: () => void;
  refetch: () => Promise<TaskDetails | null>;
}

function TaskView({ task, presence, error, onRetry, refetch }: TaskViewProps) {
  const role = task.project.viewerRole;
  const editor = useTaskEditor(task, refetch);
  const liveChange = useTaskChangeSinceOpened(task.id, task.project.key);
  // Deleted by someone else: a change could only answer "Task not found"; the edits stay copyable in the notice.
  const deleted = liveChange?.kind === 'deleted';
  // A deleted task or an archived project: one flag takes every change control off the page.
  const readOnly = deleted || Boolean(task.project.archivedAt);
  const canEdit = can(role, 'editTasks') && !readOnly;
  const { title, description } = editor.texts;
  const edits =
    title || description
      ? { title: title?.value ?? task.title, description: description?.value ?? task.description }
      : null;
  const setLabels = useSetTaskLabels();
  const viewerId = useViewer().data?.viewer?.id;
  // The command menu's task actions are this page's own: its status, its assignee and its labels.
  useScreenCommands({
    target: () =>
      canEdit
        ? {
            task,
            labels: task.project.labels,
            move: (status) => editor.move.mutate({ id: task.id, status, expectedVersion: task.version }),
            ...(viewerId ? { assignToMe: () => editor.choose('assigneeId', viewerId) } : {}),
            addLabel: (labelId) => setLabels(task, [...task.labelIds, labelId], task.project.labels),
          }
        : null,
  });
  return (
    <article className="task-detail">
      <TaskHeader task={task} editor={editor} canEdit={canEdit} presence={presence} />
      <ViewOnly role={role} />
      {error ? <ErrorNotice title="Could not refresh the task." error={error} onRetry={onRetry} /> : null}
      {task.project.archivedAt ? (
        <ArchivedNotice projectKey={task.project.key} archivedAt={task.project.archivedAt} role={role} />
      ) : null}
      <TaskLiveNotice taskId={task.id} change={liveChange} edits={edits} />
      {canEdit ? <ConflictPanel task={task} editor={editor} /> : null}
      {canEdit && editor.failure ? <ErrorNotice error={editor.failure} /> : null}
      <PendingNotice isPaused={editor.isPaused} />
      <div className="task-layout">
        <div className="task-main">
          <TaskDescription task={task} editor={editor} canEdit={canEdit} />
          <CommentList task={task} readOnly={readOnly} />
          <TaskActivity projectKey={task.project.key} number={task.number} taskKey={task.key} />
        </div>
        <TaskProperties
          task={task}
          editor={editor}
          canEdit={canEdit}
          canDelete={can(role, 'deleteTask') && !readOnly}
        />
      </div>
    </article>
  );
}
