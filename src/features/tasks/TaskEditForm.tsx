// The task's fields as a form for those who may edit: Save carries the version the editor saw, and on CONFLICT the
// current task shows beside the person's own edits, kept for saving again.
import type { ReactNode } from 'react';
import type { Priority } from '../../../generated/graphql';
import { errorCode } from '../../lib/graphql';
import { LIMITS } from '../../lib/validation';
import { ErrorNotice } from '../../components/ErrorNotice';
import { fieldErrorsOf, hasFieldErrors } from '../../components/fieldErrors';
import { isOverdue } from '../../components/format';
import { Markdown } from '../../components/Markdown';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { PRIORITIES, PRIORITY_LABELS } from '../../entities/task/words';
import { PendingNotice } from '../../shared/intents/PendingNotice';
import { ConflictDetails } from './ConflictDetails';
import { NOBODY, type TaskDetails } from './taskEdit';
import type { TaskEditor } from './useTaskEditor';

export interface TaskEditFormProps {
  task: TaskDetails;
  editor: TaskEditor;
  /** Shown beside "Saved": the page offers undo there. */
  undo: ReactNode;
}

export function TaskEditForm({ task, editor, undo }: TaskEditFormProps) {
  const { values, errors, edit, update } = editor;
  const members = task.project.members.map((m) => ({ value: m.user.id, label: m.user.name }));
  const generalError =
    update.error && errorCode(update.error) !== 'CONFLICT' && !hasFieldErrors(fieldErrorsOf(update.error));
  return (
    <form className="form" onSubmit={editor.save} noValidate aria-label="Edit task">
      {editor.conflict ? (
        <div role="alert" className="notice notice-warning">
          <strong>Someone else changed this task.</strong> Its current state is shown under “Current”; the
          form keeps your edits and takes their changes to the fields you left alone. Save again to apply your
          edits.
          <ConflictDetails
            current={editor.conflict.current}
            seen={editor.conflict.seen}
            both={editor.conflict.both}
            onUseCurrent={editor.takeCurrent}
            memberName={(id: string) => members.find((m) => m.value === id)?.label ?? 'Nobody'}
          />
        </div>
      ) : null}
      <TextField
        label="Title"
        name="title"
        value={values.title}
        onChange={edit('title')}
        error={errors['title']}
        maxLength={LIMITS.taskTitleMax}
        trimmed
      />
      <TextField
        label="Description"
        name="description"
        multiline
        value={values.description}
        onChange={edit('description')}
        error={errors['description']}
        maxLength={LIMITS.taskDescriptionMax}
        description="Markdown: **bold**, *italic*, `code`, [links](https://…), - lists"
      />
      {values.description.trim() ? (
        <details className="md-preview" open>
          <summary>Preview</summary>
          <Markdown text={values.description} />
        </details>
      ) : null}
      <div className="form-row">
        <SelectField
          label="Priority"
          options={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
          value={values.priority}
          onChange={(p) => edit('priority')(p as Priority)}
          error={errors['priority']}
        />
        <SelectField
          label="Assignee"
          options={[{ value: NOBODY, label: 'Nobody' }, ...members]}
          value={values.assigneeId}
          onChange={edit('assigneeId')}
          error={errors['assigneeId']}
        />
        <TextField
          label="Due date"
          name="dueDate"
          type="date"
          value={values.dueDate}
          onChange={edit('dueDate')}
          error={errors['dueDate']}
          description={isOverdue(values.dueDate, task.status) ? 'Overdue' : undefined}
        />
      </div>
      {generalError ? <ErrorNotice error={update.error} /> : null}
      <PendingNotice isPaused={update.isPaused || editor.move.isPaused} />
      <div className="form-actions">
        {editor.edits ? (
          <button type="button" className="button" onClick={editor.discard}>
            Discard changes
          </button>
        ) : null}
        {editor.saved ? (
          <span role="status" className="saved">
            Saved
          </span>
        ) : null}
        {editor.saved ? undo : null}
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          Save
        </button>
      </div>
    </form>
  );
}
