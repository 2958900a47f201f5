import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { TestContext } from '../../../../test/context';
import { freePort, waitFor } from '../../../quality/__tests__/fault-helpers';

/**
 * A real API process (server.ts) over a test file's database and Redis key prefix, on its own
 * port; it can be killed and started again on the same port. Only processes started here are stopped.
 */
export class ApiProcess {
  private child: ChildProcess | null = null;
  private constructor(
    private ctx: TestContext,
    readonly port: number,
  ) {}

  static async start(ctx: TestContext) {
    const api = new ApiProcess(ctx, await freePort());
    await api.start();
    return api;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    this.child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../../../server.ts')],
      {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: this.ctx.deps.config.databaseUrl,
          REDIS_URL: this.ctx.deps.config.redisUrl,
          KEY_PREFIX: this.ctx.deps.keyPrefix,
          HOST: '127.0.0.1',
          PORT: String(this.port),
          SERVE_WEB: 'false',
          LOG_LEVEL: 'silent',
          BCRYPT_ROUNDS: '4',
          RATE_LIMIT_MAX: '1000000',
        },
        stdio: 'ignore',
      },
    );
    const up = await waitFor(async () => (await fetch(`${this.url}/api/v1/health`)).ok, 30_000, 100);
    if (!up) throw new Error(`API on ${this.port} did not start`);
  }

  /** SIGKILL (a crash: nothing finishes) or SIGTERM (a deploy: graceful shutdown). */
  async stop(signal: 'SIGKILL' | 'SIGTERM' = 'SIGTERM') {
    const c = this.child;
    this.child = null;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill(signal);
    await exited;
  }
}
