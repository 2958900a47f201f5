import type { ReportKind } from '@hctl/contracts';
import { Card, Center, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminShell } from '../../../components/admin/AdminShell';
import { QueryState } from '../../../components/QueryState';
import { useListPage } from '../../../lib/use-list-page';
import { reportPageQuery } from '../api/reports';
import { ExportPanel } from '../components/ExportPanel';
import { ReportTable } from '../components/ReportTable';
import { REPORT_KIND_LIST, REPORT_LABELS, REPORT_STATUS_OPTIONS } from '../components/report-labels';

const ReportTrendChart = lazy(() => import('../components/ReportTrendChart'));

/** /admin/reports?report=user: one report at a time, filtered, with its weekly trend and exports. */
export default function AdminReportsPage() {
  const [params, setParams] = useSearchParams();
  const report = (REPORT_KIND_LIST as string[]).includes(params.get('report') ?? '')
    ? (params.get('report') as ReportKind)
    : 'user';
  const { page, setPage, toFirstPage } = useListPage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const term = useDeferredValue(search.trim());
  const filters = {
    search: term || undefined,
    status: status ?? undefined,
    from: from || undefined,
    to: to || undefined,
  };
  // Dates the wrong way round are told at the field, and the report keeps the last range that made
  // sense (the API would answer 422 and the table would give way to an error box).
  const backwards = Boolean(from && to && to < from);
  const lastValid = useRef(filters);
  if (!backwards) lastValid.current = filters;
  const applied = lastValid.current;
  const data = useQuery(reportPageQuery(report, { page, ...applied }));
  return (
    <AdminShell title="Reports" description="Filter a report, follow its weekly trend, export every row.">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        <Select
          label="Report"
          data={REPORT_KIND_LIST.map((k) => ({ value: k, label: REPORT_LABELS[k].title }))}
          value={report}
          onChange={(v) => {
            setParams({ report: v ?? 'user' });
            setStatus(null);
            setPage(1);
          }}
        />
        <TextInput
          label="Search"
          value={search}
          onChange={(e) => toFirstPage(setSearch)(e.currentTarget.value)}
        />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={REPORT_STATUS_OPTIONS[report]}
          value={status}
          onChange={toFirstPage(setStatus)}
        />
        <TextInput
          type="date"
          label="Created from"
          value={from}
          onChange={(e) => toFirstPage(setFrom)(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Created to"
          value={to}
          error={
            backwards
              ? 'The end date is before the start.'
              : data.error && 'errors' in data.error
                ? (data.error.errors as Record<string, string>).to
                : undefined
          }
          onChange={(e) => toFirstPage(setTo)(e.currentTarget.value)}
        />
      </SimpleGrid>
      <ExportPanel key={report} report={report} filters={applied} />
      <QueryState query={data}>
        {(r) => (
          <Stack>
            <Card withBorder>
              <Text fw={600} mb="xs">
                {REPORT_LABELS[report].noun} per week
              </Text>
              <Suspense
                fallback={
                  <Center h={220}>
                    <Loader role="status" aria-label="Loading chart" />
                  </Center>
                }
              >
                <ReportTrendChart trend={r.trend} noun={REPORT_LABELS[report].noun} />
              </Suspense>
            </Card>
            {r.rows.data.length === 0 ? (
              <Text c="dimmed" py="xl" ta="center">
                No rows match these filters.
              </Text>
            ) : (
              <ReportTable view={r} page={page} onPage={setPage} dim={data.isPlaceholderData} />
            )}
          </Stack>
        )}
      </QueryState>
      <Group />
    </AdminShell>
  );
}
