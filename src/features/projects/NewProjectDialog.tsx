// "New project" on the projects list: a plain button; the dialog (NewProjectModal.tsx: React Aria's overlays and
// focus management, the form) loads on the first press, and starts loading once the pointer or the focus reaches the
// button, so the list paints without React Aria. The draft survives failures and reloads; Cancel or Escape drops it.
import { LazyDialogButton, lazyPart } from '../ui/lazyPart';
import { useDraftDialog } from '../ui/useDraftDialog';
import { EMPTY_PROJECT, type ProjectDraft } from './projectDraft';

const Modal = lazyPart(() => import('./NewProjectModal').then((m) => m.NewProjectModal));

export function NewProjectDialog() {
  const { dialog, draft, setDraft, onOpenChange, onCreated } = useDraftDialog<ProjectDraft>(
    'new-project',
    EMPTY_PROJECT,
  );
  return (
    <>
      <LazyDialogButton dialog={dialog} preload={Modal.preload} className="button button-primary">
        New project
      </LazyDialogButton>
      {dialog.wanted ? (
        <Modal.Component
          isOpen={dialog.isOpen}
          onOpenChange={onOpenChange}
          draft={draft}
          setDraft={setDraft}
          onCreated={onCreated}
          onFailed={dialog.failed}
        />
      ) : null}
    </>
  );
}
