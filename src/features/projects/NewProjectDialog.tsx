// "New project": Key, Name, Description, Create. The creator becomes its first ADMIN and lands on the new board.
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useProjectsQuery } from '../../../generated/hooks';
import type { ProjectsQuery } from '../../../generated/graphql';
import { validateProject } from '../../lib/validation';
import { ErrorNotice } from '../ui/ErrorNotice';
import { fieldErrorsOf, hasFieldErrors, type FieldErrors } from '../ui/fieldErrors';
import { TextField } from '../ui/TextField';
import { CreateProjectDocument } from '../../../generated/graphql';
import { useIntentMutation } from '../live/useIntentMutation';
import { useDraft } from '../ui/useDraft';

const EMPTY = { key: '', name: '', description: '' };

export function NewProjectDialog() {
  const [isOpen, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button className="button button-primary">New project</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">
            <NewProjectForm onDone={() => setOpen(false)} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function NewProjectForm({ onDone }: { onDone: () => void }) {
  const [draft, setDraft, clearDraft] = useDraft('new-project', EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useIntentMutation(CreateProjectDocument, {
    onSuccess: (data) => {
      queryClient.setQueryData<ProjectsQuery>(useProjectsQuery.key(), (prev) =>
        prev ? { ...prev, projects: [...prev.projects, data.createProject] } : prev,
      );
      clearDraft();
      onDone();
      navigate(`/p/${data.createProject.key}`);
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      key: draft.key.trim().toUpperCase(),
      name: draft.name.trim(),
      description: draft.description,
    };
    const found = validateProject(input);
    setErrors(found);
    if (hasFieldErrors(found)) return;
    create.mutate({ input });
  };

  const generalError = create.error && !hasFieldErrors(fieldErrorsOf(create.error));
  return (
    <form className="form" onSubmit={submit} noValidate>
      <Heading slot="title">New project</Heading>
      <TextField
        label="Key"
        name="key"
        value={draft.key}
        onChange={(key) => setDraft((d) => ({ ...d, key: key.toUpperCase() }))}
        error={errors['key']}
        description="2 to 6 letters, e.g. LAN. Task keys start with it."
        autoFocus
      />
      <TextField
        label="Name"
        name="name"
        value={draft.name}
        onChange={(name) => setDraft((d) => ({ ...d, name }))}
        error={errors['name']}
      />
      <TextField
        label="Description"
        name="description"
        multiline
        value={draft.description}
        onChange={(description) => setDraft((d) => ({ ...d, description }))}
        error={errors['description']}
      />
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
