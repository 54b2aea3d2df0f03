// A labelled input or textarea with its error beside it, in plain HTML: React Aria's core would weigh on the sign-in
// page. `maxLength` counts characters as the service does, not the UTF-16 units of `maxlength` (characterLimit.ts).
import { useId, type ChangeEvent, type KeyboardEvent } from 'react';
import { clipToLimit, limitCount } from './characterLimit';

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'email' | 'password' | 'date' | 'search';
  multiline?: boolean;
  autoComplete?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  description?: string;
  /** The field's limit in characters (src/lib/validation LIMITS): caps the text and shows a counter near it. */
  maxLength?: number;
  /** The service trims this text before counting it (titles, names, comments): so does the counter. */
  trimmed?: boolean;
  /** User text: the browser picks its direction from the text itself. */
  dirAuto?: boolean;
  /** Visually hidden label, still its accessible name (a field edited in place, where its place says what it is). */
  hideLabel?: boolean;
  rows?: number;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
}

/** The counter appears once this share of the limit is used, before the limit is hit. */
export const COUNTER_FROM = 0.8;

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  multiline,
  type = 'text',
  autoComplete,
  isRequired,
  isDisabled,
  isReadOnly,
  autoFocus,
  description,
  maxLength,
  trimmed = false,
  dirAuto = type === 'text',
  hideLabel,
  rows = 5,
  onKeyDown,
  onBlur,
}: TextFieldProps) {
  const id = useId();
  const count = maxLength ? limitCount(value, trimmed) : 0;
  const showCount = maxLength !== undefined && count >= maxLength * COUNTER_FROM;
  const invalid = error !== undefined;
  const describedBy =
    [description ? `${id}-description` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const control = {
    id: `${id}-input`,
    name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(
        maxLength === undefined ? event.target.value : clipToLimit(event.target.value, maxLength, trimmed),
      ),
    autoComplete,
    autoFocus,
    onKeyDown,
    onBlur,
    disabled: isDisabled,
    readOnly: isReadOnly,
    // aria-required rather than `required`: the forms validate themselves (noValidate) and say why in words.
    'aria-required': isRequired || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="field">
      <label className={hideLabel ? 'sr-only' : 'field-label'} htmlFor={control.id}>
        {label}
      </label>
      {multiline ? (
        <textarea className="input textarea" rows={rows} dir="auto" {...control} />
      ) : (
        <input className="input" type={type} dir={dirAuto ? 'auto' : undefined} {...control} />
      )}
      {description ? (
        <span id={`${id}-description`} className="field-description">
          {description}
        </span>
      ) : null}
      {showCount ? (
        // A polite live region rather than a second description: it speaks only near the limit.
        <span className="field-counter" aria-live="polite">
          {count.toLocaleString('en')} of {maxLength.toLocaleString('en')} characters
        </span>
      ) : null}
      {invalid ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
