import { schema } from '@hctl/db';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser } from '../../../../test/context';
import { serviceBody, taxonomy } from './services-helpers';

const { ctx, call } = apiSuite();
let tax: Awaited<ReturnType<typeof taxonomy>>;
let nurse: MadeUser;
let tNurse: string;
let O: MadeUser;
let tO: string;

const addLicense = (userId: number, values: Partial<typeof schema.licenses.$inferInsert> = {}) =>
  ctx.db
    .insert(schema.licenses)
    .values({
      user_id: userId,
      license_type: 'registered nurse (rn)',
      license_number: 'RN-1',
      issuing_authority: 'Texas Board of Nursing',
      state: 'TX',
      expiry_date: '2099-01-01',
      verification_status: 'verified',
      ...values,
    })
    .returning();

beforeAll(async () => {
  tax = await taxonomy(ctx);
  nurse = await makeUser(ctx);
  tNurse = await login(ctx, nurse);
  O = await makeUser(ctx, { role: 'organization', company: 'Public Clinic', approved: true });
  tO = await login(ctx, O);
});

describe('licensed categories', () => {
  const homeCare = () =>
    serviceBody(tax.cat('home-health-care'), {
      title: 'Skilled nursing visits',
      sub_category: tax.sub('home-health-care', 'skilled-nursing-visits'),
    });

  it('refuses an individual without a verified, unexpired license of a listed type; allows one with it and shows the badge', async () => {
    const url = `/individual/${nurse.slug}/service-post/create`;
    const none = await call('POST', url, tNurse, homeCare());
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.category).toMatch(/needs a verified, unexpired license/);
    // Pending, expired (also on its expiry day, as the profile says), or of another type: still refused.
    const [pending] = await addLicense(nurse.id, { verification_status: 'pending' });
    const [expired] = await addLicense(nurse.id, { expiry_date: '2001-01-01' });
    const [endsToday] = await addLicense(nurse.id, { expiry_date: new Date().toISOString().slice(0, 10) });
    const [plumber] = await addLicense(nurse.id, { license_type: 'Master Plumber' });
    expect((await call('POST', url, tNurse, homeCare())).statusCode).toBe(422);
    expect(
      await ctx.db.query.services.findFirst({ where: (s, { eq: e }) => e(s.user_id, nurse.id) }),
    ).toBeUndefined();
    await ctx.db
      .delete(schema.licenses)
      .where(inArray(schema.licenses.id, [pending.id, expired.id, endsToday.id, plumber.id]));
    // The type matches without case ("registered nurse (rn)" against "Registered Nurse (RN)").
    await addLicense(nurse.id);
    const ok = await call('POST', url, tNurse, homeCare());
    expect(ok.statusCode, ok.body).toBe(200);
    const s = ok.json().data.service;
    expect(s).toMatchObject({
      license_required: true,
      provider_license: {
        license_type: 'registered nurse (rn)',
        issuing_authority: 'Texas Board of Nursing',
        state: 'TX',
        expiry_date: '2099-01-01',
      },
    });
    const page = await call('GET', `/service-post/${s.slug}/show`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.provider_license).toMatchObject({ license_type: 'registered nurse (rn)' });
  });

  it('lets an organization offer a licensed category, and anyone ask for one (a request needs no license)', async () => {
    const org = await call('POST', `/organization/${O.orgSlug}/service-post/create`, tO, homeCare());
    expect(org.statusCode, org.body).toBe(200);
    expect(org.json().data.service).toMatchObject({ license_required: true, provider_license: null });
    const someone = await makeUser(ctx);
    const req = await call(
      'POST',
      `/individual/${someone.slug}/service-request/create`,
      await login(ctx, someone),
      homeCare(),
    );
    expect(req.statusCode, req.body).toBe(200);
    // Moving an unlicensed individual's post into a licensed category is refused too.
    const t = await login(ctx, someone);
    const post = await call(
      'POST',
      `/individual/${someone.slug}/service-post/create`,
      t,
      serviceBody(tax.cat('medical-staffing')),
    );
    const moved = await call(
      'POST',
      `/individual/${someone.slug}/service-post/${post.json().data.service.slug}/update`,
      t,
      {
        category: tax.cat('telehealth'),
        is_remote: 1,
      },
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toHaveProperty('category');
  });
});

