import type {
  changePlanBody,
  organizationPlansView,
  PlanChangeView,
  PlanCheckoutView,
} from '@hctl/contracts';
import type { Executor, OwnerKey } from '@hctl/db';
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
import { type PlanHolder, subscriptionsRepository as repo } from './subscriptions.repository';

type OrganizationStanding = NonNullable<Awaited<ReturnType<typeof repo.organization>>>;
/** Whether an organization may be billed for a paid plan (as `due` in subscriptions.repository.ts). */
const inGoodStanding = (org: OrganizationStanding) =>
  org.status === 'active' && !org.is_archived && org.approval_status === 'approved';

/**
 * Why an organization's paid plan ends before its period: an administrator removed it or set its
 * approval to rejected, its owner archived or deactivated it, or (`lapsed`) its paid period ended
 * while it was in one of those states (the renewal job's catch-all).
 */
export type PlanEndCause = 'removed' | 'rejected' | 'archived' | 'deactivated' | 'lapsed';

/** A paid plan ended by `endForOrganization`. */
export interface EndedPlan {
  /** The cancelled plan's name ("Standard Plan"). */
  plan: string;
  /** One sentence for the caller's own answer or notification. */
  notice: string;
  /** After the caller's transaction commits: hands the owner's e-mail to the queue. */
  publish: () => Promise<void>;
}

const WHY: Record<PlanEndCause, (company: string) => string> = {
  removed: (c) => `An HCTL administrator removed ${c}`,
  rejected: (c) => `${c} is no longer approved on HCTL`,
  archived: (c) => `You archived ${c}`,
  deactivated: (c) => `You deactivated ${c}`,
  lapsed: (c) => `${c} is not active on HCTL`,
};
const AFTER: Record<PlanEndCause, string> = {
  removed: '',
  rejected: '',
  archived: ' If you restore it, it is on the Basic Plan; upgrade again any time from the membership page.',
  deactivated:
    ' If you activate it again, it is on the Basic Plan; upgrade again any time from the membership page.',
  lapsed: ' It is on the Basic Plan now.',
};

/**
 * Why a person's own paid plan ends before it renews: they deleted their account, an administrator
 * removed it, or (`lapsed`) its paid period ended while the account was deactivated or suspended.
 */
export type PersonalPlanEndCause = 'closed' | 'removed' | 'lapsed';

