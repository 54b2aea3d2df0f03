// Ctrl+Z (⌘Z) undoes this person's last change, Ctrl+Shift+Z or Ctrl+Y redoes; text fields keep the browser's. And the
// page's passing messages, in one region over the page: a change's "Saved" comes with its Undo.
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { undoStack } from '../../shared/undo/undoStack';
import { NoticeRegion } from '../../shared/notices/NoticeRegion';
import { UndoButton, useRunUndo } from './UndoButton';

/** True where the key press edits text: there Ctrl+Z is the field's own undo. */
function inTextField(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    // A checkbox holds no text: Ctrl+Z right after ticking one undoes that choice.
    target.closest(
      'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [contenteditable=""], [contenteditable="true"]',
    ) !== null
  );
}

export function UndoKeys({ viewerId }: { viewerId: string }) {
  const run = useRunUndo();
  const [pathname] = useLocation();
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
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
  // Every passing message floats in the one region; a change's "Saved" offers its Undo there.
  return (
    <NoticeRegion
      pathname={pathname}
      action={(notice) => (notice.tone === 'saved' ? <UndoButton /> : null)}
    />
  );
}
