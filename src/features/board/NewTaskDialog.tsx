// "New task" on the board (`c` opens it): the created task is inserted into its cached column, no refetch.
import { useDraftDialog } from '../../components/useDraftDialog';
import { useEffect } from 'react';
import { useShortcuts } from '../../components/useShortcuts';
import { takeNewTaskWish, useScreenCommands } from '../../shared/commands/screenCommands';
import type { BoardProject } from '../../entities/task/columns';
import { NewTaskModal } from './NewTaskModal';
import { EMPTY_DRAFT, type TaskDraft } from './taskDraft';

export function NewTaskDialog({ project }: { project: BoardProject }) {
  const { isOpen, open, draft, setDraft, onOpenChange, onCreated } = useDraftDialog<TaskDraft>(
    `new-task:${project.key}`,
    EMPTY_DRAFT,
  );
  useShortcuts({ c: open });
  useScreenCommands({ newTask: open });
  // "New task" chosen in the command menu on another screen of this project, or for this project.
  useEffect(() => {
    if (takeNewTaskWish(project.key)) open();
  }, [project.key, open]);
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
