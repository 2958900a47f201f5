/**
 * A worker process for the notifications fault test: runs the notification delivery worker with a
 * fast relay and records each delivery's end in FAULT_LOG. Started and killed by delivery-faults.test.ts.
 */
import { appendFileSync } from 'node:fs';
import { loadConfig } from '../../../config';
import { createDeps } from '../../../runtime/deps';
import { OutboxService } from '../../outbox/outbox.service';
import { NotificationDelivery } from '../delivery.service';
import { startNotificationWorkers } from '../notifications.jobs';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const deps = createDeps(config, { poolMax: 4, keyPrefix: process.env.KEY_PREFIX });
const logFile = process.env.FAULT_LOG ?? '/dev/null';
const outbox = new OutboxService(deps);
// Delivering slowly keeps jobs in flight when the test kills this process.
const delivery = new NotificationDelivery(deps, {
  compose: (tx, msg) => outbox.compose(tx, msg),
  dispatch: async (items) => {
    appendFileSync(logFile, `sent:${items.map((i) => i.id).join(',')}:${process.pid}\n`);
  },
});
const slow = Object.create(delivery) as NotificationDelivery;
slow.deliver = async (id: number) => {
  await new Promise((r) => setTimeout(r, 5));
  return delivery.deliver(id);
};
startNotificationWorkers(deps, slow, () => {}, {
  relayEveryMs: 300,
  staleAfterMs: 1000,
  concurrency: 4,
}).then(() => appendFileSync(logFile, `ready:${process.pid}\n`));
