import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@hctl/db';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/context';
import { sleep, waitFor } from '../../../quality/__tests__/fault-helpers';
import { privateRedisSuite } from '../../../quality/__tests__/fault-suite';
import { createDeps } from '../../../runtime/deps';
import { NotificationsService } from '../notifications.service';

/**
 * Exactly once under faults, on a private redis-server: a burst of 2,000 e-mailed notifications
 * while the delivery worker is killed and Redis is stopped and started empty. Every delivery ends
 * sent with one e-mail in the outbox: no duplicates, no losses.
 */
const { ctx, redis, appConfig, workerEnv } = privateRedisSuite();

describe('notification e-mail under faults', () => {
  it('delivers 2,000 notifications exactly once across a killed worker and a Redis restart', async () => {
    const logFile = join(tmpdir(), `hctl-notify-fault-${ctx.id}.log`);
    writeFileSync(logFile, '');
    const prefix = `nfault:${ctx.id}:`;
    const config = appConfig();
    const deps = createDeps(config, { poolMax: 4, keyPrefix: prefix });
    // The API side: notify + publish as every module does, on the private Redis.
    const realtime = ctx.app.modules.realtime.services.realtime;
    // Events are recorded as usual; the live push is not what this test is about.
    const quiet = Object.assign(Object.create(realtime), { emit: () => {} }) as typeof realtime;
    const api = new NotificationsService(deps, { realtime: quiet });
    const users = await Promise.all(Array.from({ length: 20 }, () => makeUser(ctx)));
    const lines = () => readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
    const startWorker = () =>
      spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fault-worker.ts')], {
        env: workerEnv(prefix, logFile),
        stdio: 'ignore',
      });
    const burst = async (from: number, to: number) => {
      for (let b = from; b < to; b += 50) {
        const receipt = await deps.db.transaction((tx) =>
          api.notify(
            tx,
            Array.from({ length: 50 }, (_, k) => ({
              userId: users[(b + k) % users.length].id,
              type: 'payment.failed' as const,
              title: `Payment ${b + k} failed`,
            })),
          ),
        );
        api.publish(receipt);
      }
    };
    let worker = startWorker();
    try {
      expect(await waitFor(async () => lines().some((l) => l.startsWith('ready:')), 20_000)).toBe(true);
      await burst(0, 600);
      // Kill the worker mid-burst, once it has sent some.
      expect(
        await waitFor(async () => lines().filter((l) => l.startsWith('sent:')).length >= 100, 20_000, 20),
      ).toBe(true);
      const exited = new Promise((r) => worker.once('exit', r));
      worker.kill('SIGKILL');
      await exited;
      await burst(600, 1000);
      // Redis goes away (and comes back empty: no persistence): queued jobs are lost.
      await redis.stop();
      await burst(1000, 1500);
      await redis.start();
      worker = startWorker();
      await burst(1500, 2000);

      const d = schema.notificationDeliveries;
      const done = await waitFor(
        async () => {
          const [row] = await ctx.db.select({ n: count() }).from(d).where(eq(d.status, 'sent'));
          return row.n === 2000;
        },
        // A deadline, not a speed check: on a loaded 2-core CI machine the restarted worker and the
        // sweep of the deliveries lost with Redis took over 90 s once (34 s alone).
        200_000,
        500,
      );
      const statuses = await ctx.db.select({ status: d.status, n: count() }).from(d).groupBy(d.status);
      expect(done, JSON.stringify(statuses)).toBe(true);
      await sleep(1500);
      const m = schema.outboundMessages;
      const perSubject = await ctx.db
        .select({ subject: m.subject, n: count() })
        .from(m)
        .where(eq(m.template, 'notification.payment.failed'))
        .groupBy(m.subject);
      expect(perSubject).toHaveLength(2000);
      expect(perSubject.filter((r) => r.n !== 1)).toEqual([]);
      const [dupes] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(d)
        .where(sql`${d.attempts} <> 1`);
      expect(dupes.n).toBe(0);
    } finally {
      worker.kill('SIGKILL');
      await deps.close();
    }
  }, 260_000);
});
