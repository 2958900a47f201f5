import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDeps } from './runtime/deps';
import { repoRoot } from './runtime/infra';

/** API entry: expects DATABASE_URL and REDIS_URL (scripts/start.mjs provides them). */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error('DATABASE_URL is not set. Run `npm start`, which prepares PostgreSQL and Redis for you.');
  process.exit(1);
}
const deps = createDeps(config);
const app = await buildApp(deps, {
  logger: { level: config.LOG_LEVEL },
  webDist: config.SERVE_WEB === false ? undefined : (config.WEB_DIST ?? join(repoRoot, 'apps/web/dist')),
});

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await deps.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.PORT });
