import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
import type { ImagesService } from './images.service';

/** Daily at 03:30 UTC: remove the stored variants of deleted files. */
export async function startImagesWorker(deps: AppDeps, images: ImagesService, log: WorkerLog) {
  return startScheduledWorker(
    deps,
    'images',
    [{ id: 'orphans-daily', repeat: { pattern: '30 3 * * *' }, job: 'sweep-orphans' }],
    async () => {
      const removed = await images.sweepOrphans();
      if (removed) log(`images: removed ${removed} variants of deleted files`);
      return { removed };
    },
    log,
  );
}
