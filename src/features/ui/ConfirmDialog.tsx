// "Ask once" before a destructive action: a plain button with the action's words; pressing it opens an alert dialog
// (ConfirmModal.tsx: React Aria's, focus trapped and given back, Escape cancels) whose code loads on the first press,
// or as soon as the pointer or the focus reaches the button, so the screen paints without React Aria's overlays.
import type { ReactNode } from 'react';
import { LazyDialogButton, lazyPart, useLazyDialog } from './lazyPart';

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

const Modal = lazyPart(() => import('./ConfirmModal').then((m) => m.ConfirmModal));

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
  const dialog = useLazyDialog();
  const { isOpen, setOpen, wanted, failed } = dialog;
  return (
    <>
      <LazyDialogButton
        dialog={dialog}
        preload={Modal.preload}
        className={triggerClassName}
        disabled={isDisabled}
        aria-label={triggerLabel}
      >
        {label}
      </LazyDialogButton>
      {wanted ? (
        <Modal.Component
          isOpen={isOpen}
          onOpenChange={setOpen}
          title={title}
          confirm={confirm}
          cancel={cancel}
          onConfirm={onConfirm}
          onFailed={failed}
        >
          {children}
        </Modal.Component>
      ) : null}
    </>
  );
}
