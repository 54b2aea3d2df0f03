// Said on the task page when someone else changes or deletes the open task: who, and what changed. A deleted
// task's unsaved edits stay readable and copyable, since there is no task left to save them to.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTaskChange, type TaskChange } from '../../entities/project/liveContext';
import { lastApplied } from '../../entities/project/projectSeq';
import { TASK_FIELD_LABELS } from '../../entities/task/words';

export interface UnsavedEdits {
  title: string;
  description: string;
}

/** What someone else last did to the open task since the page opened; a deleted task's form can no longer be saved. */
export function useTaskChangeSinceOpened(taskId: string, projectKey: string): TaskChange | undefined {
  const queryClient = useQueryClient();
  const [openedAt] = useState(() => lastApplied(queryClient, projectKey) ?? 0);
  const change = useTaskChange(taskId);
  return change && change.seq > openedAt ? change : undefined;
}

export function TaskLiveNotice({
  taskId,
  change,
  edits,
}: {
  taskId: string;
  /** From useTaskChangeSinceOpened. */
  change: TaskChange | undefined;
  edits: UnsavedEdits | null;
}) {
  const [copied, setCopied] = useState(false);
  if (!change) return null;
  if (change.kind === 'changed') {
    const fields = change.fields.map((f) => TASK_FIELD_LABELS[f] ?? f);
    return (
      <p role="status" className="notice notice-info">
        Changed by {change.actor}
        {fields.length ? `: ${fields.join(', ')}` : ''}. The page shows the current task
        {edits ? '; your unsaved edits are kept in the editor' : ''}.
      </p>
    );
  }
  const text = edits ? `${edits.title}\n\n${edits.description}` : '';
  return (
    <div role="alert" className="notice notice-error">
      <p>
        <strong>Deleted by {change.actor}.</strong> This task no longer exists
        {edits ? '; your unsaved edits are below to copy' : ''}.
      </p>
      {edits ? (
        <>
          <label className="field-label" htmlFor={`unsaved-${taskId}`}>
            Your unsaved edits
          </label>
          <textarea id={`unsaved-${taskId}`} readOnly value={text} rows={4} className="input" />
          <button
            type="button"
            className="button"
            onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
          >
            {copied ? 'Copied' : 'Copy my edits'}
          </button>
        </>
      ) : null}
    </div>
  );
}
