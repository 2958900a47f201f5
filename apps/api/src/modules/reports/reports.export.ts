import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportFilters, ReportKind } from '@hctl/contracts';
import type pg from 'pg';
import { writeCsv, writeXlsx } from './reports.files';
import { columnsOf, exportRows } from './reports.repository';

export type ExportFormat = 'excel' | 'csv';
export const extOf = (f: ExportFormat) => (f === 'excel' ? 'xlsx' : 'csv');
export const mimeOf = (f: ExportFormat) =>
  f === 'excel'
    ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    : 'text/csv; charset=utf-8';

/**
 * Writes a whole report to a temporary file: rows in keyset batches from PostgreSQL, through the
 * Excel or CSV writer, never more than a batch in memory. The caller stores the file and calls
 * `cleanup`. Shared by the export job and `npm run bench:export`.
 */
export async function produceExport(
  pool: pg.Pool,
  report: ReportKind,
  filters: ReportFilters,
  format: ExportFormat,
  onRows: (written: number) => Promise<void> | void,
) {
  const dir = await mkdtemp(join(tmpdir(), 'hctl-report-'));
  const path = join(dir, `${report}.${extOf(format)}`);
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    // 1 MB chunks to the disk: fewer, larger writes while the zip produces output.
    const out = createWriteStream(path, { highWaterMark: 1 << 20 });
    const batches = exportRows(pool, report, filters);
    const columns = columnsOf(report);
    const rows =
      format === 'excel'
        ? await writeXlsx(out, report, columns, batches, onRows)
        : await writeCsv(out, columns, batches, onRows);
    return { path, rows, cleanup };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
