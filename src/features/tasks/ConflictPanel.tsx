// Fields someone else changed while this person changed them too, field by field: what the task says now and what
// this person wrote or chose, and a choice of the two. Nothing of either is lost until this person chooses.
import { formatDate } from '../../components/format';
import { PRIORITY_LABELS } from '../../entities/task/words';
import type { Priority } from '../../../generated/graphql';
import { NOBODY, type TaskDetails, type TaskFields } from './taskEdit';
import type { FieldConflict, TaskEditor } from './useTaskEditor';

const NAMES: Record<keyof TaskFields, string> = {
  title: 'title',
  description: 'description',
  priority: 'priority',
  assigneeId: 'assignee',
  dueDate: 'due date',
};

export function ConflictPanel({ task, editor }: { task: TaskDetails; editor: TaskEditor }) {
  if (editor.conflicts.length === 0) return null;
  const shown = (field: keyof TaskFields, value: string): string => {
    if (field === 'priority') return PRIORITY_LABELS[value as Priority] ?? value;
    if (field === 'assigneeId')
      return value === NOBODY
        ? 'Nobody'
        : (task.project.members.find((m) => m.user.id === value)?.user.name ?? 'Nobody');
    if (field === 'dueDate') return value ? formatDate(value) : 'None';
    return value || 'None';
  };
  return (
    <div role="alert" className="notice notice-warning conflict-panel">
      <strong>Someone else changed this task while you were changing it.</strong> Your change is kept here
      until you choose.
      {editor.conflicts.map((conflict: FieldConflict) => {
        const name = NAMES[conflict.field];
        return (
          <div key={conflict.field} className="conflict-field">
            <dl className="conflict-values">
              <dt>Current {name}</dt>
              <dd className="prewrap" dir="auto">
                {shown(conflict.field, conflict.current)}
              </dd>
              <dt>Your {name}</dt>
              <dd className="prewrap" dir="auto">
                {shown(conflict.field, conflict.mine)}
              </dd>
            </dl>
            <div className="conflict-actions">
              <button type="button" className="button" onClick={() => editor.useCurrent(conflict)}>
                Use current {name}
              </button>
              <button
                type="button"
                className="button button-primary"
                onClick={() => editor.keepMine(conflict)}
              >
                Keep your {name}
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
