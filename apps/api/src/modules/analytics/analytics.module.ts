import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { OrganizationsService } from '../organizations/organizations.service';
import { AnalyticsBuffer } from './analytics.buffer';
import { ANALYTICS_QUEUE, analyticsWorkers } from './analytics.jobs';
import { analyticsRoutes } from './analytics.routes';
import { AnalyticsService } from './analytics.service';
import { AnalyticsPipeline } from './pipeline.service';

export { ANALYTICS_QUEUE };

export interface AnalyticsPorts {
  organizations: Pick<OrganizationsService, 'authorize'>;
}

/**
 * Analytics: events recorded off the request path (analytics.port.ts), moved into PostgreSQL in
 * batches by the worker and rolled up per hour and day (pipeline.service.ts); the spec's analytics
 * calls read the rollups (analytics.service.ts). `recorder` is the port other modules record
 * through; `analytics.summary` is what dashboards elsewhere read.
 */
export function analyticsModule(deps: AppDeps, ports: AnalyticsPorts) {
  const recorder = new AnalyticsBuffer(deps);
  const pipeline = new AnalyticsPipeline(deps);
  const analytics = new AnalyticsService(deps, ports);
  return defineModule({
    name: 'analytics',
    services: { recorder, pipeline, analytics },
    queues: [ANALYTICS_QUEUE],
    routes: analyticsRoutes({ analytics }),
    workers: analyticsWorkers(deps, pipeline),
    // The last events gathered in this process go to Redis before it stops.
    close: () => recorder.flush(),
  });
}
