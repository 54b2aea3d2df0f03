// The list of keyboard shortcuts, opened with `?`; Escape (or Close) leaves it and focus returns where it was.
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

export const SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: 'c', does: 'New task' },
  { keys: '/', does: 'Search the board' },
  { keys: '?', does: 'Show these shortcuts' },
  { keys: 'Esc', does: 'Close a dialog or menu' },
];

export function ShortcutsDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ModalOverlay className="modal-overlay" isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className="modal modal-small">
        <Dialog className="dialog">
          {({ close }) => (
            <>
              <Heading slot="title">Keyboard shortcuts</Heading>
              <p className="muted">Shortcuts work when you are not typing in a field.</p>
              <dl className="shortcuts">
                {SHORTCUTS.map((s) => (
                  <div key={s.keys} className="shortcut">
                    <dt>
                      <kbd>{s.keys}</kbd>
                    </dt>
                    <dd>{s.does}</dd>
                  </div>
                ))}
              </dl>
              <div className="form-actions">
                <Button className="button" onPress={close}>
                  Close
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
