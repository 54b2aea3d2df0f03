// The task as it is now, after someone else's change, the fields that differ marked "changed" in words.
import type { Priority } from '../../../generated/graphql';
import { formatDate } from '../../components/format';
import { PRIORITY_LABELS } from '../../entities/task/words';

export interface ConflictFields {
  title: string;
  description: string;
  priority: Priority;
  assigneeId: string;
  dueDate: string;
}

export function ConflictDetails({
  current,
  seen,
  both,
  onUseCurrent,
  memberName,
}: {
  current: ConflictFields;
  seen: ConflictFields;
  /** Fields this person changed too: the form keeps theirs unless they take the current value here. */
  both: readonly (keyof ConflictFields)[];
  onUseCurrent: (field: keyof ConflictFields) => void;
  memberName: (id: string) => string;
}) {
  const rows: { field: keyof ConflictFields; label: string; value: string; className?: string }[] = [
    { field: 'title', label: 'Current title', value: current.title },
    { field: 'priority', label: 'Current priority', value: PRIORITY_LABELS[current.priority] },
    { field: 'assigneeId', label: 'Current assignee', value: memberName(current.assigneeId) },
    {
      field: 'description',
      label: 'Current description',
      value: current.description || 'None',
      className: 'prewrap',
    },
    {
      field: 'dueDate',
      label: 'Current due date',
      value: current.dueDate ? formatDate(current.dueDate) : 'None',
    },
  ];
  return (
    <>
      <dl className="conflict-current">
        {rows.map((row) => {
          const changed = current[row.field] !== seen[row.field];
          return (
            <div key={row.field} className={changed ? 'conflict-row conflict-changed' : 'conflict-row'}>
              <dt>
                {row.label}
                {changed ? <span className="changed-mark"> (changed)</span> : null}
              </dt>
              <dd className={row.className} dir="auto">
                {row.value}
              </dd>
            </div>
          );
        })}
      </dl>
      {rows
        .filter((row) => both.includes(row.field))
        .map((row) => {
          const name = row.label.replace('Current ', '');
          return (
            <p key={row.field} className="conflict-choice">
              You both changed the {name}: Save again keeps yours.{' '}
              <button type="button" className="button" onClick={() => onUseCurrent(row.field)}>
                Use current {name}
              </button>
            </p>
          );
        })}
    </>
  );
}
