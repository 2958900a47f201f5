import { schema } from '@hctl/db';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, messagesTo } from '../../../../test/context';
import { FrozenClock } from '../../../lib/clock';
import { planChangeTerms } from '../plan-change-terms';
import { addCard, paymentsOf } from './helpers';

/**
 * Plan changes as Slack, Stripe or LinkedIn make them: an upgrade now, with credit for the unused
 * part of the period paid for; a downgrade when that period ends (subscriptions.service `change`).
 */
const T0 = Date.parse('2026-03-01T00:00:00Z');
const clock = new FrozenClock(T0);
const { ctx, call } = apiSuite({ clock });
const DAY = 86_400_000;
const URL_OF = (plan: string) => `/subscription/subscription_plans/${plan}/change`;
const renewals = () => ctx.app.modules.billing.services.subscriptions.runRenewals();

interface Payer {
  u: MadeUser;
  t: string;
  card: number;
}

async function payingOrg(company: string): Promise<Payer> {
  const u = await makeUser(ctx, { role: 'organization', approved: true, company });
  const t = await login(ctx, u);
  const card = (await addCard(ctx, t, '4242424242424242', u.orgSlug)).json().data.id as number;
  return { u, t, card };
}
const change = (p: Payer, plan: string, card: number | null = p.card) =>
  call('POST', URL_OF(plan), p.t, { billing_method_id: card, slug: p.u.orgSlug });
const current = async (p: Payer) =>
  (await call('GET', `/plans/current?slug=${p.u.orgSlug}`, p.t)).json().data;
const charges = async (p: Payer) =>
  (await paymentsOf(ctx, `org:${p.u.orgId!}`)).filter((x) => x.status === 'succeeded');
const inForce = (orgId: number) =>
  ctx.db
    .select({ plan: schema.plans.slug, next: schema.subscriptions.next_plan_id })
    .from(schema.subscriptions)
    .innerJoin(schema.plans, eq(schema.plans.id, schema.subscriptions.plan_id))
    .where(
      and(
        eq(schema.subscriptions.organization_id, orgId),
        inArray(schema.subscriptions.status, ['active', 'past_due']),
      ),
    );

let clinic: Payer;
let rival: string;
/** Moves the clock; sessions do not last for weeks, so the clinic signs in again. */
async function at(when: number | string) {
  clock.set(new Date(when));
  clinic.t = await login(ctx, clinic.u);
}
beforeAll(async () => {
  clinic = await payingOrg('Credit Clinic');
  rival = await login(ctx, await makeUser(ctx, { role: 'organization', approved: true }));
});

