import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
import type { ServiceViews } from './views.service';

export const VIEWS_QUEUE = 'service-views';

/** Adds the counted page views to the services every minute (one scheduler across restarts). */
export const viewsWorkers = (deps: AppDeps, views: ServiceViews) => async (log: WorkerLog) => {
  return [
    await startScheduledWorker(
      deps,
      VIEWS_QUEUE,
      [{ id: 'flush', repeat: { every: 60_000 }, job: 'flush' }],
      () => views.flush(),
      log,
    ),
  ];
};
