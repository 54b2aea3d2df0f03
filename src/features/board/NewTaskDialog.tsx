// "New task" on the board: a dialog with every field; the created task appears in its column at once (inserted
// into the cached board, no refetch). The draft survives failures and reloads; Cancel or Escape drops it, so the
// next "New task" starts empty. `c` opens it from anywhere on the board (not while typing).
import { useDraftDialog } from '../ui/useDraftDialog';
import { useShortcuts } from '../ui/useShortcuts';
import type { BoardProject } from './columns';
import { NewTaskModal } from './NewTaskModal';
import { EMPTY_DRAFT, type TaskDraft } from './taskDraft';

export function NewTaskDialog({ project }: { project: BoardProject }) {
  const { isOpen, open, draft, setDraft, onOpenChange, onCreated } = useDraftDialog<TaskDraft>(
    `new-task:${project.key}`,
    EMPTY_DRAFT,
  );
  useShortcuts({ c: open });
  return (
    <>
      <button type="button" className="button button-primary" aria-expanded={isOpen} onClick={open}>
        New task
      </button>
      <NewTaskModal
        project={project}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        draft={draft}
        setDraft={setDraft}
        onCreated={onCreated}
      />
    </>
  );
}
