// "Ask once" before a destructive action: a button with the action's words; pressing it opens an alert dialog (the
// platform's modal dialog, Modal.tsx) whose first button, Cancel, takes the focus; Escape cancels.
import { useState, type ReactNode } from 'react';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  /** The trigger's words, e.g. "Delete comment". */
  label: string;
  /** An accessible name for the trigger when its words alone are ambiguous, e.g. "Remove Grace Hopper". */
  triggerLabel?: string;
  title: string;
  children: ReactNode;
  /** The confirm button's words, e.g. "Yes, delete". */
  confirm: string;
  cancel?: string;
  onConfirm: () => void;
  isDisabled?: boolean;
  triggerClassName?: string;
}

export function ConfirmDialog({
  label,
  triggerLabel,
  title,
  children,
  confirm,
  cancel = 'Cancel',
  onConfirm,
  isDisabled,
  triggerClassName = 'button button-danger',
}: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        disabled={isDisabled}
        aria-label={triggerLabel}
        aria-expanded={isOpen}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Modal isOpen={isOpen} onClose={() => setOpen(false)} title={title} role="alertdialog" size="small">
        <div className="dialog-body">{children}</div>
        <div className="form-actions">
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {cancel}
          </button>
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirm}
          </button>
        </div>
      </Modal>
    </>
  );
}
