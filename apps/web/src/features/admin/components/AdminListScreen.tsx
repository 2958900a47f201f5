import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { AdminShell } from '../../../components/admin/AdminShell';
import type { RowColumn } from '../../../components/ResponsiveRows';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { ADMIN_LIST_SIZE, adminListKeys, adminListQuery, removeAdminItem } from '../api/admin-lists';
import { AdminTable } from './AdminTable';
import { ConfirmReasonModal } from './ConfirmReasonModal';
import { useListState } from './use-list-state';

export interface ListFilter {
  key: string;
  label: string;
  data: { value: string; label: string }[];
  /** Every choice in view as one segmented switch (placed first), for the filter a list is mostly read by. */
  segmented?: boolean;
  testId?: string;
}

export interface AdminListConfig<T> {
  title: string;
  description: string;
  /** The list's API path, e.g. /admin/jobs/list. */
  path: string;
  columns: RowColumn<T>[];
  rowKey: (row: T) => string | number;
  /** How a row is named in buttons and the confirmation. */
  rowName: (row: T) => string;
  filters?: ListFilter[];
  searchLabel: string;
  searchPlaceholder?: string;
  noun: [string, string];
  /** What an empty page says; a function when it depends on the filters. */
  empty: string | ((filters: Record<string, string>) => string);
  testId: string;
  /** The delete call of a row (null: this row cannot be deleted) and what deleting it does. */
  remove?: (row: T) => { method: 'POST' | 'DELETE'; path: string } | null;
  removeEffect?: string;
  /** The confirmation's button ("Delete" unless given). */
  removeLabel?: string;
  /** Other buttons of a row, before Delete. */
  actions?: (row: T) => ReactNode;
  /** Shown between the filters and the table (a summary, say). */
  header?: ReactNode;
}

/** A filter's choices after "All" (the filter off). */
const choices = (f: ListFilter) => [{ value: 'all', label: 'All' }, ...f.data];

/** An admin list: search, filters, a paged table, and Delete confirmed with the reason the owner reads. */
export function AdminListScreen<T>({ config: c }: { config: AdminListConfig<T> }) {
  const filters = c.filters ?? [];
  const list = useListState(Object.fromEntries(filters.map((f) => [f.key, f.data.map((d) => d.value)])));
  const query = useQuery(adminListQuery<T>(c.path, list.params(ADMIN_LIST_SIZE)));
  const [deleting, setDeleting] = useState<T | null>(null);
  const [reasonError, setReasonError] = useState<string>();
  const remove = useApiMutation({
    mutationFn: removeAdminItem,
    invalidate: [adminListKeys.all, ['admin']],
    onFieldErrors: (e) => setReasonError(e.reason),
    onSuccess: () => setDeleting(null),
  });
  const removal = deleting && c.remove?.(deleting);
  return (
    <AdminShell title={c.title} description={c.description}>
      <Group align="flex-end">
        {filters
          .filter((f) => f.segmented)
          .map((f) => (
            <SegmentedControl
              key={f.key}
              aria-label={f.label}
              data-testid={f.testId}
              data={choices(f)}
              value={list.filters[f.key]}
              onChange={(v) => list.setFilter(f.key, v)}
            />
          ))}
        <TextInput
          label={c.searchLabel}
          placeholder={c.searchPlaceholder}
          value={list.search}
          onChange={(e) => list.setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 260 }}
        />
        {filters
          .filter((f) => !f.segmented)
          .map((f) => (
            <Select
              key={f.key}
              label={f.label}
              data-testid={f.testId}
              data={choices(f)}
              value={list.filters[f.key]}
              onChange={(v) => list.setFilter(f.key, v ?? 'all')}
              w={{ base: '100%', sm: 180 }}
            />
          ))}
      </Group>
      {c.header}
      <AdminTable
        query={query}
        columns={c.columns}
        rowKey={c.rowKey}
        noun={c.noun}
        empty={typeof c.empty === 'function' ? c.empty(list.filters) : c.empty}
        testId={c.testId}
        page={list.page}
        onPage={list.setPage}
        actions={
          c.remove || c.actions
            ? (row) => (
                <>
                  {c.actions?.(row)}
                  {c.remove?.(row) && (
                    <Button
                      size="xs"
                      color="red"
                      // Quieter beside the row's own buttons (a red Reject, say), so the two are told apart.
                      variant={c.actions ? 'subtle' : 'light'}
                      aria-label={`Delete ${c.rowName(row)}`}
                      onClick={() => {
                        setReasonError(undefined);
                        setDeleting(row);
                      }}
                    >
                      Delete
                    </Button>
                  )}
                </>
              )
            : undefined
        }
      />
      {deleting && removal && (
        <ConfirmReasonModal
          title={`Delete ${c.rowName(deleting)}?`}
          confirmLabel={c.removeLabel ?? 'Delete'}
          reasonLabel="Reason (the owner reads it)"
          loading={remove.isPending}
          error={reasonError}
          onConfirm={(reason) => remove.run({ ...removal, reason })}
          onClose={() => setDeleting(null)}
        >
          {c.removeEffect ?? 'It disappears from the site and its owner is told why.'}
        </ConfirmReasonModal>
      )}
    </AdminShell>
  );
}
