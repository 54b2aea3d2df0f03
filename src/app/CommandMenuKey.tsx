// Ctrl+K (⌘K) on every signed-in screen opens the command menu. Only this listener is in the first paint: the menu's
// code is fetched when Ctrl or ⌘ is first pressed, and shown once it is in.
import { Suspense, useEffect, useRef, useState } from 'react';
import type { CommandMenuProps } from '../features/command/CommandMenu';
import { lazyWithPreload } from './lazyWithPreload';
import { ScreenBoundary } from './ScreenBoundary';

const CommandMenu = lazyWithPreload<CommandMenuProps>(() =>
  import('../features/command/CommandMenu').then((module) => ({ default: module.CommandMenu })),
);

export function CommandMenuKey() {
  const [opened, setOpened] = useState<{ focused: Element | null } | null>(null);
  // What the chosen command does once the menu is closed and the focus is back (a dialog it opens returns there).
  const then = useRef<(() => void) | null>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Meta') {
        void CommandMenu.preload().catch(() => undefined); // Shown by the boundary if it fails when opened.
        return;
      }
      if (
        event.key.toLowerCase() !== 'k' ||
        !(event.ctrlKey || event.metaKey) ||
        event.altKey ||
        event.shiftKey
      )
        return;
      event.preventDefault(); // The browser's own Ctrl+K goes to its address bar.
      // Another open dialog keeps the keyboard; a second Ctrl+K leaves the open menu as it is.
      if (document.querySelector('dialog[open]')) return;
      setOpened({ focused: document.activeElement });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    if (opened || !then.current) return;
    const run = then.current;
    then.current = null;
    run();
  }, [opened]);
  if (!opened) return null;
  return (
    <ScreenBoundary resetKey="command-menu">
      <Suspense fallback={null}>
        <CommandMenu
          focused={opened.focused}
          onDone={(next) => {
            then.current = next ?? null;
            setOpened(null);
          }}
        />
      </Suspense>
    </ScreenBoundary>
  );
}
