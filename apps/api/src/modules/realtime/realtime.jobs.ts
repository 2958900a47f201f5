import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
import type { RealtimeService } from './realtime.service';

/** Daily at 04:00 UTC: drop events older than the retention (30 days). */
export async function startRealtimeWorker(deps: AppDeps, realtime: RealtimeService, log: WorkerLog) {
  return startScheduledWorker(
    deps,
    'realtime',
    [{ id: 'prune-daily', repeat: { pattern: '0 4 * * *' }, job: 'prune' }],
    async () => {
      const deleted = await realtime.pruneEvents();
      if (deleted) log(`realtime: pruned ${deleted} events older than the retention`);
      return { deleted };
    },
    log,
  );
}
