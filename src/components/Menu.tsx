// The app's action menus (a card's, the account's): the platform's popover puts it in the top layer, and the WAI-ARIA
// menu pattern is ours. Own code rather than a menu library: the card's menu is in the board's first paint, where a
// library's bytes cost every visit. Its API is a subset of @szhsin/react-menu's, which the app used before.
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';

/** Why the menu closed: Escape or Tab ('cancel'), a chosen item ('click'), a press or the focus elsewhere ('blur'). */
export type MenuCloseReason = 'cancel' | 'click' | 'blur';

export interface MenuClickEvent {
  /** Set to true in an item's onClick to leave the menu open. */
  keepOpen: boolean;
  /** A checkbox item's new state; true for a radio item. */
  checked?: boolean;
  value?: unknown;
}

const MenuContext = createContext<(reason: MenuCloseReason) => void>(() => {});

const ITEMS = '[role^="menuitem"]:not([aria-disabled="true"])';
const EDGE = 8;

export interface MenuProps {
  /** The trigger: the menu shows next to it (below, above when there is no room below). */
  anchorRef: RefObject<HTMLElement | null>;
  /** Where the focus goes when Escape, Tab or a chosen item closes the menu; the trigger by default. */
  returnRef?: RefObject<HTMLElement | null>;
  'aria-label': string;
  id?: string;
  className?: string;
  /** Space between the trigger and the menu, in pixels. */
  gap?: number;
  onClose: (reason: MenuCloseReason) => void;
  children: ReactNode;
}

/** An open menu (mount it to open it): the first item takes the focus, and closing gives it back to the trigger. */
export function Menu(props: MenuProps) {
  const { anchorRef, returnRef, id, className, gap = 4, onClose, children } = props;
  const ref = useRef<HTMLDivElement>(null);
  const closed = useRef(false);
  const latest = useRef(onClose);
  useLayoutEffect(() => {
    latest.current = onClose;
  });

  const close = useCallback(
    (reason: MenuCloseReason) => {
      if (closed.current) return;
      closed.current = true;
      latest.current(reason);
      if (reason !== 'blur') (returnRef?.current ?? anchorRef.current)?.focus();
    },
    [anchorRef, returnRef],
  );

  useLayoutEffect(() => {
    const menu = ref.current!;
    // React's development StrictMode runs this twice on one element.
    if (!menu.matches(':popover-open')) menu.showPopover();
    const place = () => {
      const anchor = anchorRef.current;
      if (!anchor) return;
      const a = anchor.getBoundingClientRect();
      const width = menu.offsetWidth;
      const height = menu.scrollHeight;
      const below = window.innerHeight - a.bottom - gap - EDGE;
      const above = a.top - gap - EDGE;
      const up = height > below && above > below;
      // Its right edge at the trigger's, kept within the viewport (a phone's too).
      const left = Math.max(EDGE, Math.min(a.right - width, window.innerWidth - width - EDGE));
      menu.style.left = `${left}px`;
      menu.style.maxHeight = `${Math.max(up ? above : below, 0)}px`;
      menu.style.top = up ? `${Math.max(EDGE, a.top - gap - height)}px` : `${a.bottom + gap}px`;
    };
    place();
    menu.querySelector<HTMLElement>(ITEMS)?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      // A press on the trigger is the trigger's own (it toggles the menu).
      if (!menu.contains(target) && !anchorRef.current?.contains(target)) close('blur');
    };
    document.addEventListener('pointerdown', outside, true);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('pointerdown', outside, true);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchorRef, gap, close]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The menu's keys are its own: the board's and the app's shortcuts do not see them.
    event.stopPropagation();
    const items = [...ref.current!.querySelectorAll<HTMLElement>(ITEMS)];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    const { key } = event;
    if (key === 'ArrowDown') focus(at + 1);
    else if (key === 'ArrowUp') focus(at < 0 ? -1 : at - 1);
    else if (key === 'Home') focus(0);
    else if (key === 'End') focus(-1);
    else if (key === 'Escape' || key === 'Tab') close('cancel');
    else if (key === 'Enter' || key === ' ') (document.activeElement as HTMLElement | null)?.click();
    else if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Type-ahead: the next item whose text starts with the letter, after the focused one, wrapping.
      const letter = key.toLowerCase();
      const next = [...items.slice(at + 1), ...items.slice(0, at + 1)].find((item) =>
        item.textContent?.trim().toLowerCase().startsWith(letter),
      );
      next?.focus();
    } else return;
    event.preventDefault();
  };

  return createPortal(
    <div
      ref={ref}
      id={id}
      role="menu"
      aria-label={props['aria-label']}
      popover="manual"
      tabIndex={-1}
      className={`menu ${className ?? ''}`}
      onKeyDown={onKeyDown}
      // The focus leaving for something else on the page (not the window losing it) closes the menu.
      onBlur={(event) => {
        const to = event.relatedTarget as Node | null;
        if (to && !ref.current?.contains(to)) close('blur');
      }}
    >
      <MenuContext.Provider value={close}>{children}</MenuContext.Provider>
    </div>,
    document.body,
  );
}

export interface MenuItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onClick' | 'role'> {
  type?: 'checkbox' | 'radio';
  checked?: boolean;
  disabled?: boolean;
  value?: unknown;
  onClick?: (event: MenuClickEvent) => void;
}

export function MenuItem({ type, checked, disabled, value, onClick, children, ...rest }: MenuItemProps) {
  const close = useContext(MenuContext);
  return (
    <div
      {...rest}
      role={type ? `menuitem${type}` : 'menuitem'}
      aria-checked={type ? Boolean(checked) : undefined}
      aria-disabled={disabled || undefined}
      tabIndex={-1}
      // As a pointer moves over the items, the one under it is the focused one, as the arrow keys would make it.
      onPointerMove={(event) => {
        if (!disabled && document.activeElement !== event.currentTarget) event.currentTarget.focus();
      }}
      onClick={() => {
        if (disabled) return;
        const event: MenuClickEvent = { keepOpen: false, value };
        if (type) event.checked = type === 'radio' || !checked;
        onClick?.(event);
        if (!event.keepOpen) close('click');
      }}
    >
      {children}
    </div>
  );
}

export function MenuHeader({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div role="presentation" className={className}>
      {children}
    </div>
  );
}

export function MenuDivider({ className }: { className?: string }) {
  return <div role="separator" className={className} />;
}
