// A card's actions: one button ("Actions for LAN-12") opening a menu of the moves the workflow allows
// ("Move to To do", …). It replaced a Status select on every card: one tab stop and one light trigger per card
// instead of a Select (label, listbox and hidden native select), which made most of the board's blocking time.
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { TaskStatus } from '../../../generated/graphql';
import { STATUS_LABEL } from '../ui/labels';

export interface CardMenuProps {
  taskKey: string;
  /** The moves the service allows from the task's current status (Task.allowedTransitions). */
  moves: readonly TaskStatus[];
  onMove: (status: TaskStatus) => void;
}

export function CardMenu({ taskKey, moves, onMove }: CardMenuProps) {
  return (
    <MenuTrigger>
      <Button className="card-menu-button" aria-label={`Actions for ${taskKey}`}>
        <span aria-hidden="true">⋯</span>
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu
          className="listbox"
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
    </MenuTrigger>
  );
}
