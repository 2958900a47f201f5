import type { Tx } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../../../../test/context';
import type { Closable } from '../../../kit/module';
import { type ArmedTimer, armTimer, QuotationTimers, quotationWorkers } from '../quotations.jobs';

const { ctx } = apiSuite();
let timers: QuotationTimers;
/** What the test handler saw: subject ids, in firing order, with when they fired. */
const fired: { ref: number; at: number }[] = [];
/** Subjects that "moved on": their handler does nothing (as an answered offer would). */
const movedOn = new Set<number>();
let failing = 0;
let nextRef = 1000;

beforeAll(async () => {
  timers = new QuotationTimers(ctx.deps);
  // A generic kind, as the calls helper registers its ring timeout.
  timers.register('call_ring', async (_tx: Tx, ref: number) => {
    if (failing > 0) {
      failing--;
      throw new Error('handler down');
    }
    if (movedOn.has(ref)) return undefined;
    fired.push({ ref, at: Date.now() });
    return undefined;
  });
});

const arm = (ref: number, dueAt: Date): Promise<ArmedTimer> =>
  ctx.db.transaction((tx) => armTimer(tx, 'call_ring', ref, dueAt));
const firedFor = (ref: number) => fired.filter((f) => f.ref === ref);
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  for (const end = Date.now() + timeoutMs; !(await check()); ) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const closeAll = (ws: Closable[]) => Promise.all(ws.map((w) => w.close()));

describe('quotation timers', () => {
  it('fire within 5 s of their deadline after the worker was killed during the wait and restarted', async () => {
    const ref = nextRef++;
    const start = quotationWorkers(ctx.deps, timers);
    let workers = await start(() => {});
    try {
      const due = new Date(Date.now() + 2500);
      const t = await arm(ref, due);
      await timers.schedule(t);
      await sleep(300);
      // The worker dies during the wait …
      await closeAll(workers);
      workers = [];
      await sleep(due.getTime() - Date.now() + 1000);
      expect(firedFor(ref)).toEqual([]);
      // … and the deadline, passed while no worker ran, fires right after the restart.
      workers = await start(() => {});
      await eventually(() => firedFor(ref).length > 0, 5000);
      expect(firedFor(ref)[0].at - due.getTime()).toBeLessThan(5000);
      expect((await timers.find(ctx.db, 'call_ring', ref))?.done_at).toBeInstanceOf(Date);
    } finally {
      await closeAll(workers);
    }
  });

  it('a row whose job was never added (Redis down at commit) is armed by the scan at worker start', async () => {
    const ref = nextRef++;
    const due = new Date(Date.now() + 1500);
    await arm(ref, due);
    const workers = await quotationWorkers(ctx.deps, timers)(() => {});
    try {
      await eventually(() => firedFor(ref).length > 0, 6000);
      expect(firedFor(ref)[0].at).toBeGreaterThanOrEqual(due.getTime() - 50);
    } finally {
      await closeAll(workers);
    }
  });

  it('fires once however often it is asked (twin jobs, a scan, concurrent fires)', async () => {
    const ref = nextRef++;
    const t = await arm(ref, new Date(Date.now() - 1000));
    const results = await Promise.all(Array.from({ length: 10 }, () => timers.fire(t.id, t.due_at)));
    expect(results.filter((r) => r === 'fired')).toHaveLength(1);
    expect(firedFor(ref)).toHaveLength(1);
    await timers.schedule(t, t);
    expect(await timers.rearm()).toBeGreaterThanOrEqual(0);
    expect(await timers.fire(t.id, t.due_at)).toBe('stale');
    expect(firedFor(ref)).toHaveLength(1);
  });

  it('a moved deadline makes the old job stale, and arming again makes a done timer pending', async () => {
    const ref = nextRef++;
    const first = await arm(ref, new Date(Date.now() + 60_000));
    const moved = await arm(ref, new Date(Date.now() + 120_000));
    expect(moved.id).toBe(first.id);
    expect(await timers.fire(first.id, first.due_at)).toBe('stale');
    expect(await timers.fire(moved.id, moved.due_at)).toBe('fired');
    const again = await arm(ref, new Date(Date.now() + 1000));
    expect((await timers.find(ctx.db, 'call_ring', ref))?.done_at).toBeNull();
    expect(await timers.fire(again.id, again.due_at)).toBe('fired');
    expect(firedFor(ref)).toHaveLength(2);
  });

  it('a subject that moved on is left alone, the timer done', async () => {
    const ref = nextRef++;
    movedOn.add(ref);
    const t = await arm(ref, new Date(Date.now() - 1));
    expect(await timers.fire(t.id, t.due_at)).toBe('fired');
    expect(firedFor(ref)).toEqual([]);
    expect((await timers.find(ctx.db, 'call_ring', ref))?.done_at).toBeInstanceOf(Date);
  });

  it('a failing handler leaves the timer pending for the retry', async () => {
    const ref = nextRef++;
    const t = await arm(ref, new Date(Date.now() - 1));
    failing = 1;
    await expect(timers.fire(t.id, t.due_at)).rejects.toThrow('handler down');
    expect((await timers.find(ctx.db, 'call_ring', ref))?.done_at).toBeNull();
    expect(await timers.fire(t.id, t.due_at)).toBe('fired');
    expect(firedFor(ref)).toHaveLength(1);
  });
});
