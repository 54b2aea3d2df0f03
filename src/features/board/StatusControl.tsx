// The keyboard way to move a card: a Status select offering the current status and only the allowed moves.
import type { TaskStatus } from '../../../generated/graphql';
import { SelectField } from '../ui/SelectField';
import { STATUS_LABEL, TRANSITIONS } from '../ui/labels';

export interface StatusControlProps {
  status: TaskStatus;
  onMove: (status: TaskStatus) => void;
  hideLabel?: boolean;
  isDisabled?: boolean;
}

export function StatusControl({ status, onMove, hideLabel, isDisabled }: StatusControlProps) {
  const options = [status, ...TRANSITIONS[status]].map((s) => ({ value: s, label: STATUS_LABEL[s] }));
  return (
    <SelectField
      className="status-control"
      label="Status"
      hideLabel={hideLabel}
      options={options}
      value={status}
      isDisabled={isDisabled}
      onChange={(value) => {
        if (value !== status) onMove(value as TaskStatus);
      }}
    />
  );
}
