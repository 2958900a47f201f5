import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { AnalyticsBuffer } from './analytics.buffer';

export const ANALYTICS_QUEUE = 'analytics';

/**
 * Analytics: events recorded off the request path (analytics.port.ts), moved into PostgreSQL in
 * batches by the worker and rolled up per hour and day; the spec's analytics calls read the rollups.
 */
export function analyticsModule(deps: AppDeps) {
  const recorder = new AnalyticsBuffer(deps);
  return defineModule({
    name: 'analytics',
    services: { recorder },
    queues: [ANALYTICS_QUEUE],
  });
}
