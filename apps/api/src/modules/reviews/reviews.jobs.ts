import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startWorker } from '../../kit/worker';
import type { ReviewsService } from './reviews.service';

export const REVIEWS_QUEUE = 'reviews';
/** One schedule across restarts: upserted again on every worker start. */
export const BLIND_SWEEP_ID = 'reviews-blind-sweep';
/** A double-blind review is published within this long of its seven days ending. */
export const BLIND_SWEEP_MS = 10 * 60_000;

/**
 * Publishes double-blind quotation reviews whose other side never wrote theirs. It compares with
 * the clock rather than counting on a timer per review, so a run after downtime catches up.
 */
export const reviewsWorkers = (deps: AppDeps, reviews: ReviewsService) => async (log: WorkerLog) => {
  const queue = deps.queues.get(REVIEWS_QUEUE);
  await queue.upsertJobScheduler(BLIND_SWEEP_ID, { every: BLIND_SWEEP_MS }, { name: 'publish-due' });
  await queue.add('publish-due', {});
  return [
    startWorker(
      deps,
      REVIEWS_QUEUE,
      async () => {
        const published = await reviews.publishDue();
        if (published) log(`reviews: ${published} double-blind reviews published after ${7} days`);
        return { published };
      },
      log,
    ),
  ];
};
