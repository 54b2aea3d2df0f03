// The "ask once" dialog itself: a React Aria alert dialog (role alertdialog, focus trapped and given back, Escape
// cancels) with the action's own words on the confirm button. Loaded on demand by ConfirmDialog.tsx.
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export interface ConfirmModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
}

export function ConfirmModal({
  isOpen,
  onOpenChange,
  title,
  children,
  confirm,
  cancel,
  onConfirm,
}: ConfirmModalProps) {
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
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
  );
}
