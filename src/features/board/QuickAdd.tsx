// Quick add at the foot of a start column: Enter creates, the field empties, a refusal stays beside it.
import { clipCounted, cutMessage } from '../../components/characterLimit';
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateTaskMutation } from '../../../generated/hooks';
import type { TaskStatus } from '../../../generated/graphql';
import { LIMITS, validateTask, STATUS_LABELS } from '../../lib/validation';
import { errorSentence } from '../../components/errorSentence';
import { fieldErrorsOf } from '../../components/fieldErrors';
import { useDraft } from '../../components/useDraft';
import { quickAddStop } from './boardKeys';
import { insertCreatedTask } from './insertCreatedTask';

/** The statuses a new task may start in (docs/product.md §4). */
export const START_STATUSES: readonly TaskStatus[] = ['BACKLOG', 'TODO'];

export function QuickAdd({
  projectKey,
  status,
  isTabStop,
}: {
  projectKey: string;
  status: TaskStatus;
  /** The field holds the board's one tab stop; otherwise the board's arrow keys reach it (boardKeys.ts). */
  isTabStop: boolean;
}) {
  const queryClient = useQueryClient();
  // A draft, as New task's: it outlives a failed request and a reload.
  const [title, setTitle, clearTitle] = useDraft(`quick-add:${projectKey}:${status}`, '');
  const [error, setError] = useState<string | undefined>();
  // How much a paste over the limit lost, said until the next change.
  const [cut, setCut] = useState(0);
  const create = useCreateTaskMutation({
    onSuccess: ({ createTask: task }) => {
      insertCreatedTask(queryClient, projectKey, task);
      clearTitle();
      setError(undefined);
    },
    onError: (err) => setError(fieldErrorsOf(err)['title'] ?? errorSentence(err, 'add the task')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = validateTask({ title }).title;
    setError(found);
    if (found) return;
    create.mutate({ input: { projectKey, title: title.trim(), status } });
  };
  const label = `Add a task to ${STATUS_LABELS[status]}`;
  const id = useId();
  const invalid = error !== undefined;
  return (
    <form className="quick-add" onSubmit={submit} noValidate>
      <div className="field">
        <label className="sr-only" htmlFor={`${id}-input`}>
          {label}
        </label>
        <input
          id={`${id}-input`}
          className="input quick-add-input"
          data-board-stop={quickAddStop(status)}
          tabIndex={isTabStop ? 0 : -1}
          placeholder="+ Add a task"
          dir="auto"
          value={title}
          onChange={(event) => {
            // Capped as the service counts a title (characters, trimmed), not by `maxlength`'s UTF-16 units.
            const { text: value, cut } = clipCounted(event.target.value, LIMITS.taskTitleMax, true);
            setCut(cut);
            setTitle(value);
            if (error) setError(validateTask({ title: value }).title);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        {invalid ? (
          <span id={`${id}-error`} className="field-error">
            {error}
          </span>
        ) : null}
        {cut > 0 ? (
          <span className="field-counter" aria-live="polite">
            {cutMessage(cut, LIMITS.taskTitleMax)}
          </span>
        ) : null}
      </div>
    </form>
  );
}
