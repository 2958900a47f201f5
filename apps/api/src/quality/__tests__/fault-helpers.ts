import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, stepMs = 100) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return true;
    await sleep(stepMs);
  }
  return false;
}

/** A private redis-server (from PATH) on its own port; only this process is ever stopped. */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  private dir = mkdtempSync(join(tmpdir(), 'hctl-redis-'));
  /** A free port is taken at the first start when none is given; a restart keeps it. */
  constructor(public port = 0) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start() {
    if (!this.port) this.port = await freePort();
    this.child = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        this.dir,
      ],
      { stdio: 'ignore' },
    );
    const { Redis } = await import('ioredis');
    const ok = await waitFor(async () => {
      const r = new Redis(this.url, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      r.on('error', () => {});
      try {
        await r.connect();
        return (await r.ping()) === 'PONG';
      } finally {
        r.disconnect();
      }
    }, 10_000);
    if (!ok) throw new Error(`redis-server did not start on ${this.port}`);
  }
  async stop() {
    const c = this.child;
    this.child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  }
  async dispose() {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
