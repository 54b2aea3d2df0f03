// A labelled input or textarea whose error sits beside it (aria-invalid + aria-describedby), from React Aria.
// With `maxLength`, the browser stops at the limit and a counter shows how much is left once it gets close.
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { characterCount } from '../../lib/validation';

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
  /** The field's limit (src/lib/validation LIMITS): sets `maxlength` and shows a counter near it. */
  maxLength?: number;
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
  dirAuto = type === 'text',
  ...props
}: TextFieldProps) {
  const count = maxLength ? characterCount(props.value) : 0;
  const showCount = maxLength !== undefined && count >= maxLength * COUNTER_FROM;
  const dir = dirAuto ? 'auto' : undefined;
  return (
    <AriaTextField
      className="field"
      type={type}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      maxLength={maxLength}
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
