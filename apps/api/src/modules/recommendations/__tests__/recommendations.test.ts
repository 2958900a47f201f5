import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, type SignedIn } from '../../../../test/context';
import { connect, twoPeopleAndAClinic } from '../../reviews/__tests__/reviews.fixtures';

const { ctx, json: call } = apiSuite();
let A: SignedIn;
let B: SignedIn;
let O: SignedIn;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
let n = 0;

async function job(
  org: MadeUser,
  o: Partial<typeof schema.jobs.$inferInsert> & { title: string },
): Promise<typeof schema.jobs.$inferSelect> {
  const [row] = await ctx.db
    .insert(schema.jobs)
    .values({
      organization_id: org.orgId!,
      slug: `rec-job-${++n}`,
      employment_type: 'full-time',
      description: 'A job.',
      status: 'published',
      published_at: new Date(Date.now() - n * 60_000),
      ...o,
    })
    .returning();
  return row;
}

const publish = (org: MadeUser) =>
  ctx.db
    .update(schema.organizations)
    .set({ is_published: true, city: 'Austin', state: 'TX' })
    .where(eq(schema.organizations.id, org.orgId!));

beforeAll(async () => {
  ({ A, B, O } = await twoPeopleAndAClinic(ctx, 'Hill Country Health'));
  await publish(O);
  await ctx.db
    .update(schema.individualDetails)
    .set({ specialty: 'Registered Nurse (RN)', city: 'Austin', state: 'TX' })
    .where(eq(schema.individualDetails.user_id, A.id));
});

