// A labelled input or textarea whose error sits beside it (aria-invalid + aria-describedby), from React Aria.
// With `maxLength`, the text stops at the limit as the service counts it (characters, not the UTF-16 units a
// `maxlength` attribute counts: see characterLimit.ts) and a counter shows how much is used once it gets close.
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
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
}

/** The counter appears once this share of the limit is used, before the limit is hit. */
export const COUNTER_FROM = 0.8;

export function TextField({
  label,
  error,
  multiline,
  type = 'text',
  description,
  maxLength,
  trimmed = false,
  dirAuto = type === 'text',
  onChange,
  ...props
}: TextFieldProps) {
  const count = maxLength ? limitCount(props.value, trimmed) : 0;
  const showCount = maxLength !== undefined && count >= maxLength * COUNTER_FROM;
  const dir = dirAuto ? 'auto' : undefined;
  return (
    <AriaTextField
      className="field"
      type={type}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      onChange={(next) => onChange(maxLength === undefined ? next : clipToLimit(next, maxLength, trimmed))}
      {...props}
    >
      <Label className="field-label">{label}</Label>
      {multiline ? (
        <TextArea className="input textarea" rows={5} dir="auto" />
      ) : (
        <Input className="input" dir={dir} />
      )}
      {description ? (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      ) : null}
      {showCount ? (
        // A polite live region rather than a second description: it speaks only near the limit.
        <span className="field-counter" aria-live="polite">
          {count.toLocaleString('en')} of {maxLength.toLocaleString('en')} characters
        </span>
      ) : null}
      <FieldError className="field-error">{error}</FieldError>
    </AriaTextField>
  );
}
