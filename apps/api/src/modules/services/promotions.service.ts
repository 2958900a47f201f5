/**
 * Paying for a service's placement (spec §4): a post or request is featured for 30 days; a gallery
 * is shown between the start and end dates it was promoted with, for its budget.
 *
 * For the gallery create (galleries.service.ts, non-draft): insert the gallery AS A DRAFT with the
 * form's fields, commit, then call
 *   `promotions.promote(owner, auth, row, { start_date, end_date, budget, billing_method_id, use_tokens })`
 * with the row just inserted. It answers `{ message, data: ServicePaymentView }` (the gallery view
 * plus what was paid: `galleryCreatedView.payment` is `data` without `service`). The payment turns
 * the draft into a published gallery; when it fails (422 window/budget, 400 payment_required or a
 * declined card, 403 plan_required) the gallery stays a draft the owner can promote from the list.
 * Do not call it inside a transaction: the payment opens its own.
 */
import type { PaymentQuote, ServicePaymentView } from '@hctl/contracts';
import { checkPromotionWindow } from '@hctl/contracts';
import type { Executor, Tx } from '@hctl/db';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import type { PurchaseApplier } from '../billing/billing.jobs';
import { type BillingOwner, personalOwner } from '../billing/billing-owner';
import type { ServiceOwner } from './service-owner';
import { dayOf, runPromotionSchedule } from './services.jobs';
import { cents, toServiceView } from './services.mapper';
import type { ServicesPorts } from './services.module';
import { type DbServiceKind, servicesRepository as repo, type ServiceRow } from './services.repository';

/** Days a paid post or request stays featured (as a job promotion). */
export const SERVICE_PROMOTION_DAYS = 30;
/** The most one gallery promotion may cost: a typo in the budget should not charge thousands. */
export const GALLERY_BUDGET_MAX_CENTS = 1_000_000;
const DAY_MS = 86_400_000;

/** What a promote call sends: the card and tokens; a gallery adds its window and budget (dollars). */
export interface PromoteInput {
  billing_method_id?: number | null;
  use_tokens: boolean;
  start_date?: string | null;
  end_date?: string | null;
  budget?: number | null;
}

type Answer<T> = { message: string; data: T };

const noun = (kind: DbServiceKind) =>
  kind === 'post' ? 'service' : kind === 'request' ? 'service request' : 'gallery';
const missing = (kind: DbServiceKind) =>
  notFound(`${noun(kind)[0].toUpperCase()}${noun(kind).slice(1)} not found.`);

/** The fields a promotion reads and changes: a twin request that saw other values is stale. */
const sameState = (a: ServiceRow, b: ServiceRow) =>
  a.status === b.status &&
  a.is_draft === b.is_draft &&
  (a.promoted_until?.getTime() ?? null) === (b.promoted_until?.getTime() ?? null) &&
  a.promotion_start === b.promotion_start &&
  a.promotion_end === b.promotion_end;

export class PromotionsService {
  constructor(
    private deps: AppDeps,
    private ports: Pick<ServicesPorts, 'plans' | 'purchases'>,
  ) {}

  /** billing's sweep applies a purchase whose process died after the charge (modules/index.ts). */
  appliers(): { service_promotion: PurchaseApplier; gallery_promotion: PurchaseApplier } {
    return {
      service_promotion: (p, tx) => this.feature(tx, p.reference_id),
      gallery_promotion: (p, tx) => this.publishWindow(tx, p.reference_id),
    };
  }

  /** An owner's service of a kind, by the slug the route names; someone else's is "not found". */
  async find(owner: ServiceOwner, kind: DbServiceKind, slug: string | null | undefined) {
    if (!slug) throw invalid({ slug: `Choose the ${noun(kind)} to promote.` });
    const row = await repo.byOwnerSlug(this.deps.db, owner, kind, slug);
    if (!row) throw missing(kind);
    return row;
  }

  /** The review step: price, tokens used first and what the card pays. */
  async quote(
    owner: ServiceOwner,
    auth: AuthContext,
    service: ServiceRow,
    budgetCents?: number | null,
    useTokens = true,
  ): Promise<PaymentQuote> {
    const price = service.kind === 'gallery' ? this.budget(budgetCents ?? null) : this.postPrice;
    return this.ports.purchases.quote(await this.payer(owner, auth), price, useTokens);
  }

