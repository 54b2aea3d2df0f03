// A task's page: the tasks feature's header, form (or facts) and side, its comments and its Activity, on one
// article; a change's undo is the undo feature's button. Comments and Activity are live.
import { useTaskQuery } from '../../../generated/hooks';
import { errorCode } from '../../lib/graphql';
import { can } from '../../lib/validation';
import { ErrorNotice } from '../../components/ErrorNotice';
import { NotFound } from '../../components/NotFound';
import { Skeleton } from '../../components/Skeleton';
import { ArchivedNotice } from '../../entities/project/ArchivedNotice';
import { TaskActivity } from '../../features/activity/TaskActivity';
import { CommentList } from '../../features/comments/CommentList';
import { ReadOnlyTask } from '../../features/tasks/ReadOnlyTask';
import { TaskEditForm } from '../../features/tasks/TaskEditForm';
import { TaskHeader } from '../../features/tasks/TaskHeader';
import { TaskLiveNotice, useTaskChangeSinceOpened } from '../../features/tasks/TaskLiveNotice';
import { TaskSide } from '../../features/tasks/TaskSide';
import type { TaskDetails } from '../../features/tasks/taskEdit';
import { useTaskEditor } from '../../features/tasks/useTaskEditor';
import { UndoButton } from '../../features/undo/UndoButton';
import { useSetTaskLabels } from '../../entities/task/taskLabels';
import { useScreenCommands } from '../../shared/commands/screenCommands';

export function TaskPage({ projectKey, number }: { projectKey: string; number: number }) {
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
      error={task.error}
      onRetry={() => task.refetch()}
      refetch={async () => (await task.refetch()).data?.task ?? null}
    />
  );
}

interface TaskViewProps {
  task: TaskDetails;
  error: Error | null;
  onRetry: () => void;
  refetch: () => Promise<TaskDetails | null>;
}

function TaskView({ task, error, onRetry, refetch }: TaskViewProps) {
  const role = task.project.viewerRole;
  const editor = useTaskEditor(task, refetch);
  const liveChange = useTaskChangeSinceOpened(task.id, task.project.key);
  // Deleted by someone else: a save could only answer "Task not found"; the edits stay copyable in the notice.
  const deleted = liveChange?.kind === 'deleted';
  // A deleted task or an archived project: one flag takes every change control off the page.
  const readOnly = deleted || Boolean(task.project.archivedAt);
  const canEdit = can(role, 'editTasks') && !readOnly;
  const setLabels = useSetTaskLabels();
  // The command menu's task actions are this page's own: its move and its labels.
  useScreenCommands({
    target: () =>
      canEdit
        ? {
            task,
            labels: task.project.labels,
            move: (status) => editor.move.mutate({ id: task.id, status, expectedVersion: task.version }),
            addLabel: (labelId) => setLabels(task, [...task.labelIds, labelId], task.project.labels),
          }
        : null,
  });
  return (
    <article className="task-detail">
      <TaskHeader task={task} />
      {error ? <ErrorNotice title="Could not refresh the task." error={error} onRetry={onRetry} /> : null}
      {task.project.archivedAt ? (
        <ArchivedNotice projectKey={task.project.key} archivedAt={task.project.archivedAt} role={role} />
      ) : null}
      <TaskLiveNotice taskId={task.id} change={liveChange} edits={editor.edits} />
      <div className="task-layout">
        <div className="task-main">
          {canEdit ? (
            <TaskEditForm task={task} editor={editor} undo={<UndoButton />} />
          ) : (
            <ReadOnlyTask task={task} />
          )}
          <CommentList task={task} readOnly={readOnly} />
          <TaskActivity projectKey={task.project.key} number={task.number} taskKey={task.key} />
        </div>
        <TaskSide
          task={task}
          editor={editor}
          canEdit={canEdit}
          canDelete={can(role, 'deleteTask') && !readOnly}
        />
      </div>
    </article>
  );
}
