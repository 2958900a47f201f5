import { schema } from '@hctl/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser } from '../../../../test/context';
import { FrozenClock } from '../../../lib/clock';
import { addCard, paymentsOf } from './helpers';

const clock = new FrozenClock(Date.parse('2026-03-10T09:00:00Z'));
const { ctx, call } = apiSuite({ clock });
let org: MadeUser;
let o: string;
beforeAll(async () => {
  org = await makeUser(ctx, { role: 'organization', approved: true });
  o = await login(ctx, org);
});

const current = async (token: string, slug?: string) =>
  (await call('GET', `/plans/current${slug ? `?slug=${slug}` : ''}`, token)).json().data;

describe('plans and plan changes', () => {
  it('shows an organization its plans with the current one marked', async () => {
    const res = await call('GET', `/plans/organizations/${org.orgSlug}/organization`, o);
    expect(res.statusCode).toBe(200);
    const plans = res.json().data as { slug: string; is_current: boolean }[];
    expect(plans.find((p) => p.is_current)?.slug).toBe('organization-basic');
    const one = await call('GET', `/plans/organizations/${org.orgSlug}/organization-premium`, o);
    expect(one.json().data).toMatchObject({ slug: 'organization-premium', is_current: false, amount: 249 });
    const stranger = await login(ctx, await makeUser(ctx, { role: 'organization' }));
    expect((await call('GET', `/plans/organizations/${org.orgSlug}/organization`, stranger)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/plans/organizations/${org.orgSlug}/organization`)).statusCode).toBe(401);
  });

  it('summarises the checkout with the saved cards', async () => {
    await addCard(ctx, o, '4242424242424242', org.orgSlug);
    const res = await call(
      'GET',
      `/subscription/subscription_plans/organization-premium?slug=${org.orgSlug}`,
      o,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      plan: { name: 'Premium Plan' },
      current_plan: { name: 'Basic Plan' },
      amount_due: 249,
      requires_billing_method: true,
      billing_methods: [{ last4: '4242' }],
    });
    expect(
      (await call('GET', `/subscription/subscription_plans/individual-pro?slug=${org.orgSlug}`, o))
        .statusCode,
    ).toBe(404);
  });

  it('needs a card for a paid plan and changes nothing on a declined one', async () => {
    const plan = await ctx.db.query.plans.findFirst({
      where: (p, { eq }) => eq(p.slug, 'organization-premium'),
    });
    const missing = await call('POST', `/subscription/subscription_plans/${plan!.id}/change`, o, {
      billing_method_id: null,
      slug: org.orgSlug,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.billing_method_id).toBeDefined();
    const bad = (await addCard(ctx, o, '4000000000000341', org.orgSlug)).json().data;
    const declined = await call('POST', `/subscription/subscription_plans/${plan!.id}/change`, o, {
      billing_method_id: bad.id,
      slug: org.orgSlug,
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({
      code: 'card_declined',
      errors: { payment_method_id: 'Your card was declined.' },
    });
    expect((await current(o, org.orgSlug)).name).toBe('Basic Plan');
    const history = (await call('GET', `/billing-method/history?slug=${org.orgSlug}`, o)).json().data;
    expect(history.data[0]).toMatchObject({ status: 'failed', amount: 249, card: 'Visa •••• 0341' });
    await call('DELETE', `/billing-method/${bad.id}?slug=${org.orgSlug}`, o);
  });

  it('upgrades with a card, once, and refuses someone else’s organization', async () => {
    const [card] = (await call('GET', `/billing-method?slug=${org.orgSlug}`, o)).json().data;
    const body = { billing_method_id: card.id, slug: org.orgSlug };
    const rival = await login(ctx, await makeUser(ctx, { role: 'organization' }));
    expect(
      (await call('POST', '/subscription/subscription_plans/organization-premium/change', rival, body))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/subscription/subscription_plans/organization-premium/change', undefined, body))
        .statusCode,
    ).toBe(401);
    const [a, b] = await Promise.all([
      call('POST', '/subscription/subscription_plans/organization-premium/change', o, body),
      call('POST', '/subscription/subscription_plans/organization-premium/change', o, body),
    ]);
    expect([a.statusCode, b.statusCode].sort(), a.body + b.body).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json().message).toBe('Your plan has been changed to Premium Plan.');
    expect(await current(o, org.orgSlug)).toMatchObject({ name: 'Premium Plan', has_promotion_access: true });
    const charged = (await paymentsOf(ctx, `org:${org.orgId!}`)).filter((p) => p.status === 'succeeded');
    expect(charged).toHaveLength(1);
    expect(charged[0].amount_cents).toBe(24900);
    // The card paying for the plan cannot be the last one removed.
    expect((await call('DELETE', `/billing-method/${card.id}?slug=${org.orgSlug}`, o)).statusCode).toBe(409);
  });

  it('renews monthly from the scheduled job, never twice for one period', async () => {
    clock.advance(32 * 86_400_000);
    o = await login(ctx, org);
    const s = ctx.app.modules.billing.services.subscriptions;
    expect(await s.runRenewals()).toEqual({ renewed: 1, failed: 0, downgraded: 0, ended: 0, changed: 0 });
    expect(await s.runRenewals()).toEqual({ renewed: 0, failed: 0, downgraded: 0, ended: 0, changed: 0 });
    const renewals = (await paymentsOf(ctx, `org:${org.orgId!}`)).filter((p) => p.purpose === 'renewal');
    expect(renewals).toHaveLength(1);
  });

  it('retries a failing renewal and falls back to Basic after three tries, keeping data', async () => {
    const card = (await addCard(ctx, o, '4000000000000341', org.orgSlug)).json().data;
    const sub = await ctx.db.query.subscriptions.findFirst({
      where: (x, { and, eq }) => and(eq(x.organization_id, org.orgId!), eq(x.status, 'active')),
    });
    await ctx.db
      .update(schema.subscriptions)
      .set({ billing_method_id: card.id })
      .where(eq(schema.subscriptions.id, sub!.id));
    await call('PUT', `/billing-method/${card.id}/primary?slug=${org.orgSlug}`, o);
    clock.advance(31 * 86_400_000);
    o = await login(ctx, org);
    const s = ctx.app.modules.billing.services.subscriptions;
    expect(await s.runRenewals()).toMatchObject({ failed: 1 });
    expect((await current(o, org.orgSlug)).name).toBe('Premium Plan');
    expect(await s.runRenewals()).toMatchObject({ failed: 1 });
    expect(await s.runRenewals()).toMatchObject({ downgraded: 1 });
    expect(await s.runRenewals()).toMatchObject({ renewed: 0, failed: 0, downgraded: 0 });
    expect((await current(o, org.orgSlug)).name).toBe('Basic Plan');
    const mails = await ctx.db.query.outboundMessages.findMany({ where: (m, { eq }) => eq(m.to, org.email) });
    expect(mails.map((m) => m.template)).toEqual(
      expect.arrayContaining(['plan-changed', 'renewal-failed', 'plan-downgraded']),
    );
  });

  it('moves to Basic Plan with a null billing method, when the period paid for ends', async () => {
    const nurse = await makeUser(ctx);
    let n = await login(ctx, nurse);
    await addCard(ctx, n);
    const [card] = (await call('GET', '/billing-method', n)).json().data;
    const up = await call('POST', '/subscription/subscription_plans/individual-pro/change', n, {
      billing_method_id: card.id,
    });
    expect(up.statusCode, up.body).toBe(200);
    const down = await call('POST', '/subscription/subscription_plans/individual-basic/change', n, {
      billing_method_id: null,
    });
    expect(down.statusCode).toBe(200);
    expect(down.json().data).toMatchObject({ slug: 'individual-basic', scheduled: true, charged_cents: 0 });
    // The month paid for is kept; the renewal job moves the nurse to Basic when it ends, uncharged.
    expect(await current(n)).toMatchObject({
      name: 'Professional Plan',
      next_plan: { slug: 'individual-basic' },
    });
    clock.advance(32 * 86_400_000);
    const s = ctx.app.modules.billing.services.subscriptions;
    expect(await s.runRenewals()).toMatchObject({ changed: 1, renewed: 0 });
    n = await login(ctx, nurse);
    expect((await current(n)).name).toBe('Basic Plan');
    expect((await paymentsOf(ctx, `user:${nurse.id}`)).filter((p) => p.purpose === 'renewal')).toEqual([]);
    expect(
      (await call('POST', '/subscription/subscription_plans/organization-premium/change', n, {})).statusCode,
    ).toBe(422);
  });

  it('refuses a paid plan to an organization not yet approved (or rejected), charging nothing', async () => {
    const waiting = await makeUser(ctx, { role: 'organization', company: 'Waiting Care' });
    const w = await login(ctx, waiting);
    const card = (await addCard(ctx, w, '4242424242424242', waiting.orgSlug)).json().data;
    const body = { billing_method_id: card.id, slug: waiting.orgSlug };
    const url = '/subscription/subscription_plans/organization-premium/change';
    const res = await call('POST', url, w, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Waiting Care is waiting for approval: you can choose a paid plan once an administrator approves it.',
    );
    await ctx.db
      .update(schema.organizations)
      .set({ approval_status: 'rejected', approval_comment: 'No license.' })
      .where(eq(schema.organizations.id, waiting.orgId!));
    const rejected = await call('POST', url, w, body);
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json().message).toBe('Waiting Care was not approved, so it cannot buy a paid plan.');
    expect((await current(w, waiting.orgSlug)).name).toBe('Basic Plan');
    expect(await paymentsOf(ctx, `org:${waiting.orgId!}`)).toHaveLength(0);
    // Once approved, the same call goes through.
    await ctx.db
      .update(schema.organizations)
      .set({ approval_status: 'approved', approval_comment: null })
      .where(eq(schema.organizations.id, waiting.orgId!));
    expect((await call('POST', url, w, body)).statusCode).toBe(200);
  });
});
