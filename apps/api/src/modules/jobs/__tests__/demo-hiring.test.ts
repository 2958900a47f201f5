import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../../../test/context';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';

const { ctx, call } = apiSuite();

async function tokenOf(email: string) {
  const res = await call('POST', '/submit-login', null, { email, password: DEMO_PASSWORD });
  return res.json().data.api_token as string;
}
const bellOf = async (token: string, role: string, id: number) =>
  (await call('GET', `/latest-notifications/${role}/${id}`, token)).json().data.notifications as {
    type: string;
    title: string;
    link: string | null;
  }[];

describe('demo hiring', () => {
  it('seeds applications, an interview and an invitation once, and the bells tell of exactly those', async () => {
    await seedDemo(ctx.db, { NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    await seedDemo(ctx.db, { NODE_ENV: 'test' } as NodeJS.ProcessEnv);
    const clinic = await tokenOf('clinic@hctl.test');
    const theo = await tokenOf('therapist@hctl.test');
    const nora = await tokenOf('nurse@hctl.test');
    const idOf = async (email: string) =>
      (await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) }))?.id ?? 0;
    const clinicId =
      (await ctx.db.query.organizations.findFirst({ where: (o, { eq }) => eq(o.slug, 'riverside-clinic') }))
        ?.id ?? 0;

    const therapy = await call(
      'GET',
      '/organization/riverside-clinic/job/outpatient-physical-therapist/applicants',
      clinic,
    );
    expect(therapy.statusCode, therapy.body).toBe(200);
    expect(JSON.stringify(therapy.json().data)).toContain('Theo');
    const interviews = (await call('GET', '/individual/interviews', theo)).json().data;
    expect(interviews).toHaveLength(1);
    expect(interviews[0]).toMatchObject({ status: 'scheduled', timezone: 'America/Chicago' });
    const invited = (await call('GET', '/individual/job/invitation-list', nora)).json().data;
    expect(invited).toEqual([
      expect.objectContaining({ job: expect.objectContaining({ slug: 'icu-registered-nurse-nights' }) }),
    ]);

    const theoBell = await bellOf(theo, 'individual', await idOf('therapist@hctl.test'));
    expect(theoBell.map((n) => n.type)).toEqual(['interview.invited', 'application.status']);
    expect(theoBell[0].title).toBe(
      'Riverside Clinic invited you to an interview for Outpatient Physical Therapist',
    );
    expect(theoBell[0].link).toBe('/individual/theo-grant/jobs?view=interviews');
    const noraBell = await bellOf(nora, 'individual', await idOf('nurse@hctl.test'));
    expect(noraBell.map((n) => n.title)).toEqual([
      'Riverside Clinic invites you to apply: ICU Registered Nurse — Nights',
    ]);
    const ownerBell = await bellOf(clinic, 'organization', clinicId);
    // Newest first, as the bell lists them.
    expect(ownerBell.map((n) => n.title)).toEqual([
      'Nora Reyes applied for Travel ER Nurse — 13 weeks',
      'Theo Grant applied for Outpatient Physical Therapist',
    ]);
  });
});
