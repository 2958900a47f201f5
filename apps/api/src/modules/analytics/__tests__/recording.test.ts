import { schema } from '@hctl/db';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, request } from '../../../../test/context';
import { makeService } from '../../services/__tests__/promotions.fixtures';

const { ctx } = apiSuite();
let nurse: MadeUser;
let n: string;
let visitor: MadeUser;
let v: string;

const get = (url: string, token?: string) => request(ctx, 'GET', url, token);

/** The raw events the worker inserted, per kind (after one pipeline run). */
async function counted(ownerKey: string) {
  await ctx.app.modules.analytics.services.recorder.flush();
  await ctx.app.modules.analytics.services.pipeline.run();
  const res = await ctx.db.execute(
    sql`select kind, count(*)::int as n from analytics_events where owner_key = ${ownerKey} group by kind`,
  );
  return Object.fromEntries((res.rows as { kind: string; n: number }[]).map((r) => [r.kind, r.n]));
}

beforeAll(async () => {
  nurse = await makeUser(ctx);
  n = await login(ctx, nurse);
  visitor = await makeUser(ctx);
  v = await login(ctx, visitor);
  await ctx.db
    .update(schema.individualDetails)
    .set({ is_published: true })
    .where(eq(schema.individualDetails.user_id, nurse.id));
});

describe('pages record what analytics count', () => {
  it("counts a public profile's views by visitors and signed-in people, not by its owner", async () => {
    expect((await get(`/individual/public-profile/${nurse.slug}`)).statusCode).toBe(200);
    expect((await get(`/individual/public-profile/${nurse.slug}`, v)).statusCode).toBe(200);
    expect((await get(`/individual/public-profile/${nurse.slug}`, n)).statusCode).toBe(200);
    expect(await counted(`user:${nurse.id}`)).toEqual({ profile_view: 2 });
    const viewers = await ctx.db
      .select()
      .from(schema.profileViewers)
      .where(eq(schema.profileViewers.owner_key, `user:${nurse.id}`));
    expect(viewers.map((r) => r.viewer_user_id)).toEqual([visitor.id]);
  });

  it("counts a service page's views for its owner and keeps services.views_count", async () => {
    const svc = await makeService(ctx, { userId: nurse.id });
    const page = `/service-post/${svc.slug}/show?individual_slug=${nurse.slug}`;
    expect((await get(page, v)).statusCode).toBe(200);
    expect((await get(page, n)).statusCode).toBe(200);
    expect((await counted(`user:${nurse.id}`)).service_view).toBe(1);
    await ctx.app.modules.services.services.views.flush();
    const [row] = await ctx.db.select().from(schema.services).where(eq(schema.services.id, svc.id));
    expect(row.views_count).toBe(1);
  });

  it("counts a job page's views for its organization, not its team's", async () => {
    const clinic = await makeUser(ctx, { role: 'organization', approved: true });
    const c = await login(ctx, clinic);
    const [job] = await ctx.db
      .insert(schema.jobs)
      .values({
        organization_id: clinic.orgId!,
        slug: 'ward-nurse',
        title: 'Ward nurse',
        employment_type: 'full_time',
        description: 'Days on the ward.',
        status: 'published',
      } as typeof schema.jobs.$inferInsert)
      .returning();
    const page = `/organization/${clinic.orgSlug}/job/ward-nurse/show`;
    expect((await get(page)).statusCode).toBe(200);
    expect((await get(page, v)).statusCode).toBe(200);
    expect((await get(page, c)).statusCode).toBe(200);
    expect(await counted(`org:${clinic.orgId!}`)).toEqual({ job_view: 2 });
    const [row] = await ctx.db
      .select()
      .from(schema.analyticsDaily)
      .where(
        and(
          eq(schema.analyticsDaily.owner_key, `org:${clinic.orgId!}`),
          eq(schema.analyticsDaily.subject_id, job.id),
        ),
      );
    expect(row).toMatchObject({ kind: 'job_view', count: 2 });
  });
});
