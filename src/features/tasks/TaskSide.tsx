// The task page's side: its status (a move, for those who may edit), who made it and when, and "Delete task".
import { STATUS_LABELS, WORKFLOW, type TaskStatus } from '../../lib/validation';
import { formatDateTime } from '../../components/format';
import { SelectField } from '../../components/SelectField';
import { DeleteTaskButton } from './DeleteTaskButton';
import { TaskLabels } from './TaskLabels';
import type { TaskDetails } from './taskEdit';
import type { TaskEditor } from './useTaskEditor';

export interface TaskSideProps {
  task: TaskDetails;
  editor: TaskEditor;
  canEdit: boolean;
  canDelete: boolean;
}

export function TaskSide({ task, editor, canEdit, canDelete }: TaskSideProps) {
  const { move, remove } = editor;
  return (
    <aside className="task-side" aria-label="Task details">
      {canEdit ? (
        <SelectField
          label="Status"
          options={[task.status, ...WORKFLOW[task.status]].map((s) => ({
            value: s,
            label: STATUS_LABELS[s],
          }))}
          value={task.status}
          onChange={(s) => {
            if (s !== task.status)
              move.mutate({ id: task.id, status: s as TaskStatus, expectedVersion: task.version });
          }}
        />
      ) : (
        <p>
          <span className="field-label">Status</span> {STATUS_LABELS[task.status]}
        </p>
      )}
      <TaskLabels task={task} labels={task.project.labels} canEdit={canEdit} />
      {editor.notice ? (
        <p role="status" className="notice">
          {editor.notice}
        </p>
      ) : null}
      <dl className="facts">
        <dt>Created by</dt>
        <dd>{task.createdBy.name}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(task.createdAt)}</dd>
        <dt>Updated</dt>
        <dd>{formatDateTime(task.updatedAt)}</dd>
        <dt>Version</dt>
        <dd>{task.version}</dd>
      </dl>
      {canDelete ? (
        <DeleteTaskButton
          onConfirm={() => remove.mutate({ id: task.id })}
          error={remove.error}
          pending={remove.isPending}
        />
      ) : null}
    </aside>
  );
}
