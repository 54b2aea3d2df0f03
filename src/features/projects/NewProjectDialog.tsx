// "New project": a button opening NewProjectModal.tsx; the draft survives failures and reloads, Cancel drops it.
import { useDraftDialog } from '../../components/useDraftDialog';
import { NewProjectModal } from './NewProjectModal';
import { EMPTY_PROJECT, type ProjectDraft } from './projectDraft';

export function NewProjectDialog() {
  const { isOpen, open, draft, setDraft, onOpenChange, onCreated } = useDraftDialog<ProjectDraft>(
    'new-project',
    EMPTY_PROJECT,
  );
  return (
    <>
      <button type="button" className="button button-primary" aria-expanded={isOpen} onClick={open}>
        New project
      </button>
      <NewProjectModal
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        draft={draft}
        setDraft={setDraft}
        onCreated={onCreated}
      />
    </>
  );
}
