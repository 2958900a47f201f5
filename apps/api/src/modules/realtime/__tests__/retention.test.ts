import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/context';
import { loadConfig } from '../../../config';
import { startRealtimeWorker } from '../realtime.jobs';
import { until } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
}, 30_000);

describe('retention', () => {
  it('schedules a daily prune that drops events older than 30 days and keeps the rest', async () => {
    const { realtime } = ctx.app.modules.realtime.services;
    const events = Array.from({ length: 4 }, (_, i) => ({
      channel: 'private-notify.77',
      event: 'message.deleted' as const,
      data: { conversation_id: 1, message_id: i + 1 },
    }));
    await ctx.db.transaction((tx) => realtime.record(tx, events));
    await ctx.deps.pool.query(
      `update realtime_events set created_at = now() - interval '30 days 1 hour' where seq <= 2`,
    );
    const logs: string[] = [];
    const worker = await startRealtimeWorker(ctx.deps, realtime, (m) => logs.push(m));
    try {
      const queue = ctx.deps.queues.get('realtime');
      expect((await queue.getJobSchedulers()).map((s) => s.key)).toContain('prune-daily');
      await queue.add('prune', {});
      await until(() => logs.some((l) => l.includes('pruned 2 events')), 10_000);
      const left = await ctx.deps.pool.query('select seq from realtime_events order by seq');
      expect(left.rows.map((r) => Number(r.seq))).toEqual([3, 4]);
    } finally {
      await worker.close();
    }
  });
});

describe('configuration', () => {
  const prod = {
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(40),
    APP_KEY: 'k'.repeat(40),
    PAYMENT_GATEWAY: 'test',
    MAIL_URL: 'smtp://127.0.0.1:1',
  } as NodeJS.ProcessEnv;

  it('refuses a short PUSHER_APP_SECRET in production and derives one from JWT_SECRET when unset', () => {
    expect(() => loadConfig({ ...prod, PUSHER_APP_SECRET: 'short-secret-16ch' })).toThrow(
      /PUSHER_APP_SECRET/,
    );
    const derived = loadConfig(prod);
    expect(derived.pusherKey).toBe('hctl');
    expect(derived.pusherSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(derived.pusherSecret).not.toContain(prod.JWT_SECRET as string);
    expect(loadConfig({ ...prod, JWT_SECRET: 'x'.repeat(40) }).pusherSecret).not.toBe(derived.pusherSecret);
    const set = loadConfig({ ...prod, PUSHER_APP_KEY: 'app-1', PUSHER_APP_SECRET: 's'.repeat(32) });
    expect([set.pusherKey, set.pusherSecret]).toEqual(['app-1', 's'.repeat(32)]);
  });
});
