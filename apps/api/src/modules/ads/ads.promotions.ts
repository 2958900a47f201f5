import type { AdPaymentView, AdPromoteBody, PaymentQuote } from '@hctl/contracts';
import type { Tx } from '@hctl/db';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../kit/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import type { PurchaseApplier } from '../billing/billing.jobs';
import { type BillingOwner, personalOwner } from '../billing/billing-owner';
import type { PurchasesService } from '../billing/purchases.service';
import type { AdOwner } from './ad-owner';
import { type AdRefunds, refundText } from './ad-refunds';
import { toCents } from './ads.mapper';
import { type AdRow, type PlacementRow, adsRepository as repo } from './ads.repository';
import type { AdsService } from './ads.service';

const DAY_MS = 86_400_000;
/** The longest one promotion may run. */
export const AD_MAX_DAYS = 365;

/** The fields a promotion reads and changes: a twin request that saw other values is stale. */
const sameState = (a: AdRow, b: AdRow) =>
  a.status === b.status &&
  a.placement_id === b.placement_id &&
  a.budget_cents === b.budget_cents &&
  a.purchase_id === b.purchase_id &&
  // Rejected meanwhile: its promotion was ended (and what was left returned); not paid for again.
  (a.review_status === 'rejected') === (b.review_status === 'rejected') &&
  (a.ends_at?.getTime() ?? null) === (b.ends_at?.getTime() ?? null) &&
  a.deleted_at === null &&
  b.deleted_at === null;

/**
 * Paying for an ad's placement (spec §4 "promoted"): a placement, a window of days and a budget of
 * at least the placement's minimum, paid through billing's purchases exactly like a service's
 * promotion (tokens first, then the card; 400 `payment_required` when neither can pay, which the
 * web answers with the payment dialog). The purchase's price is the budget: once applied, the ad
 * is `promoted` with `budget_cents = max(budget, spent) + price`, so a re-promotion tops up what is
 * left: an earlier promotion's unspent budget is kept (and what was spent stays spent; an overspend
 * from the rollup's lag is not taken out of the new budget). Serving still waits for the admin's
 * approval. A rejection or a delete gives the unspent budget back instead (ad-refunds.ts).
 */
export class AdPromotions {
  constructor(
    private deps: AppDeps,
    private ads: AdsService,
    private purchases: PurchasesService,
    private refunds: AdRefunds,
  ) {}

  /** billing's sweep applies a purchase whose process died after the charge (modules/index.ts). */
  appliers(): { ad_promotion: PurchaseApplier } {
    return { ad_promotion: async (p, tx) => void (await this.apply(tx, p.reference_id, p)) };
  }

  async quote(owner: AdOwner, auth: AuthContext, slug: string, budget: number, useTokens: boolean) {
    await this.ads.own(owner, slug);
    return this.purchases.quote(
      await this.payer(owner, auth),
      toCents(budget),
      useTokens,
    ) as Promise<PaymentQuote>;
  }

  async promote(
    owner: AdOwner,
    auth: AuthContext,
    body: AdPromoteBody,
  ): Promise<{ message: string; data: AdPaymentView }> {
    const ad = await this.ads.own(owner, body.slug);
    const placement = await repo.placementBySlug(this.deps.db, body.placement);
    if (!placement) throw invalid({ placement: 'Choose one of the placements.' });
    const terms = this.terms(ad, placement, body);
    const payer = await this.payer(owner, auth);
    // Set by `apply` when the payment arrived for an ad that can no longer run (given back instead).
    let returned: Awaited<ReturnType<AdPromotions['apply']>>;
    const paid = await this.purchases.pay({
      owner: payer,
      purpose: 'ad_promotion',
      referenceId: ad.id,
      priceCents: terms.budgetCents,
      description:
        `Advertisement in ${placement.name}, ${body.starts_at} to ${body.ends_at}: ${ad.title}`.slice(0, 300),
      billingMethodId: body.billing_method_id,
      useTokens: body.use_tokens,
      // Behind the purchase row (a twin waits on purchases_one_pending) and the ad's lock: a request
      // that read the ad before another promotion was applied is refused, not charged. The window
      // is kept on the ad now, so the sweep can finish a payment whose process died after the charge.
      check: async (tx) => {
        const fresh = await repo.lockById(tx, ad.id);
        if (!fresh || fresh.deleted_at) throw notFound('Advertisement not found.');
        if (!sameState(fresh, ad))
          throw conflict(
            'This advertisement changed while you were paying (it may just have been promoted). Review it and try again.',
          );
        await repo.update(tx, ad.id, {
          placement_id: placement.id,
          starts_at: terms.startsAt,
          ends_at: terms.endsAt,
        });
      },
      apply: async (tx, p) => {
        returned = await this.apply(tx, ad.id, p);
      },
    });
    const view = await this.ads.view(ad.id);
    if (returned !== undefined)
      return {
        message: `This advertisement was rejected or deleted while you were paying, so it is not promoted.${returned ? ` ${refundText(returned, 'your', 'you paid')}.` : ''}`,
        data: { advertisement: view, ...paid },
      };
    const message = view.is_approved
      ? view.is_running
        ? `Your advertisement is running in ${placement.name} until ${body.ends_at}.`
        : `Your advertisement will run in ${placement.name} from ${body.starts_at} to ${body.ends_at}.`
      : `Your advertisement is promoted in ${placement.name}. It is shown once an administrator approves it.`;
    return { message, data: { advertisement: view, ...paid } };
  }

