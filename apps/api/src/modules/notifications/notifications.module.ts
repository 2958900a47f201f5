import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { RealtimePort } from '../realtime/realtime.port';
import { NotificationDelivery, type NotificationsOutbox } from './delivery.service';
import { startNotificationWorkers } from './notifications.jobs';
import { notificationsRoutes } from './notifications.routes';
import { NOTIFICATIONS_QUEUE, NotificationsService } from './notifications.service';
import { NotificationPreferencesService } from './preferences.service';

/**
 * Notifications: one `notify()` every module calls inside its own transaction (the port in
 * notifications.port.ts), the bell's live events on `private-notify.{userId}`, e-mail deliveries
 * (at once for critical types, otherwise gathered in a digest) and the spec's notification calls.
 */
export function notificationsModule(
  deps: AppDeps,
  ports: { realtime: RealtimePort; outbox: NotificationsOutbox },
) {
  const notifications = new NotificationsService(deps, ports);
  const preferences = new NotificationPreferencesService(deps);
  const delivery = new NotificationDelivery(deps, ports.outbox);
  const all = { notifications, preferences, delivery };
  return defineModule({
    name: 'notifications',
    services: all,
    queues: [NOTIFICATIONS_QUEUE],
    routes: notificationsRoutes(all),
    workers: async (log) => [await startNotificationWorkers(deps, delivery, log)],
  });
}
