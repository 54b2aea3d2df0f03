// The "New task" dialog (ui/Modal.tsx) and its form; in the board's code so it opens at once, offline too.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Priority, TaskStatus } from '../../../generated/graphql';
import { LIMITS, canBeAssigned, validateTask, STATUS_LABELS } from '../../lib/validation';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Modal } from '../../components/Modal';
import { fieldErrorsOf, hasFieldErrors, recheck, type FieldErrors } from '../../components/fieldErrors';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { PRIORITIES, PRIORITY_LABELS } from '../../entities/task/words';
import { CreateTaskDocument } from '../../../generated/hooks';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import type { BoardProject } from '../../entities/task/columns';
import { insertCreatedTask } from './insertCreatedTask';
import { NOBODY, type TaskDraft } from './taskDraft';

export interface NewTaskModalProps {
  project: BoardProject;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  draft: TaskDraft;
  setDraft: (next: (prev: TaskDraft) => TaskDraft) => void;
  onCreated: () => void;
}

export function NewTaskModal({
  project,
  isOpen,
  onOpenChange,
  draft,
  setDraft,
  onCreated,
}: NewTaskModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={() => onOpenChange(false)} title={`New task in ${project.name}`}>
      <NewTaskForm
        project={project}
        draft={draft}
        setDraft={setDraft}
        onCreated={onCreated}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}

interface NewTaskFormProps {
  project: BoardProject;
  draft: TaskDraft;
  setDraft: (next: (prev: TaskDraft) => TaskDraft) => void;
  onCreated: () => void;
  onCancel: () => void;
}

function NewTaskForm({ project, draft, setDraft, onCreated, onCancel }: NewTaskFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const create = useIntentMutation(CreateTaskDocument, {
    onSuccess: ({ createTask: task }) => {
      insertCreatedTask(queryClient, project.key, task);
      onCreated();
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const set =
    <K extends keyof TaskDraft>(field: K) =>
    (value: TaskDraft[K]) => {
      const next = { ...draft, [field]: value };
      setDraft((d) => ({ ...d, [field]: value }));
      setErrors((prev) => recheck(prev, field, validateTask({ ...next, dueDate: next.dueDate || null })));
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTask({
      title: draft.title,
      description: draft.description,
      status: draft.status,
      priority: draft.priority,
      dueDate: draft.dueDate || null,
    });
    setErrors(found);
    if (hasFieldErrors(found)) return;
    create.mutate({
      input: {
        projectKey: project.key,
        title: draft.title.trim(),
        description: draft.description,
        status: draft.status,
        priority: draft.priority,
        ...(draft.assigneeId !== NOBODY ? { assigneeId: draft.assigneeId } : {}),
        ...(draft.dueDate ? { dueDate: draft.dueDate } : {}),
      },
    });
  };

  const generalError = create.error && !hasFieldErrors(fieldErrorsOf(create.error));
  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label="Title"
        name="title"
        value={draft.title}
        onChange={set('title')}
        error={errors['title']}
        maxLength={LIMITS.taskTitleMax}
        trimmed
        autoFocus
      />
      <TextField
        label="Description"
        name="description"
        multiline
        value={draft.description}
        onChange={set('description')}
        error={errors['description']}
        maxLength={LIMITS.taskDescriptionMax}
      />
      <div className="form-row">
        <SelectField
          label="Status"
          options={(['BACKLOG', 'TODO'] as const).map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          value={draft.status}
          onChange={(s) => set('status')(s as TaskStatus)}
          error={errors['status']}
        />
        <SelectField
          label="Priority"
          options={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
          value={draft.priority}
          onChange={(p) => set('priority')(p as Priority)}
          error={errors['priority']}
        />
      </div>
      <div className="form-row">
        <SelectField
          label="Assignee"
          options={[
            { value: NOBODY, label: 'Nobody' },
            ...project.members
              .filter((m) => canBeAssigned(m.role))
              .map((m) => ({ value: m.user.id, label: m.user.name })),
          ]}
          value={draft.assigneeId}
          onChange={set('assigneeId')}
          error={errors['assigneeId']}
        />
        <TextField
          label="Due date"
          name="dueDate"
          type="date"
          value={draft.dueDate}
          onChange={set('dueDate')}
          error={errors['dueDate']}
        />
      </div>
      {generalError ? <ErrorNotice error={create.error} /> : null}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          Create
        </button>
      </div>
    </form>
  );
}
