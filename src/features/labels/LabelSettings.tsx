// A project's labels in its settings (docs/product.md §14): everyone in the project sees them; an ADMIN makes them,
// renames or recolors them, and deletes them after a confirmation. Names are checked here by the service's own rule,
// a duplicate of another label too; the service checks again and its answer shows beside the field.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LabelColor, LabelFieldsFragment } from '../../../generated/graphql';
import { CreateLabelDocument, DeleteLabelDocument, UpdateLabelDocument } from '../../../generated/hooks';
import { removeEntity } from '../../lib/graphql';
import {
  LABEL_COLORS,
  LABEL_MESSAGES,
  LIMITS,
  labelTaken,
  sameLabelName,
  validateLabel,
} from '../../lib/validation';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { fieldErrorsOf, hasFieldErrors, type FieldErrors } from '../../components/fieldErrors';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useIntentMutation } from '../../shared/intents/useIntentMutation';
import { addProjectLabel } from '../../entities/project/projectCache';
import { LabelChip } from '../../entities/task/LabelChips';

const COLOR_WORDS: Readonly<Record<LabelColor, string>> = {
  GRAY: 'Gray',
  RED: 'Red',
  ORANGE: 'Orange',
  YELLOW: 'Yellow',
  GREEN: 'Green',
  BLUE: 'Blue',
  PURPLE: 'Purple',
  PINK: 'Pink',
};
const colorOptions = LABEL_COLORS.map((color) => ({ value: color, label: COLOR_WORDS[color] }));

export interface LabelSettingsProps {
  projectKey: string;
  labels: readonly LabelFieldsFragment[];
  /** An ADMIN of a project that is not archived. */
  canChange: boolean;
}

export function LabelSettings({ projectKey, labels, canChange }: LabelSettingsProps) {
  return (
    <section aria-labelledby="labels-heading" className="panel">
      <h2 id="labels-heading">Labels</h2>
      {labels.length === 0 ? <p className="muted">No labels yet.</p> : null}
      <ul className="label-list">
        {labels.map((label) => (
          <li key={label.id}>
            {canChange ? <LabelRow label={label} labels={labels} /> : <LabelChip label={label} />}
          </li>
        ))}
      </ul>
      {canChange ? <NewLabel projectKey={projectKey} labels={labels} /> : null}
    </section>
  );
}

/** The name's rule and, against the project's other labels, its uniqueness (whatever the letter case). */
function check(
  name: string,
  labels: readonly LabelFieldsFragment[],
  self?: LabelFieldsFragment,
): FieldErrors {
  const errors: FieldErrors = validateLabel({ name });
  if (!errors['name'] && labels.some((l) => l.id !== self?.id && sameLabelName(l.name, name)))
    errors['name'] = labelTaken(name);
  return errors;
}

function NewLabel({ projectKey, labels }: { projectKey: string; labels: readonly LabelFieldsFragment[] }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [color, setColor] = useState<LabelColor>('GRAY');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useIntentMutation(CreateLabelDocument, {
    onSuccess: ({ createLabel }) => {
      addProjectLabel(queryClient, projectKey, createLabel);
      setName('');
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const full = labels.length >= LIMITS.labelsPerProject;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = full ? { name: LABEL_MESSAGES.tooManyLabels } : check(name, labels);
    setErrors(found);
    if (!hasFieldErrors(found)) create.mutate({ projectKey, name: name.trim(), color });
  };
  return (
    <LabelForm
      formLabel="New label"
      nameLabel="New label"
      name={name}
      onName={setName}
      color={color}
      onColor={setColor}
      errors={errors}
      onErrors={setErrors}
      mutation={create}
      onSubmit={submit}
      submitText="Add label"
    />
  );
}

/** A label as its admin sees it: its chip, "Edit" (its words and color in place) and "Delete" (asked once). */
function LabelRow({ label, labels }: { label: LabelFieldsFragment; labels: readonly LabelFieldsFragment[] }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(label.name);
  const [color, setColor] = useState<LabelColor>(label.color);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useIntentMutation(UpdateLabelDocument, {
    onSuccess: () => setEditing(false),
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const remove = useIntentMutation(DeleteLabelDocument, {
    onSuccess: () => removeEntity(queryClient, { __typename: 'Label', id: label.id }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(name, labels, label);
    setErrors(found);
    if (hasFieldErrors(found)) return;
    const trimmed = name.trim();
    // Only what changed is sent; nothing changed sends nothing.
    const variables = {
      id: label.id,
      ...(trimmed !== label.name ? { name: trimmed } : {}),
      ...(color !== label.color ? { color } : {}),
    };
    if (Object.keys(variables).length === 1) return setEditing(false);
    update.mutate(variables);
  };
  if (!editing) {
    return (
      <div className="label-row">
        <LabelChip label={label} />
        <button
          type="button"
          className="button"
          aria-label={`Edit label ${label.name}`}
          onClick={() => {
            setName(label.name);
            setColor(label.color);
            setErrors({});
            setEditing(true);
          }}
        >
          Edit
        </button>
        <ConfirmDialog
          label="Delete"
          triggerLabel={`Delete label ${label.name}`}
          title={`Delete the label ${label.name}?`}
          confirm="Yes, delete"
          onConfirm={() => remove.mutate({ id: label.id })}
          isDisabled={remove.isPending}
        >
          <p>It comes off every task that carries it. This cannot be undone.</p>
        </ConfirmDialog>
        {remove.error ? <ErrorNotice error={remove.error} /> : null}
      </div>
    );
  }
  return (
    <LabelForm
      formLabel={`Edit label ${label.name}`}
      nameLabel="Label"
      name={name}
      onName={setName}
      color={color}
      onColor={setColor}
      errors={errors}
      onErrors={setErrors}
      mutation={update}
      onSubmit={submit}
      submitText="Apply"
      onCancel={() => setEditing(false)}
    />
  );
}

interface LabelFormProps {
  formLabel: string;
  nameLabel: string;
  name: string;
  onName: (name: string) => void;
  color: LabelColor;
  onColor: (color: LabelColor) => void;
  errors: FieldErrors;
  onErrors: (errors: FieldErrors) => void;
  mutation: { error: unknown; isPending: boolean };
  onSubmit: (event: FormEvent) => void;
  submitText: string;
  /** Editing a label: the field takes the focus, and Cancel leaves it as it was. */
  onCancel?: () => void;
}

/** A label's name and color, for a new label and for editing one. */
function LabelForm(props: LabelFormProps) {
  const { mutation, errors, onCancel } = props;
  return (
    <form className="form label-form" onSubmit={props.onSubmit} noValidate aria-label={props.formLabel}>
      <TextField
        label={props.nameLabel}
        name="label"
        value={props.name}
        onChange={(next) => {
          props.onName(next);
          props.onErrors({});
        }}
        error={errors['name']}
        maxLength={LIMITS.labelNameMax}
        trimmed
        autoFocus={Boolean(onCancel)}
      />
      <SelectField
        label="Color"
        options={colorOptions}
        value={props.color}
        onChange={(c) => props.onColor(c as LabelColor)}
      />
      {mutation.error && !hasFieldErrors(fieldErrorsOf(mutation.error)) ? (
        <ErrorNotice error={mutation.error} />
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          {props.submitText}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
