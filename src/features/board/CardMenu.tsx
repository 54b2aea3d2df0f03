// A card's actions: one light button opening its menu; in the board's code, so it works offline.
import { useId, useRef, useState, type RefObject } from 'react';
import type { LabelFieldsFragment, TaskStatus } from '../../../generated/graphql';
import type { CardTask } from '../../entities/task/columns';
import type { CardActions } from './cardActions';
import { CardMenuList } from './CardMenuList';

export type { CardActions };

export interface CardMenuProps {
  task: CardTask;
  actions: CardActions;
  onMove: (status: TaskStatus) => void;
  /** The project's labels, offered as checkboxes to those who may edit. */
  labels: readonly LabelFieldsFragment[];
  /** The task's labels become these. */
  onLabels: (labelIds: string[]) => void;
  /** The card's link: the board's tab stop, where the focus goes back when the menu closes. */
  back: RefObject<HTMLElement | null>;
}

export function CardMenu({ task, actions, onMove, labels, onLabels, back }: CardMenuProps) {
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
        aria-label={`Actions for ${task.key}`}
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
          label={`Actions for ${task.key}`}
          task={task}
          actions={actions}
          onMove={onMove}
          labels={labels}
          onLabels={onLabels}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
