import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createDb } from '@hctl/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../seed/demo';
import { ensurePostgres, ensureRedis, prepareDatabase, repoRoot } from './infra';

/**
 * `npm start`: PostgreSQL (DATABASE_URL or embedded), Redis, migrations, demo data, then the
 * API (serving the built web app) and the worker as child processes. Ctrl+C stops everything.
 */
const log = (m: string) => console.log(`[hctl] ${m}`);
try {
  const pg = await ensurePostgres(log);
  const redis = await ensureRedis(log);
  await prepareDatabase(pg.url);
  const { db, pool } = createDb(pg.url, { max: 2 });
  if (process.env.SEED_DEMO !== 'false') await seedDemo(db);
  await pool.end();

  const env = { ...process.env, DATABASE_URL: pg.url, REDIS_URL: redis.url };
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  const children: ChildProcess[] = ['server.ts', 'worker.ts'].map((f) =>
    spawn(tsx, [join(repoRoot, 'apps/api/src', f)], { env, stdio: 'inherit' }),
  );
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
    );
    await redis.stop();
    await pg.stop();
    process.exit(code);
  };
  for (const c of children) c.once('exit', (code) => void stop(code ?? 1));
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  const port = process.env.PORT ?? '3000';
  log(`HCTL is starting at http://localhost:${port}  (API docs: /api/v1/docs, outbox: /dev/outbox)`);
  if (process.env.SEED_DEMO !== 'false') {
    log('Demo logins:');
    for (const a of DEMO_ACCOUNTS) log(`  ${a.email.padEnd(20)} ${DEMO_PASSWORD}   ${a.what}`);
  }
} catch (err) {
  console.error(`[hctl] ${(err as Error).message}`);
  process.exit(1);
}
