// A card's open actions menu (CardMenu.tsx is its trigger), in the board's code: it must open offline, as the
// single-pointer way to move. Its actions are the task's own (src/entities/task/taskActions.ts), as the command menu's are.
import { Menu, MenuDivider, MenuHeader, MenuItem } from '../../components/Menu';
import type { RefObject } from 'react';
import type { LabelFieldsFragment, TaskStatus } from '../../../generated/graphql';
import { LIMITS, STATUS_LABELS } from '../../lib/validation';
import { PRIORITIES, PRIORITY_LABELS } from '../../entities/task/words';
import type { CardTask } from '../../entities/task/columns';
import type { CardActions } from './cardActions';

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
  /** The project's labels, each a checkbox item: checked when the task carries it. */
  labels: readonly LabelFieldsFragment[];
  onLabels: (labelIds: string[]) => void;
  onClose: () => void;
}

export function CardMenuList(props: CardMenuListProps) {
  const { triggerRef, returnRef, menuId, label, task, actions, onMove, labels, onLabels, onClose } = props;
  const { canEdit, canDelete, me } = actions;
  const labelIds = task.labelIds;
  const full = labels.filter((l) => labelIds.includes(l.id)).length >= LIMITS.labelsPerTask;
  const moves = task.allowedTransitions;
  const mine = me !== null && task.assignee?.id === me.id;
  return (
    <Menu
      id={menuId}
      aria-label={label}
      anchorRef={triggerRef}
      // Escape, Tab or a chosen item gives the focus back to the card's link; a press elsewhere leaves it there.
      returnRef={returnRef}
      onClose={onClose}
      gap={4}
      className="popover listbox card-menu"
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
            ...(labels.length > 0
              ? [
                  <MenuHeader key="labels" className="menu-header">
                    Labels
                  </MenuHeader>,
                  ...labels.map((l) => {
                    const on = labelIds.includes(l.id);
                    return (
                      <MenuItem
                        key={l.id}
                        type="checkbox"
                        checked={on}
                        disabled={!on && full}
                        className="listbox-item menu-choice"
                        onClick={() =>
                          onLabels(on ? labelIds.filter((id) => id !== l.id) : [...labelIds, l.id])
                        }
                      >
                        <span dir="auto">{l.name}</span>
                      </MenuItem>
                    );
                  }),
                ]
              : []),
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
    </Menu>
  );
}