  /**
   * Pays for a promotion (tokens first, then the chosen or primary card) and applies it. Refusals
   * that cost nothing come first: archived 409, window or budget 422, plan 403, billing permission 403.
   */
  async promote(
    owner: ServiceOwner,
    auth: AuthContext,
    service: ServiceRow,
    body: PromoteInput,
  ): Promise<Answer<ServicePaymentView>> {
    if (service.status === 'archived')
      throw conflict(`An archived ${noun(service.kind)} cannot be promoted.`);
    const today = dayOf(this.deps.clock.now());
    const gallery = service.kind === 'gallery' ? this.galleryTerms(service, body, today) : null;
    const plan = await this.ports.plans.current(
      auth,
      owner.role === 'organization' ? owner.org.slug : undefined,
    );
    if (!plan.has_promotion_access)
      throw forbidden(
        `Your plan does not include promotions. Upgrade your plan to promote your ${noun(service.kind)}.`,
        'plan_required',
      );
    const payer = await this.payer(owner, auth);
    const paid = await this.ports.purchases.pay({
      owner: payer,
      purpose: gallery ? 'gallery_promotion' : 'service_promotion',
      referenceId: service.id,
      priceCents: gallery ? gallery.budgetCents : this.postPrice,
      description: (gallery
        ? `Gallery promotion ${gallery.start} to ${gallery.end}: ${service.title}`
        : `${SERVICE_PROMOTION_DAYS}-day promotion: ${service.title}`
      ).slice(0, 300),
      billingMethodId: body.billing_method_id,
      useTokens: body.use_tokens,
      // Behind the purchase row (a twin waits on purchases_one_pending) and the service's lock: a
      // request that read the service before another promotion was applied is refused, not charged.
      check: async (tx) => {
        const fresh = await repo.lockById(tx, service.id);
        if (!fresh) throw missing(service.kind);
        if (!sameState(fresh, service))
          throw conflict(
            `This ${noun(service.kind)} changed while you were paying (it may just have been promoted). Review it and try again.`,
          );
        // Kept on the gallery now, so the sweep can finish a payment whose process died after the charge.
        if (gallery)
          await repo.update(tx, service.id, {
            promotion_start: gallery.start,
            promotion_end: gallery.end,
            promotion_budget_cents: gallery.budgetCents,
            promotion_billing_method_id: body.billing_method_id ?? null,
          });
      },
      apply: (tx) => (gallery ? this.publishWindow(tx, service.id) : this.feature(tx, service.id)),
    });
    const row = await repo.detailById(this.deps.db, service.id);
    if (!row) throw missing(service.kind);
    const view = toServiceView(row, { isOwner: true });
    const message = !gallery
      ? `Your ${noun(service.kind)} is promoted for ${SERVICE_PROMOTION_DAYS} days.`
      : view.is_promoted
        ? `Your gallery is promoted until ${gallery.end}.`
        : `Your gallery will be promoted from ${gallery.start} to ${gallery.end}.`;
    return { message, data: { service: view, ...paid } };
  }

  private get postPrice() {
    return this.deps.config.SERVICE_PROMOTION_CENTS;
  }

  /** Individuals pay for themselves; an organization pays when the caller also holds its billing permission. */
  private payer(owner: ServiceOwner, auth: AuthContext): Promise<BillingOwner> {
    return owner.role === 'individual'
      ? Promise.resolve(personalOwner(auth))
      : this.ports.purchases.ownerFor(auth, owner.org.slug);
  }

  private budget(budgetCents: number | null) {
    if (budgetCents == null || budgetCents < 100) throw invalid({ budget: 'Set a budget of at least $1.' });
    if (budgetCents > GALLERY_BUDGET_MAX_CENTS)
      throw invalid({ budget: `A promotion's budget may be $${GALLERY_BUDGET_MAX_CENTS / 100} at most.` });
    return budgetCents;
  }

  /**
   * A gallery is promoted once per window: a draft, or a published gallery whose last window is
   * over. The window is checked against today (contracts' checkPromotionWindow, the form's rules).
   */
  private galleryTerms(service: ServiceRow, body: PromoteInput, today: string) {
    if (!service.is_draft && service.promotion_end && service.promotion_end >= today)
      throw conflict(
        `This gallery is already promoted until ${service.promotion_end}. Promote it again once that ends.`,
      );
    const window = z
      .object({
        start_date: z.string().nullish(),
        end_date: z.string().nullish(),
        budget: z.number().nullish(),
      })
      .superRefine((v, ctx) => checkPromotionWindow(v, ctx, today))
      .safeParse({ start_date: body.start_date, end_date: body.end_date, budget: body.budget });
    if (!window.success) {
      const errors: Record<string, string> = {};
      for (const i of window.error.issues) errors[i.path.join('.') || 'body'] ??= i.message;
      throw invalid(errors);
    }
    return { start: body.start_date!, end: body.end_date!, budgetCents: this.budget(cents(body.budget)) };
  }

  /** A post or request: featured for 30 days, from the current end when one is still running. */
  private async feature(tx: Tx, id: number) {
    const fresh = await repo.lockById(tx, id);
    if (!fresh) return;
    const now = this.deps.clock.now();
    const running = !!fresh.promoted_until && fresh.promoted_until > now;
    const until = new Date(
      (running ? fresh.promoted_until!.getTime() : now.getTime()) + SERVICE_PROMOTION_DAYS * DAY_MS,
    );
    await repo.update(tx, id, {
      is_promoted: true,
      promoted_until: until,
      promotion_start: running && fresh.promotion_start ? fresh.promotion_start : dayOf(now),
      promotion_end: dayOf(until),
    });
  }

  /**
   * A gallery leaves draft with the window stored when the payment started; the schedule (the same
   * function the worker runs) shows it at once when the window has begun, else on its start date.
   */
  private async publishWindow(tx: Executor, id: number) {
    await repo.update(tx, id, { is_draft: false });
    await runPromotionSchedule(this.deps, { db: tx, serviceId: id });
  }
}
