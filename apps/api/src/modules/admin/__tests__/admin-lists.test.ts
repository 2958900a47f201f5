import { schema } from '@hctl/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, type MadeUser } from '../../../../test/context';
import {
  apply,
  limitedAdmin,
  login,
  makeGroup,
  makeJob,
  makePayment,
  makeService,
  makeUser,
} from './admin.fixtures';

const { ctx, call } = apiSuite();
let admin: string;
let jobsOnly: string;
let orgToken: string;
let personToken: string;
let org: MadeUser;
let person: MadeUser;

beforeAll(async () => {
  admin = await login(ctx, await makeUser(ctx, { role: 'super-admin' }));
  jobsOnly = await limitedAdmin(ctx, admin, ['jobs']);
  org = await makeUser(ctx, { role: 'organization', company: 'Lists Clinic', approved: true });
  await makeUser(ctx, { role: 'organization', company: 'Waiting Lists Clinic' });
  person = await makeUser(ctx);
  orgToken = await login(ctx, org);
  personToken = await login(ctx, person);
  for (let i = 0; i < 6; i++) await makeJob(ctx, org, { title: `Night Nurse ${i}` });
  const icu = await makeJob(ctx, org, { title: 'ICU Charge Nurse', status: 'draft' });
  await apply(ctx, icu.id, org.orgId!, person);
  await makeGroup(ctx, person, 'Wound Care Circle');
  await makeGroup(ctx, person, 'Night Shift Nurses');
  await makeService(ctx, person, 'post', 'Home infusion visits');
  await makeService(ctx, org, 'post', 'Clinic physiotherapy');
  await makeService(ctx, person, 'request', 'Looking for a wound nurse');
  await makeService(ctx, org, 'gallery', 'Our new wing');
  await makePayment(ctx, `org:${org.orgId!}`, 4900);
  await makePayment(ctx, `user:${person.id}`, 1500, { purpose: 'token_top_up' });
  await makePayment(ctx, `user:${person.id}`, 999, { status: 'failed' });
});

describe('GET admin/dashboard', () => {
  it('counts users, organizations by approval, jobs, applications, revenue this month and open reports', async () => {
    const res = await call('GET', '/admin/dashboard', admin);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({
      organizations: { pending: 1, approved: 1, rejected: 0 },
      jobs: 7,
      applications: 1,
      revenue_this_month: 64,
      open_reports: 0,
      estimated: [],
    });
    // Organizations and individuals, super admins not counted.
    expect(d.users).toBeGreaterThanOrEqual(3);
    // A removed account is not a user any more.
    const gone = await makeUser(ctx);
    const before = (await call('GET', '/admin/dashboard', admin)).json().data.users;
    await ctx.db.insert(schema.accountFlags).values({ user_id: gone.id, removed_at: new Date() });
    expect((await call('GET', '/admin/dashboard', admin)).json().data.users).toBe(before - 1);
  });

  it('is for admins whose role holds dashboard only', async () => {
    expect((await call('GET', '/admin/dashboard')).statusCode).toBe(401);
    expect((await call('GET', '/admin/dashboard', orgToken)).statusCode).toBe(403);
    expect((await call('GET', '/admin/dashboard', jobsOnly)).statusCode).toBe(403);
  });

  it('leaves revenue out for a role without the payments permission (a moderator)', async () => {
    const moderator = await limitedAdmin(ctx, admin, ['dashboard', 'reports']);
    const res = await call('GET', '/admin/dashboard', moderator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ revenue_this_month: null, jobs: 7, open_reports: 0 });
    const treasurer = await limitedAdmin(ctx, admin, ['dashboard', 'payments']);
    expect((await call('GET', '/admin/dashboard', treasurer)).json().data.revenue_this_month).toBe(64);
  });
});

describe('GET admin/jobs/list', () => {
  it('pages 5 by default, newest first, with the organization and applicant count', async () => {
    const res = await call('GET', '/admin/jobs/list', jobsOnly);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ current_page: 1, per_page: 5, total: 7, last_page: 2 });
    expect(page.data[0]).toMatchObject({
      title: 'ICU Charge Nurse',
      status: 'draft',
      applications_count: 1,
      organization: { slug: org.orgSlug, company_name: 'Lists Clinic' },
    });
  });

  it('filters by title, status, organization and date', async () => {
    const q = async (qs: string) => (await call('GET', `/admin/jobs/list?${qs}`, admin)).json().data;
    expect((await q('search=night')).total).toBe(6);
    expect((await q('status=draft')).total).toBe(1);
    expect((await q(`organization=${org.orgSlug}&pageSize=10`)).data).toHaveLength(7);
    expect((await q('from=2000-01-01&to=2000-01-02')).total).toBe(0);
  });

  it('answers 422 for bad filters, 401, 403 for non-admins and for a role without jobs', async () => {
    const bad = await call(
      'GET',
      '/admin/jobs/list?status=open&pageSize=0&from=2026-02-02&to=2026-01-01',
      admin,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['status', 'pageSize']));
    const range = await call('GET', '/admin/jobs/list?from=2026-02-02&to=2026-01-01', admin);
    expect(range.statusCode).toBe(422);
    expect(range.json().errors.to).toBeDefined();
    expect((await call('GET', '/admin/jobs/list')).statusCode).toBe(401);
    expect((await call('GET', '/admin/jobs/list', personToken)).statusCode).toBe(403);
    const groupsOnly = await limitedAdmin(ctx, admin, ['groups']);
    expect((await call('GET', '/admin/jobs/list', groupsOnly)).statusCode).toBe(403);
    expect((await call('GET', '/admin/community-group/list', groupsOnly)).statusCode).toBe(200);
  });
});

