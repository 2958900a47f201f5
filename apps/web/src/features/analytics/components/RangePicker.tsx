import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Range } from '../api/analytics';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The last `days` days up to today (UTC, as the API counts days). */
export const lastDays = (days: number): Range => ({
  from: iso(Date.now() - (days - 1) * DAY),
  to: iso(Date.now()),
});

const PRESETS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'custom', label: 'Custom' },
];

/** Presets (7/30/90 days) or a custom range of at most 366 days; changes reach the page at once. */
export function RangePicker({ value, onChange }: { value: Range; onChange: (r: Range) => void }) {
  const [preset, setPreset] = useState('30');
  const [draft, setDraft] = useState(value);
  const valid = (r: Range) =>
    /^\d{4}-\d{2}-\d{2}$/.test(r.from) &&
    /^\d{4}-\d{2}-\d{2}$/.test(r.to) &&
    r.from <= r.to &&
    (Date.parse(r.to) - Date.parse(r.from)) / DAY < 366;
  const edit = (r: Range) => {
    setDraft(r);
    if (valid(r)) onChange(r);
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Date range"
        data={PRESETS}
        value={preset}
        onChange={(v) => {
          setPreset(v);
          if (v !== 'custom') {
            const r = lastDays(Number(v));
            setDraft(r);
            onChange(r);
          }
        }}
      />
      {preset === 'custom' && (
        <>
          <TextInput
            type="date"
            label="From"
            value={draft.from}
            max={draft.to}
            onChange={(e) => edit({ ...draft, from: e.currentTarget.value })}
            error={draft.from > draft.to ? 'After the end' : undefined}
          />
          <TextInput
            type="date"
            label="To"
            value={draft.to}
            min={draft.from}
            max={iso(Date.now())}
            onChange={(e) => edit({ ...draft, to: e.currentTarget.value })}
            error={valid(draft) || draft.from > draft.to ? undefined : 'At most 366 days'}
          />
        </>
      )}
    </Group>
  );
}
