import {
  REPORT_COLUMNS,
  REPORT_DEFAULT_WEEKS,
  type ReportFilters,
  type ReportKind,
  type ReportQuery,
} from '@hctl/contracts';
import type { Job } from 'bullmq';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { hmac, safeEqual } from '../../lib/crypto';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { extOf, mimeOf, produceExport } from './reports.export';
import { exportFileName, toExportView, toReportRow } from './reports.mapper';
import * as repo from './reports.repository';

export const REPORTS_QUEUE = 'reports';
const DAY_MS = 86_400_000;
/** Files and their links live a day (issue 21). */
export const EXPORT_TTL_MS = DAY_MS;
/** The export row is written at most this often while rows stream (the job's own progress too). */
const PROGRESS_EVERY_ROWS = 20_000;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
/** Monday (UTC) of the week holding `day`. */
const mondayOf = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS);
};

export type ExportJobData = { uid: string };

export class ReportsService {
  constructor(private deps: AppDeps) {}

  /** A page of the report with its weekly trend (the filters' range, else the last 12 weeks). */
  async page(report: ReportKind, q: ReportQuery) {
    const columns = REPORT_COLUMNS[report];
    const filters = filtersOf(q);
    const to = q.to ?? dayOf(this.deps.clock.now());
    const from = q.from ?? dayOf(new Date(mondayOf(to).getTime() - (REPORT_DEFAULT_WEEKS - 1) * 7 * DAY_MS));
    const [{ rows, total }, trend] = await Promise.all([
      repo.reportPage(this.deps.pool, report, filters, q.page, q.pageSize),
      repo.reportTrend(this.deps.pool, report, { ...filters, from, to }),
    ]);
    const byWeek = new Map(trend.map((t) => [t.week, t]));
    const points = [];
    // Every week of the range, zero where nothing happened: the chart's x axis has no gaps.
    for (let w = mondayOf(from); dayOf(w) <= to; w = new Date(w.getTime() + 7 * DAY_MS)) {
      const hit = byWeek.get(dayOf(w));
      points.push({ week: dayOf(w), count: hit?.count ?? 0, amount_cents: hit ? hit.amount : null });
    }
    return {
      report,
      columns: columns.map((c) => ({ ...c })),
      rows: pageOf(
        rows.map((r) => toReportRow(columns, r)),
        total,
        q.page,
        q.pageSize,
      ),
      trend: { from, to, points },
    };
  }

