import { schema } from '@hctl/db';
import { describe, expect, it } from 'vitest';
import { apiSuite, login, makeUser } from '../../../../test/context';

const { ctx, call } = apiSuite();

describe('organizations of the signed-in user', () => {
  it('lists, searches, shows and archives only the own organizations', async () => {
    const owner = await makeUser(ctx, { role: 'organization', company: 'Sunrise Care' });
    const stranger = await makeUser(ctx, { role: 'organization', company: 'Other Health' });
    const t = await login(ctx, owner);
    const ts = await login(ctx, stranger);

    const list = await call('GET', '/organization/list', t);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        slug: owner.orgSlug,
        company_name: 'Sunrise Care',
        is_owner: true,
        approval_status: 'pending',
      }),
    ]);
    expect((await call('GET', '/organization/list?search=zzz', t)).json().data).toEqual([]);
    expect((await call('GET', '/organization/list?filter=bogus', t)).statusCode).toBe(422);
    expect((await call('GET', '/organization/list')).statusCode).toBe(401);

    const show = await call('GET', `/organization/${owner.orgSlug}/show`, t);
    expect(show.json().data).toMatchObject({
      company_name: 'Sunrise Care',
      basic_info: { company_profile_image: null },
    });
    expect((await call('GET', `/organization/${owner.orgSlug}/show`, ts)).statusCode).toBe(404);

    expect((await call('PUT', `/organization/${owner.orgId}/archive`, ts, {})).statusCode).toBe(404);
    const arch = await call('PUT', `/organization/${owner.orgId}/archive`, t, {});
    expect(arch.statusCode).toBe(200);
    expect(arch.json()).toMatchObject({
      message: 'Organization archived successfully!',
      data: { is_archived: true },
    });
    expect((await call('GET', '/organization/list', t)).json().data).toEqual([]);
    expect((await call('GET', '/organization/list?filter=archived', t)).json().data).toHaveLength(1);
    // By slug too (spec lists organization/{slug}/archive); an unknown one is 404.
    expect((await call('PUT', '/organization/abc/archive', t, {})).statusCode).toBe(404);
    expect((await call('PUT', `/organization/${owner.orgSlug}/archive`, t, {})).json().data.is_archived).toBe(
      false,
    );
  });

  it('shows organizations the user was assigned to', async () => {
    const owner = await makeUser(ctx, { role: 'organization', company: 'Team Clinic' });
    const member = await makeUser(ctx);
    await ctx.db
      .insert(schema.organizationUsers)
      .values({ organization_id: owner.orgId!, user_id: member.id, role_name: 'Recruiter' });
    const t = await login(ctx, member);
    const res = await call('GET', '/show-assigned-organization', t);
    expect(res.json().data).toEqual([
      expect.objectContaining({ slug: owner.orgSlug, role_name: 'Recruiter', is_owner: false }),
    ]);
    expect((await call('GET', `/organization/${owner.orgSlug}/show`, t)).statusCode).toBe(200);
    expect((await call('GET', '/show-assigned-organization')).statusCode).toBe(401);
  });
});

describe('plans', () => {
  it('plans/current is the Basic Plan of the right audience without a subscription', async () => {
    const ind = await makeUser(ctx);
    const org = await makeUser(ctx, { role: 'organization' });
    const ti = await login(ctx, ind);
    const to = await login(ctx, org);
    expect((await call('GET', '/plans/current', ti)).json().data).toMatchObject({
      name: 'Basic Plan',
      audience: 'individual',
    });
    const orgPlan = (await call('GET', `/plans/current?slug=${org.orgSlug}`, to)).json().data;
    expect(orgPlan).toMatchObject({
      name: 'Basic Plan',
      audience: 'organization',
      has_question_access: false,
      job_limit: 3,
    });
    expect((await call('GET', `/plans/current?slug=${org.orgSlug}`, ti)).statusCode).toBe(404);
    expect((await call('GET', '/plans/current')).statusCode).toBe(401);
  });

  it('reads the active subscription when there is one', async () => {
    const org = await makeUser(ctx, { role: 'organization' });
    const premium = await ctx.db.query.plans.findFirst({
      where: (p, { eq }) => eq(p.slug, 'organization-premium'),
    });
    await ctx.db
      .insert(schema.subscriptions)
      .values({ organization_id: org.orgId!, plan_id: premium!.id, transaction_id: 'tx_1' });
    const t = await login(ctx, org);
    const plan = (await call('GET', '/plans/current', t)).json().data;
    expect(plan).toMatchObject({ name: 'Premium Plan', has_promotion_access: true, transaction_id: 'tx_1' });
  });

  it('lists the plans of an audience publicly', async () => {
    const res = await call('GET', '/plans/organization');
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual([
      'Basic Plan',
      'Standard Plan',
      'Premium Plan',
    ]);
    expect((await call('GET', '/plans/nope')).statusCode).toBe(404);
  });
});
