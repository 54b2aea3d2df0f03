// The card's open actions menu: React Aria's Menu in a Popover anchored to the card's plain trigger (CardMenu.tsx),
// loaded on the first press so the board paints without React Aria's menus and overlays. Arrow keys, typeahead,
// Escape, a click outside, and focus given back to the trigger on close are React Aria's.
import type { RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import type { TaskStatus } from '../../../generated/graphql';
import { STATUS_LABEL } from '../ui/labels';

export interface CardMenuPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The trigger's id: the menu is named by it ("Actions for LAN-12"). */
  triggerId: string;
  menuId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which item takes focus on open: the first (press, Enter, ArrowDown) or the last (ArrowUp). */
  focus: 'first' | 'last';
  moves: readonly TaskStatus[];
  onMove: (status: TaskStatus) => void;
}

export function CardMenuPopover({
  triggerRef,
  triggerId,
  menuId,
  isOpen,
  onOpenChange,
  focus,
  moves,
  onMove,
}: CardMenuPopoverProps) {
  return (
    <Popover
      className="popover"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      trigger="MenuTrigger"
    >
      <Menu
        id={menuId}
        className="listbox"
        aria-labelledby={triggerId}
        autoFocus={focus}
        onClose={() => onOpenChange(false)}
        items={moves.map((status) => ({ id: status, label: `Move to ${STATUS_LABEL[status]}` }))}
        onAction={(key) => onMove(key as TaskStatus)}
        renderEmptyState={() => <span className="listbox-item">No moves allowed</span>}
      >
        {(item) => (
          <MenuItem className="listbox-item" id={item.id} textValue={item.label}>
            {item.label}
          </MenuItem>
        )}
      </Menu>
    </Popover>
  );
}
