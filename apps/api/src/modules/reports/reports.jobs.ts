import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
import { type ExportJobData, REPORTS_QUEUE, type ReportsService } from './reports.service';

/** One schedule across restarts: upserted again on every worker start. */
export const EXPORT_SWEEP_ID = 'reports-export-sweep';
/** Expired exports (a day old) are gone within the hour after. */
export const EXPORT_SWEEP_MS = 60 * 60_000;

/**
 * Runs report exports and the hourly sweep of expired ones. One export at a time per worker
 * process: an export keeps a core busy for tens of seconds, and two at once would only share it.
 */
export const reportsWorkers = (deps: AppDeps, reports: ReportsService) => async (log: WorkerLog) => {
  return [
    await startScheduledWorker(
      deps,
      REPORTS_QUEUE,
      [{ id: EXPORT_SWEEP_ID, repeat: { every: EXPORT_SWEEP_MS }, job: 'sweep' }],
      async (job) => {
        if (job.name === 'sweep') {
          const removed = await reports.sweepExpired();
          if (removed) log(`reports: ${removed} expired exports removed`);
          return { removed };
        }
        return reports.runExport(job, job.data as ExportJobData);
      },
      log,
    ),
  ];
};
