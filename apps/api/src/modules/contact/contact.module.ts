import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { Throttle } from '../../lib/throttle';
import type { OutboxService } from '../outbox/outbox.service';
import { contactRoutes } from './contact.routes';
import { ContactService } from './contact.service';

export function contactModule(deps: AppDeps, ports: { outbox: OutboxService }) {
  const contact = new ContactService(
    deps,
    ports.outbox,
    new Throttle(deps.redis, deps.clock, deps.keyPrefix),
  );
  return defineModule({ name: 'contact', services: { contact }, routes: contactRoutes({ contact }) });
}