const PERSONAL_WHY: Record<PersonalPlanEndCause, string> = {
  closed: 'You deleted your HCTL account',
  removed: 'An HCTL administrator removed your account',
  lapsed: 'Your HCTL account is not active',
};

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
    // Nor for one its owner deactivated or archived (those plans are cancelled; see endForOrganization).
    if (paid && owner.organizationId) {
      const org = await repo.organization(this.deps.db, owner.organizationId);
      if (org && org.status !== 'active')
        throw forbidden(`${owner.name} is deactivated: activate it before choosing a paid plan.`);
      if (org?.is_archived)
        throw forbidden(`${owner.name} is archived: restore it before choosing a paid plan.`);
    }
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
      // One change at a time per payer; whoever comes second finds the plan already changed. The
      // organization's row first, in the order every writer of its subscriptions takes them. Should
      // it stop being active between the check above and here (a removal at the same moment), the
      // period just charged is kept but never renewed (`due` skips it; the renewal job ends it).
      if (owner.organizationId) await repo.lockOrganization(tx, owner.organizationId);
      else await repo.lockUser(tx, owner.userId);
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
   * Ends an organization's paid plan at once, in the caller's transaction: when an administrator
   * removes the organization or rejects it, and when its owner archives or deactivates it. Every
   * paid subscription still in force is cancelled (so nothing renews it and its card is no longer
   * "the card that pays for your plan"), and the organization is put on the Basic Plan, as a plan
   * whose renewal failed is (runRenewals): reactivated or restored, it comes back on Basic. The owner
   * is e-mailed; call `publish()` once the transaction has committed (the outbox relay sends it
   * anyway if that never happens).
   *
   * No refund of the period already paid: billing has no path that refunds a card (refunds are made
   * at the payment provider and arrive as `payment.refunded` webhooks), and, as on job boards such
   * as Indeed or LinkedIn, removal stops the renewal rather than repaying the current month; the
   * e-mail says so. Null when there was no paid plan to end (a second removal changes nothing).
   */
  async endForOrganization(tx: Executor, orgId: number, cause: PlanEndCause): Promise<EndedPlan | null> {
    const org = await repo.lockOrganization(tx, orgId);
    if (!org) return null;
    await repo.lockPayer(tx, `plan:org:${orgId}`);
    const now = this.deps.clock.now();
    const plan = await this.cancelToBasic(tx, { organizationId: orgId }, 'organization', now);
    if (!plan) return null;
    const mail = await this.outbox.compose(tx, {
      channel: 'email',
      to: org.email,
      template: 'plan-cancelled',
      subject: `Your ${plan} for ${org.company_name} has been cancelled`,
      text:
        cause === 'lapsed'
          ? `Hello ${org.first_name},\n\n${WHY[cause](org.company_name)}, so its ${plan} ended with the period paid for and was not renewed. Your card was not charged.${AFTER[cause]}\n\nThe HCTL team`
          : `Hello ${org.first_name},\n\n${WHY[cause](org.company_name)}, so its ${plan} has been cancelled as of ${now.toISOString().slice(0, 10)}. It will not renew and your card will not be charged for it again. What was paid for the current period is not refunded.${AFTER[cause]}\n\nThe HCTL team`,
    });
    return {
      plan,
      notice: `Its ${plan} has been cancelled: it will not renew and the card on file will not be charged for it again.`,
      publish: () => this.outbox.dispatch([mail]),
    };
  }

  /**
   * Ends a person's own paid plan, in the caller's transaction, as `endForOrganization` does an
   * organization's: when they delete their account or an administrator removes it (call it before
   * the account's e-mail is scrubbed: the mail goes to the address read here), and (`lapsed`) when
   * its period ends while the account is deactivated or suspended. Deactivating is a pause that
   * signing in undoes, so it keeps the period paid for and only stops the renewal (`due` skips
   * inactive people). Null when there was no paid plan to end.
   */
  async endForUser(tx: Executor, userId: number, cause: PersonalPlanEndCause): Promise<EndedPlan | null> {
    const person = await repo.lockUser(tx, userId);
    if (!person) return null;
    await repo.lockPayer(tx, `plan:user:${userId}`);
    const now = this.deps.clock.now();
    const plan = await this.cancelToBasic(tx, { userId }, 'individual', now);
    if (!plan) return null;
    const mail = await this.outbox.compose(tx, {
      channel: 'email',
      to: person.email,
      template: 'plan-cancelled',
      subject: `Your ${plan} has been cancelled`,
      text:
        cause === 'lapsed'
          ? `Hello ${person.first_name},\n\n${PERSONAL_WHY[cause]}, so your ${plan} ended with the period paid for and was not renewed. Your card was not charged. Once your account is active again you are on the Basic Plan; upgrade again any time from the membership page.\n\nThe HCTL team`
          : `Hello ${person.first_name},\n\n${PERSONAL_WHY[cause]}, so your ${plan} has been cancelled as of ${now.toISOString().slice(0, 10)}. It will not renew and your card will not be charged for it again. What was paid for the current period is not refunded.\n\nThe HCTL team`,
    });
    return {
      plan,
      notice: `Your ${plan} has been cancelled: it will not renew and your card will not be charged for it again.`,
      publish: () => this.outbox.dispatch([mail]),
    };
  }

  /**
   * Cancels the holder's paid plans in force and puts them on their audience's Basic Plan, as a
   * plan whose renewal failed is (runRenewals). The cancelled plans' names, or null when none was.
   */
  private async cancelToBasic(
    tx: Executor,
    holder: PlanHolder,
    audience: 'organization' | 'individual',
    now: Date,
  ): Promise<string | null> {
    const ended = await repo.cancelPaid(tx, holder, now);
    if (!ended.length) return null;
    if (!(await repo.hasActive(tx, holder))) {
      const basic = await this.plans.basic(audience, tx);
      if (basic)
        await repo.insert(tx, {
          user_id: 'userId' in holder ? holder.userId : null,
          organization_id: 'organizationId' in holder ? holder.organizationId : null,
          plan_id: basic.id,
          status: 'active',
          start_date: now,
        });
    }
    return ended.map((p) => p.name).join(' and ');
  }

  /**
   * Daily: charges every paid subscription whose period has ended. Success extends it; a decline
   * marks it past due (the plan stays usable while retried daily) and after RENEWAL_ATTEMPTS the
   * payer moves to the Basic Plan, keeping their data. Keys include the period and attempt, so
   * running the job twice charges nothing twice. An organization that is not active (removed,
   * rejected, archived, deactivated) is never charged: `due` leaves it out, each renewal checks it
   * again under the payer's lock, and a paid plan left on one (it should have been cancelled when
   * that happened) ends here with its period (`ended`).
   */
  async runRenewals() {
    const { db, clock } = this.deps;
    const now = clock.now();
    const outcome = { renewed: 0, failed: 0, downgraded: 0, ended: 0 };
    for (const orgId of await repo.lapsedOrganizations(db, now)) {
      const ended = await db.transaction((tx) => this.endForOrganization(tx, orgId, 'lapsed'));
      if (!ended) continue;
      await ended.publish();
      outcome.ended++;
    }
    for (const userId of await repo.lapsedUsers(db, now)) {
      const ended = await db.transaction((tx) => this.endForUser(tx, userId, 'lapsed'));
      if (!ended) continue;
      await ended.publish();
      outcome.ended++;
    }
    for (const row of await repo.due(db, now)) {
      const done = await this.renew(row, now);
      if (done !== 'skipped') outcome[done]++;
    }
    return outcome;
  }

  /**
   * One renewal, in a transaction holding the organization's row and the payer's lock (the order
   * of a plan change and of endForOrganization) from the check to the update: a removal,
   * deactivation or plan change waits for it, or it finds the subscription no longer due and
   * charges nothing. The card is charged on the service's own connection meanwhile.
   */
  private async renew(
    row: Awaited<ReturnType<typeof repo.due>>[number],
    now: Date,
  ): Promise<'renewed' | 'failed' | 'downgraded' | 'skipped'> {
    const { db } = this.deps;
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
    const done = await db.transaction(async (tx) => {
      if (row.sub.organization_id) {
        const org = await repo.lockOrganization(tx, row.sub.organization_id);
        if (!org || !inGoodStanding(org)) return { outcome: 'skipped' as const, mail: null };
      } else {
        const person = await repo.lockUser(tx, row.sub.user_id ?? 0);
        if (!person?.is_active) return { outcome: 'skipped' as const, mail: null };
      }
      await repo.lockPayer(tx, `plan:${key}`);
      const fresh = await repo.byId(tx, row.sub.id);
      if (
        !fresh ||
        (fresh.status !== 'active' && fresh.status !== 'past_due') ||
        fresh.ends_at?.getTime() !== row.sub.ends_at?.getTime() ||
        fresh.failed_attempts !== row.sub.failed_attempts
      )
        return { outcome: 'skipped' as const, mail: null };
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
        await repo.update(tx, row.sub.id, {
          status: 'active',
          failed_attempts: 0,
          ends_at: addInterval(row.sub.ends_at!, row.plan.interval),
          billing_method_id: method.id,
          transaction_id: payment.gateway_payment_id,
          updated_at: now,
        });
        return { outcome: 'renewed' as const, mail: null };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const attempts = row.sub.failed_attempts + 1;
        const downgrade = attempts >= RENEWAL_ATTEMPTS;
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
        const mail = await this.outbox.compose(tx, {
          channel: 'email',
          to: row.email,
          template: downgrade ? 'plan-downgraded' : 'renewal-failed',
          subject: downgrade ? `Your ${row.plan.name} has ended` : `We could not renew your ${row.plan.name}`,
          text: downgrade
            ? `We tried to renew the ${row.plan.name} ${RENEWAL_ATTEMPTS} times without success (${err.message}). You are now on the Basic Plan; your data is kept. Upgrade again any time from the membership page.`
            : `Renewing the ${row.plan.name} failed: ${err.message} We will try again tomorrow. Update your card in billing settings to keep the plan.`,
        });
        return { outcome: downgrade ? ('downgraded' as const) : ('failed' as const), mail };
      }
    });
    if (done.mail) await this.outbox.dispatch([done.mail]);
    return done.outcome;
  }
}
