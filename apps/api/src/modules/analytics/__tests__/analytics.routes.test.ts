import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, request } from '../../../../test/context';
import { makeService } from '../../services/__tests__/promotions.fixtures';
import type { AnalyticsEventInput } from '../analytics.port';

const { ctx } = apiSuite();
let nurse: MadeUser;
let n: string;
let clinic: MadeUser;
let c: string;
const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (d: number) => new Date(Date.now() - d * DAY);
const isoDaysAgo = (d: number) => daysAgo(d).toISOString().slice(0, 10);

async function record(events: AnalyticsEventInput[]) {
  const { recorder, pipeline } = ctx.app.modules.analytics.services;
  for (const e of events) recorder.record(e);
  await ctx.app.modules.analytics.services.recorder.flush();
  await pipeline.run();
}

const get = (url: string, token?: string) => request(ctx, 'GET', url, token);

beforeAll(async () => {
  nurse = await makeUser(ctx);
  n = await login(ctx, nurse);
  clinic = await makeUser(ctx, { role: 'organization', approved: true });
  c = await login(ctx, clinic);
});

describe('individual analytics', () => {
  it('totals the range, zero-fills the series per day and compares with the previous period', async () => {
    const svc = await makeService(ctx, { userId: nurse.id });
    await record([
      ...Array.from({ length: 3 }, () => ({
        kind: 'service_view' as const,
        ownerKey: `user:${nurse.id}` as const,
        subjectId: svc.id,
        at: daysAgo(1),
      })),
      { kind: 'service_view', ownerKey: `user:${nurse.id}`, subjectId: svc.id, at: daysAgo(10) },
      { kind: 'quote_request', ownerKey: `user:${nurse.id}`, subjectId: svc.id, at: daysAgo(1) },
      // The previous 7-day period.
      { kind: 'service_view', ownerKey: `user:${nurse.id}`, subjectId: svc.id, at: daysAgo(9) },
    ]);
    const res = await get(`/individual/analytics?from=${isoDaysAgo(6)}&to=${today()}`, n);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.range).toMatchObject({
      from: isoDaysAgo(6),
      to: today(),
      interval: 'day',
      previous_to: isoDaysAgo(7),
    });
    const views = data.figures.find((f: { kind: string }) => f.kind === 'service_view');
    expect(views.total).toBe(3);
    expect(views.previous_total).toBe(2);
    expect(views.series).toHaveLength(7);
    expect(views.series.find((p: { at: string }) => p.at === isoDaysAgo(1)).count).toBe(3);
    expect(views.series.filter((p: { count: number }) => p.count === 0)).toHaveLength(6);
    expect(data.top[0]).toMatchObject({
      id: svc.id,
      slug: svc.slug,
      counts: { service_view: 3, quote_request: 1 },
    });

    const services = await get(`/analytics/services?from=${isoDaysAgo(6)}&to=${today()}`, n);
    expect(services.json().data.figures.map((f: { total: number }) => f.total)).toEqual([3, 1]);
    // Its own slug works too; another individual's is not found.
    expect((await get(`/analytics/${nurse.slug}/services`, n)).statusCode).toBe(200);
    const other = await makeUser(ctx);
    expect((await get(`/analytics/${other.slug}/services`, n)).statusCode).toBe(404);
  });

  it('answers hourly points for short ranges and refuses bad ranges with 422', async () => {
    const res = await get(
      `/analytics/total-profile-views?from=${isoDaysAgo(1)}&to=${today()}&interval=hour`,
      n,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.figures[0].series).toHaveLength(48);
    for (const q of [
      `from=${today()}&to=${isoDaysAgo(1)}`,
      `from=2020-01-01&to=2021-06-01`,
      `from=${isoDaysAgo(20)}&to=${today()}&interval=hour`,
      'from=yesterday',
    ]) {
      const bad = await get(`/individual/analytics?${q}`, n);
      expect(bad.statusCode, q).toBe(422);
    }
  });

  it('lists profile viewers, naming only those whose own profile is published', async () => {
    const shown = await makeUser(ctx);
    const hidden = await makeUser(ctx);
    await ctx.db
      .update(schema.individualDetails)
      .set({ is_published: true, occupation: 'Pediatric nurse' })
      .where(eq(schema.individualDetails.user_id, shown.id));
    await record([
      { kind: 'profile_view', ownerKey: `user:${nurse.id}`, viewerUserId: shown.id, at: daysAgo(2) },
      { kind: 'profile_view', ownerKey: `user:${nurse.id}`, viewerUserId: hidden.id, at: daysAgo(1) },
      { kind: 'profile_view', ownerKey: `user:${nurse.id}` },
      { kind: 'profile_view', ownerKey: `user:${nurse.id}`, viewerUserId: nurse.id },
    ]);
    const res = await get('/analytics/total-profile-views', n);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.figures[0].total).toBe(3);
    expect(data.viewers_total).toBe(2);
    expect(data.viewers[0]).toMatchObject({ name: null, slug: null, occupation: null, views: 1 });
    expect(data.viewers[1]).toMatchObject({ slug: shown.slug, occupation: 'Pediatric nurse', views: 1 });
    expect(data.viewers[1].name).toMatch(/^Test User/);
  });
});

