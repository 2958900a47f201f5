import type { RecipientView } from '@hctl/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Inbox } from '../api/inbox';
import { recipientsQuery } from '../api/recipients';

const keyOf = (r: Pick<RecipientView, 'kind' | 'id'>) => `${r.kind}:${r.id}`;
const labelOf = (r: Pick<RecipientView, 'name' | 'headline'>) =>
  r.headline ? `${r.name} — ${r.headline}` : r.name;

/**
 * Who to write to: a search over people and organizations (server side, 300 ms after the last
 * keystroke). An organization's inbox writes to people only.
 */
export function RecipientPicker({
  inbox,
  value,
  onChange,
  error,
  autoFocus,
}: {
  inbox: Inbox;
  value: RecipientView | null;
  onChange: (r: RecipientView | null) => void;
  error?: string;
  /** Focused when its dialog opens (only when nobody is chosen yet: focus opens the dropdown). */
  autoFocus?: boolean;
}) {
  // The input shows the search text: a recipient given at first (a draft's) starts as its label.
  const [search, setSearch] = useState(value ? labelOf(value) : '');
  const [debounced] = useDebouncedValue(search, 300);
  const found = useQuery(recipientsQuery(inbox, debounced));
  const options = (found.data ?? []).filter((r) => inbox.kind === 'user' || r.kind === 'user');
  const byKey = new Map(options.map((r) => [keyOf(r), r]));
  if (value) byKey.set(keyOf(value), value);
  return (
    <Select
      label="To"
      placeholder="Search by name"
      searchable
      clearable
      data-autofocus={autoFocus || undefined}
      searchValue={search}
      onSearchChange={setSearch}
      data={[...byKey.values()].map((r) => ({
        value: keyOf(r),
        label: labelOf(r),
      }))}
      // The server already matched the search; the picker shows its answer as it is.
      filter={({ options: o }) => o}
      value={value ? keyOf(value) : null}
      onChange={(k) => onChange(k ? (byKey.get(k) ?? null) : null)}
      nothingFoundMessage={
        debounced.trim() ? (found.isFetching ? 'Searching…' : 'Nobody found') : 'Type a name to search'
      }
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
