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
import type { ActiveSubscription, PlanRow, PlansService } from '../plans/plans.service';
import { toBillingMethod } from './billing.mapper';
import type { BillingMethodRow } from './billing.repository';
import type { BillingService, Payer } from './billing.service';
import { type BillingOwner, organizationOwner } from './billing-owner';
import { addInterval, dollars, planChangeTerms, planDate } from './plan-change-terms';
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

/** Whether `target` is the plan the payer is on (Basic when no subscription is in force). */
const isOn = (c: ActiveSubscription, target: PlanRow) =>
  c ? c.plan.id === target.id : target.amount_cents <= 0;
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

  /**
   * `subscription/subscription_plans/{plan}?slug=`: what changing to a plan involves for this payer,
   * with what `change` would do now (charge, credit, when it takes over) so that the page says it
   * before the payer confirms.
   */
  async checkout(auth: AuthContext, ref: string, slug?: string): Promise<PlanCheckoutView> {
    const owner = await this.billing.owner(auth, slug);
    const target = await this.plans.find(ref);
    if (target.audience !== owner.audience) throw notFound('Plan not found.');
    const current = await this.current(owner);
    const currentPlan = current?.plan ?? (await this.plans.basic(owner.audience));
    const methods = await this.billing.methodsOf(owner);
    const now = this.deps.clock.now();
    const isCurrent = currentPlan?.id === target.id;
    const terms = isCurrent ? null : planChangeTerms(current, target, now);
    const paid = target.amount_cents > 0;
    return {
      plan: toPlanView(target),
      current_plan: currentPlan ? toPlanView(currentPlan) : null,
      is_current: isCurrent,
      amount_due: target.amount_cents / 100,
      renews_at: paid
        ? iso(terms?.endsAt ?? current?.sub.ends_at ?? addInterval(now, target.interval))
        : null,
      billing_methods: methods,
      requires_billing_method: paid,
      charge_now_cents: terms?.kind === 'now' ? terms.chargeCents : 0,
      credit_cents: terms?.kind === 'now' ? terms.creditCents : 0,
      starts_at: terms ? iso(terms.startsAt)! : undefined,
    };
  }

  /**
   * Moves the payer to a plan; a paid plan takes a card, Basic Plan none (spec §4). The spec is
   * silent on the period already paid; we do as Slack, Stripe and LinkedIn do (plan-change-terms.ts,
   * docs/architecture.md §5):
   * - an upgrade (a higher price per day than the paid plan in force, or any paid plan from Basic)
   *   takes effect now: the unused part of the current period is credited, floor(price × time left /
   *   period length), and the card is charged the new price less the credit; a credit larger than
   *   the price charges nothing and lengthens the new period by the excess;
   * - a downgrade (Basic, or a paid plan cheaper per day) waits for the period's end: nothing is
   *   charged, the plan in force (and its limits) stays until then, and the renewal job applies it
   *   (`renew`): Basic ends the paid plan, a cheaper plan is charged to the card chosen now;
   * - choosing the plan one is on while a downgrade waits undoes it ("You stay on…"); choosing
   *   another replaces it, or (an upgrade) supersedes it along with the subscription it was on.
   * A paid plan whose period is over (its renewal being retried) or that never had one (granted,
   * not bought) has nothing left to keep: any change from it takes effect at once, without credit.
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
    const before = await this.plans.activeSubscription(ownerRef(owner));
    if (isOn(before, target)) {
      if (before?.sub.next_plan_id) return this.keep(owner, target);
      throw conflict('You are already on this plan.');
    }
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
    const terms = planChangeTerms(before, target, this.deps.clock.now());
    if (terms.kind === 'scheduled') return this.schedule(owner, target, method);
    return this.switchNow(owner, before, target, method, terms);
  }

  /** One plan change at a time per payer: the organization's (or person's) row, then the payer lock. */
  private async lockHolder(tx: Executor, owner: BillingOwner) {
    if (owner.organizationId) await repo.lockOrganization(tx, owner.organizationId);
    else await repo.lockUser(tx, owner.userId);
    await repo.lockPayer(tx, `plan:${owner.key}`);
  }

  /** An upgrade (or a change from a paid plan with nothing left to keep): charged and in force now. */
  private async switchNow(
    owner: BillingOwner,
    before: ActiveSubscription,
    target: PlanRow,
    method: BillingMethodRow | null,
    terms: Extract<ReturnType<typeof planChangeTerms>, { kind: 'now' }>,
  ) {
    const paid = target.amount_cents > 0;
    const credit = terms.creditCents > 0 && before ? terms.creditCents : 0;
    const creditFor = credit ? `${dollars(credit)} credit for unused ${before!.plan.name}` : '';
    // The card is charged outside the transaction (no connection held during the gateway call). Its
    // key is the plan being left, whatever the plan chosen: a double click or a retry reuses the one
    // charge, and of two different changes at once only one is paid for; the other finds a payment
    // made for another plan and is refused before it changes anything.
    let payment: Awaited<ReturnType<BillingService['charge']>> | null = null;
    if (method && terms.chargeCents > 0) {
      payment = await this.billing.charge(owner, method, {
        amountCents: terms.chargeCents,
        purpose: 'subscription',
        description: `${target.name} (${target.interval === 'year' ? 'first year' : 'first month'}${creditFor ? `, ${creditFor}` : ''})`,
        idempotencyKey: `plan:${owner.key}:from:${before?.sub.id ?? 0}`,
        reference: { plan: target.slug, credit_cents: credit },
      });
      const paidFor = (payment.reference as { plan?: string } | null)?.plan;
      if (paidFor !== target.slug)
        throw conflict(
          'Your plan is already being changed to another plan. Reload the page to see where you are, and choose again.',
        );
    }
    const charged = payment?.amount_cents ?? 0;
    const now = this.deps.clock.now();
    const result = await this.deps.db.transaction(async (tx) => {
      // Whoever comes second finds the plan already changed. Should the organization stop being
      // active between the checks and here (a removal at the same moment), the period just charged
      // is kept but never renewed (`due` skips it; the renewal job ends it).
      await this.lockHolder(tx, owner);
      const current = await this.plans.activeSubscription(ownerRef(owner), tx);
      if (isOn(current, target)) throw conflict('You are already on this plan.');
      // The subscription left takes its scheduled change with it: this change replaces it.
      if (current)
        await repo.update(tx, current.sub.id, {
          status: 'cancelled',
          ends_at: now,
          next_plan_id: null,
          next_billing_method_id: null,
          updated_at: now,
        });
      const sub = await repo.insert(tx, {
        user_id: owner.organizationId ? null : owner.userId,
        organization_id: owner.organizationId,
        plan_id: target.id,
        status: 'active',
        billing_method_id: method?.id ?? null,
        transaction_id: payment?.gateway_payment_id ?? null,
        start_date: now,
        ends_at: paid ? terms.endsAt : null,
      });
      const renews = sub.ends_at ? planDate(sub.ends_at) : '';
      const left = before ? `the unused part of your ${before.plan.name}` : '';
      const mail = await this.outbox.compose(tx, {
        channel: 'email',
        to: owner.email,
        template: 'plan-changed',
        subject: `You are now on the ${target.name}`,
        text: !paid
          ? `${owner.name} is now on the ${target.name}. Your data is kept; the Basic Plan's limits apply from now on.`
          : charged === 0 && credit
            ? `${owner.name} is now on the ${target.name}. Nothing was charged: the ${dollars(credit)} credit for ${left} covers it, and what is left of the credit lengthens this period. It renews on ${renews}.`
            : `${owner.name} is now on the ${target.name}. We charged ${dollars(charged)}${credit ? ` (${dollars(credit)} credit for ${left})` : ''}; it renews on ${renews}.`,
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
        scheduled: false,
        charged_cents: charged,
        credit_cents: credit,
      }),
    };
  }

  /** A downgrade: kept on the subscription in force until its period ends; nothing charged now. */
  private async schedule(owner: BillingOwner, target: PlanRow, method: BillingMethodRow | null) {
    const result = await this.deps.db.transaction(async (tx) => {
      await this.lockHolder(tx, owner);
      const current = await this.plans.activeSubscription(ownerRef(owner), tx);
      // Decided again under the lock: a change at the same moment may have moved the plan.
      const terms =
        current && !isOn(current, target) ? planChangeTerms(current, target, this.deps.clock.now()) : null;
      if (!current || terms?.kind !== 'scheduled')
        throw conflict('Your plan has just changed. Reload the page to see it, and choose again.');
      const same =
        current.sub.next_plan_id === target.id && current.sub.next_billing_method_id === (method?.id ?? null);
      // A second click asks for what is already scheduled: nothing to write, nobody to mail again.
      if (same) return { current, terms, mail: null };
      await repo.update(tx, current.sub.id, {
        next_plan_id: target.id,
        next_billing_method_id: method?.id ?? null,
        updated_at: this.deps.clock.now(),
      });
      const until = planDate(terms.startsAt);
      const mail = await this.outbox.compose(tx, {
        channel: 'email',
        to: owner.email,
        template: 'plan-changed',
        subject: `Your ${current.plan.name} stays until ${until}`,
        text:
          `${owner.name} stays on the ${current.plan.name} until ${until}, then moves to the ${target.name}. Nothing is charged now.` +
          (method
            ? ` On ${until} we charge ${dollars(target.amount_cents)} for the ${target.name} to the card ending ${method.last4}.`
            : " The Basic Plan's limits apply from then on; your data is kept.") +
          ` Changed your mind? Choose the ${current.plan.name} again on the membership page before then.`,
      });
      return { current, terms, mail };
    });
    if (result.mail) await this.outbox.dispatch([result.mail]);
    const { current, terms } = result;
    return {
      message: `Your ${current.plan.name} stays until ${planDate(terms.startsAt)}; then you move to the ${target.name}. Nothing is charged now.`,
      data: Object.assign(toPlanView(target), {
        start_date: iso(terms.startsAt)!,
        ends_at: iso(terms.endsAt),
        billing_method_id: method?.id ?? null,
        transaction_id: null,
        billing_method: method ? toBillingMethod(method) : null,
        scheduled: true,
        charged_cents: 0,
        credit_cents: 0,
      }),
    };
  }

  /** The plan in force chosen again while a downgrade waits: the downgrade is called off. */
  private async keep(owner: BillingOwner, plan: PlanRow) {
    const result = await this.deps.db.transaction(async (tx) => {
      await this.lockHolder(tx, owner);
      const current = await this.plans.activeSubscription(ownerRef(owner), tx);
      if (!current || current.plan.id !== plan.id)
        throw conflict('Your plan has just changed. Reload the page to see it, and choose again.');
      // A second click finds nothing scheduled any more: it stays all the same.
      if (!current.sub.next_plan_id) return { current, mail: null };
      await repo.update(tx, current.sub.id, {
        next_plan_id: null,
        next_billing_method_id: null,
        updated_at: this.deps.clock.now(),
      });
      const renews = current.sub.ends_at ? ` It renews on ${planDate(current.sub.ends_at)}.` : '';
      const mail = await this.outbox.compose(tx, {
        channel: 'email',
        to: owner.email,
        template: 'plan-changed',
        subject: `You stay on the ${plan.name}`,
        text: `As you asked, ${owner.name} stays on the ${plan.name}: the change you had scheduled is cancelled.${renews}`,
      });
      return { current, mail };
    });
    if (result.mail) await this.outbox.dispatch([result.mail]);
    const { sub } = result.current;
    const method = sub.billing_method_id
      ? await this.billing.methodFor(owner, sub.billing_method_id).catch(() => null)
      : null;
    return {
      message: `You stay on the ${plan.name}.`,
      data: Object.assign(toPlanView(plan), {
        start_date: iso(sub.start_date)!,
        ends_at: iso(sub.ends_at),
        billing_method_id: sub.billing_method_id,
        transaction_id: sub.transaction_id,
        billing_method: method ? toBillingMethod(method) : null,
        scheduled: false,
        charged_cents: 0,
        credit_cents: 0,
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
   * payer moves to the Basic Plan, keeping their data. A downgrade the payer scheduled (`change`)
   * applies here instead (`changed`): to Basic, the paid plan ends without a charge; to a cheaper
   * plan, that plan is charged to the card chosen and starts where the period ended (a decline
   * takes the renewal's path). Keys include the period and attempt, so running the job twice
   * charges nothing twice. An organization that is not active (removed, rejected, archived,
   * deactivated) is never charged: `due` leaves it out, each renewal checks it again under the
   * payer's lock, and a paid plan left on one (it should have been cancelled when that happened)
   * ends here with its period (`ended`).
   */
  async runRenewals() {
    const { db, clock } = this.deps;
    const now = clock.now();
    const outcome = { renewed: 0, failed: 0, downgraded: 0, ended: 0, changed: 0 };
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
   * One renewal (or scheduled change), in a transaction holding the organization's row and the
   * payer's lock (the order of a plan change and of endForOrganization) from the check to the
   * update: a removal, deactivation or plan change waits for it, or it finds the subscription no
   * longer due and charges nothing. The card is charged on the service's own connection meanwhile.
   */
  private async renew(
    row: Awaited<ReturnType<typeof repo.due>>[number],
    now: Date,
  ): Promise<'renewed' | 'failed' | 'downgraded' | 'changed' | 'skipped'> {
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
      const periodEnd = fresh.ends_at!;
      // Read under the lock: the payer may have scheduled, replaced or called off a change since `due`.
      const scheduled = fresh.next_plan_id ? await this.plans.byId(fresh.next_plan_id, tx) : null;
      // A plan no longer offered is not moved to: the plan in force renews as usual.
      const next = scheduled?.is_active && scheduled.audience === row.plan.audience ? scheduled : null;
      if (next && next.amount_cents <= 0) {
        const holder: PlanHolder = row.sub.organization_id
          ? { organizationId: row.sub.organization_id }
          : { userId: row.sub.user_id ?? 0 };
        await this.cancelToBasic(tx, holder, row.plan.audience, periodEnd);
        const mail = await this.outbox.compose(tx, {
          channel: 'email',
          to: row.email,
          template: 'plan-cancelled',
          subject: `Your ${row.plan.name} has ended`,
          text: row.company
            ? `Hello ${row.first},\n\nAs you asked, the ${row.plan.name} of ${row.company} ended with the period paid for and was not renewed. Your card was not charged. ${row.company} is on the Basic Plan now; its data is kept. Upgrade again any time from the membership page.\n\nThe HCTL team`
            : `Hello ${row.first},\n\nAs you asked, your ${row.plan.name} ended with the period paid for and was not renewed. Your card was not charged. You are on the Basic Plan now; your data is kept. Upgrade again any time from the membership page.\n\nThe HCTL team`,
        });
        return { outcome: 'changed' as const, mail };
      }
      // What is charged: the plan moved to, on the card chosen for it, or the plan in force again.
      const plan = next ?? row.plan;
      const preferred = next ? fresh.next_billing_method_id : row.sub.billing_method_id;
      const method =
        (await this.billing.methodFor(payer, preferred).catch(() => null)) ??
        (await this.billing.methodFor(payer, null));
      try {
        if (!method) throw new AppError(400, 'No card is saved to renew the plan.', 'no_billing_method');
        const period = `${row.sub.id}:${periodEnd.toISOString()}:${row.sub.failed_attempts}`;
        const payment = await this.billing.charge(payer, method, {
          amountCents: plan.amount_cents,
          purpose: next ? 'subscription' : 'renewal',
          description: next
            ? `${plan.name} (${plan.interval === 'year' ? 'first year' : 'first month'}, after your ${row.plan.name})`
            : `${plan.name} renewal`,
          idempotencyKey: next ? `plan-change:${next.id}:${period}` : `renewal:${period}`,
          reference: { plan: plan.slug, subscription_id: row.sub.id },
        });
        if (!next) {
          await repo.update(tx, row.sub.id, {
            status: 'active',
            failed_attempts: 0,
            ends_at: addInterval(periodEnd, row.plan.interval),
            billing_method_id: method.id,
            transaction_id: payment.gateway_payment_id,
            updated_at: now,
          });
          return { outcome: 'renewed' as const, mail: null };
        }
        // The plan moved to starts where the period paid for ended, as a renewal would have.
        await repo.update(tx, row.sub.id, {
          status: 'cancelled',
          next_plan_id: null,
          next_billing_method_id: null,
          updated_at: now,
        });
        const sub = await repo.insert(tx, {
          user_id: row.sub.user_id,
          organization_id: row.sub.organization_id,
          plan_id: next.id,
          status: 'active',
          billing_method_id: method.id,
          transaction_id: payment.gateway_payment_id,
          start_date: periodEnd,
          ends_at: addInterval(periodEnd, next.interval),
        });
        const mail = await this.outbox.compose(tx, {
          channel: 'email',
          to: row.email,
          template: 'plan-changed',
          subject: `You are now on the ${next.name}`,
          text: `As you asked, ${payer.name} moved from the ${row.plan.name} to the ${next.name} when its period ended. We charged ${dollars(payment.amount_cents)} to the card ending ${method.last4}; it renews on ${planDate(sub.ends_at!)}.`,
        });
        return { outcome: 'changed' as const, mail };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const attempts = row.sub.failed_attempts + 1;
        const downgrade = attempts >= RENEWAL_ATTEMPTS;
        await repo.update(tx, row.sub.id, {
          status: downgrade ? 'cancelled' : 'past_due',
          failed_attempts: attempts,
          ...(downgrade ? { next_plan_id: null, next_billing_method_id: null } : {}),
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
        const attempt = next ? `start the ${next.name}` : `renew the ${row.plan.name}`;
        const mail = await this.outbox.compose(tx, {
          channel: 'email',
          to: row.email,
          template: downgrade ? 'plan-downgraded' : 'renewal-failed',
          subject: downgrade
            ? `Your ${row.plan.name} has ended`
            : next
              ? `We could not start your ${next.name}`
              : `We could not renew your ${row.plan.name}`,
          text: downgrade
            ? `We tried to ${attempt} ${RENEWAL_ATTEMPTS} times without success (${err.message}). You are now on the Basic Plan; your data is kept. Upgrade again any time from the membership page.`
            : `${next ? `Moving from the ${row.plan.name} to the ${next.name}` : `Renewing the ${row.plan.name}`} failed: ${err.message} We will try again tomorrow. Update your card in billing settings to keep ${next ? 'a paid plan' : 'the plan'}.`,
        });
        return { outcome: downgrade ? ('downgraded' as const) : ('failed' as const), mail };
      }
    });
    if (done.mail) await this.outbox.dispatch([done.mail]);
    return done.outcome;
  }
}
