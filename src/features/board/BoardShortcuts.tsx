// The board's keyboard shortcuts besides `c` (New task registers it) and `/` (the filter bar: it focuses the search):
// `?` lists them all, and a visible "Keyboard shortcuts" button opens the same list for those who do not guess `?`.
import { useState } from 'react';
import { ShortcutsDialog } from '../../components/ShortcutsDialog';
import { useShortcuts } from '../../components/useShortcuts';

export function BoardShortcuts() {
  const [isOpen, setOpen] = useState(false);
  useShortcuts({ '?': () => setOpen(true) });
  return (
    <>
      <button
        type="button"
        className="link-button shortcuts-button"
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      >
        Keyboard shortcuts
      </button>
      <ShortcutsDialog isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
