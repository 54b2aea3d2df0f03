// A labelled input or textarea with its error beside it, in plain HTML: React Aria's core would weigh on the sign-in
// page. `maxLength` counts characters as the service does, not the UTF-16 units of `maxlength` (characterLimit.ts).
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
// The rules' own file: the whole index would bring every form's rules to the sign-in page.
import { UNREADABLE_DATE, DATE_UNREADABLE_MESSAGE } from '../lib/validation/text';
import { clipCounted, cutMessage, limitCount } from './characterLimit';

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
  // How much the last change lost to the limit (a paste that ran over), said until the next change.
  const [cut, setCut] = useState(0);
  const count = maxLength ? limitCount(value, trimmed) : 0;
  const showCount = maxLength !== undefined && (count >= maxLength * COUNTER_FROM || cut > 0);
  // A date the browser could not read (30 February) reaches the form as UNREADABLE_DATE, never as no date.
  const unreadable = type === 'date' && value === UNREADABLE_DATE;
  const shownError = error ?? (unreadable ? DATE_UNREADABLE_MESSAGE : undefined);
  const invalid = shownError !== undefined;
  const describedBy =
    [description ? `${id}-description` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  // Chromium sends no input event while a date cannot be read (02/30/2026): the field says so when it is left or
  // sent with Enter, never halfway through the typing.
  const readDate = (input: HTMLInputElement) => {
    if (type === 'date' && input.validity.badInput && value !== UNREADABLE_DATE) onChange(UNREADABLE_DATE);
  };
  const control = {
    id: `${id}-input`,
    name,
    // An unreadable date leaves what was typed in the field (its value is '' meanwhile).
    value: unreadable ? '' : value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (type === 'date' && (event.target as HTMLInputElement).validity.badInput)
        return onChange(UNREADABLE_DATE);
      if (maxLength === undefined) return onChange(event.target.value);
      const capped = clipCounted(event.target.value, maxLength, trimmed);
      setCut(capped.cut);
      onChange(capped.text);
    },
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
        <input
          className="input"
          type={type}
          dir={dirAuto ? 'auto' : undefined}
          {...control}
          onBlur={(event) => {
            readDate(event.currentTarget);
            onBlur?.();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') readDate(event.currentTarget);
            onKeyDown?.(event);
          }}
        />
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
          {cut > 0 ? `. ${cutMessage(cut, maxLength)}` : ''}
        </span>
      ) : null}
      {invalid ? (
        <span id={`${id}-error`} className="field-error">
          {shownError}
        </span>
      ) : null}
    </div>
  );
}