  /** Refusals that cost nothing: window, budget, an ad still running or scheduled, no link to send people to. */
  private terms(ad: AdRow, placement: PlacementRow, body: AdPromoteBody) {
    const now = this.deps.clock.now();
    const today = now.toISOString().slice(0, 10);
    if (ad.review_status === 'rejected')
      throw conflict(
        'This advertisement was not approved. Edit it first: it goes back to review, and you can promote it then.',
      );
    if (ad.status === 'promoted' && ad.ends_at && ad.ends_at > now)
      throw conflict(
        `This advertisement is already promoted until ${ad.ends_at.toISOString().slice(0, 10)}. Promote it again once that ends.`,
      );
    const errors: Record<string, string> = {};
    if (!ad.cta_url) errors.slug = 'Add the link people go to before promoting this advertisement.';
    if (body.starts_at < today) errors.starts_at = 'Start today or later.';
    const startsAt = body.starts_at === today ? now : new Date(`${body.starts_at}T00:00:00.000Z`);
    // The end date is the last day shown.
    const endsAt = new Date(new Date(`${body.ends_at}T00:00:00.000Z`).getTime() + DAY_MS);
    if (endsAt.getTime() - startsAt.getTime() > AD_MAX_DAYS * DAY_MS)
      errors.ends_at = `A promotion may run ${AD_MAX_DAYS} days at most.`;
    const budgetCents = toCents(body.budget);
    if (budgetCents < placement.min_budget_cents)
      errors.budget = `${placement.name} needs a budget of at least $${(placement.min_budget_cents / 100).toFixed(2)}.`;
    if (Object.keys(errors).length) throw invalid(errors);
    return { startsAt, endsAt, budgetCents };
  }

  /**
   * The purchase went through: the ad is promoted with the price added to what its budget has left
   * (an earlier promotion's unspent budget is kept). An ad deleted or rejected while the card was
   * charged cannot spend it: the price goes back to the payer's wallet instead (once per purchase),
   * and that refund is the answer (undefined when the ad was promoted).
   */
  private async apply(tx: Tx, adId: number, p: { id: number; price_cents: number; used_tokens: number }) {
    const fresh = await repo.lockById(tx, adId);
    if (!fresh) return undefined;
    if (fresh.deleted_at || fresh.review_status === 'rejected') return this.refunds.purchase(tx, fresh, p);
    await repo.update(tx, adId, {
      status: 'promoted',
      // A draft paid for goes to the admin now; an approved ad stays approved (its content did not change).
      review_status: fresh.review_status ?? 'pending',
      budget_cents: Math.max(fresh.budget_cents, fresh.spent_cents) + p.price_cents,
      purchase_id: p.id,
    });
    return undefined;
  }

  /** Individuals pay for themselves; an organization pays when the caller also holds its billing permission. */
  private payer(owner: AdOwner, auth: AuthContext): Promise<BillingOwner> {
    return owner.mode === 'individual'
      ? Promise.resolve(personalOwner(auth))
      : this.purchases.ownerFor(auth, owner.org.slug);
  }
}
