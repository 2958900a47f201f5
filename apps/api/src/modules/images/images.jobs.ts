import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startWorker } from '../../kit/worker';
import type { ImagesService } from './images.service';

/** Daily at 03:30 UTC: remove the stored variants of deleted files; the scheduler id keeps one across restarts. */
export async function startImagesWorker(deps: AppDeps, images: ImagesService, log: WorkerLog) {
  await deps.queues
    .get('images')
    .upsertJobScheduler('orphans-daily', { pattern: '30 3 * * *' }, { name: 'sweep-orphans' });
  return startWorker(
    deps,
    'images',
    async () => {
      const removed = await images.sweepOrphans();
      if (removed) log(`images: removed ${removed} variants of deleted files`);
      return { removed };
    },
    log,
  );
}
