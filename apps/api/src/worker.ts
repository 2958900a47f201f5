import { loadConfig } from './config';
import { startOutboxWorkers } from './modules/outbox/outbox.jobs';
import { createDeps } from './runtime/deps';

/** Worker entry: the same modules' BullMQ processors in their own process. */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL is not set. Run `npm start`, which prepares PostgreSQL and Redis for you.');
  process.exit(1);
}
const deps = createDeps(config, { poolMax: 5 });
const log = (m: string) => console.log(`[worker] ${m}`);
const workers = startOutboxWorkers(deps, log);
log('processing queues: email, sms');

const shutdown = async () => {
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await workers.close();
  await deps.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
