import { loadConfig } from './config';
import { startBillingWorker } from './modules/billing/billing.jobs';
import { startCredentialsWorker } from './modules/individual-profile/credentials.jobs';
import { startOutboxWorkers } from './modules/outbox/outbox.jobs';
import { startResumeImportWorker } from './modules/resume-import/resume-import.jobs';
import { createDeps } from './runtime/deps';
import { createServices } from './services';

/** Worker entry: the same modules' BullMQ processors in their own process. */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL is not set. Run `npm start`, which prepares PostgreSQL and Redis for you.');
  process.exit(1);
}
const deps = createDeps(config, { poolMax: 5 });
const log = (m: string) => console.log(`[worker] ${m}`);
const services = createServices(deps);
const outboxWorkers = startOutboxWorkers(deps, log);
const others = [
  startResumeImportWorker(deps, services.resumeImport, log),
  await startCredentialsWorker(deps, services.outbox, log),
  await startBillingWorker(deps, services, log),
];
log('processing queues: email, sms, resume-import, credentials, billing');

const shutdown = async () => {
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await outboxWorkers.close();
  await Promise.allSettled(others.map((w) => w.close()));
  await deps.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
