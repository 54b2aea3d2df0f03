// A form dialog whose draft outlives a failed request and a reload; closing without creating drops it.
import { useState } from 'react';
import { useDraft } from './useDraft';

export interface DraftDialog<T> {
  isOpen: boolean;
  open: () => void;
  draft: T;
  setDraft: (next: T | ((prev: T) => T)) => void;
  /** For the dialog's onOpenChange: a close drops the draft. */
  onOpenChange: (open: boolean) => void;
  /** For the form's success: drops the draft and closes. */
  onCreated: () => void;
}

export function useDraftDialog<T>(key: string, empty: T): DraftDialog<T> {
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft, clearDraft] = useDraft<T>(key, empty);
  return {
    isOpen,
    open: () => setOpen(true),
    draft,
    setDraft,
    onOpenChange: (open) => {
      if (!open) clearDraft();
      setOpen(open);
    },
    onCreated: () => {
      clearDraft();
      setOpen(false);
    },
  };
}
