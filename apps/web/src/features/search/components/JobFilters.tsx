import type { FacetBucketView, JobSearchQuery } from '@hctl/contracts';
import { BENEFITS, JOB_CATEGORIES, JOB_EMPLOYMENT_TYPES, JOB_SHIFTS } from '@hctl/contracts/constants';
import { Button, Checkbox, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth-store';
import type { ScalarFilter, SearchState } from '../search-state';
import { CommitInput } from './CommitInput';

/** Facet counts by filter name, as the search answers them (value → how many results have it). */
export type FacetCounts = Partial<Record<string, readonly FacetBucketView[]>>;

/** The contract's POSTED_WITHIN values, spelled out (the contracts' barrel stays out of the page). */
export const POSTED_WITHIN = [
  { value: '24h', label: 'Last 24 hours' },
  { value: '3d', label: 'Last 3 days' },
  { value: '7d', label: 'Last 7 days' },
  { value: '14d', label: 'Last 14 days' },
  { value: '30d', label: 'Last 30 days' },
] as const satisfies readonly { value: NonNullable<JobSearchQuery['posted_within']>; label: string }[];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Options of a closed list with their facet counts; values the facets know but the list not, too. */
function optionsOf(list: readonly string[], counts: FacetCounts[string]) {
  const byValue = new Map((counts ?? []).map((b) => [b.value, b.count]));
  const values = [...list, ...[...byValue.keys()].filter((v) => !list.includes(v))];
  return values.map((v) => ({
    value: v,
    label: byValue.has(v) ? `${cap(v)} (${byValue.get(v)!.toLocaleString('en-US')})` : cap(v),
  }));
}

/** The job filters of /search and of the individual's job browse: every change is a URL change. */
export function JobFilters({
  state,
  facets,
  setFilter,
  setFilters,
  setList,
  clearFilters,
}: {
  state: SearchState;
  facets: FacetCounts;
  setFilter: (k: ScalarFilter, v: string | null) => void;
  setFilters: (patch: Partial<Record<ScalarFilter, string | null>>) => void;
  setList: (k: 'benefits', v: string[]) => void;
  clearFilters: () => void;
}) {
  const auth = useAuth();
  const f = state.filters;
  // Native selects: light (no combobox code in the page's budget) and the phone's own picker.
  const select = (k: ScalarFilter, label: string, list: readonly string[]) => (
    <NativeSelect
      label={label}
      data={[{ value: '', label: 'Any' }, ...optionsOf(list, facets[k])]}
      value={f[k] ?? ''}
      onChange={(e) => setFilter(k, e.currentTarget.value || null)}
    />
  );
  const benefitCounts = new Map((facets.benefits ?? []).map((b) => [b.value, b.count]));
  return (
    <Stack gap="sm" component="section" aria-label="Filters">
      <Group justify="space-between">
        <Text fw={700}>Filters</Text>
        <Button variant="subtle" size="compact-sm" onClick={clearFilters}>
          Clear all
        </Button>
      </Group>
      {auth.isAuthenticated && auth.role === 'individual' && (
        <Switch
          label="Licensed for me"
          description="Jobs your verified licenses qualify you for"
          checked={f.licensed_for_me === '1'}
          onChange={(e) => setFilter('licensed_for_me', e.currentTarget.checked ? '1' : null)}
        />
      )}
      {select('category', 'Category', JOB_CATEGORIES)}
      <FacetText label="Specialty" k="specialty" state={state} facets={facets} setFilter={setFilter} />
      <Group grow align="flex-start" gap="xs">
        <FacetText label="City" k="city" state={state} facets={facets} setFilter={setFilter} />
        <FacetText label="State" k="state" state={state} facets={facets} setFilter={setFilter} />
      </Group>
      <Switch
        label={`Remote${facets.remote ? countOf(facets.remote, 'true') : ''}`}
        checked={f.remote === '1'}
        onChange={(e) => setFilter('remote', e.currentTarget.checked ? '1' : null)}
      />
      <PayRange state={state} setFilters={setFilters} />
      {select('shift', 'Shift', JOB_SHIFTS)}
      {select('job_type', 'Job type', JOB_EMPLOYMENT_TYPES)}
      <NativeSelect
        label="Posted within"
        data={[{ value: '', label: 'Any time' }, ...POSTED_WITHIN]}
        value={f.posted_within ?? ''}
        onChange={(e) => setFilter('posted_within', e.currentTarget.value || null)}
      />
      <Checkbox.Group
        label="Benefits"
        value={state.lists.benefits ?? []}
        onChange={(v) => setList('benefits', v)}
      >
        <Stack gap={6} mt={4}>
          {BENEFITS.filter((b) => benefitCounts.has(b) || state.lists.benefits?.includes(b)).map((b) => (
            <Checkbox
              key={b}
              value={b}
              label={`${cap(b)} (${(benefitCounts.get(b) ?? 0).toLocaleString('en-US')})`}
            />
          ))}
          {benefitCounts.size === 0 && !state.lists.benefits?.length && (
            <Text size="sm" c="dimmed">
              No benefits listed by these jobs.
            </Text>
          )}
        </Stack>
      </Checkbox.Group>
    </Stack>
  );
}

const countOf = (buckets: readonly FacetBucketView[], value: string) => {
  const b = buckets.find((x) => x.value === value);
  return b ? ` (${b.count.toLocaleString('en-US')})` : '';
};

/** A free-text filter whose most common values (the facet) are offered as suggestions. */
function FacetText({
  label,
  k,
  state,
  facets,
  setFilter,
}: {
  label: string;
  k: ScalarFilter;
  state: SearchState;
  facets: FacetCounts;
  setFilter: (k: ScalarFilter, v: string | null) => void;
}) {
  const top = (facets[k] ?? []).slice(0, 8);
  const listId = `facet-${k}`;
  return (
    <div>
      <CommitInput
        label={label}
        placeholder="Any"
        value={state.filters[k] ?? ''}
        onCommit={(v) => setFilter(k, v || null)}
        list={listId}
      />
      <datalist id={listId}>
        {top.map((b) => (
          <option key={b.value} value={b.value}>
            {`${b.value} (${b.count.toLocaleString('en-US')})`}
          </option>
        ))}
      </datalist>
    </div>
  );
}

/**
 * Pay from/to in dollars per hour (the API compares yearly, weekly and shift pay as hourly), applied
 * together with one button or Enter (two half-typed numbers are not a search yet).
 */
function PayRange({
  state,
  setFilters,
}: {
  state: SearchState;
  setFilters: (patch: Partial<Record<ScalarFilter, string | null>>) => void;
}) {
  const [min, setMin] = useState(state.filters.pay_min ?? '');
  const [max, setMax] = useState(state.filters.pay_max ?? '');
  useEffect(() => setMin(state.filters.pay_min ?? ''), [state.filters.pay_min]);
  useEffect(() => setMax(state.filters.pay_max ?? ''), [state.filters.pay_max]);
  // Told here, as the API would (422), rather than losing the results to an error box.
  const backwards = min.trim() !== '' && max.trim() !== '' && Number(max) < Number(min);
  const apply = () => {
    if (!backwards) setFilters({ pay_min: min.trim() || null, pay_max: max.trim() || null });
  };
  const field = (label: string, value: string, set: (v: string) => void, error?: string) => (
    <TextInput
      label={label}
      error={error}
      type="number"
      inputMode="decimal"
      min={0}
      value={value}
      onChange={(e) => set(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
    />
  );
  return (
    <Stack gap={4}>
      <Group grow gap="xs" align="flex-end">
        {field('Pay from ($/hour)', min, setMin)}
        {field(
          'Pay to ($/hour)',
          max,
          setMax,
          backwards ? 'The maximum pay must be at least the minimum.' : undefined,
        )}
      </Group>
      <Button size="xs" variant="light" onClick={apply} disabled={backwards}>
        Apply pay
      </Button>
    </Stack>
  );
}
