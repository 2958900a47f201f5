import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { OutboxService } from '../outbox/outbox.service';
import { devRoutes } from './dev.routes';

/** The development outbox page's API; not registered in production. */
export const devModule = (deps: AppDeps, ports: { outbox: OutboxService }) =>
  defineModule({
    name: 'dev',
    services: {},
    routes: deps.config.isProduction ? undefined : devRoutes({ outbox: ports.outbox }),
  });
