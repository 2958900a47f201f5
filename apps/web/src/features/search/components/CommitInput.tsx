import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A text filter that changes the search when the person is done typing (Enter or leaving the
 * field), not at every key: each change is a URL entry and a request.
 */
export function CommitInput({
  value,
  onCommit,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onCommit: (v: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <TextInput
      {...props}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}
