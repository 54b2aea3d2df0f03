// "Delete task" deletes at once: the "Saved" notice that follows offers Undo (the service keeps the task restorable
// for a while), which serves better than asking first. A refusal shows beside the button.
import { ErrorNotice } from '../../components/ErrorNotice';

export function DeleteTaskButton({
  onConfirm,
  error,
  pending,
}: {
  onConfirm: () => void;
  error: Error | null;
  pending: boolean;
}) {
  return (
    <div className="delete-task">
      <button type="button" className="button button-danger" onClick={onConfirm} disabled={pending}>
        Delete task
      </button>
      {error ? <ErrorNotice error={error} /> : null}
    </div>
  );
}
