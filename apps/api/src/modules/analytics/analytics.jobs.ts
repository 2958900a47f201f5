import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
import type { AnalyticsPipeline } from './pipeline.service';

export const ANALYTICS_QUEUE = 'analytics';

/**
 * Every 5 s the buffer is drained and rolled up; once a day old raw events are pruned. Schedulers
 * keep one of each across restarts, and the queue's single-concurrency worker plus the rollup's
 * row lock keep two workers from counting the same events.
 */
export const analyticsWorkers = (deps: AppDeps, pipeline: AnalyticsPipeline) => async (log: WorkerLog) => {
  return [
    await startScheduledWorker(
      deps,
      ANALYTICS_QUEUE,
      [
        { id: 'flush', repeat: { every: 5_000 }, job: 'flush' },
        { id: 'prune', repeat: { pattern: '17 3 * * *' }, job: 'prune' },
      ],
      (job) => (job.name === 'prune' ? pipeline.prune() : pipeline.run()),
      log,
    ),
  ];
};
