// The "Undo" a change's "Saved" notice offers, and the one way undo and redo are started (the keys use it too).
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useGraphQLClient } from '../../lib/graphql';
import { useViewer } from '../../entities/viewer/useSession';
import { useUndoState } from '../../shared/undo/undoStack';

export function useRunUndo() {
  const client = useGraphQLClient();
  const queryClient = useQueryClient();
  const [pathname] = useLocation();
  const viewerId = useViewer().data?.viewer?.id ?? '';
  return (from: 'undo' | 'redo') =>
    void import('./runUndo').then(({ runUndo }) =>
      runUndo({ client, queryClient, viewerId, path: pathname }, from),
    );
}

export function UndoButton() {
  const run = useRunUndo();
  const { undo, busy } = useUndoState();
  if (undo.length === 0) return null;
  return (
    <button type="button" className="button button-link" disabled={busy} onClick={() => run('undo')}>
      Undo
    </button>
  );
}
