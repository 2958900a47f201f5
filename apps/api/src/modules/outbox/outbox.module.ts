import type { AppDeps } from '../../deps';
import { defineModule } from '../../kit/module';
import { startOutboxWorkers } from './outbox.jobs';
import { OUTBOX_CHANNELS, OutboxService } from './outbox.service';

/** Mail and SMS: written in the caller's transaction, delivered by the worker exactly once. */
export function outboxModule(deps: AppDeps) {
  return defineModule({
    name: 'outbox',
    services: { outbox: new OutboxService(deps) },
    queues: OUTBOX_CHANNELS,
    workers: (log) => [startOutboxWorkers(deps, log)],
  });
}
