import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startWorker } from '../../kit/worker';
import type { RealtimeService } from './realtime.service';

/** Daily at 04:00 UTC: drop events older than the retention (30 days); the scheduler id keeps one across restarts. */
export async function startRealtimeWorker(deps: AppDeps, realtime: RealtimeService, log: WorkerLog) {
  await deps.queues
    .get('realtime')
    .upsertJobScheduler('prune-daily', { pattern: '0 4 * * *' }, { name: 'prune' });
  return startWorker(
    deps,
    'realtime',
    async () => {
      const deleted = await realtime.pruneEvents();
      if (deleted) log(`realtime: pruned ${deleted} events older than the retention`);
      return { deleted };
    },
    log,
  );
}
