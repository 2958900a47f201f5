import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestContext, type TestContext } from '../../../test/context';
import { repoRoot } from '../../runtime/infra';

/**
 * Production runs compiled JavaScript: `scripts/build-api.mjs` bundles the API, worker, launcher and
 * migrations into apps/api/dist, and those files start with plain `node` in production mode.
 */
let ctx: TestContext;
const children: ChildProcess[] = [];
const dist = (f: string) => join(repoRoot, 'apps/api/dist', f);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function run(file: string, env: NodeJS.ProcessEnv) {
  const c = spawn(process.execPath, [dist(file)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(c);
  let out = '';
  c.stdout?.on('data', (d) => {
    out += d;
  });
  c.stderr?.on('data', (d) => {
    out += d;
  });
  return { child: c, output: () => out };
}

async function until<T>(probe: () => Promise<T | null>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await probe().catch(() => null);
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  ctx = await createTestContext();
  const built = spawnSync(process.execPath, [join(repoRoot, 'scripts/build-api.mjs')], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: ctx.deps.config.databaseUrl,
    REDIS_URL: ctx.deps.config.redisUrl,
    KEY_PREFIX: `${ctx.deps.keyPrefix}prod:`,
    JWT_SECRET: 'production-build-test-secret-0123456789',
    APP_KEY: 'production-build-test-app-key-0123456789',
    PAYMENT_GATEWAY: 'test',
    MAIL_URL: 'smtp://127.0.0.1:1',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
  };
}, 60_000);

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('the compiled production build', () => {
  it('applies migrations with node alone (the bundle finds packages/db/migrations)', () => {
    const r = spawnSync(process.execPath, [dist('migrate.mjs')], { env, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('migrations applied');
  });

  it('serves the API from dist/server.mjs in production mode', async () => {
    const port = await freePort();
    const api = run('server.mjs', { ...env, PORT: String(port), HOST: '127.0.0.1' });
    const health = await until(async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      return res.ok ? ((await res.json()) as { status: string }) : null;
    }, 45_000);
    expect(health, api.output()).toMatchObject({ status: 'success' });
    // Production has no development outbox.
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/dev/outbox`)).status).toBe(404);
    // The realtime endpoints run from the bundle: Socket.IO answers the handshake (refusing an
    // anonymous one) and the Pusher-protocol endpoint greets a WebSocket.
    const refused = await new Promise<string>((resolve) => {
      const s = io(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false });
      s.once('connect_error', (e) => {
        s.disconnect();
        resolve(e.message);
      });
    });
    expect(refused).toBe('Unauthenticated.');
    const greeting = await new Promise<string>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${ctx.deps.config.pusherKey}?protocol=7`);
      ws.once('message', (m) => {
        ws.close();
        resolve(String(m));
      });
      ws.once('error', reject);
    });
    expect(JSON.parse(greeting)).toMatchObject({ event: 'pusher:connection_established' });
    // Logs are pino JSON lines.
    expect(
      api
        .output()
        .split('\n')
        .find((l) => l.startsWith('{')),
    ).toBeTruthy();
    api.child.kill('SIGTERM');
  }, 60_000);

  it('runs the worker from dist/worker.mjs, logging JSON', async () => {
    const worker = run('worker.mjs', env);
    const line = await until(
      async () =>
        worker
          .output()
          .split('\n')
          .find((l) => l.includes('processing queues')) ?? null,
      45_000,
    );
    expect(line, worker.output()).toBeTruthy();
    expect(JSON.parse(line as string)).toMatchObject({ proc: 'worker' });
    worker.child.kill('SIGTERM');
  }, 60_000);
});
