import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { NotificationDelivery } from '../notifications/delivery.service';
import type { OutboxService } from '../outbox/outbox.service';
import type { SavedSearchesService } from '../search/saved-searches.service';
import { devRoutes } from './dev.routes';

/** What the development tools run on demand (read lazily: the search module is built after this one). */
export type DevRunPorts = () => {
  alerts: Pick<SavedSearchesService, 'runAlerts'>;
  digest: Pick<NotificationDelivery, 'digestNow'>;
};

/** The development outbox page's API and the scheduled runs on demand; not registered in production. */
export const devModule = (deps: AppDeps, ports: { outbox: OutboxService; run: DevRunPorts }) =>
  defineModule({
    name: 'dev',
    services: {},
    routes: deps.config.isProduction ? undefined : devRoutes(ports),
  });
