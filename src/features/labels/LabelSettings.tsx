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
    <form className="form label-form" onSubmit={submit} noValidate aria-label="New label">
      <TextField
        label="New label"
        name="label"
        value={name}
        onChange={(next) => {
          setName(next);
          setErrors({});
        }}
        error={errors['name']}
        maxLength={LIMITS.labelNameMax}
        trimmed
      />
      <SelectField
        label="Color"
        options={colorOptions}
        value={color}
        onChange={(c) => setColor(c as LabelColor)}
      />
      {create.error && !hasFieldErrors(fieldErrorsOf(create.error)) ? (
        <ErrorNotice error={create.error} />
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={create.isPending}>
          Add label
        </button>
      </div>
    </form>
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
    <form className="form label-form" onSubmit={submit} noValidate aria-label={`Edit label ${label.name}`}>
      <TextField
        label="Label"
        name="label"
        value={name}
        onChange={(next) => {
          setName(next);
          setErrors({});
        }}
        error={errors['name']}
        maxLength={LIMITS.labelNameMax}
        trimmed
        autoFocus
      />
      <SelectField
        label="Color"
        options={colorOptions}
        value={color}
        onChange={(c) => setColor(c as LabelColor)}
      />
      {update.error && !hasFieldErrors(fieldErrorsOf(update.error)) ? (
        <ErrorNotice error={update.error} />
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          Apply
        </button>
        <button type="button" className="button" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
