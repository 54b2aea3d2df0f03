// The task's properties beside its text: status, priority, assignee, due date and labels, each taking effect when chosen
// (for those who may edit), then who made it and when, and "Delete task". A new property takes a row here.
import { useState } from 'react';
import { STATUS_LABELS, WORKFLOW, canBeAssigned, type TaskStatus } from '../../lib/validation';
import { formatDateTime, isOverdue } from '../../components/format';
import { RelativeDate } from '../../components/RelativeDate';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { PRIORITIES, PRIORITY_LABELS } from '../../entities/task/words';
import { DeleteTaskButton } from './DeleteTaskButton';
import { TaskLabels } from './TaskLabels';
import { fieldsOf, NOBODY, type TaskDetails } from './taskEdit';
import type { TaskEditor } from './useTaskEditor';

export interface TaskPropertiesProps {
  task: TaskDetails;
  editor: TaskEditor;
  canEdit: boolean;
  canDelete: boolean;
}

export function TaskProperties({ task, editor, canEdit, canDelete }: TaskPropertiesProps) {
  const { move, remove } = editor;
  const values = fieldsOf(task);
  const overdue = isOverdue(task.dueDate, task.status);
  return (
    <aside className="task-side" aria-label="Task details">
      {canEdit ? (
        <div className="properties">
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
          <SelectField
            label="Priority"
            options={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
            value={values.priority}
            onChange={(p) => editor.choose('priority', p)}
            error={editor.errors['priority']}
          />
          <SelectField
            label="Assignee"
            options={[
              { value: NOBODY, label: 'Nobody' },
              // Only those who may change tasks; a viewer who holds the task still shows as its assignee.
              ...task.project.members
                .filter((m) => canBeAssigned(m.role) || m.user.id === task.assignee?.id)
                .map((m) => ({ value: m.user.id, label: m.user.name })),
            ]}
            value={values.assigneeId}
            onChange={(id) => editor.choose('assigneeId', id)}
            error={editor.errors['assigneeId']}
          />
          <DueDateField
            value={values.dueDate}
            overdue={overdue}
            error={editor.errors['dueDate']}
            onChoose={(date) => editor.choose('dueDate', date)}
          />
        </div>
      ) : (
        <dl className="properties facts">
          <dt>Status</dt>
          <dd>{STATUS_LABELS[task.status]}</dd>
          <dt>Priority</dt>
          <dd>{PRIORITY_LABELS[task.priority]}</dd>
          <dt>Assignee</dt>
          <dd>{task.assignee?.name ?? 'Nobody'}</dd>
          <dt>Due date</dt>
          <dd>
            {task.dueDate ? <RelativeDate date={task.dueDate} /> : 'None'}
            {overdue ? <span className="overdue overdue-label">Overdue</span> : null}
          </dd>
        </dl>
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

/** A complete date as the date field gives it: typing a year passes through years like 0002, which are not sent. */
function isWholeDate(value: string): boolean {
  return /^(19|[2-9]\d)\d\d-\d\d-\d\d$/.test(value);
}

/** A date is chosen from the picker or typed: sent once it is whole (or cleared), or when the field is left. */
function DueDateField(props: {
  value: string;
  overdue: boolean;
  error?: string;
  onChoose: (date: string) => void;
}) {
  const { value, overdue, error, onChoose } = props;
  const [text, setText] = useState(value);
  // Someone else's change shows here too, unless this person is typing one.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const choose = (date: string) => {
    if (date !== value && (date === '' || isWholeDate(date))) onChoose(date);
  };
  return (
    <TextField
      label="Due date"
      name="dueDate"
      type="date"
      value={text}
      onChange={(date) => {
        setText(date);
        choose(date);
      }}
      onBlur={() => choose(text)}
      error={error}
      description={overdue ? 'Overdue' : undefined}
    />
  );
}
