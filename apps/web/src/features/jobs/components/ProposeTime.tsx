import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';

/**
 * A new time for an interview and the button that asks for it; `onPropose` gets the local
 * date-time as typed ('' when none was picked).
 */
export function ProposeTime({
  label,
  children,
  onPropose,
}: {
  /** The time input's accessible name. */
  label: string;
  /** The button's text. */
  children: string;
  onPropose: (local: string) => void;
}) {
  const [when, setWhen] = useState('');
  return (
    <>
      <TextInput
        size="xs"
        type="datetime-local"
        aria-label={label}
        value={when}
        onChange={(e) => setWhen(e.currentTarget.value)}
      />
      <Button size="xs" variant="light" onClick={() => onPropose(when)}>
        {children}
      </Button>
    </>
  );
}
