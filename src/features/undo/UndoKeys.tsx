// Ctrl+Z (⌘Z) undoes this person's last change, Ctrl+Shift+Z or Ctrl+Y redoes; text fields keep the browser's.
import { useEffect, useRef } from 'react';
import { undoStack, useUndoState } from '../../shared/undo/undoStack';
import { useLocation } from 'wouter';
import { UndoButton, useRunUndo } from './UndoButton';

/** True where the key press edits text: there Ctrl+Z is the field's own undo. */
function inTextField(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null
  );
}

export function UndoKeys({ viewerId }: { viewerId: string }) {
  const run = useRunUndo();
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const [pathname] = useLocation();
  const { notice } = useUndoState();
  // Another person's changes are never this one's to undo; the stack goes when they sign out or the session ends.
  useEffect(() => () => undoStack.clear(), [viewerId]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      if (key !== 'z' && !redo) return;
      if (inTextField(event.target)) return;
      event.preventDefault();
      latest.current(redo ? 'redo' : 'undo');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  if (!notice || notice.path !== pathname) return null;
  return (
    <div role={notice.tone === 'refused' ? 'alert' : 'status'} className="notice undo-notice">
      <span>{notice.text}</span>
      {notice.tone === 'saved' ? (
        <>
          {' '}
          <UndoButton />
        </>
      ) : null}
    </div>
  );
}
