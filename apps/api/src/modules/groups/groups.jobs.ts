import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
import type { PostsService } from './posts.service';

export const GROUPS_QUEUE = 'groups';
/** The scheduler's id: upserting it on every worker start keeps one schedule across restarts. */
export const RECONCILE_SCHEDULER_ID = 'groups-reconcile';
const DAY_MS = 86_400_000;

/**
 * The daily counter reconcile. Counters are kept exact by their transactions; this is the check
 * that proves it (and repairs a counter someone changed by hand). Any drift is logged.
 */
export const groupsWorkers = (deps: AppDeps, posts: PostsService) => async (log: WorkerLog) => {
  return [
    await startScheduledWorker(
      deps,
      GROUPS_QUEUE,
      [{ id: RECONCILE_SCHEDULER_ID, repeat: { every: DAY_MS }, job: 'reconcile' }],
      async () => {
        const drift = await posts.reconcileCounters();
        const off = Object.entries(drift).filter(([, n]) => n > 0);
        if (off.length) log(`groups reconcile fixed drift: ${off.map(([k, n]) => `${k} ${n}`).join(', ')}`);
        return drift;
      },
      log,
    ),
  ];
};
