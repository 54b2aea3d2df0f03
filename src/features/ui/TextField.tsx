// A labelled input or textarea whose error sits beside it (aria-invalid + aria-describedby), from React Aria.
import { FieldError, Input, Label, Text, TextArea, TextField as AriaTextField } from 'react-aria-components';

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
}

export function TextField({ label, error, multiline, type = 'text', description, ...props }: TextFieldProps) {
  return (
    <AriaTextField
      className="field"
      type={type}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      {...props}
    >
      <Label className="field-label">{label}</Label>
      {multiline ? <TextArea className="input textarea" rows={5} /> : <Input className="input" />}
      {description ? (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field-error">{error}</FieldError>
    </AriaTextField>
  );
}
