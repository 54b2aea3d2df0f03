// The description as rendered Markdown; for those who may edit, a click on it (or "Edit") turns it into an editor,
// saved by "Done", Ctrl+Enter or leaving the editor. What is typed is a draft that survives a reload until then.
import { useRef, type MouseEvent } from 'react';
import { LIMITS } from '../../lib/validation';
import { Markdown } from '../../components/Markdown';
import { TextField } from '../../components/TextField';
import type { TaskDetails } from './taskEdit';
import type { TaskEditor } from './useTaskEditor';

export function TaskDescription(props: { task: TaskDetails; editor: TaskEditor; canEdit: boolean }) {
  const { task, editor, canEdit } = props;
  const edit = canEdit ? editor.texts.description : undefined;
  const start = () => editor.start('description');
  // A click on the text edits it; a click on a link in it follows the link.
  const onClick = (event: MouseEvent) => {
    if (canEdit && !(event.target as Element).closest('a') && !window.getSelection()?.toString()) start();
  };
  return (
    // No aria-labelledby on purpose: a section named "Description" would also answer to the editor's label.
    <section className="task-description">
      <div className="section-head">
        <h2>Description</h2>
        {canEdit && !edit && task.description ? (
          <button type="button" className="link-button" aria-label="Edit description" onClick={start}>
            Edit
          </button>
        ) : null}
      </div>
      {edit ? (
        <DescriptionEditor editor={editor} value={edit.value} />
      ) : task.description ? (
        <div className={canEdit ? 'description-view editable' : 'description-view'} onClick={onClick}>
          <Markdown text={task.description} mentions={task.mentions} />
        </div>
      ) : canEdit ? (
        <button type="button" className="description-empty" onClick={start}>
          Add a description…
        </button>
      ) : (
        <p className="muted">No description</p>
      )}
    </section>
  );
}

function DescriptionEditor({ editor, value }: { editor: TaskEditor; value: string }) {
  const box = useRef<HTMLDivElement>(null);
  const done = () => void editor.commit('description');
  return (
    <div
      ref={box}
      className="description-editor"
      onBlur={() => {
        // Leaving the editor saves it, once the focus has landed: not when it moves to "Done", nor when the window
        // itself loses the focus (another tab or program), which leaves the editor as it was.
        setTimeout(() => {
          if (document.hasFocus() && !box.current?.contains(document.activeElement)) done();
        });
      }}
    >
      <TextField
        label="Description"
        name="description"
        multiline
        rows={8}
        value={value}
        onChange={(next) => editor.change('description', next)}
        error={editor.errors['description']}
        maxLength={LIMITS.taskDescriptionMax}
        description="Markdown: **bold**, *italic*, `code`, [links](https://…), - lists. Ctrl+Enter saves."
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            done();
          }
        }}
      />
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={done}>
          Done
        </button>
      </div>
    </div>
  );
}
