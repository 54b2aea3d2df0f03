// Single-key screen shortcuts, ignored while typing or with a modifier; react-aria's useKeyboard is per element.
import { useEffect, useRef } from 'react';

export type ShortcutMap = Partial<Record<string, (event: KeyboardEvent) => void>>;

/** True when the key press belongs to what the user is typing, not to the page. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  // React Aria's listbox/menu/grid use single keys for type-ahead.
  return target.closest('[role="listbox"], [role="menu"], [role="grid"], [role="combobox"]') !== null;
}

export function useShortcuts(shortcuts: ShortcutMap, enabled = true): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing)
        return;
      if (isTyping(event.target)) return;
      // An open dialog owns the keyboard.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const run = latest.current[event.key];
      if (!run) return;
      event.preventDefault();
      run(event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
