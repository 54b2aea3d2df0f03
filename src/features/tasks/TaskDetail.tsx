// Task detail: every field, editable as the role allows; Save carries the version the editor saw, and on CONFLICT
// the current task shows beside the user's own edits, kept for re-applying. Comments are live.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import {
  useTaskQuery,
  UpdateTaskDocument,
  MoveTaskDocument,
  DeleteTaskDocument,
} from '../../../generated/hooks';
import type { Priority, TaskQuery, TaskStatus, UpdateTaskInput } from '../../../generated/graphql';
import { errorCode } from '../../lib/graphql';
import { removeTaskFromBoards } from '../../entities/task/boardCache';
import { LIMITS, can, validateTask } from '../../lib/validation';
import { CommentList } from '../comments/CommentList';
import { TaskActivity } from '../activity/TaskActivity';
import { useLiveStatus } from '../live/LiveProject';
import { LiveStatus } from '../../components/LiveStatus';
import { ErrorNotice } from '../../components/ErrorNotice';
import { fieldErrorsOf, hasFieldErrors, recheck, type FieldErrors } from '../../components/fieldErrors';
import { formatDate, formatDateTime, isOverdue } from '../../components/format';
import { Markdown } from '../../components/Markdown';
import { ConflictDetails } from './ConflictDetails';
import { changedSince, rebaseEdits } from '../../components/editBase';
import { ArchivedNotice } from '../../entities/project/ArchivedNotice';
import { DeleteTaskButton } from './DeleteTaskButton';
import { NotFound } from '../../components/NotFound';
import { SelectField } from '../../components/SelectField';
import { Skeleton } from '../../components/Skeleton';
import { TextField } from '../../components/TextField';
import { PRIORITIES, PRIORITY_LABEL, STATUS_LABEL, TRANSITIONS } from '../../entities/task/labels';
import { moveErrorMessage } from '../../entities/task/moveErrorMessage';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import { useDraft } from '../../components/useDraft';
import { PendingNotice } from '../../shared/intents/PendingNotice';
import { TaskLiveNotice, useTaskChangeSinceOpened } from './TaskLiveNotice';
import { markProjectsStale } from '../../entities/project/markProjectsStale';
import { UndoButton } from '../undo/UndoButton';
import type { FieldValues } from '../../shared/undo/undoStack';

export type TaskDetails = NonNullable<TaskQuery['task']>;

