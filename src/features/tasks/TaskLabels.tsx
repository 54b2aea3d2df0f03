// The task page's "Labels": a group of checkboxes, one per project label, each taking effect when ticked (the same
// labels function as the card's menu and the command menu: shown at once, undone with Ctrl+Z). Those who may not
// edit see the chips alone. Checkboxes rather than a listbox: each choice stands alone and the platform's keys work.
import type { LabelFieldsFragment } from '../../../generated/graphql';
import { LIMITS } from '../../lib/validation';
import { LabelChip, LabelChips } from '../../entities/task/LabelChips';
import { useSetTaskLabels, type LabelledTask } from '../../entities/task/taskLabels';

export function TaskLabels(props: {
  task: LabelledTask;
  labels: readonly LabelFieldsFragment[];
  canEdit: boolean;
}) {
  const { task, labels, canEdit } = props;
  const setLabels = useSetTaskLabels();
  if (!canEdit)
    return (
      <div className="task-labels">
        <span className="field-label">Labels</span>{' '}
        {task.labelIds.some((id) => labels.some((l) => l.id === id)) ? (
          <LabelChips ids={task.labelIds} labels={labels} />
        ) : (
          <span className="muted">None</span>
        )}
      </div>
    );
  const carried = labels.filter((label) => task.labelIds.includes(label.id)).length;
  const full = carried >= LIMITS.labelsPerTask;
  return (
    <fieldset className="task-labels">
      <legend className="field-label">Labels</legend>
      {labels.length === 0 ? (
        <p className="muted">This project has no labels yet: an admin makes them in its settings.</p>
      ) : (
        <ul className="label-options">
          {labels.map((label) => {
            const on = task.labelIds.includes(label.id);
            return (
              <li key={label.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={!on && full}
                    onChange={() =>
                      setLabels(
                        task,
                        on ? task.labelIds.filter((id) => id !== label.id) : [...task.labelIds, label.id],
                        labels,
                      )
                    }
                  />{' '}
                  <LabelChip label={label} />
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {full ? <p className="muted">A task carries at most {LIMITS.labelsPerTask} labels.</p> : null}
    </fieldset>
  );
}
