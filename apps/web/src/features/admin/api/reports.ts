import type { ReportExportView, ReportKind, reportView } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../lib/api-client';

/** A report's page: its columns, one page of rows and the weekly trend. */
export type ReportPageView = z.infer<ReturnType<typeof reportView>>;
export type ReportRow = ReportPageView['rows']['data'][number];

export const REPORT_TABLE_SIZE = 10;

export interface ReportFilter {
  page: number;
  from?: string;
  to?: string;
  search?: string;
  status?: string;
}

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  page: (report: ReportKind, f: ReportFilter) => ['admin', 'reports', report, f] as const,
  export: (id: string) => ['admin', 'reports', 'export', id] as const,
};

const params = (f: Omit<ReportFilter, 'page'>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) q.set(k, String(v));
  return q;
};

/** GET /admin/report/{report}: a page of the table and its trend, with the filters. */
export const reportPageQuery = (report: ReportKind, f: ReportFilter) =>
  queryOptions({
    queryKey: reportKeys.page(report, f),
    queryFn: async () => {
      const { page, ...filters } = f;
      const q = params(filters);
      q.set('page', String(page));
      q.set('pageSize', String(REPORT_TABLE_SIZE));
      return (await get<ReportPageView>(`/admin/report/${report}?${q}`)).data;
    },
    placeholderData: keepPreviousData,
  });

/** GET /admin/report/{report}?export=excel|csv: starts an export of every row the filters keep. */
export const startReportExport = async ({
  report,
  format,
  filters,
}: {
  report: ReportKind;
  format: 'excel' | 'csv';
  filters: Omit<ReportFilter, 'page'>;
}) => {
  const q = params(filters);
  q.set('export', format);
  return get<ReportExportView>(`/admin/report/${report}?${q}`);
};

/** The export's progress, polled every second until it is done or failed. */
export const reportExportQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.export(id),
    queryFn: async () => (await get<ReportExportView>(`/admin/report/exports/${id}`)).data,
    refetchInterval: (q) => (q.state.data && ['done', 'failed'].includes(q.state.data.status) ? false : 1000),
  });