describe('GET service-post/{serviceSlug}/show', () => {
  it('shows active, non-draft posts to anyone; archived ones and requests are not found; counts views', async () => {
    const make = async (title: string, kind = 'service-post') =>
      (
        await call(
          'POST',
          `/organization/${O.orgSlug}/${kind}/create`,
          tO,
          serviceBody(tax.cat('healthcare-consulting'), { title }),
        )
      ).json().data.service as { slug: string; id: number };
    const live = await make('HIPAA compliance reviews');
    const res = await call('GET', `/service-post/${live.slug}/show`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      slug: live.slug,
      is_owner: false,
      owner: { role: 'organization', slug: O.orgSlug },
    });
    // The owner, naming their organization, sees is_owner; their views are not counted.
    const own = await call('GET', `/service-post/${live.slug}/show?organization_slug=${O.orgSlug}`, tO);
    expect(own.json().data.is_owner).toBe(true);
    const stranger = await makeUser(ctx);
    const seen = await call(
      'GET',
      `/service-post/${live.slug}/show?individual_slug=${stranger.slug}`,
      await login(ctx, stranger),
    );
    expect(seen.json().data.is_owner).toBe(false);
    await ctx.app.modules.services.services.views.flush();
    const row = await ctx.db.query.services.findFirst({ where: (s, { eq: e }) => e(s.id, live.id) });
    expect(row?.views_count).toBe(2);
    const request = await make('Wanted: a compliance officer', 'service-request');
    expect((await call('GET', `/service-post/${request.slug}/show`)).statusCode).toBe(404);
    await call('POST', `/organization/${O.orgSlug}/service-post/archive?slug=${live.slug}`, tO);
    expect((await call('GET', `/service-post/${live.slug}/show`)).statusCode).toBe(404);
    expect((await call('GET', '/service-post/no-such-service/show')).statusCode).toBe(404);
  });
});

describe('GET feature-services and the category page', () => {
  let slugs: string[];
  beforeAll(async () => {
    const owner = await makeUser(ctx, { role: 'organization', company: 'Keyset Agency', approved: true });
    const t = await login(ctx, owner);
    slugs = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(
        'POST',
        `/organization/${owner.orgSlug}/service-post/create`,
        t,
        serviceBody(tax.cat('medical-equipment-and-supplies'), {
          title: `Wheelchair rental ${i}`,
          is_remote: i % 2 ? 1 : 0,
          sub_category: tax.sub('medical-equipment-and-supplies', 'equipment-rental'),
        }),
      );
      slugs.push(res.json().data.service.slug);
    }
    // Two rows with the very same created_at: the keyset still orders them by id.
    const [first, second] = await ctx.db
      .select({ id: schema.services.id, created_at: schema.services.created_at })
      .from(schema.services)
      .where(inArray(schema.services.slug, slugs.slice(2, 4)));
    await ctx.db
      .update(schema.services)
      .set({ created_at: first.created_at })
      .where(eq(schema.services.id, second.id));
    await ctx.db.update(schema.services).set({ is_promoted: true }).where(eq(schema.services.slug, slugs[0]));
  });

  const pageOf = async (query: string) => {
    const res = await call('GET', `/feature-services?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      featured: { slug: string }[];
      services: { slug: string }[];
      next_cursor: string | null;
    };
  };

  it('walks the latest by cursor without overlap or gaps; featured first page only', async () => {
    const cat = tax.cat('medical-equipment-and-supplies');
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p = await pageOf(`category=${cat}&perPage=3${cursor ? `&cursor=${cursor}` : ''}`);
      if (pages === 0) expect(p.featured.map((f) => f.slug)).toContain(slugs[0]);
      else expect(p.featured).toEqual([]);
      seen.push(...p.services.map((s) => s.slug));
      cursor = p.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...slugs].sort());
    const bad = await call('GET', '/feature-services?cursor=bm9wZQ');
    expect(bad.statusCode).toBe(422);
  });

  it('filters by search, sub-category, remote and type', async () => {
    const cat = tax.cat('medical-equipment-and-supplies');
    expect((await pageOf('search=wheelchair rental 3')).services.map((s) => s.slug)).toEqual([slugs[3]]);
    expect((await pageOf(`category=${cat}&is_remote=1`)).services).toHaveLength(3);
    const sub = tax.sub('medical-equipment-and-supplies', 'equipment-rental');
    expect((await pageOf(`sub_category=${sub}&perPage=20`)).services).toHaveLength(7);
    expect((await pageOf(`type=service_request&category=${cat}`)).services).toEqual([]);
    expect((await pageOf('search=100%25_no_match')).services).toEqual([]);
  });

  it('lists the category’s latest services on its page (by slug or id), with the category', async () => {
    const res = await call('GET', '/category/medical-equipment-and-supplies/services?perPage=5');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.servicePost).toHaveLength(5);
    expect(data.serviceRequest).toEqual([]);
    expect(data.jobs).toEqual([]);
    expect(data.category).toMatchObject({ id: 'medical-equipment-and-supplies', job_category: null });
    const byId = await call('GET', `/category/${data.category.category_id}/all?perPage=50`);
    expect(
      byId
        .json()
        .data.servicePost.map((s: { slug: string }) => s.slug)
        .sort(),
    ).toEqual([...slugs].sort());
  });
});
