import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, bearer, login, type MadeUser, makeUser } from '../../../../test/context';
import { makeService } from './promotions.fixtures';

const { ctx } = apiSuite();
let nurse: MadeUser;
let n: string;
beforeAll(async () => {
  nurse = await makeUser(ctx);
  n = await login(ctx, nurse);
});

const get = (slug: string, token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/individual/${slug}/service-gallery/analytics`,
    headers: token ? bearer(token) : {},
  });

describe('GET individual/{slug}/service-gallery/analytics', () => {
  it('is empty for an individual without services', async () => {
    const res = await get(nurse.slug, n);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ totals: { services: 0, active: 0, promoted: 0, views: 0 }, items: [] });
  });

  it("totals the individual's services and lists them, most viewed first", async () => {
    const a = await makeService(ctx, { userId: nurse.id }, { views_count: 12 });
    const b = await makeService(
      ctx,
      { userId: nurse.id },
      {
        kind: 'request',
        views_count: 40,
        is_promoted: true,
        promoted_until: new Date(Date.now() + 86_400_000),
      },
    );
    const c = await makeService(ctx, { userId: nurse.id }, { status: 'archived', views_count: 3 });
    // Someone else's service counts for them, not for the nurse.
    await makeService(ctx, { userId: (await makeUser(ctx)).id }, { views_count: 999 });

    const res = await get(nurse.slug, n);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.totals).toEqual({ services: 3, active: 2, promoted: 1, views: 55 });
    expect(data.items.map((i: { slug: string }) => i.slug)).toEqual([b.slug, a.slug, c.slug]);
    expect(data.items[0]).toEqual({
      slug: b.slug,
      title: b.title,
      kind: 'service_request',
      views: 40,
      is_promoted: true,
      created_at: b.created_at.toISOString(),
    });
  });

  it("is the caller's own: another individual's slug 404, an organization 403, a visitor 401", async () => {
    const other = await makeUser(ctx);
    expect((await get(other.slug, n)).statusCode).toBe(404);
    const org = await makeUser(ctx, { role: 'organization' });
    expect((await get(nurse.slug, await login(ctx, org))).statusCode).toBe(403);
    expect((await get(nurse.slug)).statusCode).toBe(401);
  });
});
