// A labelled select: the platform's <select> (keyboard, typeahead, the phone's own picker, no code to load), its
// error beside it (aria-invalid + aria-describedby). Used for Status, Assignee, Priority, roles and the board's filters.
import { useId } from 'react';

export interface Option {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  isDisabled?: boolean;
  /** Visually hidden label, still its accessible name. */
  hideLabel?: boolean;
  className?: string;
  name?: string;
}

export function SelectField({
  label,
  options,
  value,
  onChange,
  error,
  isDisabled,
  hideLabel,
  className,
  name,
}: SelectFieldProps) {
  const id = useId();
  const invalid = error !== undefined;
  return (
    <div className={['field', 'select', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'sr-only' : 'field-label'} htmlFor={`${id}-select`}>
        {label}
      </label>
      <select
        id={`${id}-select`}
        className="input"
        name={name}
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {invalid ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
