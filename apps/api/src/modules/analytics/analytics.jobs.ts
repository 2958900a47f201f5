import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startWorker } from '../../kit/worker';
import type { AnalyticsPipeline } from './pipeline.service';

export const ANALYTICS_QUEUE = 'analytics';

/**
 * Every 5 s the buffer is drained and rolled up; once a day old raw events are pruned. Schedulers
 * keep one of each across restarts, and the queue's single-concurrency worker plus the rollup's
 * row lock keep two workers from counting the same events.
 */
export const analyticsWorkers = (deps: AppDeps, pipeline: AnalyticsPipeline) => async (log: WorkerLog) => {
  const queue = deps.queues.get(ANALYTICS_QUEUE);
  await queue.upsertJobScheduler('flush', { every: 5_000 }, { name: 'flush' });
  await queue.upsertJobScheduler('prune', { pattern: '17 3 * * *' }, { name: 'prune' });
  return [
    startWorker(
      deps,
      ANALYTICS_QUEUE,
      (job) => (job.name === 'prune' ? pipeline.prune() : pipeline.run()),
      log,
    ),
  ];
};
