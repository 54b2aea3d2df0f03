// The task page's edits, in place: a choice (priority, assignee, due date) is sent when made; a text (title,
// description) when it is done, its draft kept across reloads meanwhile. Each change sends only its own field, on the
// version the page holds. A field someone else changed while this person changed it too is not sent over theirs: it
// goes to the conflict panel with both values, for this person to choose. Fields not being edited follow live changes.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { MoveTaskMutationVariables, TaskStatus, UpdateTaskInput } from '../../../generated/graphql';
import { moveErrorMessage } from '../../entities/task/moveErrorMessage';
import { errorCode } from '../../lib/graphql';
import { validateTask } from '../../lib/validation';
import { fieldErrorsOf, type FieldErrors } from '../../components/fieldErrors';
import { useDraft } from '../../components/useDraft';
import type { FieldValues } from '../../shared/undo/undoStack';
import {
  changesOf,
  fieldsOf,
  pageValue,
  updateInputOf,
  type TaskDetails,
  type TaskFields,
  type TextField,
} from './taskEdit';
import { useDeleteTask, useTaskMove, useUpdateTask } from './taskMutations';

/** A text being written: what it says now, and what the field said when the writing started. */
export interface TextEdit {
  value: string;
  base: string;
}

/** The texts open for editing on this task, as the draft keeps them (sessionStorage, per task and person). */
export type TextEdits = Partial<Record<TextField, TextEdit>>;

/** A field someone else changed while this person changed it too: theirs is on the service, this one's is not. */
export interface FieldConflict {
  field: keyof TaskFields;
  mine: string;
  current: string;
}

const TEXT_FIELDS: readonly TextField[] = ['title', 'description'];
const isText = (field: keyof TaskFields): field is TextField => field === 'title' || field === 'description';

export type TaskEditor = ReturnType<typeof useTaskEditor>;

