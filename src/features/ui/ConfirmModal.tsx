// "Ask once" before a destructive action: a React Aria alert dialog (role alertdialog, focus trapped and restored,
// Escape cancels) with the action's own words on the confirm button.
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

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
  return (
    <DialogTrigger>
      <Button className={triggerClassName} isDisabled={isDisabled} aria-label={triggerLabel}>
        {label}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal modal-small">
          <Dialog role="alertdialog" className="dialog">
            {({ close }) => (
              <>
                <Heading slot="title">{title}</Heading>
                <div className="dialog-body">{children}</div>
                <div className="form-actions">
                  <Button className="button" onPress={close} autoFocus>
                    {cancel}
                  </Button>
                  <Button
                    className="button button-danger"
                    onPress={() => {
                      close();
                      onConfirm();
                    }}
                  >
                    {confirm}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
