// A card's open actions menu (CardMenu.tsx is its trigger), with @szhsin/react-menu: React Aria's Menu needs a core the
// board loads only once someone acts on it, while this menu must open offline, as the single-pointer way to move.
import { ControlledMenu, MenuDivider, MenuHeader, MenuItem, type MenuCloseEvent } from '@szhsin/react-menu';
import type { RefObject } from 'react';
import type { LabelFieldsFragment, TaskStatus } from '../../../generated/graphql';
import { LIMITS, STATUS_LABELS } from '../../lib/validation';

/** The first item takes the focus on open; one object, as the library refocuses on a new one. */
const FIRST = { position: 'first' } as const;

export interface CardMenuListProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Takes the focus back on Escape or a chosen move (the card's link). */
  returnRef: RefObject<HTMLElement | null>;
  menuId: string;
  /** The menu's name, the trigger's ("Actions for LAN-12"). */
  label: string;
  moves: readonly TaskStatus[];
  onMove: (status: TaskStatus) => void;
  /** The project's labels, each a checkbox item: checked when the task carries it. */
  labels: readonly LabelFieldsFragment[];
  labelIds: readonly string[];
  onLabels: (labelIds: string[]) => void;
  onClose: () => void;
}

export function CardMenuList({
  triggerRef,
  returnRef,
  menuId,
  label,
  moves,
  onMove,
  labels,
  labelIds,
  onLabels,
  onClose,
}: CardMenuListProps) {
  const full = labels.filter((l) => labelIds.includes(l.id)).length >= LIMITS.labelsPerTask;
  const close = ({ reason }: MenuCloseEvent) => {
    onClose();
    // Escape or a chosen move gives focus back to the trigger; Tab or a press elsewhere leaves it where it went.
    if (reason === 'cancel' || reason === 'click') (returnRef.current ?? triggerRef.current)?.focus();
  };
  return (
    <ControlledMenu
      id={menuId}
      aria-label={label}
      // The library's type predates React 19's nullable refs; the trigger is mounted whenever the menu is.
      anchorRef={triggerRef as RefObject<HTMLButtonElement>}
      state="open"
      menuItemFocus={FIRST}
      onClose={close}
      align="end"
      direction="bottom"
      gap={4}
      portal
      viewScroll="auto"
      menuClassName="popover listbox"
    >
      {moves.length === 0 ? (
        <MenuItem className="listbox-item" disabled>
          No moves allowed
        </MenuItem>
      ) : (
        moves.map((status) => (
          <MenuItem key={status} className="listbox-item" onClick={() => onMove(status)}>
            {`Move to ${STATUS_LABELS[status]}`}
          </MenuItem>
        ))
      )}
      {labels.length > 0 ? (
        <>
          <MenuDivider />
          <MenuHeader>Labels</MenuHeader>
          {labels.map((label) => {
            const on = labelIds.includes(label.id);
            return (
              <MenuItem
                key={label.id}
                type="checkbox"
                checked={on}
                disabled={!on && full}
                className="listbox-item"
                onClick={() =>
                  onLabels(on ? labelIds.filter((id) => id !== label.id) : [...labelIds, label.id])
                }
              >
                <span dir="auto">{label.name}</span>
              </MenuItem>
            );
          })}
        </>
      ) : null}
    </ControlledMenu>
  );
}
