// The task page's edits: a draft kept across reloads, Save with the version the editor saw and, on CONFLICT, the
// current task beside the person's own edits, carried onto it; the status moves and the delete beside them.
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { errorCode } from '../../lib/graphql';
import { validateTask } from '../../lib/validation';
import { rebaseEdits } from '../../components/editBase';
import { fieldErrorsOf, hasFieldErrors, recheck, type FieldErrors } from '../../components/fieldErrors';
import { useDraft } from '../../components/useDraft';
import {
  fieldsOf,
  isEmptyUpdate,
  updateInputOf,
  type EditDraft,
  type TaskDetails,
  type TaskFields,
} from './taskEdit';
import { useDeleteTask, useTaskMove, useUpdateTask } from './taskMutations';

export interface TaskConflict {
  current: TaskFields;
  seen: TaskFields;
  both: (keyof TaskFields)[];
}

export type TaskEditor = ReturnType<typeof useTaskEditor>;

export function useTaskEditor(task: TaskDetails, refetch: () => Promise<TaskDetails | null>) {
  const [, navigate] = useLocation();
  const [draft, setDraft, clearDraft] = useDraft<EditDraft>(`task:${task.id}`, {
    fields: null,
    baseVersion: task.version,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<TaskConflict | null>(null);
  const [saved, setSaved] = useState(false);
  const current = fieldsOf(task);
  const values = draft.fields ?? current;
  const baseVersion = draft.fields ? draft.baseVersion : task.version;

  const update = useUpdateTask(task, {
    onSaved: () => {
      clearDraft();
      setConflict(null);
      setSaved(true);
    },
    onRefused: async (err) => {
      setErrors(fieldErrorsOf(err));
      if (errorCode(err) !== 'CONFLICT') return;
      // What the user saw when they started editing: the conflict panel marks the fields that differ from it.
      const seen = draft.base ?? current;
      const mine = draft.fields ?? values;
      const fresh = await refetch();
      if (!fresh) return;
      // The edits move onto the current version, so Save again sends only this person's own changes.
      const now = fieldsOf(fresh);
      const { fields, both } = rebaseEdits(seen, mine, now);
      setConflict({ current: now, seen, both });
      setDraft({ fields, baseVersion: fresh.version, base: now });
    },
  });
  const move = useTaskMove(task, {
    onMoved: (version) => {
      setNotice(null);
      // Its own "Saved" notice (with its Undo) replaces the one an earlier save left beside Save.
      setSaved(false);
      // A move raises the version: edits in progress carry on from it (a move does not touch edited fields).
      setDraft((d) => (d.fields ? { ...d, baseVersion: version } : d));
    },
    onRefused: setNotice,
  });
  const remove = useDeleteTask(task, {
    onDeleted: () => {
      clearDraft();
      navigate(`/p/${task.project.key}`, { replace: true });
    },
  });

  const edit =
    <K extends keyof TaskFields>(field: K) =>
    (value: TaskFields[K]) => {
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
    const input = updateInputOf(task.id, baseVersion, draft.base ?? current, values);
    // One intent, one change: nothing edited is nothing sent (and the version stays).
    if (isEmptyUpdate(input)) {
      clearDraft();
      setNotice('No changes to save.');
      return;
    }
    update.send(input);
  };

  const discard = () => {
    clearDraft();
    setConflict(null);
    setErrors({});
  };

  /** Takes the current value of a field both changed, from the conflict panel. */
  const takeCurrent = (field: keyof TaskFields) => {
    if (!conflict) return;
    edit(field)(conflict.current[field]);
    setConflict((c) => c && { ...c, both: c.both.filter((f) => f !== field) });
  };

  return {
    edits: draft.fields,
    values,
    errors,
    notice,
    conflict,
    saved,
    update: update.mutation,
    move,
    remove,
    edit,
    save,
    discard,
    takeCurrent,
  };
}
