// A lazily loaded form dialog that keeps a draft (New task, New project): the draft outlives a failed request and a
// reload; closing without creating (Cancel, Escape, a click outside) drops it, so the next one starts empty, and so
// does creating.
import { useLazyDialog, type LazyDialogState } from './lazyPart';
import { useDraft } from './useDraft';

export interface DraftDialog<T> {
  dialog: LazyDialogState;
  draft: T;
  setDraft: (next: T | ((prev: T) => T)) => void;
  /** For the dialog's onOpenChange: a close drops the draft. */
  onOpenChange: (open: boolean) => void;
  /** For the form's success: drops the draft and closes. */
  onCreated: () => void;
}

export function useDraftDialog<T>(key: string, empty: T): DraftDialog<T> {
  const dialog = useLazyDialog();
  const [draft, setDraft, clearDraft] = useDraft<T>(key, empty);
  return {
    dialog,
    draft,
    setDraft,
    onOpenChange: (open) => {
      if (!open) clearDraft();
      dialog.setOpen(open);
    },
    onCreated: () => {
      clearDraft();
      dialog.setOpen(false);
    },
  };
}
