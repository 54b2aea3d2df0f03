// A card's actions: one button ("Actions for LAN-12") opening a menu of the moves the workflow allows
// ("Move to To do", …). It replaced a Status select on every card: one tab stop and one light trigger per card
// instead of a Select (label, listbox and hidden native select), which made most of the board's blocking time.
// The trigger is a plain button with the menu button's attributes; the menu (CardMenuList.tsx) is part of the board's
// code, so it opens at once, offline too: it is how moves are made (and queued) without a connection.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TaskStatus } from '../../../generated/graphql';
import { CardMenuList, type MenuFocus } from './CardMenuList';

export interface CardMenuProps {
  taskKey: string;
  /** The moves the service allows from the task's current status (Task.allowedTransitions). */
  moves: readonly TaskStatus[];
  onMove: (status: TaskStatus) => void;
}

export function CardMenu({ taskKey, moves, onMove }: CardMenuProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const id = useId();
  // null while closed; else which item the menu focuses as it opens.
  const [focus, setFocus] = useState<MenuFocus | null>(null);
  const isOpen = focus !== null;
  // Where the focus goes back when the menu closes: the card's link when `m` opened it there, else this trigger.
  const back = useRef<HTMLElement | null>(null);
  const open = (position: MenuFocus['position']) => {
    const active = document.activeElement;
    const card = ref.current?.closest('[data-task-id]');
    back.current = active instanceof HTMLElement && card?.contains(active) ? active : ref.current;
    setFocus({ position });
  };
  // As WAI-ARIA's menu button: Enter, Space and a press open on the first item, ArrowDown too, ArrowUp on the last.
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
        // Out of the tab order: the board has one tab stop, the card's link, whose `m` opens this menu.
        tabIndex={-1}
        aria-haspopup="true"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-menu` : undefined}
        data-pressed={isOpen || undefined}
        onKeyDown={onKeyDown}
        // The menu closes itself on a press outside it (focus leaves it), this trigger included; a press on the open
        // trigger would then reopen it, so that press is kept from taking focus and closes it here instead.
        onPointerDown={(event) => {
          if (isOpen) event.preventDefault();
        }}
        onClick={() => (isOpen ? setFocus(null) : open('first'))}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {focus ? (
        <CardMenuList
          triggerRef={ref}
          returnRef={back}
          menuId={`${id}-menu`}
          label={`Actions for ${taskKey}`}
          focus={focus}
          moves={moves}
          onMove={onMove}
          onClose={() => setFocus(null)}
        />
      ) : null}
    </>
  );
}
