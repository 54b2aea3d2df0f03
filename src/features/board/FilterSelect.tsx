// A filter's select (Assignee, Priority). The board paints it as plain markup identical to React Aria's Select
// (label, a button named by its value and label, the listbox popup announced); React Aria's SelectField takes over
// once its code arrives, loaded on the person's first input (boardAria.ts). A press before that opens it on arrival.
import { useId, useState } from 'react';
import type { SelectFieldProps } from '../ui/SelectField';
import { loadBoardAria, useBoardAria } from './boardAria';

export function FilterSelect(props: SelectFieldProps) {
  const aria = useBoardAria();
  const [openOnArrival, setOpenOnArrival] = useState(false);
  if (aria) return <aria.SelectField {...props} defaultOpen={openOnArrival} />;
  return (
    <PlainSelect
      {...props}
      onPress={() => {
        setOpenOnArrival(true);
        loadBoardAria();
      }}
    />
  );
}

function PlainSelect({ label, options, value, onPress }: SelectFieldProps & { onPress: () => void }) {
  const id = useId();
  return (
    <div className="field select">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        id={`${id}-button`}
        type="button"
        className="input select-button"
        aria-labelledby={`${id}-value ${id}-label`}
        aria-haspopup="listbox"
        aria-expanded="false"
        onClick={onPress}
      >
        <span id={`${id}-value`} className="react-aria-SelectValue">
          {options.find((option) => option.value === value)?.label}
        </span>
        <span aria-hidden="true" className="select-chevron">
          ▾
        </span>
      </button>
    </div>
  );
}
