// The list of keyboard shortcuts, opened with `?`; Escape (or Close) leaves it and focus returns where it was.
import { Modal } from './Modal';

export const SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: 'c', does: 'New task' },
  { keys: '/', does: 'Search the board' },
  { keys: '?', does: 'Show these shortcuts' },
  { keys: '← ↑ ↓ → or k j', does: 'Go to the next card; move a picked-up card' },
  { keys: 'Home End', does: 'Go to the column’s first or last card' },
  { keys: 'Enter', does: 'Open the card' },
  { keys: 'm', does: 'Move the card' },
  { keys: 'Space', does: 'Pick up or drop the card' },
  { keys: 'Tab', does: 'Leave the board' },
  { keys: 'Esc', does: 'Close a dialog or menu, cancel a move' },
];

export function ShortcutsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Keyboard shortcuts" size="small">
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
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
