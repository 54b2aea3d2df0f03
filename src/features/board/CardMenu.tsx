// A card's actions: one button ("Actions for LAN-12") opening a menu of the moves the workflow allows
// ("Move to To do", …). It replaced a Status select on every card: one tab stop and one light trigger per card
// instead of a Select (label, listbox and hidden native select), which made most of the board's blocking time.
// The trigger is a plain button with the menu button's attributes (aria-haspopup, aria-expanded, aria-controls);
// the menu (CardMenuPopover.tsx, React Aria's) loads on the first press, or once the pointer or focus reaches a
// trigger, so the board paints without React Aria's menus and overlays.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TaskStatus } from '../../../generated/graphql';
import { lazyPart } from '../ui/lazyPart';

export interface CardMenuProps {
  taskKey: string;
  /** The moves the service allows from the task's current status (Task.allowedTransitions). */
  moves: readonly TaskStatus[];
  onMove: (status: TaskStatus) => void;
}

const Popover = lazyPart(() => import('./CardMenuPopover').then((m) => m.CardMenuPopover));
/** Starts loading the menu (the board calls it once painted, so menus open at once, offline too). */
export const preloadCardMenu = Popover.preload;

export function CardMenu({ taskKey, moves, onMove }: CardMenuProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const id = useId();
  // null until first opened; then which item the open menu focuses.
  const [focus, setFocus] = useState<'first' | 'last' | null>(null);
  const [isOpen, setOpen] = useState(false);
  const open = (item: 'first' | 'last') => {
    setFocus(item);
    setOpen(true);
  };
  // As React Aria's menu trigger: ArrowDown opens on the first item, ArrowUp on the last (Enter and Space click).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    open(event.key === 'ArrowDown' ? 'first' : 'last');
  };
  return (
    <>
      <button
        ref={ref}
        id={`${id}-trigger`}
        type="button"
        className="card-menu-button"
        aria-label={`Actions for ${taskKey}`}
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-menu` : undefined}
        data-pressed={isOpen || undefined}
        onPointerEnter={Popover.preload}
        onFocus={Popover.preload}
        onKeyDown={onKeyDown}
        // A press while open closes (the popover's outside-press also closes it: both say "closed").
        onClick={() => (isOpen ? setOpen(false) : open('first'))}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {focus ? (
        <Popover.Component
          triggerRef={ref}
          triggerId={`${id}-trigger`}
          menuId={`${id}-menu`}
          isOpen={isOpen}
          onOpenChange={setOpen}
          focus={focus}
          moves={moves}
          onMove={onMove}
          onFailed={() => {
            setFocus(null);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
