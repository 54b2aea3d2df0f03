// A modal on the platform's <dialog>; added: focus returns to the opener, or the screen's heading if it is gone.
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface ModalProps {
  isOpen: boolean;
  /** Escape, a press on the backdrop, or the form's own Cancel: the owner closes it by setting isOpen. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** 'alertdialog' for a question before a destructive action. */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'large';
  /** A class for the dialog beside its size's, for a dialog placed or sized its own way. */
  className?: string;
}

export function Modal(props: ModalProps) {
  return props.isOpen ? <OpenModal {...props} /> : null;
}

function OpenModal({ onClose, title, children, role, size = 'large', className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      const back = opener?.isConnected ? opener : document.querySelector('main h1');
      if (back instanceof HTMLElement) {
        if (back.tagName === 'H1') back.setAttribute('tabindex', '-1');
        back.focus();
      }
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={[size === 'small' ? 'modal modal-small' : 'modal', className].filter(Boolean).join(' ')}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A press on the backdrop lands on the dialog element itself (its content box is filled by .dialog).
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog">
        <h2 id={titleId}>{title}</h2>
        {children}
      </div>
    </dialog>
  );
}
