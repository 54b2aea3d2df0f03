// The account menu: a button named with the person's name (their initials show), holding Theme, the account's own
// screens and Sign out. The button is part of every signed-in first paint; the menu and its dialogs load on first use
// (AccountMenuList.tsx), started as the pointer or the focus reaches the button.
import { Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { initials } from '../components/format';
import { lazyWithPreload } from './lazyWithPreload';
import { useSignOut } from './signOut';
import { ScreenBoundary } from './ScreenBoundary';
import type { AccountDialogName, AccountPartsProps } from './AccountMenuList';

const AccountParts = lazyWithPreload<AccountPartsProps>(() => import('./AccountMenuList'));

export function AccountMenu({ name }: { name: string }) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Opened by a press, or by Enter, Space or the down arrow on its first item (the menu pattern's keys).
  const [isOpen, setOpen] = useState(false);
  const [dialog, setDialog] = useState<AccountDialogName | null>(null);
  const leave = useSignOut();
  const preload = () => void AccountParts.preload();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && !isOpen) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && isOpen) {
      // Before the menu has taken the focus (its code still loading), Escape reaches the button.
      setOpen(false);
    }
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="account-button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        // The menu closes itself on a press outside it, this button included: that press would reopen it.
        onPointerDown={(event) => {
          if (isOpen) event.preventDefault();
        }}
        onClick={() => setOpen(!isOpen)}
        onKeyDown={onKeyDown}
      >
        <span className="avatar account-avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <bdi className="account-name">{name}</bdi>
      </button>
      {isOpen || dialog ? (
        <ScreenBoundary resetKey={dialog ?? 'menu'}>
          <Suspense fallback={null}>
            <AccountParts
              triggerRef={trigger}
              label={name}
              isOpen={isOpen}
              dialog={dialog}
              pending={leave.pending}
              onOpenDialog={setDialog}
              onSignOut={leave.signOut}
              onClose={() => setOpen(false)}
              onCloseDialog={() => setDialog(null)}
            />
          </Suspense>
        </ScreenBoundary>
      ) : null}
    </>
  );
}
