import { Checkbox } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';

/** A checkbox that puts its `value` into a chosen-values list, or takes it out. */
export function ListCheckbox({
  label,
  value,
  chosen,
  setChosen,
}: {
  label: string;
  value: string;
  chosen: string[];
  setChosen: Dispatch<SetStateAction<string[]>>;
}) {
  return (
    <Checkbox
      label={label}
      checked={chosen.includes(value)}
      onChange={(e) => {
        const on = e.currentTarget.checked;
        setChosen((x) => (on ? [...x, value] : x.filter((v) => v !== value)));
      }}
    />
  );
}
