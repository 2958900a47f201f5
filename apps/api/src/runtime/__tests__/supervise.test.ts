import { describe, expect, it } from 'vitest';
import { supervise } from '../supervise';

const until = async (ok: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
};

describe('supervise (npm start keeps serving when the worker crashes)', () => {
  it('restarts a crashing child with growing delays', async () => {
    const lines: string[] = [];
    const p = supervise('worker', process.execPath, ['-e', 'process.exit(3)'], {
      log: (m) => lines.push(m),
      baseDelayMs: 20,
      maxDelayMs: 80,
    });
    await until(() => p.restarts() >= 4);
    await p.stop();
    expect(p.restarts()).toBeGreaterThanOrEqual(4);
    expect(lines[0]).toBe('worker exited (code 3); starting it again in 20 ms');
    expect(lines[1]).toContain('in 40 ms');
    expect(lines[2]).toContain('in 80 ms');
    expect(lines[3]).toContain('in 80 ms');
  });

  it('leaves a healthy child alone and stops it on request', async () => {
    const lines: string[] = [];
    const p = supervise('api', process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      log: (m) => lines.push(m),
    });
    await new Promise((r) => setTimeout(r, 300));
    const child = p.current();
    expect(child?.exitCode).toBeNull();
    await p.stop();
    expect(child?.signalCode).toBe('SIGTERM');
    expect(p.restarts()).toBe(0);
    expect(lines).toEqual([]);
  });
});
