import { join } from 'node:path';
import { createDb, seedAdPlacements, seedPlans, seedServiceCategories } from '@hctl/db';
import { loadConfig } from '../config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoDataWanted, seedDemo } from '../seed/demo';
import { ensurePostgres, ensureRedis, prepareDatabase, repoRoot } from './infra';
import { supervise } from './supervise';

/**
 * `npm start`: PostgreSQL (DATABASE_URL or embedded), Redis, migrations, demo data, then the
 * API (serving the built web app) and the worker as child processes. Ctrl+C stops everything.
 */
const log = (m: string) => console.log(`[hctl] ${m}`);
try {
  // A configuration the API would refuse stops here, once, instead of in a restart loop below.
  loadConfig();
  const pg = await ensurePostgres(log);
  const redis = await ensureRedis(log);
  await prepareDatabase(pg.url);
  const { db, pool } = createDb(pg.url, { max: 2 });
  const demo = demoDataWanted(process.env);
  // The membership plans are reference data every install needs; demo accounts only outside production.
  if (demo) await seedDemo(db);
  else await seedPlans(db);
  // The service taxonomy is reference data too (upserted by slug; demo seeding writes it as well).
  if (!demo) await seedServiceCategories(db);
  if (!demo) await seedAdPlacements(db);
  await pool.end();

  const env = { ...process.env, DATABASE_URL: pg.url, REDIS_URL: redis.url };
  // Compiled (apps/api/dist/launch.mjs, production): plain node on the bundles beside it; from the
  // sources (development): tsx. Each process is restarted with backoff when it crashes, so a failing
  // worker never takes the API down.
  const compiled = import.meta.url.endsWith('.mjs');
  const command = compiled ? process.execPath : join(repoRoot, 'node_modules', '.bin', 'tsx');
  const entry = (name: string) =>
    compiled ? join(import.meta.dirname, `${name}.mjs`) : join(repoRoot, 'apps/api/src', `${name}.ts`);
  const children = ['server', 'worker'].map((name) => supervise(name, command, [entry(name)], { env, log }));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all(children.map((c) => c.stop()));
    await redis.stop();
    await pg.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  const port = process.env.PORT ?? '3000';
  log(`HCTL is starting at http://localhost:${port}  (API docs: /api/v1/docs, outbox: /dev/outbox)`);
  if (demo) {
    log('Demo logins:');
    for (const a of DEMO_ACCOUNTS) log(`  ${a.email.padEnd(20)} ${DEMO_PASSWORD}   ${a.what}`);
  }
} catch (err) {
  console.error(`[hctl] ${(err as Error).message}`);
  process.exit(1);
}
