import { schema } from '@hctl/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite, makeUser } from '../../../../test/context';
import type { AnalyticsEventInput } from '../analytics.port';
import { analyticsRepository as repo } from '../analytics.repository';

const { ctx } = apiSuite();

const mod = () => ctx.app.modules.analytics.services;

/** What the rollups hold per owner, kind and subject, compared with the raw events. */
async function totals() {
  const q = (table: string) =>
    ctx.db.execute(
      sql.raw(`select owner_key, kind, subject_id, sum(count)::int as n, sum(amount_cents)::int as amount
        from ${table} where subject_id >= 0 group by 1, 2, 3 order by 1, 2, 3`),
    );
  // The owners' totals over all subjects (subject -1), per owner and kind.
  const sums = (table: string, where: string, n = 'sum(count)') =>
    ctx.db.execute(
      sql.raw(`select owner_key, kind, ${n}::int as n, sum(amount_cents)::int as amount
        from ${table} where ${where} group by 1, 2 order by 1, 2`),
    );
  const raw = await ctx.db.execute(
    sql.raw(`select owner_key, kind, subject_id, count(*)::int as n, sum(amount_cents)::int as amount
      from analytics_events group by 1, 2, 3 order by 1, 2, 3`),
  );
  return {
    raw: raw.rows,
    daily: (await q('analytics_daily')).rows,
    hourly: (await q('analytics_hourly')).rows,
    rawTotals: (await sums('analytics_events', 'true', 'count(*)')).rows,
    dailyTotals: (await sums('analytics_daily', 'subject_id = -1')).rows,
    hourlyTotals: (await sums('analytics_hourly', 'subject_id = -1')).rows,
  };
}

describe('the analytics pipeline', () => {
  it('moves a burst from the buffer in batches, rolls it up once, and a second run finds nothing', async () => {
    const owner = await makeUser(ctx);
    const viewers = await Promise.all([makeUser(ctx), makeUser(ctx)]);
    const org = await makeUser(ctx, { role: 'organization' });
    const [ad] = await ctx.db
      .insert(schema.advertisements)
      .values({ slug: `ad-${ctx.id}`, title: 'Night shifts', organization_id: org.orgId })
      .returning();
    const now = Date.now();
    const events: AnalyticsEventInput[] = [];
    // More than one batch (5,000), over three days and many hours.
    for (let i = 0; i < 6_200; i++) {
      const at = new Date(now - (i % 72) * 3_600_000);
      if (i % 4 === 0)
        events.push({
          kind: 'profile_view',
          ownerKey: `user:${owner.id}`,
          viewerUserId: viewers[(i / 4) % 2].id,
          at,
        });
      else if (i % 4 === 1)
        events.push({ kind: 'service_view', ownerKey: `user:${owner.id}`, subjectId: 1 + (i % 5), at });
      else if (i % 4 === 2)
        events.push({
          kind: 'ad_impression',
          ownerKey: `org:${org.orgId!}`,
          subjectId: ad.id,
          amountCents: 2,
          at,
        });
      else
        events.push({
          kind: 'ad_click',
          ownerKey: `org:${org.orgId!}`,
          subjectId: ad.id,
          amountCents: 50,
          at,
        });
    }
    // Self-views are dropped when recorded.
    events.push({ kind: 'profile_view', ownerKey: `user:${owner.id}`, viewerUserId: owner.id });
    for (const e of events) mod().recorder.record(e);
    await mod().recorder.flush();

    expect(await mod().pipeline.run()).toEqual({ inserted: 6_200, rolledUp: 6_200 });
    expect(await mod().pipeline.run()).toEqual({ inserted: 0, rolledUp: 0 });

    const t = await totals();
    expect(t.daily).toEqual(t.raw);
    expect(t.hourly).toEqual(t.raw);
    expect(t.dailyTotals).toEqual(t.rawTotals);
    expect(t.hourlyTotals).toEqual(t.rawTotals);
    const views = t.raw.find((r) => r.kind === 'profile_view');
    expect(views?.n).toBe(1_550);

    const seen = await ctx.db
      .select()
      .from(schema.profileViewers)
      .where(eq(schema.profileViewers.owner_key, `user:${owner.id}`));
    expect(seen.map((r) => r.views).reduce((a, b) => a + b)).toBe(1_550);
    expect(seen).toHaveLength(2);

    const [counted] = await ctx.db
      .select()
      .from(schema.advertisements)
      .where(eq(schema.advertisements.id, ad.id));
    expect(counted).toMatchObject({ impressions: 1_550, clicks: 1_550, spent_cents: 1_550 * 2 + 1_550 * 50 });
  });

  it('a crash between the insert and the rollup loses and doubles nothing', async () => {
    const owner = await makeUser(ctx);
    const before = await totals();
    for (let i = 0; i < 300; i++)
      mod().recorder.record({ kind: 'job_view', ownerKey: `user:${owner.id}`, subjectId: 7 });
    await ctx.app.modules.analytics.services.recorder.flush();
    expect(await mod().pipeline.drain()).toBe(300);

    // The rollup transaction dies after writing its rows: all of it rolls back, watermark included.
    await expect(
      ctx.db.transaction(async (tx) => {
        const after = await repo.lock(tx);
        const upto = await repo.chunkEnd(tx, after, 1_000);
        await repo.rollup(tx, after, upto!);
        throw new Error('worker killed');
      }),
    ).rejects.toThrow('worker killed');
    const mid = await totals();
    expect(mid.daily).toEqual(before.daily);

    expect(await mod().pipeline.rollup()).toBe(300);
    expect(await mod().pipeline.rollup()).toBe(0);
    const after = await totals();
    expect(after.daily).toEqual(after.raw);
    expect(after.dailyTotals).toEqual(after.rawTotals);
    expect(after.daily.find((r) => r.owner_key === `user:${owner.id}`)?.n).toBe(300);
  });

  it('prunes raw events past 35 days once rolled up, keeping the daily rollup', async () => {
    const owner = await makeUser(ctx);
    const old = new Date(Date.now() - 40 * 86_400_000);
    mod().recorder.record({ kind: 'document_view', ownerKey: `user:${owner.id}`, subjectId: 3, at: old });
    await ctx.app.modules.analytics.services.recorder.flush();
    await mod().pipeline.run();
    const pruned = await mod().pipeline.prune();
    expect(pruned.events).toBeGreaterThanOrEqual(1);
    const left = await ctx.db
      .select()
      .from(schema.analyticsEvents)
      .where(eq(schema.analyticsEvents.owner_key, `user:${owner.id}`));
    expect(left).toHaveLength(0);
    const daily = await ctx.db
      .select()
      .from(schema.analyticsDaily)
      .where(eq(schema.analyticsDaily.owner_key, `user:${owner.id}`));
    expect(daily.map((r) => [r.subject_id, r.count]).sort()).toEqual([
      [-1, 1],
      [3, 1],
    ]);
  });
});
