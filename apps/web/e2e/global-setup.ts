import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { createDb, runMigrations } from '@hctl/db';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../../api/src/seed/demo';

const root = join(import.meta.dirname, '..', '..', '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

/**
 * Starts the real product for the journeys: a fresh database (migrated, demo data), the API
 * serving the built web app, and the worker. Everything stops after the run.
 */
export default async function setup(project: TestProject) {
  // E2E_WEB_DIST: a build of one's own (absolute path), so that runs side by side in one checkout
  // do not rebuild each other's web app.
  const webDist = process.env.E2E_WEB_DIST ?? join(root, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    const b = spawnSync(
      'npm',
      ['run', 'build', '-w', 'apps/web', '--', '--outDir', webDist, '--emptyOutDir'],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (b.status !== 0) throw new Error('web build failed');
  }
  const admin = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `hctl_e2e_${randomBytes(4).toString('hex')}`;
  const a = createDb(admin, { max: 1 });
  await a.pool.query(`create database ${name}`);
  await a.pool.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  const url = u.toString();
  await runMigrations(url);
  const d = createDb(url, { max: 1 });
  await seedDemo(d.db);
  await d.pool.end();

  // A free port unless one is given: runs side by side (a developer's and CI's) never meet.
  const port = Number(process.env.E2E_PORT ?? (await freePort()));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    KEY_PREFIX: `e2e:${name}:`,
    LOG_LEVEL: 'warn',
    BCRYPT_ROUNDS: '4',
    // Every journey calls from 127.0.0.1, two at a time: the global per-IP limit (its own API test)
    // would answer the later ones 429. The sign-in throttles stay as they are.
    RATE_LIMIT_MAX: '100000',
    WEB_DIST: webDist,
  };
  const tsx = join(root, 'node_modules/.bin/tsx');
  const procs: ChildProcess[] = ['server.ts', 'worker.ts'].map((f) =>
    spawn(tsx, [join(root, 'apps/api/src', f)], { env, stdio: ['ignore', 'ignore', 'inherit'] }),
  );
  const base = `http://127.0.0.1:${port}`;
  // Up to 90 s: on a busy 2-core machine compiling the API's TypeScript at start takes a while.
  let up = false;
  for (const end = Date.now() + 90_000; !up && Date.now() < end; ) {
    if (procs.some((p) => p.exitCode !== null)) throw new Error('the API or worker exited during start');
    up = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  if (!up) throw new Error('the API did not start for the e2e run (90 s)');
  project.provide('baseUrl', base);

  return async () => {
    for (const p of procs) p.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    const c = createDb(admin, { max: 1 });
    await c.pool.query(`drop database if exists ${name} with (force)`);
    await c.pool.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
