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
});
