/**
 * `npm test`: every check, in order — lint, typecheck, Redocly's lint of the OpenAPI document,
 * drizzle-kit's check of the migrations, API integration tests (real PostgreSQL and Redis; they
 * include the OpenAPI contract and generated client tests), web build with its JS budget,
 * Playwright journeys in Debian's Chromium.
 * PostgreSQL: TEST_DATABASE_URL, else 127.0.0.1:5432, else an embedded one under .data/.
 * Redis: TEST_REDIS_URL, else 127.0.0.1:6379, else redis-server from PATH.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ensurePostgres, ensureRedis } from '../apps/api/src/runtime/infra';

const root = join(import.meta.dirname, '..');
const bin = (n: string) => join(root, 'node_modules/.bin', n);
const log = (m: string) => console.log(`\n[test] ${m}`);
const results: { name: string; passed: number; failed: number }[] = [];

function run(name: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  log(name);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`[test] ${name} failed`);
    summary();
    process.exit(r.status ?? 1);
  }
}

function vitest(name: string, config: string, env: NodeJS.ProcessEnv) {
  mkdirSync(join(root, '.e2e'), { recursive: true });
  const out = join(root, '.e2e', `${name}.json`);
  log(name);
  const r = spawnSync(
    bin('vitest'),
    ['run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: root,
      stdio: 'inherit',
      env,
    },
  );
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    results.push({ name, passed: j.numPassedTests, failed: j.numFailedTests });
  }
  if (r.status !== 0) {
    summary();
    process.exit(r.status ?? 1);
  }
}

function summary() {
  const passed = results.reduce((a, r) => a + r.passed, 0);
  const failed = results.reduce((a, r) => a + r.failed, 0);
  for (const r of results) console.log(`[test] ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  console.log(`${passed} passed, ${failed} failed`);
}

async function answers(url: string) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

function ensureChromium() {
  if (['/usr/bin/chromium', '/usr/bin/chromium-browser'].some(existsSync)) return;
  log('Chromium is missing: installing Debian chromium with apt');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const sh = (c: string) => spawnSync('sh', ['-c', `${sudo.join(' ')} ${c}`], { stdio: 'inherit' });
  sh('apt-get update -qq');
  if (sh('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium').status !== 0) {
    console.error('[test] could not install chromium; install it with: apt-get install -y chromium');
    process.exit(1);
  }
}

const stops: (() => Promise<void>)[] = [];
try {
  run('lint (biome)', bin('biome'), ['check', '.']);
  run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  run('OpenAPI lint (Redocly)', 'npm', ['run', '--silent', 'lint:openapi']);
  // Migrations agree with each other (no two generated from the same snapshot, valid journal).
  run('migrations (drizzle-kit check)', bin('drizzle-kit'), [
    'check',
    '--config',
    'packages/db/drizzle.config.ts',
  ]);

  let dbUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  if (!(await answers(dbUrl))) {
    log('No PostgreSQL at 127.0.0.1:5432: starting the embedded one');
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    const embedded = await ensurePostgres((m) => console.log(`[test] ${m}`));
    process.env.DATABASE_URL = saved;
    stops.push(embedded.stop);
    dbUrl = embedded.url.replace(/\/hctl$/, '/postgres');
  }
  const savedRedis = process.env.REDIS_URL;
  if (process.env.TEST_REDIS_URL) process.env.REDIS_URL = process.env.TEST_REDIS_URL;
  else delete process.env.REDIS_URL;
  const redis = await ensureRedis((m) => console.log(`[test] ${m}`));
  process.env.REDIS_URL = savedRedis;
  stops.push(redis.stop);
  const env = { ...process.env, TEST_DATABASE_URL: dbUrl, TEST_REDIS_URL: redis.url };

  vitest('api', 'apps/api/vitest.config.ts', env);
  run('web build and JS budget', 'npm', ['run', '--silent', 'build']);
  ensureChromium();
  vitest('e2e', 'apps/web/e2e/vitest.config.ts', env);
  summary();
} finally {
  for (const s of stops) await s().catch(() => {});
}