describe('plan changes', () => {
  it('refuses the anonymous caller, someone else’s organization and a wrong body, changing nothing', async () => {
    const body = { billing_method_id: clinic.card, slug: clinic.u.orgSlug };
    expect((await call('POST', URL_OF('organization-standard'), undefined, body)).statusCode).toBe(401);
    expect((await call('POST', URL_OF('organization-standard'), rival, body)).statusCode).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/subscription/subscription_plans/organization-standard?slug=${clinic.u.orgSlug}`,
          rival,
        )
      ).statusCode,
    ).toBe(404);
    const noCard = await change(clinic, 'organization-standard', null);
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().errors.billing_method_id).toBe('Choose a card to pay for this plan.');
    expect((await change(clinic, 'individual-pro')).statusCode).toBe(422);
    expect((await change(clinic, 'organization-basic', null)).statusCode).toBe(409);
    expect(await charges(clinic)).toEqual([]);
  });

  it('an upgrade mid-period charges the new price less the unused part of the old one, to the cent', async () => {
    // Basic → Standard on March 1: no credit from a free plan, the full $99; the period is 31 days.
    const first = await change(clinic, 'organization-standard');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ charged_cents: 9900, credit_cents: 0, scheduled: false });
    // March 16, noon: 15.5 of 31 days left → floor(9900 × 15.5 / 31) = 4950 of credit.
    await at(T0 + 15.5 * DAY);
    const preview = await call(
      'GET',
      `/subscription/subscription_plans/organization-premium?slug=${clinic.u.orgSlug}`,
      clinic.t,
    );
    expect(preview.json().data).toMatchObject({
      charge_now_cents: 19950,
      credit_cents: 4950,
      starts_at: '2026-03-16T12:00:00.000Z',
      renews_at: '2026-04-16T12:00:00.000Z',
    });
    const up = await change(clinic, 'organization-premium');
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().message).toBe('Your plan has been changed to Premium Plan.');
    expect(up.json().data).toMatchObject({
      slug: 'organization-premium',
      charged_cents: 19950,
      credit_cents: 4950,
      start_date: '2026-03-16T12:00:00.000Z',
      ends_at: '2026-04-16T12:00:00.000Z',
    });
    const paid = await charges(clinic);
    expect(paid.map((p) => p.amount_cents)).toEqual([9900, 19950]);
    expect(paid[1].description).toBe('Premium Plan (first month, $49.50 credit for unused Standard Plan)');
    const mail = (await messagesTo(ctx, clinic.u.email, 'plan-changed')).find((m) =>
      m.text.includes('Premium'),
    );
    expect(mail?.text).toContain(
      'We charged $199.50 ($49.50 credit for the unused part of your Standard Plan); it renews on Apr 16, 2026.',
    );
    expect(await inForce(clinic.u.orgId!)).toEqual([{ plan: 'organization-premium', next: null }]);
  });

  it('a downgrade waits for the period’s end, says so first, and a second click changes nothing more', async () => {
    await at(T0 + 20 * DAY);
    const preview = await call(
      'GET',
      `/subscription/subscription_plans/organization-standard?slug=${clinic.u.orgSlug}`,
      clinic.t,
    );
    expect(preview.json().data).toMatchObject({
      charge_now_cents: 0,
      credit_cents: 0,
      starts_at: '2026-04-16T12:00:00.000Z',
    });
    const [a, b] = await Promise.all([
      change(clinic, 'organization-standard'),
      change(clinic, 'organization-standard'),
    ]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    expect(a.json().message).toBe(
      'Your Premium Plan stays until Apr 16, 2026; then you move to the Standard Plan. Nothing is charged now.',
    );
    expect(a.json().data).toMatchObject({
      slug: 'organization-standard',
      scheduled: true,
      charged_cents: 0,
      start_date: '2026-04-16T12:00:00.000Z',
      ends_at: '2026-05-16T12:00:00.000Z',
      billing_method_id: clinic.card,
    });
    // Premium (and its limits) stays in force until then.
    expect(await current(clinic)).toMatchObject({
      name: 'Premium Plan',
      has_question_access: true,
      next_plan: { name: 'Standard Plan', slug: 'organization-standard' },
      changes_at: '2026-04-16T12:00:00.000Z',
    });
    expect((await charges(clinic)).length).toBe(2);
    const told = (await messagesTo(ctx, clinic.u.email, 'plan-changed')).filter((m) =>
      m.text.includes('stays on the Premium Plan until Apr 16, 2026'),
    );
    expect(told).toHaveLength(1);
  });

  it('choosing the current plan again calls the downgrade off; choosing another replaces it', async () => {
    const keep = await change(clinic, 'organization-premium', null);
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().message).toBe('You stay on the Premium Plan.');
    expect(keep.json().data).toMatchObject({ slug: 'organization-premium', charged_cents: 0 });
    expect((await current(clinic)).next_plan).toBeNull();
    // With nothing scheduled, the plan one is on is refused as before.
    expect((await change(clinic, 'organization-premium')).statusCode).toBe(409);
    expect((await change(clinic, 'organization-basic', null)).statusCode).toBe(200);
    expect((await current(clinic)).next_plan).toMatchObject({ slug: 'organization-basic' });
    expect((await change(clinic, 'organization-standard')).statusCode).toBe(200);
    expect((await current(clinic)).next_plan).toMatchObject({ slug: 'organization-standard' });
    expect((await charges(clinic)).length).toBe(2);
  });

  it('the renewal job moves to the cheaper plan once, charging it, even when it runs twice at once', async () => {
    await at('2026-04-16T13:00:00Z');
    const [x, y] = await Promise.all([renewals(), renewals()]);
    expect(x.changed + y.changed).toBe(1);
    expect(await renewals()).toEqual({ renewed: 0, failed: 0, downgraded: 0, ended: 0, changed: 0 });
    const paid = await charges(clinic);
    expect(paid.map((p) => p.amount_cents)).toEqual([9900, 19950, 9900]);
    expect(paid[2].description).toBe('Standard Plan (first month, after your Premium Plan)');
    expect(await current(clinic)).toMatchObject({
      name: 'Standard Plan',
      start_date: '2026-04-16T12:00:00.000Z',
      ends_at: '2026-05-16T12:00:00.000Z',
      next_plan: null,
    });
    expect(await inForce(clinic.u.orgId!)).toEqual([{ plan: 'organization-standard', next: null }]);
    const moved = (await messagesTo(ctx, clinic.u.email, 'plan-changed')).filter((m) =>
      m.text.includes('moved from'),
    );
    expect(moved.map((m) => m.text)).toEqual([
      'As you asked, Credit Clinic moved from the Premium Plan to the Standard Plan when its period ended. We charged $99.00 to the card ending 4242; it renews on May 16, 2026.',
    ]);
  });

  it('a downgrade to Basic keeps the paid plan’s limits until the period ends, then ends it uncharged', async () => {
    expect((await change(clinic, 'organization-basic', null)).statusCode).toBe(200);
    await at('2026-05-16T11:00:00Z');
    expect(await renewals()).toMatchObject({ changed: 0, renewed: 0 });
    const standard = await current(clinic);
    expect(standard).toMatchObject({ name: 'Standard Plan', next_plan: { slug: 'organization-basic' } });
    expect(standard.job_limit).not.toBe(3);
    await at('2026-05-17T05:00:00Z');
    expect(await renewals()).toEqual({ renewed: 0, failed: 0, downgraded: 0, ended: 0, changed: 1 });
    expect(await renewals()).toEqual({ renewed: 0, failed: 0, downgraded: 0, ended: 0, changed: 0 });
    expect(await current(clinic)).toMatchObject({ name: 'Basic Plan', job_limit: 3, next_plan: null });
    expect((await charges(clinic)).length).toBe(3);
    const mail = (await messagesTo(ctx, clinic.u.email, 'plan-cancelled'))[0];
    expect(mail.text).toContain(
      'As you asked, the Standard Plan of Credit Clinic ended with the period paid for',
    );
  });

  it('a credit larger than the new price charges nothing and lengthens the new period by the excess', async () => {
    clock.set(new Date(T0));
    const [yearly] = await ctx.db
      .insert(schema.plans)
      .values({
        slug: 'organization-annual-test',
        name: 'Annual Plan',
        audience: 'organization',
        amount_cents: 99000,
        interval: 'year',
        job_limit: 10,
        sort_order: 9,
      })
      .returning();
    const annual = await payingOrg('Annual Care');
    expect((await change(annual, String(yearly.id))).statusCode).toBe(200);
    // 146 of 365 days used: floor(99000 × 219 / 365) = 59400 of credit, $249 a month costs more per day.
    clock.set(new Date(T0 + 146 * DAY));
    annual.t = await login(ctx, annual.u);
    const up = await change(annual, 'organization-premium');
    expect(up.statusCode, up.body).toBe(200);
    const now = T0 + 146 * DAY;
    const month = Date.parse('2026-08-25T00:00:00Z') - now;
    const ends = new Date(now + month + Math.floor((month * (59400 - 24900)) / 24900));
    expect(up.json().data).toMatchObject({
      charged_cents: 0,
      credit_cents: 59400,
      ends_at: ends.toISOString(),
      transaction_id: null,
    });
    expect((await charges(annual)).map((p) => p.amount_cents)).toEqual([99000]);
    const mail = (await messagesTo(ctx, annual.u.email, 'plan-changed')).find((m) =>
      m.text.includes('Premium'),
    );
    expect(mail?.text).toContain('Nothing was charged: the $594.00 credit');
    // Nothing renews before the lengthened period ends.
    clock.set(new Date(ends.getTime() - DAY));
    expect(await renewals()).toMatchObject({ renewed: 0 });
    expect((await charges(annual)).length).toBe(1);
  });

  it('two different changes at once charge once and leave one plan in force', async () => {
    clock.set(new Date(T0 + 200 * DAY));
    const both = await payingOrg('Double Click Care');
    const [a, b] = await Promise.all([
      change(both, 'organization-standard'),
      change(both, 'organization-premium'),
    ]);
    expect([a.statusCode, b.statusCode].sort(), a.body + b.body).toEqual([200, 409]);
    const paid = await charges(both);
    expect(paid).toHaveLength(1);
    const won = a.statusCode === 200 ? 'organization-standard' : 'organization-premium';
    expect(await inForce(both.u.orgId!)).toEqual([{ plan: won, next: null }]);
    expect((paid[0].reference as { plan: string }).plan).toBe(won);
  });

  it('an administrator’s removal ends the plan and its scheduled change; the job charges nothing', async () => {
    clock.set(new Date(T0 + 220 * DAY));
    const admin = await login(ctx, await makeUser(ctx, { role: 'super-admin' }));
    const gone = await payingOrg('Scheduled Care');
    expect((await change(gone, 'organization-premium')).statusCode).toBe(200);
    expect((await change(gone, 'organization-standard')).statusCode).toBe(200);
    const res = await call('DELETE', `/admin/organizations/${gone.u.orgSlug}/delete`, admin, {
      reason: 'Not a health-care organization.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await inForce(gone.u.orgId!)).toEqual([{ plan: 'organization-basic', next: null }]);
    const cancelled = await ctx.db
      .select({ next: schema.subscriptions.next_plan_id })
      .from(schema.subscriptions)
      .where(eq(schema.subscriptions.organization_id, gone.u.orgId!));
    expect(cancelled.every((s) => s.next === null)).toBe(true);
    clock.advance(40 * DAY);
    await renewals();
    expect((await charges(gone)).map((p) => p.amount_cents)).toEqual([24900]);
  });
});

describe('plan change terms', () => {
  const month = (amount_cents: number) => ({ amount_cents, interval: 'month' as const });
  const start = new Date('2027-01-01T00:00:00Z');
  const paid = { plan: month(3000), sub: { start_date: start, ends_at: new Date('2027-02-01T00:00:00Z') } };

  it('leaves a remainder under the card minimum to the customer instead of a charge the gateway refuses', () => {
    // A day before the period ends: $30 × 1/31 ≈ 96 cents credit against a $31.50 plan leaves $30.54.
    const late = new Date('2027-01-31T00:00:00Z');
    expect(planChangeTerms(paid, month(3150), late)).toMatchObject({ kind: 'now', chargeCents: 3054 });
    // Right at the start: $30.00 credit against $30.40 leaves 40 cents, under the 50-cent minimum.
    expect(planChangeTerms(paid, month(3040), start)).toMatchObject({
      kind: 'now',
      chargeCents: 0,
      creditCents: 3000,
    });
  });
});
