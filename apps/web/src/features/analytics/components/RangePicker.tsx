import { ANALYTICS_MAX_HOURLY_DAYS } from '@hctl/contracts';
import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { Range } from '../api/analytics';

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The last `days` days up to today (UTC, as the API counts days). */
export const lastDays = (days: number): Range => ({
  from: iso(Date.now() - (days - 1) * DAY),
  to: iso(Date.now()),
});

/**
 * Whether the API keeps hourly figures for the range: at most a week, within the last week (the
 * hourly rollups older than that are pruned; analytics.service.ts `range`).
 */
export const hourlyAllowed = (r: Range) => {
  const today = Date.parse(iso(Date.now()));
  const from = Date.parse(r.from);
  const days = (Date.parse(r.to) - from) / DAY + 1;
  return days <= ANALYTICS_MAX_HOURLY_DAYS && from >= today - ANALYTICS_MAX_HOURLY_DAYS * DAY;
};

const PRESETS = [
  { value: '1', label: 'Today' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'custom', label: 'Custom' },
];

/**
 * Presets (today, 7/30/90 days) or a custom range of at most 366 days, per day or — within the last
 * week — per hour (today opens per hour); changes reach the page at once.
 */
export function RangePicker({ value, onChange }: { value: Range; onChange: (r: Range) => void }) {
  const [preset, setPreset] = useState('30');
  const [draft, setDraft] = useState(value);
  // The interval the person chose, kept while they change the range; ranges the API keeps no hours
  // for are drawn per day.
  const [per, setPer] = useState<'day' | 'hour'>(value.interval ?? 'day');
  // Five presets side by side need about 400 px: on a phone they take the whole row, smaller.
  const narrow = useMediaQuery('(max-width: 30em)');
  const size = narrow ? 'xs' : 'sm';
  const emit = (r: Range, i = per) =>
    onChange({ from: r.from, to: r.to, interval: i === 'hour' && hourlyAllowed(r) ? 'hour' : 'day' });
  const valid = (r: Range) =>
    /^\d{4}-\d{2}-\d{2}$/.test(r.from) &&
    /^\d{4}-\d{2}-\d{2}$/.test(r.to) &&
    r.from <= r.to &&
    (Date.parse(r.to) - Date.parse(r.from)) / DAY < 366;
  const edit = (r: Range) => {
    setDraft(r);
    if (valid(r)) emit(r);
  };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Date range"
        data={PRESETS}
        size={size}
        fullWidth={narrow}
        value={preset}
        onChange={(v) => {
          setPreset(v);
          if (v !== 'custom') {
            const r = lastDays(Number(v));
            const i = v === '1' ? 'hour' : per;
            setPer(i);
            setDraft(r);
            emit(r, i);
          }
        }}
      />
      {hourlyAllowed(value) && (
        <SegmentedControl
          aria-label="Figures per"
          size={size}
          data={[
            { value: 'day', label: 'Per day' },
            { value: 'hour', label: 'Per hour' },
          ]}
          value={value.interval ?? 'day'}
          onChange={(v) => {
            const i = v === 'hour' ? 'hour' : 'day';
            setPer(i);
            emit(value, i);
          }}
        />
      )}
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
