// The task's title is the page's heading; for those who may edit, a click or `e` turns it into a field: Enter or
// leaving the field saves it, Escape puts it back (the draft survives a reload meanwhile).
import { useEffect, useRef } from 'react';
import { LIMITS } from '../../lib/validation';
import { TextField } from '../../components/TextField';
import { useShortcuts } from '../../components/useShortcuts';
import type { TaskDetails } from './taskEdit';
import type { TaskEditor } from './useTaskEditor';

export function TaskTitle({
  task,
  editor,
  canEdit,
}: {
  task: TaskDetails;
  editor: TaskEditor;
  canEdit: boolean;
}) {
  const edit = canEdit ? editor.texts.title : undefined;
  const button = useRef<HTMLButtonElement>(null);
  // Enter and Escape give the focus back to the heading's button; leaving the field leaves it where it went.
  const refocus = useRef(false);
  useEffect(() => {
    if (!edit && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [edit]);
  useShortcuts({ e: () => editor.start('title') }, canEdit && !edit);
  return (
    <h1 className="task-title" tabIndex={-1}>
      <span className="task-key">{task.key}</span>{' '}
      {edit ? (
        <TextField
          label="Title"
          hideLabel
          name="title"
          value={edit.value}
          onChange={(value) => editor.change('title', value)}
          error={editor.errors['title']}
          maxLength={LIMITS.taskTitleMax}
          trimmed
          autoFocus
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              refocus.current = editor.commit('title');
            } else if (event.key === 'Escape') {
              event.preventDefault();
              refocus.current = true;
              editor.cancel('title');
            }
          }}
          onBlur={() => void editor.commit('title')}
        />
      ) : canEdit ? (
        <button
          ref={button}
          type="button"
          className="title-button"
          title="Edit the title (e)"
          onClick={() => editor.start('title')}
        >
          <span dir="auto">{task.title}</span>
        </button>
      ) : (
        <span dir="auto">{task.title}</span>
      )}
    </h1>
  );
}
