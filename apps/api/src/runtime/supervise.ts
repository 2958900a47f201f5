import { type ChildProcess, spawn } from 'node:child_process';

export interface SupervisedProcess {
  /** The running child, or null while waiting to restart. */
  current(): ChildProcess | null;
  restarts(): number;
  stop(): Promise<void>;
}

/**
 * Runs a child process and starts it again when it exits on its own, waiting longer after each
 * quick crash (1 s, 2 s, 4 s … up to `maxDelayMs`); a child that stayed up for `stableAfterMs`
 * starts the count again. So a crashing worker does not take the API down with it, and a
 * crash loop does not spin the CPU.
 */
export function supervise(
  name: string,
  command: string,
  args: string[],
  opts: {
    env?: NodeJS.ProcessEnv;
    log: (message: string) => void;
    baseDelayMs?: number;
    maxDelayMs?: number;
    stableAfterMs?: number;
  },
): SupervisedProcess {
  const base = opts.baseDelayMs ?? 1000;
  const max = opts.maxDelayMs ?? 30_000;
  const stable = opts.stableAfterMs ?? 60_000;
  let child: ChildProcess | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopping = false;
  let quickCrashes = 0;
  let restarts = 0;

  const start = () => {
    timer = null;
    const startedAt = Date.now();
    const c = spawn(command, args, { env: opts.env, stdio: 'inherit' });
    child = c;
    c.once('exit', (code, signal) => {
      child = null;
      if (stopping) return;
      quickCrashes = Date.now() - startedAt >= stable ? 0 : quickCrashes + 1;
      const delay = Math.min(max, base * 2 ** Math.max(0, quickCrashes - 1));
      opts.log(`${name} exited (${signal ?? `code ${code}`}); starting it again in ${delay} ms`);
      restarts++;
      timer = setTimeout(start, delay);
    });
  };
  start();

  return {
    current: () => child,
    restarts: () => restarts,
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      const c = child;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGTERM');
      });
    },
  };
}
