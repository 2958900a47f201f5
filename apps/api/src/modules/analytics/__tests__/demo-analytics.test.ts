import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../../../test/context';
import { seedDemo } from '../../../seed/demo';

const { ctx, call } = apiSuite();

async function tokenOf(email: string) {
  const res = await call('POST', '/submit-login', null, { email, password: 'Demo12345' });
  return res.json().data.api_token as string;
}

describe('demo analytics', () => {
  it("fills Nora's and Riverside Clinic's screens with 60 days, once", async () => {
    await seedDemo(ctx.db, { NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    const nora = await tokenOf('nurse@hctl.test');
    const first = (await call('GET', '/analytics/total-profile-views', nora)).json().data;
    expect(first.figures[0].total).toBeGreaterThan(50);
    expect(first.viewers[0]).toMatchObject({ views: 3 });

    await seedDemo(ctx.db, { NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    const again = (await call('GET', '/analytics/total-profile-views', nora)).json().data;
    expect(again.figures[0].total).toBe(first.figures[0].total);

    const clinic = await tokenOf('clinic@hctl.test');
    const funnel = await call('GET', '/organization/riverside-clinic/job/analytics', clinic);
    expect(funnel.statusCode, funnel.body).toBe(200);
    expect(funnel.json().data.jobs.length).toBeGreaterThan(0);
    expect(funnel.json().data.jobs[0].views).toBeGreaterThan(funnel.json().data.jobs[0].applications);
  });

  it('counts the applications and interviews the demo holds; the services count their charts views', async () => {
    await seedDemo(ctx.db, { NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    const clinic = await tokenOf('clinic@hctl.test');
    const funnel = (await call('GET', '/organization/riverside-clinic/job/analytics', clinic)).json().data;
    const sum = (k: 'applications' | 'interviews') =>
      funnel.jobs.reduce((n: number, j: Record<string, number>) => n + j[k], 0);
    expect([sum('applications'), sum('interviews')]).toEqual([2, 1]);

    const nora = await tokenOf('nurse@hctl.test');
    const services = await call('GET', '/individual/nora-reyes/service-post', nora);
    expect(services.statusCode, services.body).toBe(200);
    const counted = await Promise.all(
      services
        .json()
        .data.data.map(
          async (s: { slug: string }) =>
            (await call('GET', `/individual/nora-reyes/service-post/${s.slug}/show`, nora)).json().data
              .views_count,
        ),
    );
    expect(counted.length).toBeGreaterThan(0);
    expect(counted.every((v: number) => v > 0)).toBe(true);
  });
});