  /** Records the export and queues its job; the caller follows it at `admin/report/exports/{id}`. */
  async requestExport(report: ReportKind, q: ReportQuery, by: AuthContext) {
    const now = this.deps.clock.now();
    const row = await repo.insertExport(this.deps.db, {
      requested_by: by.userId,
      report,
      format: q.export ?? 'excel',
      filters: Object.fromEntries(Object.entries(filtersOf(q)).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >,
      expires_at: new Date(now.getTime() + EXPORT_TTL_MS),
    });
    // The job id is the export's: a doubled add is a no-op. Two tries: a 1M-row export is not
    // worth eight, and a failure is shown to the admin, who may ask again.
    await this.deps.queues.get(REPORTS_QUEUE).add('export', { uid: row.uid } satisfies ExportJobData, {
      jobId: `export-${row.uid}`,
      attempts: 2,
      backoff: { type: 'fixed', delay: 5000 },
    });
    return { message: 'The export has started.', data: toExportView(row, null) };
  }

  /** An export of the caller's own (another admin's is not found: its file holds what they chose). */
  async status(uid: string, by: AuthContext) {
    const row = await repo.findExport(this.deps.db, uid);
    if (!row || row.requested_by !== by.userId) throw notFound('Export not found.');
    return { message: 'Export status.', data: toExportView(row, this.downloadUrl(row)) };
  }

  /** The signed link of a finished export: valid for a day, and never past the file's expiry. */
  private downloadUrl(row: repo.ExportRow) {
    if (row.status !== 'done' || !row.storage_key) return null;
    const expires = Math.floor(
      Math.min(this.deps.clock.now().getTime() + EXPORT_TTL_MS, row.expires_at.getTime()) / 1000,
    );
    const q = new URLSearchParams({ expires: String(expires), sig: this.sign(row.uid, expires) });
    return `/api/v1/admin/report/exports/${row.uid}/download?${q}`;
  }

  private sign(uid: string, expires: number) {
    return hmac(this.deps.config.appKey, `report-export|${uid}|${expires}`);
  }

  /**
   * The file behind a signed link. The link is the credential (a browser download sends no bearer
   * token): a forged or altered signature is 403, an expired link 410, a removed export 404.
   */
  async download(uid: string, q: { expires?: string; sig?: string }) {
    const expires = Number(q.expires);
    if (!q.sig || !Number.isInteger(expires) || !safeEqual(q.sig, this.sign(uid, expires)))
      throw forbidden('This download link is not valid.', 'invalid_signature');
    if (expires * 1000 < this.deps.clock.now().getTime())
      throw new AppError(410, 'This download link has expired. Ask for a new export.', 'link_expired');
    const row = await repo.findExport(this.deps.db, uid);
    if (row?.status !== 'done' || !row.storage_key) throw notFound('Export not found.');
    // Streamed: a million-row file never sits in the API's memory.
    const data = await this.deps.storage.stream(row.storage_key);
    if (!data) throw notFound('Export not found.');
    return {
      data,
      headers: {
        'content-type': mimeOf(row.format),
        'content-disposition': `attachment; filename="${exportFileName(row.report as ReportKind, row.format, row.created_at)}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    };
  }

  /**
   * The export job: counts the rows (for the percentage), streams them into a temporary file,
   * stores the file and marks the export done. Progress goes to the row (what the status call
   * reads) and to the BullMQ job every 20,000 rows or so.
   */
  async runExport(job: Pick<Job, 'updateProgress' | 'attemptsMade' | 'opts'>, data: ExportJobData) {
    const row = await repo.claimExport(this.deps.db, data.uid);
    if (!row) return { skipped: true };
    const report = row.report as ReportKind;
    const filters = row.filters as ReportFilters;
    try {
      const total = await repo.countRows(this.deps.pool, report, filters);
      await repo.updateExport(this.deps.db, row.id, { rows_total: total });
      let next = PROGRESS_EVERY_ROWS;
      const file = await produceExport(this.deps.pool, report, filters, row.format, async (n) => {
        if (n < next) return;
        next = n + PROGRESS_EVERY_ROWS;
        // Rows added since the count could pass it: the percentage stops at 99 until stored.
        const progress = Math.min(99, Math.floor((n * 100) / Math.max(total, 1)));
        await Promise.all([
          repo.updateExport(this.deps.db, row.id, { rows_written: n, progress }),
          job.updateProgress(progress),
        ]);
      });
      try {
        const key = await this.deps.storage.putFile(extOf(row.format), file.path);
        const now = this.deps.clock.now();
        await repo.updateExport(this.deps.db, row.id, {
          status: 'done',
          progress: 100,
          rows_written: file.rows,
          storage_key: key,
          finished_at: now,
          expires_at: new Date(now.getTime() + EXPORT_TTL_MS),
        });
        await job.updateProgress(100);
        return { rows: file.rows };
      } finally {
        await file.cleanup();
      }
    } catch (err) {
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await repo.updateExport(this.deps.db, row.id, {
        status: last ? 'failed' : 'queued',
        error: last ? 'The export failed. Please try again.' : null,
      });
      throw err;
    }
  }

  /** Removes exports (rows and files) a day old: the scheduled sweep. */
  async sweepExpired() {
    let removed = 0;
    for (;;) {
      const keys = await repo.deleteExpired(this.deps.db, this.deps.clock.now());
      // The row goes first: no link reaches a file being removed.
      await Promise.all(keys.map((k) => (k ? this.deps.storage.remove(k) : null)));
      removed += keys.length;
      if (keys.length < 500) return removed;
    }
  }
}

const filtersOf = (q: ReportQuery): ReportFilters => ({
  from: q.from,
  to: q.to,
  search: q.search || undefined,
  status: q.status,
});
