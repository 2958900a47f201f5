import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
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
  return [
    await startScheduledWorker(
      deps,
      REVIEWS_QUEUE,
      [{ id: BLIND_SWEEP_ID, repeat: { every: BLIND_SWEEP_MS }, job: 'publish-due', atStart: true }],
      async () => {
        const published = await reviews.publishDue();
        if (published) log(`reviews: ${published} double-blind reviews published after ${7} days`);
        return { published };
      },
      log,
    ),
  ];
};
