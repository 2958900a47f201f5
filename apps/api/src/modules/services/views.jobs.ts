import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startWorker } from '../../kit/worker';
import type { ServiceViews } from './views.service';

export const VIEWS_QUEUE = 'service-views';

/** Adds the counted page views to the services every minute (one scheduler across restarts). */
export const viewsWorkers = (deps: AppDeps, views: ServiceViews) => async (log: WorkerLog) => {
  await deps.queues.get(VIEWS_QUEUE).upsertJobScheduler('flush', { every: 60_000 }, { name: 'flush' });
  return [startWorker(deps, VIEWS_QUEUE, () => views.flush(), log)];
};