describe('organization analytics', () => {
  it('gives the funnel per job to its team; outsiders 404, members without the permission 403', async () => {
    const [job] = await ctx.db
      .insert(schema.jobs)
      .values({
        organization_id: clinic.orgId!,
        slug: 'night-nurse',
        title: 'Night nurse',
        employment_type: 'full_time',
        description: 'Nights on the ward.',
      } as typeof schema.jobs.$inferInsert)
      .returning();
    const org = `org:${clinic.orgId!}` as const;
    await record([
      ...Array.from({ length: 8 }, () => ({ kind: 'job_view' as const, ownerKey: org, subjectId: job.id })),
      ...Array.from({ length: 2 }, () => ({
        kind: 'application' as const,
        ownerKey: org,
        subjectId: job.id,
      })),
      { kind: 'interview', ownerKey: org, subjectId: job.id },
    ]);
    const res = await get(`/organization/${clinic.orgSlug}/job/analytics`, c);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.jobs).toEqual([
      {
        id: job.id,
        slug: 'night-nurse',
        title: 'Night nurse',
        views: 8,
        applications: 2,
        interviews: 1,
        apply_rate: 25,
        interview_rate: 50,
      },
    ]);
    expect(data.figures.map((f: { total: number }) => f.total)).toEqual([8, 2, 1]);
    const jobs = await get(`/analytics/${clinic.orgSlug}/jobs`, c);
    expect(jobs.json().data.top[0].counts).toEqual({ job_view: 8, application: 2, interview: 1 });

    expect((await get(`/organization/${clinic.orgSlug}/job/analytics`, n)).statusCode).toBe(404);
    expect((await get(`/analytics/${clinic.orgSlug}/jobs`, n)).statusCode).toBe(404);
    expect((await get(`/analytics/${clinic.orgSlug}/jobs`)).statusCode).toBe(401);
  });
});

describe('report cache', () => {
  it('answers from the cache until a rollup changes the owner’s figures, then recomputes', async () => {
    const owner = await makeUser(ctx);
    const t = await login(ctx, owner);
    const svc = await makeService(ctx, { userId: owner.id });
    const view = { kind: 'service_view' as const, ownerKey: `user:${owner.id}` as const, subjectId: svc.id };
    await record([{ ...view, at: daysAgo(1) }]);
    const url = `/analytics/services?from=${isoDaysAgo(6)}&to=${today()}`;
    const total = async () => (await get(url, t)).json().data.figures[0].total;
    expect(await total()).toBe(1);
    // A change behind the pipeline's back (no rollup, so no new version): the cached answer stands.
    await ctx.db
      .update(schema.analyticsDaily)
      .set({ count: 40 })
      .where(eq(schema.analyticsDaily.owner_key, `user:${owner.id}`));
    expect(await total()).toBe(1);
    // Another owner's rollup leaves this owner's cache alone.
    await record([{ kind: 'service_view', ownerKey: `user:${nurse.id}`, subjectId: svc.id, at: daysAgo(1) }]);
    expect(await total()).toBe(1);
    // A rollup of this owner's event bumps its version: the next answer is computed afresh.
    await record([{ ...view, at: daysAgo(1) }]);
    expect(await total()).toBe(41);
  });
});
