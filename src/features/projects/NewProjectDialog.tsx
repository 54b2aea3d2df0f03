// "New project" on the projects list: a plain button; the dialog (NewProjectModal.tsx: React Aria's overlays and
// focus management, the form) loads on the first press, and starts loading once the pointer or the focus reaches the
// button, so the list paints without React Aria. The draft survives failures and reloads; Cancel or Escape drops it.
import { LazyDialogButton, lazyPart, useLazyDialog } from '../ui/lazyPart';
import { useDraft } from '../ui/useDraft';
import { EMPTY_PROJECT, type ProjectDraft } from './projectDraft';

const Modal = lazyPart(() => import('./NewProjectModal').then((m) => m.NewProjectModal));

export function NewProjectDialog() {
  const dialog = useLazyDialog();
  const { isOpen, setOpen, wanted, failed } = dialog;
  const [draft, setDraft, clearDraft] = useDraft<ProjectDraft>('new-project', EMPTY_PROJECT);
  // Closing without creating (Cancel, Escape, a click outside) drops the draft.
  const onOpenChange = (next: boolean) => {
    if (!next) clearDraft();
    setOpen(next);
  };
  return (
    <>
      <LazyDialogButton dialog={dialog} preload={Modal.preload} className="button button-primary">
        New project
      </LazyDialogButton>
      {wanted ? (
        <Modal.Component
          isOpen={isOpen}
          onOpenChange={onOpenChange}
          draft={draft}
          setDraft={setDraft}
          onCreated={() => {
            clearDraft();
            setOpen(false);
          }}
          onFailed={failed}
        />
      ) : null}
    </>
  );
}