export function TaskDetail({ projectKey, number }: { projectKey: string; number: number }) {
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

interface Fields {
  title: string;
  description: string;
  priority: Priority;
  assigneeId: string;
  dueDate: string;
}

interface EditDraft {
  /** null while the user has not changed anything. */
  fields: Fields | null;
  /** The version the user's edits started from: Save sends it as expectedVersion. */
  baseVersion: number;
  /** The task's fields when the edits started (the conflict panel marks what changed since). */
  base?: Fields;
}

const NOBODY = 'nobody';

function fieldsOf(task: TaskDetails): Fields {
  return {
    title: task.title,
    description: task.description,
    priority: task.priority,
    assigneeId: task.assignee?.id ?? NOBODY,
    dueDate: task.dueDate ?? '',
  };
}

function TaskView({
  task,
  error,
  onRetry,
  refetch,
}: {
  task: TaskDetails;
  error: Error | null;
  onRetry: () => void;
  refetch: () => Promise<TaskDetails | null>;
}) {
  const role = task.project.viewerRole;
  const liveStatus = useLiveStatus();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [draft, setDraft, clearDraft] = useDraft<EditDraft>(`task:${task.id}`, {
    fields: null,
    baseVersion: task.version,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ current: Fields; seen: Fields; both: (keyof Fields)[] } | null>(
    null,
  );
  const [saved, setSaved] = useState(false);
  const liveChange = useTaskChangeSinceOpened(task.id, task.project.key);
  // Deleted by someone else: a save could only answer "Task not found"; the edits stay copyable in the notice.
  const deleted = liveChange?.kind === 'deleted';
  // A deleted task or an archived project: one flag takes every change control off the page.
  const readOnly = deleted || Boolean(task.project.archivedAt);
  const canEdit = can(role, 'editTasks') && !readOnly;
  const current = fieldsOf(task);
  const values = draft.fields ?? current;
  const baseVersion = draft.fields ? draft.baseVersion : task.version;

  // The fields as they were when Save was pressed, for undoing what it changed.
  const beforeSave = useRef<FieldValues>({});
  const undoEntry = (before: FieldValues, after: FieldValues) => ({
    taskId: task.id,
    projectKey: task.project.key,
    number: task.number,
    key: task.key,
    before,
    after,
  });
  const update = useIntentMutation(UpdateTaskDocument, {
    undoable: (data) => {
      const after = data.updateTask;
      const now: FieldValues = {
        title: after.title,
        description: after.description,
        priority: after.priority,
        assigneeId: after.assignee?.id ?? null,
        dueDate: after.dueDate ?? null,
      };
      const changed = Object.keys(beforeSave.current) as (keyof FieldValues)[];
      return {
        entry: {
          kind: 'edit',
          ...undoEntry(beforeSave.current, Object.fromEntries(changed.map((f) => [f, now[f] ?? null]))),
        },
      };
    },
    onSuccess: () => {
      clearDraft();
      setConflict(null);
      setSaved(true);
    },
    onError: async (err) => {
      setErrors(fieldErrorsOf(err));
      if (errorCode(err) === 'CONFLICT') {
        // What the user saw when they started editing: the conflict panel marks the fields that differ from it.
        const seen = draft.base ?? current;
        const mine = draft.fields ?? values;
        const fresh = await refetch();
        if (fresh) {
          // The edits move onto the current version, so Save again sends only this person's own changes.
          const now = fieldsOf(fresh);
          const { fields, both } = rebaseEdits(seen, mine, now);
          setConflict({ current: now, seen, both });
          setDraft({ fields, baseVersion: fresh.version, base: now });
        }
      }
    },
  });
  const move = useIntentMutation(MoveTaskDocument, {
    undoable: (data) => ({
      entry: {
        kind: 'move',
        ...undoEntry({ status: task.status }, { status: data.moveTask.status }),
      },
      notice: {
        text: `Saved: ${task.key} moved`,
        tone: 'saved',
        path: `/p/${task.project.key}/t/${task.number}`,
      },
    }),
    optimisticResponse: (v) => ({
      moveTask: {
        ...task,
        status: v.status,
        version: v.expectedVersion + 1,
        allowedTransitions: [...TRANSITIONS[v.status]],
        updatedAt: new Date().toISOString(),
      },
    }),
    onError: (err) => setNotice(moveErrorMessage(task.key, err)),
    onSuccess: (data) => {
      setNotice(null);
      // Its own "Saved" notice (with its Undo) replaces the one an earlier save left beside Save.
      setSaved(false);
      markProjectsStale(queryClient);
      // A move raises the version: edits in progress carry on from it (a move does not touch edited fields).
      setDraft((d) => (d.fields ? { ...d, baseVersion: data.moveTask.version } : d));
    },
  });
  const remove = useIntentMutation(DeleteTaskDocument, {
    undoable: () => ({
      entry: { kind: 'delete', ...undoEntry({}, {}) },
      notice: { text: `Saved: ${task.key} deleted`, tone: 'saved', path: `/p/${task.project.key}` },
    }),
    onSuccess: () => {
      removeTaskFromBoards(queryClient, task.id);
      markProjectsStale(queryClient);
      clearDraft();
      navigate(`/p/${task.project.key}`, { replace: true });
    },
  });

  const edit =
    <K extends keyof Fields>(field: K) =>
    (value: Fields[K]) => {
      setNotice(null);
      setSaved(false);
      const next = { ...values, [field]: value };
      setErrors((prev) => recheck(prev, field, validateTask({ ...next, dueDate: next.dueDate || null })));
      setDraft((d) => ({
        fields: { ...(d.fields ?? current), [field]: value },
        baseVersion: d.fields ? d.baseVersion : task.version,
        base: d.fields ? d.base : current,
      }));
    };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTask({
      title: values.title,
      description: values.description,
      dueDate: values.dueDate || null,
    });
    setErrors(found);
    if (hasFieldErrors(found)) return;
    // Only what this person changed: a field someone else changed meanwhile is never sent back as it was.
    const input: UpdateTaskInput = { id: task.id, expectedVersion: baseVersion };
    for (const field of changedSince(draft.base ?? current, { ...values, title: values.title.trim() })) {
      if (field === 'title') input.title = values.title.trim();
      else if (field === 'description') input.description = values.description;
      else if (field === 'priority') input.priority = values.priority;
      else if (field === 'assigneeId')
        input.assigneeId = values.assigneeId === NOBODY ? null : values.assigneeId;
      else input.dueDate = values.dueDate || null;
    }
    // One intent, one change: nothing edited is nothing sent (and the version stays).
    if (Object.keys(input).length === 2) {
      clearDraft();
      setNotice('No changes to save.');
      return;
    }
    const wire: FieldValues = {
      title: task.title,
      description: task.description,
      priority: task.priority,
      assigneeId: task.assignee?.id ?? null,
      dueDate: task.dueDate ?? null,
    };
    beforeSave.current = Object.fromEntries(
      Object.entries(wire).filter(([field]) => field in input),
    ) as FieldValues;
    update.mutate({ input });
  };

  const members = task.project.members.map((m) => ({ value: m.user.id, label: m.user.name }));
  const generalError =
    update.error && errorCode(update.error) !== 'CONFLICT' && !hasFieldErrors(fieldErrorsOf(update.error));
  return (
    <article className="task-detail">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to={`/p/${task.project.key}`}>{task.project.name}</Link> <span aria-hidden="true">/</span>{' '}
        {task.key}
      </nav>
      <div className="page-header">
        <h1>
          <span className="card-key">{task.key}</span> <span dir="auto">{task.title}</span>
        </h1>
        <LiveStatus status={liveStatus} />
      </div>
      {error ? <ErrorNotice title="Could not refresh the task." error={error} onRetry={onRetry} /> : null}
      {task.project.archivedAt ? (
        <ArchivedNotice projectKey={task.project.key} archivedAt={task.project.archivedAt} role={role} />
      ) : null}
      <TaskLiveNotice taskId={task.id} change={liveChange} edits={draft.fields} />
      <div className="task-layout">
        <div className="task-main">
          {canEdit ? (
            <form className="form" onSubmit={save} noValidate aria-label="Edit task">
              {conflict ? (
                <div role="alert" className="notice notice-warning">
                  <strong>Someone else changed this task.</strong> Its current state is shown under “Current”;
                  the form keeps your edits and takes their changes to the fields you left alone. Save again
                  to apply your edits.
                  <ConflictDetails
                    current={conflict.current}
                    seen={conflict.seen}
                    both={conflict.both}
                    onUseCurrent={(field) => {
                      edit(field)(conflict.current[field]);
                      setConflict((c) => c && { ...c, both: c.both.filter((f) => f !== field) });
                    }}
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
                  options={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABEL[p] }))}
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
              <PendingNotice isPaused={update.isPaused || move.isPaused} />
              <div className="form-actions">
                {draft.fields ? (
                  <button
                    type="button"
                    className="button"
                    onClick={() => {
                      clearDraft();
                      setConflict(null);
                      setErrors({});
                    }}
                  >
                    Discard changes
                  </button>
                ) : null}
                {saved ? (
                  <span role="status" className="saved">
                    Saved
                  </span>
                ) : null}
                {saved ? <UndoButton /> : null}
                <button type="submit" className="button button-primary" disabled={update.isPending}>
                  Save
                </button>
              </div>
            </form>
          ) : (
            <ReadOnlyTask task={task} />
          )}
          <CommentList task={task} readOnly={readOnly} />
          <TaskActivity projectKey={task.project.key} number={task.number} taskKey={task.key} />
        </div>
        <aside className="task-side" aria-label="Task details">
          {canEdit ? (
            <SelectField
              label="Status"
              options={[task.status, ...TRANSITIONS[task.status]].map((s) => ({
                value: s,
                label: STATUS_LABEL[s],
              }))}
              value={task.status}
              onChange={(s) => {
                if (s !== task.status)
                  move.mutate({ id: task.id, status: s as TaskStatus, expectedVersion: task.version });
              }}
            />
          ) : (
            <p>
              <span className="field-label">Status</span> {STATUS_LABEL[task.status]}
            </p>
          )}
          {notice ? (
            <p role="status" className="notice">
              {notice}
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
          {can(role, 'deleteTask') && !readOnly ? (
            <DeleteTaskButton
              onConfirm={() => remove.mutate({ id: task.id })}
              error={remove.error}
              pending={remove.isPending}
            />
          ) : null}
        </aside>
      </div>
    </article>
  );
}

function ReadOnlyTask({ task }: { task: TaskDetails }) {
  return (
    <dl className="facts task-readonly">
      <dt>Description</dt>
      <dd>{task.description ? <Markdown text={task.description} /> : 'No description'}</dd>
      <dt>Priority</dt>
      <dd>{PRIORITY_LABEL[task.priority]}</dd>
      <dt>Assignee</dt>
      <dd>{task.assignee?.name ?? 'Nobody'}</dd>
      <dt>Due date</dt>
      <dd>
        {task.dueDate ? <time dateTime={task.dueDate}>{formatDate(task.dueDate)}</time> : 'None'}
        {isOverdue(task.dueDate, task.status) ? <span className="overdue overdue-label">Overdue</span> : null}
      </dd>
    </dl>
  );
}
