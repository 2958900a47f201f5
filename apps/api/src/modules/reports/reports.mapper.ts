import type { ReportColumn, ReportExportView, ReportKind } from '@hctl/contracts';
import { iso } from '../../lib/pagination';
import type { ExportRow, ReportRow } from './reports.repository';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A row of a page as the report's view: numbers from PostgreSQL's bigint/numeric text, ISO dates. */
export function toReportRow(columns: readonly ReportColumn[], row: ReportRow) {
  const out: Record<string, string | number | boolean | null> = {};
  for (const c of columns) {
    const v = row[c.key];
    out[c.key] =
      c.type === 'int' || c.type === 'money'
        ? num(v)
        : c.type === 'bool'
          ? v === true
          : c.type === 'date'
            ? v instanceof Date
              ? v.toISOString()
              : v === null || v === undefined
                ? null
                : String(v)
            : v === null || v === undefined
              ? null
              : String(v);
  }
  return out;
}

export const exportFileName = (report: ReportKind, format: 'excel' | 'csv', at: Date) =>
  `hctl-${report}-report-${at.toISOString().slice(0, 10)}.${format === 'excel' ? 'xlsx' : 'csv'}`;

export function toExportView(row: ExportRow, downloadUrl: string | null): ReportExportView {
  return {
    id: row.uid,
    report: row.report as ReportKind,
    format: row.format,
    status: row.status,
    progress: row.progress,
    rows_total: row.rows_total,
    rows_written: row.rows_written,
    file_name: exportFileName(row.report as ReportKind, row.format, row.created_at),
    download_url: downloadUrl,
    error: row.error,
    expires_at: iso(row.expires_at),
    created_at: row.created_at.toISOString(),
  };
}
