// The board's keyboard shortcuts besides `c` (which New task registers): `/` focuses the search, `?` lists them all,
// and a visible "Keyboard shortcuts" button opens the same list for those who do not guess `?`.
// The list's dialog loads on first use (`?`, or the button pressed, hovered or focused): React Aria's overlays are not
// needed for the board's first paint.
import { LazyDialogButton, lazyPart, useLazyDialog } from '../ui/lazyPart';
import { useShortcuts } from '../ui/useShortcuts';
import { SEARCH_INPUT_ID } from './BoardFilterBar';

const Shortcuts = lazyPart(() => import('../ui/ShortcutsDialog').then((m) => m.ShortcutsDialog));
/** Starts loading the list (the board calls it once painted). */
export const preloadShortcuts = Shortcuts.preload;

export function BoardShortcuts() {
  const dialog = useLazyDialog();
  const { isOpen, setOpen, wanted, open, failed } = dialog;
  useShortcuts({
    '/': () => document.getElementById(SEARCH_INPUT_ID)?.focus(),
    '?': open,
  });
  return (
    <>
      <LazyDialogButton dialog={dialog} preload={Shortcuts.preload} className="link-button shortcuts-button">
        Keyboard shortcuts
      </LazyDialogButton>
      {wanted ? <Shortcuts.Component isOpen={isOpen} onOpenChange={setOpen} onFailed={failed} /> : null}
    </>
  );
}
