import { type OwnerKey, schema } from '@hctl/db';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, login, type MadeUser, makeUser, messagesTo } from '../../../../test/context';
import { FrozenClock } from '../../../lib/clock';
import { addCard, paymentsOf } from './helpers';

/**
 * An organization that stops (removed or rejected by an administrator, archived or deactivated by
 * its owner) stops paying: its paid plan is cancelled at once and the renewal job never charges it.
 */
const clock = new FrozenClock(Date.parse('2026-05-04T09:00:00Z'));
const { ctx, call } = apiSuite({ clock });
const DAY = 86_400_000;
const reason = { reason: 'Not a health-care organization.' };
let admin: string;

beforeAll(async () => {
  admin = await login(ctx, await makeUser(ctx, { role: 'super-admin' }));
});

interface Paying {
  u: MadeUser;
  t: string;
  card: { id: number };
}

/** An approved organization whose owner bought the Standard Plan ($99) with a card. */
async function onStandard(company: string): Promise<Paying> {
  const u = await makeUser(ctx, { role: 'organization', approved: true, company });
  const t = await login(ctx, u);
  const card = (await addCard(ctx, t, '4242424242424242', u.orgSlug)).json().data;
  const res = await call('POST', '/subscription/subscription_plans/organization-standard/change', t, {
    billing_method_id: card.id,
    slug: u.orgSlug,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { u, t, card };
}

const subsOf = (orgId: number) =>
  ctx.db
    .select({ status: schema.subscriptions.status, plan: schema.plans.slug })
    .from(schema.subscriptions)
    .innerJoin(schema.plans, eq(schema.plans.id, schema.subscriptions.plan_id))
    .where(eq(schema.subscriptions.organization_id, orgId));
const inForce = async (orgId: number) =>
  (await subsOf(orgId)).filter((s) => s.status === 'active' || s.status === 'past_due').map((s) => s.plan);
const renewalsOf = async (p: Paying) =>
  (await paymentsOf(ctx, `org:${p.u.orgId!}`)).filter((x) => x.purpose === 'renewal');
const renewals = () => ctx.app.modules.billing.services.subscriptions.runRenewals();

describe('a paid plan ends with its organization', () => {
  let removed: Paying;
  let deactivated: Paying;
  let archived: Paying;
  let rejected: Paying;
  let active: Paying;
  let bypassed: Paying;

  beforeAll(async () => {
    removed = await onStandard('Removed Care');
    deactivated = await onStandard('Deactivated Care');
    archived = await onStandard('Archived Care');
    rejected = await onStandard('Rejected Care');
    active = await onStandard('Active Care');
    bypassed = await onStandard('Bypassed Care');
  });

  it("an administrator's removal cancels the plan, tells the owner, and frees the card; twice is harmless", async () => {
    const url = `/admin/organizations/${removed.u.orgSlug}/delete`;
    const [first, second] = await Promise.all([
      call('DELETE', url, admin, reason),
      call('DELETE', url, admin, reason),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(first.json().data.mode).toBe('soft');
    const again = await call('DELETE', url, admin, reason);
    expect(again.statusCode).toBe(200);

    expect(await inForce(removed.u.orgId!)).toEqual(['organization-basic']);
    expect((await subsOf(removed.u.orgId!)).filter((s) => s.plan === 'organization-standard')).toEqual([
      { status: 'cancelled', plan: 'organization-standard' },
    ]);
    const told = await ctx.db.query.notifications.findMany({
      where: (n, { eq }) => eq(n.user_id, removed.u.id),
    });
    const removal = told.filter((n) => n.title.includes('Removed Care') && n.title.includes('removed'));
    // Every removal tells the reason; only the one that ended the plan says so, and the owner is mailed once.
    expect(removal).toHaveLength(3);
    expect(removal.every((n) => n.body.includes(reason.reason))).toBe(true);
    const ended = removal.filter((n) => n.body.includes('cancelled'));
    expect(ended).toHaveLength(1);
    expect(ended[0].body).toBe(
      `Its Standard Plan has been cancelled: it will not renew and the card on file will not be charged for it again. Reason: ${reason.reason}`,
    );
    const mails = await messagesTo(ctx, removed.u.email, 'plan-cancelled');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('will not renew');
    // The card no longer pays for a plan: its owner may remove it.
    const drop = await call(
      'DELETE',
      `/billing-method/${removed.card.id}?slug=${removed.u.orgSlug}`,
      removed.t,
    );
    expect(drop.statusCode, drop.body).toBe(200);
  });

  it('deactivating (with the fixed answer) and archiving cancel the plan at once', async () => {
    const off = await call('PUT', `/organization/${deactivated.u.orgSlug}/status`, deactivated.t, {
      status: 'deactive',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe('Organization deactivated successfully!');
    expect(await inForce(deactivated.u.orgId!)).toEqual(['organization-basic']);
    const mail = (await messagesTo(ctx, deactivated.u.email, 'plan-cancelled'))[0];
    expect(mail.text).toContain('You deactivated Deactivated Care');
    // Deactivated twice: nothing more to cancel, nobody mailed again.
    await call('PUT', `/organization/${deactivated.u.orgSlug}/status`, deactivated.t, { status: 'deactive' });
    expect(await messagesTo(ctx, deactivated.u.email, 'plan-cancelled')).toHaveLength(1);

    const arch = await call('PUT', `/organization/${archived.u.orgId}/archive`, archived.t, {});
    expect(arch.statusCode, arch.body).toBe(200);
    expect(arch.json().message).toBe(
      'Organization archived successfully! Its Standard Plan has been cancelled: it will not renew and the card on file will not be charged for it again.',
    );
    expect(await inForce(archived.u.orgId!)).toEqual(['organization-basic']);
  });

  it("an administrator's rejection cancels the plan", async () => {
    const res = await call('PUT', `/admin/organizations/${rejected.u.orgSlug}/approval-status`, admin, {
      approval_status: 'rejected',
      comment: 'License expired.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await inForce(rejected.u.orgId!)).toEqual(['organization-basic']);
    expect((await messagesTo(ctx, rejected.u.email, 'plan-cancelled'))[0].text).toContain(
      'is no longer approved',
    );
  });

  it('a deactivated or archived organization cannot start a paid plan again', async () => {
    const url = '/subscription/subscription_plans/organization-standard/change';
    const res = await call('POST', url, deactivated.t, {
      billing_method_id: deactivated.card.id,
      slug: deactivated.u.orgSlug,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Deactivated Care is deactivated: activate it before choosing a paid plan.',
    );
    const charges = (await paymentsOf(ctx, `org:${deactivated.u.orgId!}`)).filter(
      (p) => p.status === 'succeeded',
    );
    expect(charges).toHaveLength(1);
  });

  it('the renewal job charges only the active organization, and ends a plan an inactive one kept', async () => {
    // Deactivated behind the service's back (no cancellation ran): `due` still refuses to renew it.
    await ctx.db
      .update(schema.organizations)
      .set({ status: 'deactive' })
      .where(eq(schema.organizations.id, bypassed.u.orgId!));
    clock.advance(32 * DAY);
    expect(await renewals()).toEqual({ renewed: 1, failed: 0, downgraded: 0, ended: 1, changed: 0 });
    expect(await renewals()).toEqual({ renewed: 0, failed: 0, downgraded: 0, ended: 0, changed: 0 });
    expect(await renewalsOf(active)).toHaveLength(1);
    expect((await renewalsOf(active))[0]).toMatchObject({ status: 'succeeded', amount_cents: 9900 });
    for (const p of [removed, deactivated, archived, rejected, bypassed])
      expect(await renewalsOf(p), p.u.orgSlug).toEqual([]);
    expect(await inForce(bypassed.u.orgId!)).toEqual(['organization-basic']);
    expect((await messagesTo(ctx, bypassed.u.email, 'plan-cancelled'))[0].text).toContain(
      'ended with the period paid for and was not renewed',
    );
    // A month on, still nothing for them.
    clock.advance(31 * DAY);
    expect(await renewals()).toMatchObject({ renewed: 1, ended: 0 });
    const stopped = [removed, deactivated, archived, rejected, bypassed].map(
      (p): OwnerKey => `org:${p.u.orgId!}`,
    );
    const late = await ctx.db
      .select()
      .from(schema.payments)
      .where(and(inArray(schema.payments.owner_key, stopped), eq(schema.payments.purpose, 'renewal')));
    expect(late).toEqual([]);
  });

  it('reactivated, the organization is on the Basic Plan', async () => {
    const t = await login(ctx, deactivated.u);
    const on = await call('PUT', `/organization/${deactivated.u.orgSlug}/status`, t, { status: 'active' });
    expect(on.statusCode, on.body).toBe(200);
    const plan = (await call('GET', `/plans/current?slug=${deactivated.u.orgSlug}`, t)).json().data;
    expect(plan.name).toBe('Basic Plan');
  });
});
