import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import type { RealtimePort } from '../realtime/realtime.port';
import { NOTIFICATIONS_QUEUE, NotificationsService } from './notifications.service';

/**
 * Notifications: one `notify()` every module calls inside its own transaction (the port in
 * notifications.port.ts), the bell's live events on `private-notify.{userId}`, e-mail deliveries
 * (at once for critical types, otherwise gathered in a digest) and the spec's notification calls.
 */
export function notificationsModule(deps: AppDeps, ports: { realtime: RealtimePort }) {
  const notifications = new NotificationsService(deps, ports);
  return defineModule({
    name: 'notifications',
    services: { notifications },
    queues: [NOTIFICATIONS_QUEUE],
  });
}
