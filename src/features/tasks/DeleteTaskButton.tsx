// "Delete task" asks once, in an alert dialog; a refusal shows beside the button.
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ErrorNotice } from '../ui/ErrorNotice';

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
      <ConfirmDialog
        label="Delete task"
        title="Delete this task?"
        confirm="Yes, delete"
        cancel="Keep it"
        onConfirm={onConfirm}
        isDisabled={pending}
      >
        <p>The task and its comments will be deleted. This cannot be undone.</p>
      </ConfirmDialog>
      {error ? <ErrorNotice error={error} /> : null}
    </div>
  );
}
