import pino from 'pino';
import { loadConfig } from './config';
import type { Closable } from './kit/module';
import { createModules } from './modules';
import { createDeps } from './runtime/deps';

/** Worker entry: every module's BullMQ processors (and timers) in their own process. */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL is not set. Run `npm start`, which prepares PostgreSQL and Redis for you.');
  process.exit(1);
}
const deps = createDeps(config, { poolMax: 5 });
// JSON lines like the API's (pino), so one log pipeline reads both processes.
const logger = pino({ level: config.LOG_LEVEL, base: { proc: 'worker' } });
const log = (m: string) => logger.info(m);
const modules = createModules(deps);
const running: Closable[] = [];
for (const m of modules.list) if (m.workers) running.push(...(await m.workers(log)));
log(`processing queues: ${modules.list.flatMap((m) => m.queues ?? []).join(', ')}`);

const shutdown = async () => {
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await Promise.allSettled(running.map((w) => w.close()));
  await deps.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
