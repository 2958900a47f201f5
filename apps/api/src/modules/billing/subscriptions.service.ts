import type {
  changePlanBody,
  organizationPlansView,
  PlanChangeView,
  PlanCheckoutView,
} from '@hctl/contracts';
import type { OwnerKey } from '@hctl/db';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { iso } from '../../lib/pagination';
import type { AuthContext, OrgAccess } from '../../plugins/auth';
import type { OutboxService } from '../outbox/outbox.service';
import { toPlanView } from '../plans/plans.mapper';
import type { ActiveSubscription, PlansService } from '../plans/plans.service';
import { toBillingMethod } from './billing.mapper';
import type { BillingService, Payer } from './billing.service';
import { type BillingOwner, organizationOwner } from './billing-owner';
import { subscriptionsRepository as repo } from './subscriptions.repository';

/** Renewal charges retried daily; after this many failures the plan falls back to Basic. */
export const RENEWAL_ATTEMPTS = 3;

const addInterval = (d: Date, interval: 'month' | 'year') => {
  const n = new Date(d);
  if (interval === 'year') n.setUTCFullYear(n.getUTCFullYear() + 1);
  else n.setUTCMonth(n.getUTCMonth() + 1);
  return n;
};
const ownerRef = (owner: Pick<BillingOwner, 'organizationId' | 'userId'>) =>
  owner.organizationId ? { organizationId: owner.organizationId } : { userId: owner.userId };

/** Plan pages, checkout, plan changes and the renewals that keep a paid plan going. */
export class SubscriptionsService {
  constructor(
    private deps: AppDeps,
    private billing: BillingService,
    private plans: PlansService,
    private outbox: OutboxService,
  ) {}

  private async current(owner: BillingOwner) {
    const active = await this.plans.activeSubscription(ownerRef(owner));
    return active ?? null;
  }

  /**
   * `plans/organizations/{slug}/{plan}`: a plan (or an audience's plans) marked for one
   * organization, which the route's `auth.org` let the caller bill for.
   */
  async forOrganization(
    auth: AuthContext,
    access: OrgAccess,
    ref: string,
  ): Promise<z.infer<typeof organizationPlansView>> {
    const owner = organizationOwner(auth, access.org);
    const current = await this.current(owner);
    const currentId = current?.plan.id ?? (await this.plans.basic('organization'))?.id;
    const mark = <P extends { id: number }>(plan: P) => ({ ...plan, is_current: plan.id === currentId });
    if (ref === 'organization' || ref === 'individual')
      return (await this.plans.list('organization')).map(mark);
    return mark(toPlanView(await this.plans.find(ref)));
  }

  /** `subscription/subscription_plans/{plan}?slug=`: what changing to a plan involves for this payer. */
  async checkout(auth: AuthContext, ref: string, slug?: string): Promise<PlanCheckoutView> {
    const owner = await this.billing.owner(auth, slug);
    const target = await this.plans.find(ref);
    if (target.audience !== owner.audience) throw notFound('Plan not found.');
    const current = await this.current(owner);
    const currentPlan = current?.plan ?? (await this.plans.basic(owner.audience));
    const methods = await this.billing.methodsOf(owner);
    return {
      plan: toPlanView(target),
      current_plan: currentPlan ? toPlanView(currentPlan) : null,
      is_current: currentPlan?.id === target.id,
      amount_due: target.amount_cents / 100,
      renews_at: target.amount_cents > 0 ? iso(addInterval(this.deps.clock.now(), target.interval)) : null,
      billing_methods: methods,
      requires_billing_method: target.amount_cents > 0,
    };
  }

