import type { ServiceKind } from '@hctl/contracts';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
  useMatches,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { categoriesQuery, subCategoriesQuery } from '../../../lib/api/categories';
import type { ServiceFilters } from './use-service-filters';

const TYPES: { value: ServiceKind; label: string }[] = [
  { value: 'service_post', label: 'Services offered' },
  { value: 'service_request', label: 'Service requests' },
  { value: 'service_gallery', label: 'Galleries' },
];

/** A text filter that updates the URL once typing pauses (and follows the URL on Back). */
function DebouncedInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const [text, setText] = useState(value);
  // The URL holds the trimmed text: keep what is typed ("heart ") unless the URL really changed (Back, Clear).
  useEffect(() => setText((t) => (t.trim() === value ? t : value)), [value]);
  const commit = useDebouncedCallback(onChange, 350);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      type="search"
      onChange={(e) => {
        setText(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
    />
  );
}

/** The /services filters: kind, category → sub-category, remote, location and a text search. */
export function ServiceFiltersBar({
  filters,
  set,
  clear,
  active,
}: {
  filters: ServiceFilters;
  set: (patch: Partial<ServiceFilters>) => void;
  clear: () => void;
  active: boolean;
}) {
  // Three labels do not fit side by side on a phone, and all the filters would push the list below the fold.
  const narrow = useMatches({ base: true, xs: false }, { getInitialValueInEffect: false });
  const [more, setMore] = useState(false);
  // The URL is the filters' truth, but the router applies it in a transition: the box shows the
  // click at once instead of waiting for the new list to render.
  const [remote, setRemote] = useState(filters.remote);
  useEffect(() => setRemote(filters.remote), [filters.remote]);
  // How many of the filters folded away on a phone are set (shown on the button).
  const hidden = [filters.category, filters.location, filters.remote].filter(Boolean).length;
  const categories = useQuery(categoriesQuery());
  const categoryId = Number(filters.category) || 0;
  const subs = useQuery({ ...subCategoriesQuery(categoryId), enabled: categoryId > 0 });
  const search = (
    <DebouncedInput
      label="Search"
      placeholder="Title, tag or keyword"
      value={filters.search}
      onChange={(v) => set({ search: v })}
    />
  );
  const others = (
    <>
      {/* Native selects: light on a public page (no popover code) and the phone's own picker. */}
      <NativeSelect
        label="Category"
        data={[
          { value: '', label: categories.isError ? 'Could not load categories' : 'Any category' },
          ...(categories.data ?? []).map((c) => ({ value: String(c.category_id), label: c.title })),
        ]}
        value={filters.category}
        onChange={(e) => set({ category: e.currentTarget.value })}
      />
      <NativeSelect
        label="Sub-category"
        data={[
          { value: '', label: categoryId ? 'Any sub-category' : 'Choose a category first' },
          ...(subs.data ?? []).map((x) => ({ value: String(x.id), label: x.name })),
        ]}
        value={filters.sub_category}
        onChange={(e) => set({ sub_category: e.currentTarget.value })}
        disabled={!categoryId || (subs.data?.length ?? 0) === 0}
      />
      <DebouncedInput
        label="Location"
        placeholder="City or state"
        value={filters.location}
        onChange={(location) => set({ location })}
      />
    </>
  );
  return (
    <search aria-label="Filter services">
      <SegmentedControl
        aria-label="Type"
        orientation={narrow ? 'vertical' : 'horizontal'}
        data={TYPES}
        value={filters.type}
        onChange={(v) => set({ type: v as ServiceKind })}
        mb="md"
        fullWidth
        maw={560}
      />
      {narrow ? (
        <Stack gap="sm">
          {search}
          <Button variant="default" onClick={() => setMore((m) => !m)} aria-expanded={more}>
            {more ? 'Fewer filters' : hidden ? `More filters (${hidden})` : 'More filters'}
          </Button>
          {more && others}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {search}
          {others}
        </SimpleGrid>
      )}
      <Group mt="sm" justify="space-between">
        {(!narrow || more) && (
          <Checkbox
            label="Remote only"
            checked={remote}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setRemote(on);
              set({ remote: on });
            }}
          />
        )}
        {active && (
          <Button variant="subtle" size="compact-sm" onClick={clear} ml="auto">
            Clear filters
          </Button>
        )}
      </Group>
    </search>
  );
}
