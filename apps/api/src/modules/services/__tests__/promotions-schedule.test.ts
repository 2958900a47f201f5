import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type MadeUser, makeUser } from '../../../../test/context';
import { FrozenClock } from '../../../lib/clock';
import {
  PROMOTION_SCHEDULER_ID,
  PROMOTIONS_QUEUE,
  promotionWorkers,
  runPromotionSchedule,
} from '../services.jobs';
import { isoDay, makeService, serviceById } from './promotions.fixtures';

const DAY = 86_400_000;
// Noon UTC, so "today" does not depend on when the suite runs.
const clock = new FrozenClock(Date.UTC(2027, 2, 10, 12));
const { ctx } = apiSuite({ clock });
let org: MadeUser;
let nurse: MadeUser;
beforeAll(async () => {
  [org, nurse] = await Promise.all([makeUser(ctx, { role: 'organization', approved: true }), makeUser(ctx)]);
});

const gallery = (start: number, end: number, more: object = {}) =>
  makeService(
    ctx,
    { orgId: org.orgId! },
    {
      kind: 'gallery',
      is_draft: false,
      promotion_start: isoDay(clock.now(), start),
      promotion_end: isoDay(clock.now(), end),
      promotion_budget_cents: 5000,
      ...more,
    },
  );
async function eventually(check: () => Promise<boolean>, timeoutMs: number) {
  for (const end = Date.now() + timeoutMs; !(await check()); ) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const run = () => runPromotionSchedule(ctx.deps);
const shown = async (id: number) => (await serviceById(ctx, id)).is_promoted;

describe('the promotion schedule', () => {
  it('shows a gallery from its start date to its end date only, and is idempotent', async () => {
    const g = await gallery(2, 4);
    await run();
    expect(await shown(g.id)).toBe(false);
    clock.advance(DAY);
    await run();
    expect(await shown(g.id)).toBe(false);
    // The start date.
    clock.advance(DAY);
    expect(await run()).toMatchObject({ started: 1 });
    expect(await shown(g.id)).toBe(true);
    // Runs in the same window change nothing.
    expect(await run()).toEqual({ started: 0, ended: 0 });
    // The end date is the last day shown.
    clock.advance(2 * DAY);
    await run();
    expect(await shown(g.id)).toBe(true);
    clock.advance(DAY);
    expect(await run()).toMatchObject({ ended: 1 });
    expect(await shown(g.id)).toBe(false);
    expect(await run()).toEqual({ started: 0, ended: 0 });
  });

  it('still starts a window whose start date passed while the worker was down', async () => {
    const g = await gallery(1, 10);
    // The worker was down from before the start date until three days after it.
    clock.advance(4 * DAY);
    expect(await run()).toMatchObject({ started: 1 });
    expect(await shown(g.id)).toBe(true);
    // Down again over the end date: the next run ends it.
    clock.advance(10 * DAY);
    expect(await run()).toMatchObject({ ended: 1 });
    expect(await shown(g.id)).toBe(false);
  });

  it('ends posts and requests past promoted_until, and leaves drafts and archived galleries alone', async () => {
    const post = await makeService(
      ctx,
      { userId: nurse.id },
      { is_promoted: true, promoted_until: new Date(clock.now().getTime() + DAY) },
    );
    const request = await makeService(
      ctx,
      { userId: nurse.id },
      { kind: 'request', is_promoted: true, promoted_until: new Date(clock.now().getTime() + 3 * DAY) },
    );
    const draft = await gallery(0, 5, { is_draft: true });
    const archived = await gallery(0, 5, { status: 'archived' });
    await run();
    expect([await shown(post.id), await shown(request.id)]).toEqual([true, true]);
    expect([await shown(draft.id), await shown(archived.id)]).toEqual([false, false]);
    clock.advance(2 * DAY);
    await run();
    expect([await shown(post.id), await shown(request.id)]).toEqual([false, true]);
    clock.advance(2 * DAY);
    await run();
    expect(await shown(request.id)).toBe(false);
  });

  it('narrowed to one service, changes only that one (what a paid promotion runs)', async () => {
    const [a, b] = [await gallery(0, 3), await gallery(0, 3)];
    expect(await runPromotionSchedule(ctx.deps, { serviceId: a.id })).toEqual({ started: 1, ended: 0 });
    expect([await shown(a.id), await shown(b.id)]).toEqual([true, false]);
    await run();
    expect(await shown(b.id)).toBe(true);
  });
});

describe('the promotion worker', () => {
  it('keeps one repeatable scheduler across restarts and runs at start', async () => {
    const g = await gallery(-1, 2);
    const queue = ctx.deps.queues.get(PROMOTIONS_QUEUE);
    const logs: string[] = [];
    const start = promotionWorkers(ctx.deps);
    let workers = await start((m) => logs.push(m));
    try {
      // The run at start shows the gallery without waiting for the first minute.
      await eventually(() => shown(g.id), 10_000);
      expect(logs.some((l) => l.includes('1 started'))).toBe(true);
      await Promise.all(workers.map((w) => w.close()));
      // A restart upserts the same scheduler: still one.
      workers = await start((m) => logs.push(m));
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key)).toEqual([PROMOTION_SCHEDULER_ID]);
      expect(schedulers[0].every).toBe(60_000);
    } finally {
      await Promise.all(workers.map((w) => w.close()));
    }
  });
});
