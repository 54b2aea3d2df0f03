// A card's actions: one light button opening the moves the workflow allows; in the board's code, so it works offline.
import { useId, useRef, useState, type RefObject } from 'react';
import type { LabelFieldsFragment, TaskStatus } from '../../../generated/graphql';
import { CardMenuList } from './CardMenuList';

export interface CardMenuProps {
  taskKey: string;
  /** The moves the service allows from the task's current status (Task.allowedTransitions). */
  moves: readonly TaskStatus[];
  onMove: (status: TaskStatus) => void;
  labels: readonly LabelFieldsFragment[];
  labelIds: readonly string[];
  onLabels: (labelIds: string[]) => void;
  /** The card's link: the board's tab stop, where the focus goes back when the menu closes. */
  back: RefObject<HTMLElement | null>;
}

export function CardMenu({ taskKey, moves, onMove, labels, labelIds, onLabels, back }: CardMenuProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const id = useId();
  // Opened by a press or by `m` on the card (boardKeys.ts), on its first item; the trigger is out of the tab order.
  const [isOpen, setOpen] = useState(false);
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
        // The menu closes itself on a press outside it (focus leaves it), this trigger included; a press on the open
        // trigger would then reopen it, so that press is kept from taking focus and closes it here instead.
        onPointerDown={(event) => {
          if (isOpen) event.preventDefault();
        }}
        onClick={() => setOpen(!isOpen)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {isOpen ? (
        <CardMenuList
          triggerRef={ref}
          returnRef={back}
          menuId={`${id}-menu`}
          label={`Actions for ${taskKey}`}
          moves={moves}
          onMove={onMove}
          labels={labels}
          labelIds={labelIds}
          onLabels={onLabels}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