describe('the other lists', () => {
  it('lists groups with their owner, searched by name', async () => {
    const page = (await call('GET', '/admin/community-group/list?search=wound', admin)).json().data;
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      name: 'Wound Care Circle',
      owner: { slug: person.slug },
      deleted_at: null,
    });
    expect((await call('GET', '/admin/community-group/list?privacy=secret', admin)).statusCode).toBe(422);
  });

  it('lists posts, requests and galleries apart, by owner type', async () => {
    const posts = (await call('GET', '/admin/service-post/list', admin)).json().data;
    expect(posts.total).toBe(2);
    const byOrg = (await call('GET', '/admin/service-post/list?owner_type=organization', admin)).json().data;
    expect(byOrg.data).toEqual([
      expect.objectContaining({
        title: 'Clinic physiotherapy',
        kind: 'post',
        owner: expect.objectContaining({ type: 'organization', name: 'Lists Clinic' }),
      }),
    ]);
    const requests = (await call('GET', '/admin/service-request/list', admin)).json().data;
    expect(requests.data.map((s: { title: string }) => s.title)).toEqual(['Looking for a wound nurse']);
    const galleries = (await call('GET', '/admin/service-gallery/list?status=active', admin)).json().data;
    expect(galleries.data.map((s: { title: string }) => s.title)).toEqual(['Our new wing']);
    expect((await call('GET', '/admin/service-gallery/list?status=gone', admin)).statusCode).toBe(422);
    expect((await call('GET', '/admin/service-post/list', jobsOnly)).statusCode).toBe(403);
  });

  it('lists accounts by e-mail, role and status, with the card switch', async () => {
    const page = (
      await call('GET', `/admin/user/list?search=${encodeURIComponent(person.email)}`, admin)
    ).json().data;
    expect(page.data).toEqual([
      expect.objectContaining({
        slug: person.slug,
        role: 'individual',
        status: 'active',
        is_card_enabled: true,
      }),
    ]);
    const orgs = (await call('GET', '/admin/user/list?role=organization&pageSize=50', admin)).json().data;
    expect(orgs.total).toBe(2);
    expect((await call('GET', '/admin/user/list?status=banned', admin)).statusCode).toBe(422);
    expect((await call('GET', '/admin/user/list', jobsOnly)).statusCode).toBe(403);
  });
});

describe('payments', () => {
  it('lists payments received with the payer, and the failed ones on request', async () => {
    const res = await call('GET', '/admin/receive-payment', admin);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(2);
    expect(page.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          amount: 49,
          payer: expect.objectContaining({ type: 'organization', name: 'Lists Clinic' }),
        }),
        expect.objectContaining({
          amount: 15,
          purpose: 'token_top_up',
          payer: expect.objectContaining({ type: 'individual', slug: person.slug }),
        }),
      ]),
    );
    const failed = (await call('GET', '/admin/receive-payment?status=failed', admin)).json().data;
    expect(failed.data).toEqual([expect.objectContaining({ amount: 9.99, status: 'failed' })]);
    expect((await call('GET', '/admin/receive-payment?purpose=lunch', admin)).statusCode).toBe(422);
  });

  it('sums this month by purpose and day', async () => {
    const res = await call('GET', '/admin/payment-summary', admin);
    expect(res.statusCode).toBe(200);
    const s = res.json().data;
    expect(s).toMatchObject({ received: 64, payments: 2, failed: 1, refunded: 0 });
    expect(s.by_purpose[0]).toEqual({ purpose: 'job_promotion', amount: 49, payments: 1 });
    const today = new Date().toISOString().slice(0, 10);
    expect(s.daily.find((d: { day: string }) => d.day === today)).toEqual({ day: today, amount: 64 });
    expect(s.daily[0].day).toBe(`${today.slice(0, 8)}01`);
    expect(
      (await call('GET', '/admin/payment-summary?from=2020-01-01&to=2026-01-01', admin)).statusCode,
    ).toBe(422);
  });

  it('is for admins with payments only', async () => {
    expect((await call('GET', '/admin/payment-summary')).statusCode).toBe(401);
    expect((await call('GET', '/admin/receive-payment', orgToken)).statusCode).toBe(403);
    expect((await call('GET', '/admin/receive-payment', jobsOnly)).statusCode).toBe(403);
  });
});