  /**
   * Moves the payer to a plan. A paid plan charges its first period to the chosen card before the
   * change; Basic Plan takes no card (spec §4).
   */
  async change(
    auth: AuthContext,
    ref: string,
    body: z.output<typeof changePlanBody>,
  ): Promise<{ message: string; data: PlanChangeView }> {
    const target = await this.plans.find(ref);
    const owner = await this.billing.owner(auth, body.slug);
    if (target.audience !== owner.audience)
      throw invalid({
        plan: `This plan is for ${target.audience === 'organization' ? 'organizations' : 'individuals'}.`,
      });
    const paid = target.amount_cents > 0;
    // Paid plans are for organizations a super admin has let in; Basic stays open to everyone.
    if (paid && owner.approval !== null && owner.approval !== 'approved')
      throw forbidden(
        owner.approval === 'rejected'
          ? `${owner.name} was not approved, so it cannot buy a paid plan.`
          : `${owner.name} is waiting for approval: you can choose a paid plan once an administrator approves it.`,
      );
    if (paid && !body.billing_method_id)
      throw invalid({ billing_method_id: 'Choose a card to pay for this plan.' });
    const method = paid ? await this.billing.methodFor(owner, body.billing_method_id) : null;
    const already = (c: ActiveSubscription) => c?.plan.id === target.id || (!c && !paid);
    const before = await this.plans.activeSubscription(ownerRef(owner));
    if (already(before)) throw conflict('You are already on this plan.');
    // The card is charged outside the transaction (no connection held during the gateway call). Its
    // key is tied to the plan being left, so a double click or a retry reuses the one charge.
    const payment = method
      ? await this.billing.charge(owner, method, {
          amountCents: target.amount_cents,
          purpose: 'subscription',
          description: `${target.name} (${target.interval === 'year' ? 'first year' : 'first month'})`,
          idempotencyKey: `plan:${owner.key}:${target.id}:from:${before?.sub.id ?? 0}`,
          reference: { plan: target.slug },
        })
      : null;
    const now = this.deps.clock.now();
    const result = await this.deps.db.transaction(async (tx) => {
      // One change at a time per payer; whoever comes second finds the plan already changed.
      await repo.lockPayer(tx, `plan:${owner.key}`);
      const current = await this.plans.activeSubscription(ownerRef(owner), tx);
      if (already(current)) throw conflict('You are already on this plan.');
      if (current)
        await repo.update(tx, current.sub.id, { status: 'cancelled', ends_at: now, updated_at: now });
      const sub = await repo.insert(tx, {
        user_id: owner.organizationId ? null : owner.userId,
        organization_id: owner.organizationId,
        plan_id: target.id,
        status: 'active',
        billing_method_id: method?.id ?? null,
        transaction_id: payment?.gateway_payment_id ?? null,
        start_date: now,
        ends_at: paid ? addInterval(now, target.interval) : null,
      });
      const mail = await this.outbox.compose(tx, {
        channel: 'email',
        to: owner.email,
        template: 'plan-changed',
        subject: `You are now on the ${target.name}`,
        text: paid
          ? `${owner.name} is now on the ${target.name}. We charged $${(target.amount_cents / 100).toFixed(2)}; it renews on ${sub.ends_at?.toISOString().slice(0, 10)}.`
          : `${owner.name} is now on the ${target.name}. Your data is kept; the Basic Plan's limits apply from now on.`,
      });
      return { sub, mail };
    });
    await this.outbox.dispatch([result.mail]);
    return {
      message: `Your plan has been changed to ${target.name}.`,
      data: Object.assign(toPlanView(target), {
        start_date: iso(result.sub.start_date)!,
        ends_at: iso(result.sub.ends_at),
        billing_method_id: result.sub.billing_method_id,
        transaction_id: result.sub.transaction_id,
        billing_method: method ? toBillingMethod(method) : null,
      }),
    };
  }

  /** Whether the payer is on a paid plan (its card cannot be the last one removed). */
  async paysForPlan(owner: BillingOwner) {
    const current = await this.current(owner);
    return current !== null && current.plan.amount_cents > 0;
  }

  /**
   * Daily: charges every paid subscription whose period has ended. Success extends it; a decline
   * marks it past due (the plan stays usable while retried daily) and after RENEWAL_ATTEMPTS the
   * payer moves to the Basic Plan, keeping their data. Keys include the period and attempt, so
   * running the job twice charges nothing twice.
   */
  async runRenewals() {
    const { db, clock } = this.deps;
    const now = clock.now();
    const due = await repo.due(db, now);
    const outcome = { renewed: 0, failed: 0, downgraded: 0 };
    for (const row of due) {
      const key: OwnerKey = row.sub.organization_id
        ? `org:${row.sub.organization_id}`
        : `user:${row.sub.user_id ?? 0}`;
      const payer: Payer = {
        key,
        email: row.email,
        name: row.company ?? row.first,
        userId: row.sub.user_id,
        organizationId: row.sub.organization_id,
      };
      const method =
        (await this.billing.methodFor(payer, row.sub.billing_method_id).catch(() => null)) ??
        (await this.billing.methodFor(payer, null));
      try {
        if (!method) throw new AppError(400, 'No card is saved to renew the plan.', 'no_billing_method');
        const payment = await this.billing.charge(payer, method, {
          amountCents: row.plan.amount_cents,
          purpose: 'renewal',
          description: `${row.plan.name} renewal`,
          idempotencyKey: `renewal:${row.sub.id}:${row.sub.ends_at!.toISOString()}:${row.sub.failed_attempts}`,
          reference: { plan: row.plan.slug, subscription_id: row.sub.id },
        });
        await repo.update(db, row.sub.id, {
          status: 'active',
          failed_attempts: 0,
          ends_at: addInterval(row.sub.ends_at!, row.plan.interval),
          billing_method_id: method.id,
          transaction_id: payment.gateway_payment_id,
          updated_at: now,
        });
        outcome.renewed++;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const attempts = row.sub.failed_attempts + 1;
        const downgrade = attempts >= RENEWAL_ATTEMPTS;
        const mail = await db.transaction(async (tx) => {
          await repo.update(tx, row.sub.id, {
            status: downgrade ? 'cancelled' : 'past_due',
            failed_attempts: attempts,
            updated_at: now,
          });
          if (downgrade) {
            const basic = await this.plans.basic(row.plan.audience, tx);
            if (basic)
              await repo.insert(tx, {
                user_id: row.sub.user_id,
                organization_id: row.sub.organization_id,
                plan_id: basic.id,
                status: 'active',
                start_date: now,
              });
          }
          return this.outbox.compose(tx, {
            channel: 'email',
            to: row.email,
            template: downgrade ? 'plan-downgraded' : 'renewal-failed',
            subject: downgrade
              ? `Your ${row.plan.name} has ended`
              : `We could not renew your ${row.plan.name}`,
            text: downgrade
              ? `We tried to renew the ${row.plan.name} ${RENEWAL_ATTEMPTS} times without success (${err.message}). You are now on the Basic Plan; your data is kept. Upgrade again any time from the membership page.`
              : `Renewing the ${row.plan.name} failed: ${err.message} We will try again tomorrow. Update your card in billing settings to keep the plan.`,
          });
        });
        await this.outbox.dispatch([mail]);
        if (downgrade) outcome.downgraded++;
        else outcome.failed++;
      }
    }
    return outcome;
  }
}
