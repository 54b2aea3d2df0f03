// A labelled select from React Aria (a button opening a listbox), used for Status, Assignee, Priority and roles.
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';

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
  /** Visually hidden label (the card's Status control), still its accessible name. */
  hideLabel?: boolean;
  className?: string;
  name?: string;
  /** Opens on mount (the board's filter pressed before this code arrived: see board/FilterSelect.tsx). */
  defaultOpen?: boolean;
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
  defaultOpen,
}: SelectFieldProps) {
  return (
    <Select
      className={['field', 'select', className].filter(Boolean).join(' ')}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      isDisabled={isDisabled}
      name={name}
      defaultOpen={defaultOpen}
    >
      <Label className={hideLabel ? 'sr-only' : 'field-label'}>{label}</Label>
      <Button className="input select-button">
        <SelectValue />
        <span aria-hidden="true" className="select-chevron">
          ▾
        </span>
      </Button>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover">
        <ListBox className="listbox" items={options.map((o) => ({ id: o.value, ...o }))}>
          {(item) => (
            <ListBoxItem className="listbox-item" id={item.id} textValue={item.label}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
