import type { AppDeps } from '../../deps';
import type { Closable, WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
import type { SavedSearchesService } from './saved-searches.service';

/** The search module declares this queue (`queues`) beside its own. */
export const SAVED_SEARCH_QUEUE = 'search-alerts';
/** One schedule across restarts: upserted again on every worker start. */
export const ALERT_SCHEDULE_ID = 'search-alerts-run';
/** How often saved searches look for new jobs; the digest gathers what they find. */
export const ALERT_EVERY_MS = 10 * 60_000;

/**
 * Runs the job alerts of saved searches. Each search's window is its own watermark, so a run after
 * downtime catches up and two runs at once split the searches (row locks, skip locked).
 */
export const savedSearchWorkers =
  (deps: AppDeps, savedSearches: SavedSearchesService) =>
  async (log: WorkerLog): Promise<Closable[]> => {
    return [
      await startScheduledWorker(
        deps,
        SAVED_SEARCH_QUEUE,
        [{ id: ALERT_SCHEDULE_ID, repeat: { every: ALERT_EVERY_MS }, job: 'run-alerts', atStart: true }],
        async () => {
          const notified = await savedSearches.runAlerts();
          if (notified) log(`search-alerts: ${notified} saved searches found new jobs`);
          return { notified };
        },
        log,
      ),
    ];
  };