describe('recommended jobs', () => {
  it('ranks licensed-for jobs first (verified, unexpired, same state), says why, and filters by it', async () => {
    await ctx.db.insert(schema.licenses).values([
      // Active in Texas: makes Texas RN jobs licensed-for.
      {
        user_id: A.id,
        license_type: 'Registered Nurse (RN)',
        license_number: 'RN-1',
        issuing_authority: 'Texas Board of Nursing',
        state: 'TX',
        expiry_date: day(400),
        verification_status: 'verified',
      },
      // Verified but expired yesterday: California RN jobs are not licensed-for.
      {
        user_id: A.id,
        license_type: 'Registered Nurse (RN)',
        license_number: 'RN-2',
        issuing_authority: 'California Board of Registered Nursing',
        state: 'CA',
        expiry_date: day(-1),
        verification_status: 'verified',
      },
      // Current but never verified: does not count either.
      {
        user_id: A.id,
        license_type: 'Licensed Practical Nurse (LPN)',
        license_number: 'LPN-3',
        issuing_authority: 'Texas Board of Nursing',
        state: 'TX',
        expiry_date: day(400),
        verification_status: 'unverified',
      },
    ]);
    const rn = { specialty: 'Registered Nurse (RN)', required_licenses: ['RN', 'BLS'] };
    const dallas = await job(O, {
      ...rn,
      title: 'Dallas RN',
      city: 'Dallas',
      state: 'TX',
      pay_min_cents: 3800,
      pay_max_cents: 4200,
      pay_period: 'hour',
    });
    const sanDiego = await job(O, {
      ...rn,
      title: 'San Diego RN',
      city: 'San Diego',
      state: 'CA',
      pay_min_cents: 9000,
      pay_max_cents: 9900,
      pay_period: 'hour',
    });
    const austinPt = await job(O, {
      title: 'Austin PT',
      specialty: 'Physical Therapist',
      required_licenses: ['PT'],
      city: 'Austin',
      state: 'TX',
      pay_min_cents: 12_000_000,
      pay_max_cents: 14_000_000,
      pay_period: 'year',
    });
    const lpn = await job(O, {
      title: 'Austin LPN',
      specialty: 'Licensed Practical Nurse (LPN)',
      required_licenses: ['LPN'],
      city: 'Austin',
      state: 'TX',
    });
    const appliedTo = await job(O, { ...rn, title: 'Applied RN', city: 'Austin', state: 'TX' });
    await ctx.db.insert(schema.jobApplications).values({
      job_id: appliedTo.id,
      organization_id: O.orgId!,
      user_id: A.id,
      first_name: 'Test',
      last_name: 'Person',
      email: A.email,
    });
    const draft = await job(O, {
      ...rn,
      title: 'Draft RN',
      state: 'TX',
      status: 'draft',
      published_at: null,
    });
    const closed = await job(O, { ...rn, title: 'Closed RN', state: 'TX', status: 'closed' });

    const res = await call('GET', '/individual/recommended-jobs?perPage=20', A.token);
    expect(res.status).toBe(200);
    const list = res.body.data.data as { id: number; licensed_for: boolean; reasons: string[] }[];
    const ids = list.map((j) => j.id);
    expect(res.body.data.personalised).toBe(true);
    expect(ids[0]).toBe(dallas.id);
    expect(list[0]).toMatchObject({
      licensed_for: true,
      reasons: ['You hold an active RN license in TX', 'Matches your specialty', 'In TX', 'Pays $38–42/h'],
      organization: { slug: O.orgSlug, company_name: 'Hill Country Health' },
    });
    // Expired (CA) and unverified (LPN) licenses do not make a job licensed-for.
    const byId = new Map(list.map((j) => [j.id, j]));
    expect(byId.get(sanDiego.id)).toMatchObject({
      licensed_for: false,
      reasons: ['Matches your specialty', 'Pays $90–99/h'],
    });
    expect(byId.get(lpn.id)?.licensed_for).toBe(false);
    // Specialty outranks place, place outranks nothing; pay is shown as the card's last reason.
    expect(ids.indexOf(sanDiego.id)).toBeLessThan(ids.indexOf(austinPt.id));
    expect(byId.get(austinPt.id)?.reasons).toEqual(['In Austin', 'Pays $120k–140k/yr']);
    expect(ids).not.toContain(appliedTo.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(closed.id);

    const only = await call('GET', '/individual/recommended-jobs?licensed_for=1', A.token);
    expect(only.body.data.data.map((j: { id: number }) => j.id)).toEqual([dallas.id]);

    // The slug-less call ranks the same way for a signed-in individual…
    const same = await call('GET', '/recommended-jobs?perPage=20', A.token);
    expect(same.body.data.data.map((j: { id: number }) => j.id)).toEqual(ids);
    // …and answers visitors with the newest open jobs, nothing licensed-for.
    const visitor = await call('GET', '/recommended-jobs?perPage=20');
    expect(visitor.status).toBe(200);
    expect(visitor.body.data.personalised).toBe(false);
    expect(visitor.body.data.data.every((j: { licensed_for: boolean }) => !j.licensed_for)).toBe(true);
    expect(visitor.body.data.data.map((j: { id: number }) => j.id)).toContain(appliedTo.id);
    expect((await call('GET', '/recommended-jobs?licensed_for=1')).body.data.data).toEqual([]);

    // The ranking is kept for a minute, but a job applied to leaves it at once.
    await ctx.db.insert(schema.jobApplications).values({
      job_id: dallas.id,
      organization_id: O.orgId!,
      user_id: A.id,
      first_name: 'Test',
      last_name: 'Person',
      email: A.email,
    });
    const after = await call('GET', '/individual/recommended-jobs?perPage=20', A.token);
    expect(after.body.data.data.map((j: { id: number }) => j.id)).toEqual(
      ids.filter((id) => id !== dallas.id),
    );
    // A job posted anywhere moves the jobs' counter: the kept ranking is ranked again at once.
    const fresh = await job(O, { ...rn, title: 'Fresh RN', city: 'Dallas', state: 'TX' });
    const withFresh = await call('GET', '/individual/recommended-jobs?perPage=20', A.token);
    expect(withFresh.body.data.data.map((j: { id: number }) => j.id)).toContain(fresh.id);
    const twoOnly = await call('GET', '/individual/recommended-jobs?perPage=2', A.token);
    expect(twoOnly.body.data.data).toHaveLength(2);
    expect(twoOnly.body.data.data.map((j: { id: number }) => j.id)).not.toContain(dallas.id);
  });

  it('is the individual’s own: organizations 403, visitors 401', async () => {
    expect((await call('GET', '/individual/recommended-jobs', O.token)).status).toBe(403);
    expect((await call('GET', '/individual/recommended-jobs')).status).toBe(401);
    expect((await call('GET', '/individual/recommended-jobs?perPage=500', A.token)).status).toBe(422);
  });
});

describe('following organizations', () => {
  it('follows once under double clicks, lists it with its open jobs, and unfollows idempotently', async () => {
    const clicks = await Promise.all(
      [1, 2, 3].map(() => call('POST', `/organization/${O.orgSlug}/follow`, B.token)),
    );
    expect(clicks.map((c) => c.status)).toEqual([200, 200, 200]);
    expect(clicks.at(-1)?.body.data).toEqual({ following: true, followers_count: 1 });
    expect((await call('GET', `/organization/${O.orgSlug}/follow`)).body.data).toEqual({
      following: false,
      followers_count: 1,
    });
    const open = await ctx.db.$count(schema.jobs, eq(schema.jobs.organization_id, O.orgId!));
    expect(open).toBeGreaterThan(0);
    const list = await call('GET', '/individual/followed-organizations', B.token);
    expect(list.body.data).toMatchObject({ total: 1, current_page: 1 });
    expect(list.body.data.data[0]).toMatchObject({
      slug: O.orgSlug,
      company_name: 'Hill Country Health',
      city: 'Austin',
      state: 'TX',
    });
    // Open = published: the draft and the closed job are not counted.
    const published = (
      await ctx.db.select().from(schema.jobs).where(eq(schema.jobs.organization_id, O.orgId!))
    ).filter((j) => j.status === 'published').length;
    expect(list.body.data.data[0].open_jobs_count).toBe(published);

    for (let i = 0; i < 2; i++) {
      const off = await call('DELETE', `/organization/${O.orgSlug}/follow`, B.token);
      expect(off.body.data).toEqual({ following: false, followers_count: 0 });
    }
    expect((await call('GET', '/individual/followed-organizations', B.token)).body.data.total).toBe(0);
  });

  it('is for individuals, and only of live organizations', async () => {
    expect((await call('POST', `/organization/${O.orgSlug}/follow`, O.token)).status).toBe(403);
    expect((await call('POST', `/organization/${O.orgSlug}/follow`)).status).toBe(401);
    const hidden = await makeUser(ctx, { role: 'organization', company: 'Unpublished Care', approved: true });
    expect((await call('POST', `/organization/${hidden.orgSlug}/follow`, B.token)).status).toBe(404);
    expect((await call('GET', `/organization/${hidden.orgSlug}/follow`)).status).toBe(404);
    expect((await call('POST', '/organization/no-such-org/follow', B.token)).status).toBe(404);
  });
});

describe('recommended groups', () => {
  it('ranks public groups by connections in them and leaves out the caller’s and private ones', async () => {
    const C = await makeUser(ctx);
    await connect(ctx, A, C);
    const group = async (name: string, members: number, privacy: 'public' | 'private' = 'public') => {
      const [g] = await ctx.db
        .insert(schema.groups)
        .values({ slug: `rec-group-${++n}`, name, owner_id: B.id, privacy, member_count: members })
        .returning();
      return g;
    };
    const big = await group('Big public group', 500);
    const friends = await group('Where my connection is', 3);
    const mine = await group('Already mine', 900);
    const secret = await group('Private one', 1000, 'private');
    await ctx.db.insert(schema.groupMembers).values([
      { group_id: friends.id, user_id: C.id, status: 'active', role: 'member' },
      { group_id: mine.id, user_id: A.id, status: 'active', role: 'member' },
    ]);
    const res = await call('GET', '/groups/recommended-groups', A.token);
    expect(res.status).toBe(200);
    const ids = res.body.data.data.map((g: { id: number }) => g.id);
    expect(ids.slice(0, 2)).toEqual([friends.id, big.id]);
    expect(res.body.data.data[0].reasons[0]).toBe('1 of your connections is a member');
    expect(ids).not.toContain(mine.id);
    expect(ids).not.toContain(secret.id);
    const visitors = await call('GET', '/recommended-groups');
    expect(visitors.body.data.data.map((g: { id: number }) => g.id).slice(0, 2)).toEqual([mine.id, big.id]);
    expect((await call('GET', '/groups/recommended-groups')).status).toBe(401);
  });
});

describe('recommended services', () => {
  it('leaves out the caller’s own, and {role}/{slug} is the caller’s own profile or organization', async () => {
    const [cat] = await ctx.db.select().from(schema.serviceCategories).limit(1);
    const service = async (
      owner: { user_id?: number; organization_id?: number },
      title: string,
      views = 0,
    ) => {
      const [s] = await ctx.db
        .insert(schema.services)
        .values({
          kind: 'post',
          slug: `rec-service-${++n}`,
          title,
          description: 'A service.',
          category_id: cat.id,
          location: 'Austin, TX',
          views_count: views,
          ...owner,
        })
        .returning();
      return s;
    };
    const own = await service({ user_id: A.id }, 'A offers this', 5);
    const popular = await service({ organization_id: O.orgId }, 'Popular', 90);
    const quiet = await service({ user_id: B.id }, 'Quiet', 1);
    const res = await call('GET', `/individual/${A.slug}/recommended/service-post`, A.token);
    expect(res.status).toBe(200);
    const ids = res.body.data.data.map((s: { id: number }) => s.id);
    expect(ids).not.toContain(own.id);
    // A offers in this category, so both are interest matches near her; views decide.
    expect(ids.slice(0, 2)).toEqual([popular.id, quiet.id]);
    expect(res.body.data.data[0].reasons).toContain('Near you in Austin');
    const org = await call('GET', `/organization/${O.orgSlug}/recommended/service-post`, O.token);
    expect(org.body.data.data.map((s: { id: number }) => s.id)).not.toContain(popular.id);
    expect((await call('GET', `/individual/${B.slug}/recommended/service-post`, A.token)).status).toBe(404);
    expect((await call('GET', `/organization/${O.orgSlug}/recommended/service-post`, A.token)).status).toBe(
      404,
    );
    expect((await call('GET', `/individual/${A.slug}/recommended/service-post`, O.token)).status).toBe(403);
    // B offers a service but holds no license: their interests are their own categories alone.
    const forB = await call('GET', '/recommended-service-post', B.token);
    expect(forB.status).toBe(200);
    expect(forB.body.data.data.map((s: { id: number }) => s.id)).toEqual(
      expect.arrayContaining([own.id, popular.id]),
    );
    expect(forB.body.data.data.map((s: { id: number }) => s.id)).not.toContain(quiet.id);
    const anyone = await call('GET', '/recommended-service-post');
    expect(anyone.body.data.personalised).toBe(false);
    expect(anyone.body.data.data.map((s: { id: number }) => s.id)).toContain(own.id);
    expect((await call('GET', '/recommended-service-gallery')).body.data.data).toEqual([]);
  });
});

describe('latest advertisement', () => {
  it('is a running ad (approved, promoted, in its dates, under budget) as the ads module serves it', async () => {
    expect((await call('GET', '/individual/latest-advertisement', A.token)).body.data).toBeNull();
    const [placement] = await ctx.db.select().from(schema.adPlacements).limit(1);
    const base = {
      organization_id: O.orgId!,
      placement_id: placement.id,
      description: 'Now hiring.',
      status: 'promoted' as const,
      review_status: 'approved' as const,
      budget_cents: 10_000,
      spent_cents: 100,
    };
    const now = Date.now();
    await ctx.db.insert(schema.advertisements).values([
      {
        ...base,
        slug: 'running',
        title: 'Running',
        starts_at: new Date(now - 2 * DAY),
        ends_at: new Date(now + DAY),
      },
      { ...base, slug: 'spent', title: 'Spent', starts_at: new Date(now - DAY), spent_cents: 10_000 },
      {
        ...base,
        slug: 'pending',
        title: 'Pending',
        starts_at: new Date(now - DAY),
        review_status: 'pending',
      },
      {
        ...base,
        slug: 'ended',
        title: 'Ended',
        starts_at: new Date(now - DAY),
        ends_at: new Date(now - 1000),
      },
      { ...base, slug: 'later', title: 'Later', starts_at: new Date(now + DAY) },
      { ...base, slug: 'gone', title: 'Gone', starts_at: new Date(now - DAY), deleted_at: new Date() },
    ]);
    // The serving cache holds the (empty) candidates for a few seconds.
    ctx.app.modules.ads.services.serving.invalidate();
    const res = await call('GET', '/individual/latest-advertisement', A.token);
    expect(res.body.data).toMatchObject({
      slug: 'running',
      title: 'Running',
      sponsor: 'Hill Country Health',
      label: 'Sponsored',
      placement: placement.slug,
    });
    expect(res.body.data.click_url).toContain('running');
    expect((await call('GET', '/individual/latest-advertisement', O.token)).status).toBe(403);
  });
});

describe('organization dashboard', () => {
  it('counts open jobs, applicants of the last week and interviews today', async () => {
    const Q = await makeUser(ctx, { role: 'organization', company: 'Dash Clinic', approved: true });
    const tQ = await login(ctx, Q);
    const open = await job(Q, { title: 'Open one' });
    await job(Q, { title: 'Draft one', status: 'draft' });
    const apply = async (who: MadeUser, ago: number) => {
      const [a] = await ctx.db
        .insert(schema.jobApplications)
        .values({
          job_id: open.id,
          organization_id: Q.orgId!,
          user_id: who.id,
          first_name: 'Cand',
          last_name: `#${who.id}`,
          email: who.email,
          created_at: new Date(Date.now() - ago * DAY),
        })
        .returning();
      return a;
    };
    const fresh = await apply(A, 1);
    await apply(B, 10);
    await ctx.db.insert(schema.interviews).values([
      {
        application_id: fresh.id,
        organization_id: Q.orgId!,
        schedule_date: new Date(),
        timezone: 'UTC',
        mode: 'video',
      },
      {
        application_id: fresh.id,
        organization_id: Q.orgId!,
        schedule_date: new Date(Date.now() + 3 * DAY),
        timezone: 'UTC',
        mode: 'phone',
      },
    ]);
    const res = await call('GET', `/organization/${Q.orgSlug}/dashboard?tz=UTC`, tQ);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      open_jobs_count: 1,
      open_jobs: [{ id: open.id, applicants_count: 2, new_applicants_count: 1 }],
      new_applicants_count: 1,
      new_applicants: [{ id: fresh.id, job: { slug: open.slug, title: 'Open one' } }],
    });
    expect(res.body.data.interviews_today).toHaveLength(1);
    expect(res.body.data.interviews_today[0]).toMatchObject({ mode: 'video', job: { title: 'Open one' } });
    expect((await call('GET', `/organization/${Q.orgSlug}/dashboard`, A.token)).status).toBe(404);
    expect((await call('GET', `/organization/${Q.orgSlug}/dashboard?tz=Mars/Base`, tQ)).status).toBe(422);
  });
});
