// The frame's device notices: changes waiting, one refused once sent (with what was typed), a new release.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { errorSentence } from '../components/errorSentence';
import type { Intent } from '../shared/intents/intent';
import { keptElsewhere, restoredMutations } from './device';
import { newVersionReady, onNewVersion } from './serviceWorker';

export function WaitingChanges() {
  // This tab's own, and those another tab of this device keeps and will send.
  const elsewhere = useSyncExternalStore(keptElsewhere.subscribe, keptElsewhere.size, () => 0);
  const waiting = useMutationState({ filters: { predicate: (m) => m.state.isPaused } }).length + elsewhere;
  if (waiting === 0) return null;
  // In the header row: the sentence shows from 64em; below, only the count does (the sentence is still its text).
  return (
    <p role="status" className="app-waiting">
      <span className="app-waiting-count" aria-hidden="true">
        {waiting}
      </span>
      <span className="app-waiting-text">
        {waiting === 1 ? '1 change waiting to be sent' : `${waiting} changes waiting to be sent`}
      </span>
    </p>
  );
}

const ACTIONS: Record<string, string> = {
  MoveTask: 'move a task',
  CreateTask: 'create a task',
  UpdateTask: 'edit a task',
  DeleteTask: 'delete a task',
  AddComment: 'add a comment',
  EditComment: 'edit a comment',
  DeleteComment: 'delete a comment',
};

/** The text a person typed into a change: every string among its variables but ids. */
function typed(variables: unknown): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!/id$/i.test(key) && value.trim() !== '') out.push(value);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  walk(variables, '');
  return out;
}

/** Changes kept on the device, sent after a reload, and refused: there is no form left to show it, so the frame does. */
export function RefusedChanges() {
  const queryClient = useQueryClient();
  const refused = useMutationState({
    filters: { status: 'error', predicate: (m) => restoredMutations.has(m.mutationId) },
    select: (m: Mutation<unknown, Error, unknown>) => ({
      id: m.mutationId,
      name: String(m.options.mutationKey?.[0] ?? ''),
      error: m.state.error,
      text: typed((m.state.variables as Intent<unknown> | undefined)?.variables),
    }),
  });
  if (refused.length === 0) return null;
  const dismiss = (id: number) => {
    const mutation = queryClient
      .getMutationCache()
      .getAll()
      .find((m) => m.mutationId === id);
    if (mutation) queryClient.getMutationCache().remove(mutation);
  };
  return (
    <div className="app-refused">
      {refused.map(({ id, name, error, text }) => (
        <div key={id} role="alert" className="notice notice-error">
          <span className="notice-message">
            {errorSentence(error, `${ACTIONS[name] ?? 'send a change'} made offline`)}
          </span>
          {text.length > 0 ? (
            <span className="notice-hint">
              What you typed: <q>{text.join(' / ')}</q>
            </span>
          ) : null}
          <button type="button" className="button" onClick={() => dismiss(id)}>
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}

const subscribeVersion = (listener: () => void) => onNewVersion(listener);

/** "A new version is ready — Reload" while a tab is open; the next navigation loads it by itself. */
export function NewVersionNotice() {
  const ready = useSyncExternalStore(subscribeVersion, newVersionReady, () => false);
  const [pathname] = useLocation();
  useEffect(() => {
    // Navigating after a release took over loads the new release's shell rather than mixing it with this one.
    if (ready) location.reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on navigation only, not when the release lands
  }, [pathname]);
  if (!ready) return null;
  return (
    <div role="status" className="notice app-update">
      A new version is ready —{' '}
      <button type="button" className="button" onClick={() => location.reload()}>
        Reload
      </button>
    </div>
  );
}
