import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startWorker } from '../../kit/worker';
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
  const queue = deps.queues.get(REPORTS_QUEUE);
  await queue.upsertJobScheduler(EXPORT_SWEEP_ID, { every: EXPORT_SWEEP_MS }, { name: 'sweep' });
  return [
    startWorker(
      deps,
      REPORTS_QUEUE,
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
