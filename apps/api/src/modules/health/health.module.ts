import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { healthRoutes } from './health.routes';
import { HealthService } from './health.service';

export function healthModule(deps: AppDeps) {
  const health = new HealthService(deps);
  return defineModule({ name: 'health', services: { health }, routes: healthRoutes({ health }) });
}
