// "New task" on the board: a dialog with every field; the created task appears in its column at once (inserted
// into the cached board, no refetch). The draft survives failures and reloads; Cancel or Escape drops it, so the
// next "New task" starts empty. `c` opens it from anywhere on the board (not while typing).
// The board paints with a plain button: the dialog (React Aria's overlays, focus management, the form's selects)
// loads on the first press or `c`, and starts loading as soon as the pointer or the focus reaches the button.
import { LazyDialogButton, lazyPart } from '../ui/lazyPart';
import { useDraftDialog } from '../ui/useDraftDialog';
import { useShortcuts } from '../ui/useShortcuts';
import type { BoardProject } from './columns';
import { EMPTY_DRAFT, type TaskDraft } from './taskDraft';

const Modal = lazyPart(() => import('./NewTaskModal').then((m) => m.NewTaskModal));
/** Starts loading the dialog (the board calls it once painted). */
export const preloadNewTask = Modal.preload;

export function NewTaskDialog({ project }: { project: BoardProject }) {
  const { dialog, draft, setDraft, onOpenChange, onCreated } = useDraftDialog<TaskDraft>(
    `new-task:${project.key}`,
    EMPTY_DRAFT,
  );
  useShortcuts({ c: dialog.open });
  return (
    <>
      <LazyDialogButton dialog={dialog} preload={Modal.preload} className="button button-primary">
        New task
      </LazyDialogButton>
      {dialog.wanted ? (
        // While the dialog's code arrives the board stays as it is (a second press only opens it again).
        <Modal.Component
          project={project}
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