export function useTaskEditor(task: TaskDetails, refetch: () => Promise<TaskDetails | null>) {
  const [, navigate] = useLocation();
  const current = fieldsOf(task);
  const texts = useTextEdits(task, current);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  // A refusal that is neither a conflict nor about one field: said over the page until the next change.
  const [failure, setFailure] = useState<Error | null>(null);
  // Choices refused because someone else had changed the same field (the texts' conflicts are derived).
  const [refused, setRefused] = useState<FieldConflict[]>([]);

  /** A change the service refused: its text back in its editor, or a conflict, or sent again on the new version. */
  const refusedChange = async (error: Error, input: UpdateTaskInput, before: FieldValues) => {
    const [field, mine] = (Object.entries(changesOf(input)) as [keyof TaskFields, string][])[0] ?? [];
    if (field === undefined || mine === undefined) return;
    const base = field in before ? pageValue(field, before[field]) : mine;
    if (errorCode(error) !== 'CONFLICT') {
      const found = fieldErrorsOf(error);
      setErrors(found);
      setFailure(Object.keys(found).length === 0 ? error : null);
      if (isText(field)) texts.set(field, { value: mine, base });
      return;
    }
    // Someone else changed the task after the version this page held: sent again on the version now, unless their
    // change was to this very field.
    const fresh = await refetch();
    if (!fresh) return;
    const now = fieldsOf(fresh)[field];
    if (now === mine) return;
    if (now === base) update.send(updateInputOf(fresh, { [field]: mine }));
    else if (isText(field)) texts.set(field, { value: mine, base });
    else setRefused((list) => [...list.filter((c) => c.field !== field), { field, mine, current: now }]);
  };
  const update = useUpdateTask(task, {
    onRefused: (error, input, before) => void refusedChange(error, input, before),
  });

  /** Sends one field's new value on the version the page holds, unless the field already says it. */
  const send = (field: keyof TaskFields, value: string) => {
    setNotice(null);
    setFailure(null);
    setErrors((prev) => ({ ...prev, [field]: undefined }));
    setRefused((list) => list.filter((c) => c.field !== field));
    if (value !== current[field]) update.send(updateInputOf(task, { [field]: value }));
  };

  /** A move refused because the task moved on: sent again on the new version unless someone else moved it. */
  const refusedMove = async (error: Error, variables: MoveTaskMutationVariables, was: TaskStatus) => {
    const fresh = errorCode(error) === 'CONFLICT' ? await refetch() : null;
    if (fresh?.status === was) move.mutate({ ...variables, expectedVersion: fresh.version }, was);
    else if (fresh?.status !== variables.status) setNotice(moveErrorMessage(task.key, error));
  };
  const move = useTaskMove(task, {
    onMoved: () => setNotice(null),
    onRefused: (error, variables, was) => void refusedMove(error, variables, was),
  });
  const remove = useDeleteTask(task, {
    onDeleted: () => {
      texts.clear();
      navigate(`/p/${task.project.key}`, { replace: true });
    },
  });

  return {
    texts: texts.open,
    errors,
    notice,
    conflicts: [...texts.conflicts, ...refused],
    isPaused: update.mutation.isPaused || move.isPaused,
    failure,
    move,
    remove,
    /** Opens a text for editing, or keeps open the one there is (a draft read back included). */
    start: texts.start,
    change(field: TextField, value: string) {
      setErrors((prev) => ({ ...prev, [field]: undefined }));
      texts.change(field, value);
    },
    /** Escape: the field says again what it said. */
    cancel(field: TextField) {
      setErrors((prev) => ({ ...prev, [field]: undefined }));
      texts.set(field, null);
    },
    /** Enter, "Done", Ctrl+Enter or leaving the editor. Returns whether the editor closes. */
    commit(field: TextField): boolean {
      const edit = texts.latest(field);
      if (!edit) return true;
      const value = field === 'title' ? edit.value.trim() : edit.value;
      const found = validateTask({ ...current, [field]: value, dueDate: null });
      if (found[field]) {
        setErrors((prev) => ({ ...prev, [field]: found[field] }));
        return false;
      }
      // Changed by someone else meanwhile: the conflict panel asks, and the editor keeps this person's text.
      if (edit.base !== current[field] && value !== current[field]) return false;
      texts.set(field, null);
      send(field, value);
      return true;
    },
    /** A choice, sent when made. */
    choose(field: 'priority' | 'assigneeId' | 'dueDate', value: string) {
      send(field, value);
    },
    /** From the conflict panel: this person's value goes over the one someone else set. */
    keepMine(conflict: FieldConflict) {
      if (isText(conflict.field)) texts.set(conflict.field, null);
      send(conflict.field, conflict.mine);
    },
    /** From the conflict panel: the value someone else set stays, and this person's goes. */
    useCurrent(conflict: FieldConflict) {
      if (isText(conflict.field)) texts.set(conflict.field, null);
      setRefused((list) => list.filter((c) => c.field !== conflict.field));
    },
  };
}

/** The texts open for editing, kept as a draft (sessionStorage, per task and person) until saved or put back. */
function useTextEdits(task: TaskDetails, current: TaskFields) {
  const [open, setOpen] = useDraft<TextEdits>(`task:${task.id}`, {});
  // The texts as last set, for handlers that run before the next render: Enter's save and the blur that follows
  // it, a click on "Done" and leaving the editor, each see that the other has closed it.
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  }, [open]);
  const set = (field: TextField, edit: TextEdit | null) => {
    const { [field]: _closed, ...others } = latest.current;
    latest.current = edit ? { ...others, [field]: edit } : others;
    setOpen(latest.current);
  };
  /** Texts whose field someone else changed since this person started writing: sent only once they choose. */
  const conflicts: FieldConflict[] = TEXT_FIELDS.flatMap((field) => {
    const edit = open[field];
    return edit && edit.base !== current[field] && edit.value !== current[field]
      ? [{ field, mine: edit.value, current: current[field] }]
      : [];
  });
  return {
    open,
    conflicts,
    set,
    latest: (field: TextField) => latest.current[field],
    start(field: TextField) {
      if (!latest.current[field]) set(field, { value: current[field], base: current[field] });
    },
    change(field: TextField, value: string) {
      set(field, { value, base: latest.current[field]?.base ?? current[field] });
    },
    clear() {
      latest.current = {};
      setOpen({});
    },
  };
}
