// A card's open actions menu (CardMenu.tsx is its trigger), with @szhsin/react-menu: React Aria's Menu needs a core the
// board loads only once someone acts on it, while this menu must open offline, as the single-pointer way to move.
// Its actions are the task's own (src/entities/task/taskActions.ts), as the command menu's are.
import { ControlledMenu, MenuDivider, MenuHeader, MenuItem, type MenuCloseEvent } from '@szhsin/react-menu';
import type { RefObject } from 'react';
import type { TaskStatus } from '../../../generated/graphql';
import { STATUS_LABELS } from '../../lib/validation';
import { PRIORITIES, PRIORITY_LABELS } from '../../entities/task/labels';
import type { CardTask } from '../../entities/task/columns';
import type { CardActions } from './cardActions';

/** The first item takes the focus on open; one object, as the library refocuses on a new one. */
const FIRST = { position: 'first' } as const;

export interface CardMenuListProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Takes the focus back on Escape or a chosen item (the card's link). */
  returnRef: RefObject<HTMLElement | null>;
  menuId: string;
  /** The menu's name, the trigger's ("Actions for LAN-12"). */
  label: string;
  task: CardTask;
  actions: CardActions;
  onMove: (status: TaskStatus) => void;
  onClose: () => void;
}

export function CardMenuList(props: CardMenuListProps) {
  const { triggerRef, returnRef, menuId, label, task, actions, onMove, onClose } = props;
  const { canEdit, canDelete, me } = actions;
  const close = ({ reason }: MenuCloseEvent) => {
    onClose();
    // Escape or a chosen item gives focus back to the trigger; Tab or a press elsewhere leaves it where it went.
    if (reason === 'cancel' || reason === 'click') (returnRef.current ?? triggerRef.current)?.focus();
  };
  const moves = task.allowedTransitions;
  const mine = me !== null && task.assignee?.id === me.id;
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
      menuClassName="popover listbox card-menu"
    >
      {canEdit
        ? [
            ...(moves.length === 0
              ? [
                  <MenuItem key="none" className="listbox-item" disabled>
                    No moves allowed
                  </MenuItem>,
                ]
              : moves.map((status) => (
                  <MenuItem key={status} className="listbox-item" onClick={() => onMove(status)}>
                    {`Move to ${STATUS_LABELS[status]}`}
                  </MenuItem>
                ))),
            <MenuDivider key="d1" className="menu-divider" />,
            me ? (
              <MenuItem
                key="assign"
                className="listbox-item"
                onClick={() => actions.assign(task, mine ? null : me)}
              >
                {mine ? 'Unassign me' : 'Assign to me'}
              </MenuItem>
            ) : null,
            <MenuHeader key="priority" className="menu-header">
              Priority
            </MenuHeader>,
            ...PRIORITIES.map((priority) => (
              <MenuItem
                key={priority}
                className="listbox-item menu-choice"
                aria-current={task.priority === priority || undefined}
                onClick={() => actions.setPriority(task, priority)}
              >
                {PRIORITY_LABELS[priority]}
              </MenuItem>
            )),
            <MenuDivider key="d2" className="menu-divider" />,
          ]
        : null}
      <MenuItem className="listbox-item" onClick={() => void actions.copyLink(task)}>
        Copy link
      </MenuItem>
      {canDelete ? (
        <MenuItem className="listbox-item menu-danger" onClick={() => actions.remove(task)}>
          Delete
        </MenuItem>
      ) : null}
    </ControlledMenu>
  );
}
