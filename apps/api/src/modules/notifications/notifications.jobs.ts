import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
import type { NotificationDelivery } from './delivery.service';
import { NOTIFICATIONS_QUEUE } from './notifications.service';

/** The digest run's period: a person's local hour is caught within it. */
const DIGEST_EVERY_MS = 15 * 60_000;

/**
 * The 'notifications' queue: `deliver` (one immediate e-mail) and `digest` (the scheduled run),
 * plus the relay timer that re-enqueues deliveries written while Redis was down. `opts` lets tests
 * speed the relay up.
 */
export async function startNotificationWorkers(
  deps: AppDeps,
  delivery: NotificationDelivery,
  log: WorkerLog,
  opts: { relayEveryMs?: number; staleAfterMs?: number; concurrency?: number } = {},
) {
  // The scheduler id keeps one digest run per 15 minutes across restarts and processes.
  const worker = await startScheduledWorker(
    deps,
    NOTIFICATIONS_QUEUE,
    [{ id: 'notifications-digest', repeat: { every: DIGEST_EVERY_MS }, job: 'digest' }],
    async (job) => (job.name === 'digest' ? delivery.digest() : delivery.deliver(Number(job.data.id))),
    log,
    { concurrency: opts.concurrency ?? 5 },
  );
  const relay = setInterval(async () => {
    try {
      await delivery.relay(opts.staleAfterMs ?? 10_000);
    } catch (err) {
      log(`notifications relay: ${(err as Error).message}`);
    }
  }, opts.relayEveryMs ?? 10_000);
  return {
    async close() {
      clearInterval(relay);
      await worker.close();
    },
  };
}
