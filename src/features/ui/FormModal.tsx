// The frame of a dialog that holds a form (New task, New project): React Aria's modal (focus kept inside and given
// back, Escape and a click outside close it) around the form. Only the lazily loaded dialogs import it.
import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';

export interface FormModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export function FormModal({ isOpen, onOpenChange, children }: FormModalProps) {
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="modal">
        <Dialog className="dialog">{children}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}
