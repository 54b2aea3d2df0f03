// "New task" on the board: a dialog with every field; the created task appears in its column at once (inserted
// into the cached board, no refetch). The draft survives failures and reloads.
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useQueryClient } from '@tanstack/react-query';
import type { Priority, TaskStatus } from '../../../generated/graphql';
import { validateTask } from '../../lib/validation';
import { ErrorNotice } from '../ui/ErrorNotice';
import { fieldErrorsOf, hasFieldErrors, type FieldErrors } from '../ui/fieldErrors';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { PRIORITIES, PRIORITY_LABEL, STATUS_LABEL } from '../ui/labels';
import { CreateTaskDocument } from '../../../generated/graphql';
import { useIntentMutation } from '../live/useIntentMutation';
import { useDraft } from '../ui/useDraft';
import { markProjectsStale } from '../projects/markProjectsStale';
import { addTaskToBoards } from './boardCache';
import type { BoardProject } from './columns';

const NOBODY = 'nobody';

interface TaskDraft {
  title: string;
  description: string;
  status: TaskStatus;
  priority: Priority;
  assigneeId: string;
  dueDate: string;
}

const EMPTY: TaskDraft = {
  title: '',
  description: '',
  status: 'BACKLOG',
  priority: 'MEDIUM',
  assigneeId: NOBODY,
  dueDate: '',
};

export function NewTaskDialog({ project }: { project: BoardProject }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className="button button-primary">New task</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            <NewTaskForm project={project} onDone={() => setOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function NewTaskForm({ project, onDone }: { project: BoardProject; onDone: () => void }) {
  const [draft, setDraft, clearDraft] = useDraft<TaskDraft>(`new-task:${project.key}`, EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const create = useIntentMutation(CreateTaskDocument, {
    onSuccess: ({ createTask: task }) => {
      addTaskToBoards(queryClient, project.key, task);
      markProjectsStale(queryClient);
      clearDraft();
      onDone();
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const set =
    <K extends keyof TaskDraft>(field: K) =>
    (value: TaskDraft[K]) =>
      setDraft((d) => ({ ...d, [field]: value }));

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
      <Heading slot="title">New task in {project.name}</Heading>
      <TextField
        label="Title"
        name="title"
        value={draft.title}
        onChange={set('title')}
        error={errors['title']}
        autoFocus
      />
      <TextField
        label="Description"
        name="description"
        multiline
        value={draft.description}
        onChange={set('description')}
        error={errors['description']}
      />
      <div className="form-row">
        <SelectField
          label="Status"
          options={(['BACKLOG', 'TODO'] as const).map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
          value={draft.status}
          onChange={(s) => set('status')(s as TaskStatus)}
          error={errors['status']}
        />
        <SelectField
          label="Priority"
          options={PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABEL[p] }))}
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
            ...project.members.map((m) => ({ value: m.user.id, label: m.user.name })),
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
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          Create
        </button>
      </div>
    </form>
  );
}
