import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, makeUser } from '../../../../test/context';
import { loadConfig } from '../../../config';
import { CatalogService } from '../catalog.service';

const { ctx, call } = apiSuite();
const services = { byCategory: async () => [] };
let titles: (path: string) => Promise<string[]>;
beforeAll(async () => {
  const post = async (orgSlug: string, token: string, title: string, category: string) => {
    const res = await call('POST', `/organization/${orgSlug}/job/create`, token, {
      title,
      category,
      city: 'Austin',
      state: 'TX',
      employment_type: 'full-time',
      description: `${title}: a job worth taking.`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.job.slug as string;
  };
  const harbor = await makeUser(ctx, { role: 'organization', company: 'Harbor Hospital', approved: true });
  const ht = await login(ctx, harbor);
  await post(harbor.orgSlug!, ht, 'ICU Nurse', 'nursing');
  await post(harbor.orgSlug!, ht, 'Physical Therapist', 'therapy');
  const draft = await post(harbor.orgSlug!, ht, 'Draft Nurse', 'nursing');
  await ctx.db.update(schema.jobs).set({ status: 'draft' }).where(eq(schema.jobs.slug, draft));
  const gone = await makeUser(ctx, { role: 'organization', company: 'Closed Clinic', approved: true });
  await post(gone.orgSlug!, await login(ctx, gone), 'Archived Org Nurse', 'nursing');
  await ctx.db
    .update(schema.organizations)
    .set({ is_archived: true })
    .where(eq(schema.organizations.id, gone.orgId!));
  titles = async (path) => {
    const res = await call('GET', path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.jobs.map((j: { title: string }) => j.title);
  };
});

describe('GET category/{id}/{mode}', () => {
  it("lists the category's published jobs of live organizations, with empty service lists", async () => {
    const res = await call('GET', '/category/nursing-jobs/all');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.jobs.map((j: { title: string }) => j.title)).toEqual(['ICU Nurse']);
    expect(data.jobs[0]).toMatchObject({
      category: 'nursing',
      status: 'published',
      organization: { company_name: 'Harbor Hospital' },
    });
    expect(data.servicePost).toEqual([]);
    expect(data.serviceRequest).toEqual([]);
    expect(await titles('/category/therapy-jobs/jobs')).toEqual(['Physical Therapist']);
    expect(await titles('/category/finance-jobs/all')).toEqual([]);
  });

  it('lists no jobs when asked for services only, and pages the jobs', async () => {
    expect(await titles('/category/nursing-jobs/services')).toEqual([]);
    expect(await titles('/category/nursing-jobs/all?page=2&perPage=1')).toEqual([]);
  });

  it('answers 404 for an unknown category and 422 for a bad mode or page', async () => {
    const unknown = await call('GET', '/category/plumbing-jobs/all');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'error', message: 'Category not found.' });
    const mode = await call('GET', '/category/nursing-jobs/everything');
    expect(mode.statusCode).toBe(422);
    expect(mode.json().errors).toHaveProperty('mode');
    const perPage = await call('GET', '/category/nursing-jobs/all?perPage=0');
    expect(perPage.statusCode).toBe(422);
  });

  it('answers the same to a signed-in caller (public route, nobody’s own resource)', async () => {
    const a = await makeUser(ctx);
    const res = await call('GET', '/category/nursing-jobs/all', await login(ctx, a));
    expect(res.json().data.jobs.map((j: { title: string }) => j.title)).toEqual(['ICU Nurse']);
  });
});

describe('GET app-config', () => {
  it('answers a null blog address when BLOG_URL is unset', async () => {
    const res = await call('GET', '/app-config');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ blog_url: null, test_payments: false });
  });

  it('says payments are test payments only when the operator chose the test gateway', async () => {
    const jobs = { published: async () => [] };
    const config = loadConfig({ NODE_ENV: 'test', PAYMENT_GATEWAY: 'test' });
    const settings = { blogUrl: undefined, testPayments: config.PAYMENT_GATEWAY === 'test' };
    expect(new CatalogService(ctx, settings, jobs, services).appConfig()).toEqual({
      blog_url: null,
      test_payments: true,
    });
  });

  it('answers the configured blog address; BLOG_URL must be http(s), empty means unset', () => {
    const blogUrl = loadConfig({ NODE_ENV: 'test', BLOG_URL: 'https://blog.example.org/' }).BLOG_URL;
    const jobs = { published: async () => [] };
    expect(new CatalogService(ctx, { blogUrl, testPayments: false }, jobs, services).appConfig()).toEqual({
      blog_url: 'https://blog.example.org/',
      test_payments: false,
    });
    expect(loadConfig({ NODE_ENV: 'test', BLOG_URL: '' }).BLOG_URL).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', BLOG_URL: 'javascript:alert(1)' })).toThrow(/BLOG_URL/);
  });
});
