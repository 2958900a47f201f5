import { schema } from '@hctl/db';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../../../test/context';
import { seedDemo } from '../../../seed/demo';

const { ctx, call } = apiSuite();

describe('demo services', () => {
  it('gives the demo nurse two services (one licensed, with the badge), the clinic a request, a gallery and a promoted post, Lakeside a promoted post, once', async () => {
    await seedDemo(ctx.db, { NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    await seedDemo(ctx.db, { NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    const [{ n }] = await ctx.db.select({ n: count() }).from(schema.services);
    expect(n).toBe(6);
    const page = await call('GET', '/service-post/skilled-nursing-visits-in-austin/show');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      category_name: 'Home Health Care',
      license_required: true,
      provider_license: { license_type: 'Registered Nurse (RN)', state: 'TX' },
      owner: { role: 'individual', name: 'Nora Reyes' },
    });
    const list = await call('GET', '/feature-services?type=service_gallery');
    expect(list.json().data.featured.map((s: { slug: string }) => s.slug)).toEqual([
      'riverside-clinic-outpatient-rehab',
    ]);
    // The home page's and /services' featured carousel: the two posts promoted for 30 days, newest
    // first (Lakeside's was posted after the clinic's).
    const posts = await ctx.app.inject({ method: 'GET', url: '/api/v1/feature-services?type=service_post' });
    expect(posts.json().data.featured.map((s: { slug: string }) => s.slug)).toEqual([
      'companion-and-personal-care-at-home',
      'same-week-physical-therapy-evaluations',
    ]);
    const requests = await call('GET', '/category/lab-and-diagnostics/service-requests');
    expect(requests.json().data.serviceRequest.map((s: { slug: string }) => s.slug)).toEqual([
      'mobile-phlebotomy-partner-wanted',
    ]);
  });
});
