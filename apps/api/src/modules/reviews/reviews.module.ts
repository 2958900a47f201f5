import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { REVIEWS_QUEUE, reviewsWorkers } from './reviews.jobs';
import { reviewsRoutes } from './reviews.routes';
import { type ReviewsPorts, ReviewsService } from './reviews.service';

/**
 * Rating reviews between people and organizations with a real relationship (spec §7 Reviews):
 * writing (double-blind for quotations), the profile's listing, flags, objections and the
 * moderators' decision. The connections table of the network module is read in its own repository.
 */
export function reviewsModule(deps: AppDeps, ports: ReviewsPorts) {
  const reviews = new ReviewsService(deps, ports);
  const worker = reviewsWorkers(deps, reviews);
  return defineModule({
    name: 'reviews',
    services: { reviews },
    queues: [REVIEWS_QUEUE],
    routes: reviewsRoutes({ reviews }),
    workers: worker,
  });
}
