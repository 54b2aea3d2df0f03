// The "New project" dialog itself (the platform's modal dialog, ui/Modal.tsx) and its form: Name first, then the Key
// suggested from it (editable), Description, Create. The creator becomes its first ADMIN and lands on the new board.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { useProjectsQuery, CreateProjectDocument } from '../../../generated/hooks';
import type { ProjectsQuery } from '../../../generated/graphql';
import { LIMITS, validateProject } from '../../lib/validation';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Modal } from '../../components/Modal';
import { fieldErrorsOf, hasFieldErrors, recheck, type FieldErrors } from '../../components/fieldErrors';
import { TextField } from '../../components/TextField';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import type { ProjectDraft } from './projectDraft';
import { suggestKey } from './suggestKey';

export interface NewProjectModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  draft: ProjectDraft;
  setDraft: (next: (prev: ProjectDraft) => ProjectDraft) => void;
  onCreated: () => void;
}

export function NewProjectModal({ isOpen, onOpenChange, draft, setDraft, onCreated }: NewProjectModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={() => onOpenChange(false)} title="New project">
      <NewProjectForm
        draft={draft}
        setDraft={setDraft}
        onCreated={onCreated}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}

interface NewProjectFormProps {
  draft: ProjectDraft;
  setDraft: (next: (prev: ProjectDraft) => ProjectDraft) => void;
  onCreated: () => void;
  onCancel: () => void;
}

function NewProjectForm({ draft, setDraft, onCreated, onCancel }: NewProjectFormProps) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const create = useIntentMutation(CreateProjectDocument, {
    onSuccess: (data) => {
      queryClient.setQueryData<ProjectsQuery>(useProjectsQuery.key(), (prev) =>
        prev ? { ...prev, projects: [...prev.projects, data.createProject] } : prev,
      );
      onCreated();
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
      <TextField
        label="Name"
        name="name"
        value={draft.name}
        onChange={(name) => {
          const key = draft.keyEdited ? draft.key : suggestKey(name);
          setDraft((d) => ({ ...d, name, key: d.keyEdited ? d.key : key }));
          setErrors((prev) => {
            const fresh = validateProject({ name, key: key.trim().toUpperCase() });
            return recheck(recheck(prev, 'name', fresh), 'key', fresh);
          });
        }}
        error={errors['name']}
        maxLength={LIMITS.projectNameMax}
        trimmed
        autoFocus
      />
      <TextField
        label="Key"
        name="key"
        value={draft.key}
        onChange={(value) => {
          const key = value.toUpperCase();
          setDraft((d) => ({ ...d, key, keyEdited: true }));
          setErrors((prev) => recheck(prev, 'key', validateProject({ key })));
        }}
        error={errors['key']}
        description="2 to 6 letters, e.g. LAN, suggested from the name. Task keys start with it."
        maxLength={6}
        dirAuto={false}
      />
      <TextField
        label="Description"
        name="description"
        multiline
        value={draft.description}
        onChange={(description) => {
          setDraft((d) => ({ ...d, description }));
          setErrors((prev) => recheck(prev, 'description', validateProject({ description })));
        }}
        error={errors['description']}
        maxLength={LIMITS.projectDescriptionMax}
      />
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
