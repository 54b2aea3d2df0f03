// The account menu's list and the dialogs its items open, loaded when first wanted (AccountMenu.tsx is the trigger).
// The same Menu as the card's: one menu in the app.
import { Menu, MenuDivider, MenuItem } from '../components/Menu';
import { useSyncExternalStore, type RefObject } from 'react';
import { Modal } from '../components/Modal';
import { readTheme, setTheme, subscribeTheme, THEME_CHOICES, type ThemeChoice } from '../lib/theme';
import { ApiKeys } from '../features/apiKeys/ApiKeys';
import { ChangePasswordForm } from '../features/auth/ChangePasswordForm';
import { SignOutEverywhereButton } from './SignOutEverywhereButton';

const THEME_LABELS: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

export type AccountDialogName = 'apiKeys' | 'password' | 'devices';

export interface AccountPartsProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The menu's name: the person's, as the button's. */
  label: string;
  isOpen: boolean;
  dialog: AccountDialogName | null;
  pending: boolean;
  onOpenDialog: (dialog: AccountDialogName) => void;
  onSignOut: () => void;
  onClose: () => void;
  onCloseDialog: () => void;
}

/** The open menu, or the dialog one of its items opened (one module, loaded when either is first wanted). */
export default function AccountParts(props: AccountPartsProps) {
  return (
    <>
      {props.isOpen ? <AccountMenuList {...props} /> : null}
      {props.dialog ? <AccountDialog name={props.dialog} onClose={props.onCloseDialog} /> : null}
    </>
  );
}

function AccountMenuList(props: AccountPartsProps) {
  const { triggerRef, label, pending, onOpenDialog, onSignOut, onClose } = props;
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'system' as const);
  return (
    // Escape, Tab or a chosen item gives the focus back to the button (a dialog then takes it, and returns it there).
    <Menu
      aria-label={label}
      anchorRef={triggerRef}
      onClose={onClose}
      gap={6}
      className="popover listbox account-menu"
    >
      {/* "Theme" moves the focus to the current choice; the three choices are always there, one keypress away. */}
      <MenuItem
        className="listbox-item menu-group-label"
        onClick={(event) => {
          event.keepOpen = true;
          document.querySelector<HTMLElement>('.account-menu [aria-checked="true"]')?.focus();
        }}
      >
        Theme
      </MenuItem>
      {THEME_CHOICES.map((choice) => (
        <MenuItem
          key={choice}
          type="radio"
          checked={theme === choice}
          className="listbox-item menu-choice"
          onClick={() => setTheme(choice)}
        >
          {THEME_LABELS[choice]}
        </MenuItem>
      ))}
      <MenuDivider className="menu-divider" />
      {/* The person's own settings, each opening its dialog. */}
      <MenuItem className="listbox-item" onClick={() => onOpenDialog('apiKeys')}>
        API keys
      </MenuItem>
      <MenuItem className="listbox-item" onClick={() => onOpenDialog('password')}>
        Change password
      </MenuItem>
      <MenuItem className="listbox-item" onClick={() => onOpenDialog('devices')}>
        Other devices
      </MenuItem>
      <MenuDivider className="menu-divider" />
      <MenuItem className="listbox-item" disabled={pending} onClick={onSignOut}>
        Sign out
      </MenuItem>
    </Menu>
  );
}

function AccountDialog({ name, onClose }: { name: AccountDialogName; onClose: () => void }) {
  if (name === 'apiKeys')
    return (
      <Modal isOpen title="API keys" onClose={onClose}>
        <ApiKeys />
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </Modal>
    );
  if (name === 'password')
    return (
      <Modal isOpen title="Change password" onClose={onClose} size="small">
        <p className="dialog-body muted">Changing it signs you out on your other devices.</p>
        <ChangePasswordForm />
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
      </Modal>
    );
  return (
    <Modal isOpen title="Other devices" onClose={onClose} size="small">
      <p className="dialog-body">
        Signed in on a device you no longer use? Sign out everywhere ends every session of yours, this one
        included.
      </p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <SignOutEverywhereButton />
      </div>
    </Modal>
  );
}
