import type { Tx } from '@hctl/db';
import { type Ledger, SYSTEM } from '../billing/ledger';
import { analyticsOwner } from './ad-owner';
import { type AdRow, adsRepository as repo } from './ads.repository';

/** What went back to the owner's wallet: the budget in cents and the tokens credited for it. */
export interface AdRefund {
  cents: number;
  tokens: number;
}

export const dollarsText = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** "The $25.55 it had not spent went back to your wallet as 256 HCTL tokens" (for a notice or an answer). */
export const refundText = (r: AdRefund, whose = 'your', what = 'it had not spent') =>
  `The ${dollarsText(r.cents)} ${what} went back to ${whose} wallet as ${r.tokens} HCTL ${r.tokens === 1 ? 'token' : 'tokens'}`;

/**
 * The part of an ad's budget it did not spend goes back to whoever paid for it, as tokens in the
 * token ledger (billing/ledger.ts), when its promotion stops before spending it: the admin rejects
 * the ad, its owner (or an administrator) deletes it, or a payment arrives for an ad that can no
 * longer run. Like the quotation escrow's refund, each return has an idempotency key (per ad and
 * the purchase that last filled its budget, or per purchase), so a retry, a double click or a
 * rejection racing a deletion credits once; callers hold the ad's row lock and lower the budget in
 * the same transaction, which is what makes a second attempt find nothing left.
 *
 * Budgets are cents, tokens are worth TOKEN_VALUE_CENTS: the return is rounded up to a whole token,
 * in the owner's favour (as purchases round the tokens they take up). The tokens come back out of
 * `system:revenue` as far as the latest purchase paid in tokens (they went there when it was
 * captured), the rest, paid by card, out of `system:sales`: card money turned into tokens, as a
 * top-up is. The ledger still sums to zero.
 */
export class AdRefunds {
  constructor(
    private ledger: Pick<Ledger, 'post'>,
    private tokenValueCents: () => number,
  ) {}

  /** Whole tokens for an amount of budget (rounded up). */
  tokensFor(cents: number) {
    return Math.ceil(cents / this.tokenValueCents());
  }

  /**
   * Returns what the locked ad has not spent (budget − spent, never below 0). Null when nothing is
   * left or it was returned already; otherwise the caller sets `budget_cents = spent_cents`.
   */
  async unspent(tx: Tx, ad: AdRow, event: 'rejected' | 'deleted' | 'removed'): Promise<AdRefund | null> {
    const cents = Math.max(0, ad.budget_cents - ad.spent_cents);
    if (cents === 0) return null;
    const paidInTokens = ad.purchase_id ? await repo.purchaseTokens(tx, ad.purchase_id) : 0;
    const what =
      event === 'rejected' ? 'was not approved' : event === 'deleted' ? 'was deleted' : 'was removed by HCTL';
    return this.credit(tx, ad, {
      // One return per budget: the purchase that last added to it names it (a new promotion is a new key).
      key: `ad-refund:ad:${ad.id}:purchase:${ad.purchase_id ?? 0}`,
      cents,
      paidInTokens,
      description: `Returned: the unspent budget of the advertisement "${ad.title}", which ${what}`,
      reference: { ad_id: ad.id, purchase_id: ad.purchase_id, event, unspent_cents: cents },
    });
  }

  /**
   * A purchase that was paid for an ad which, by the time it was applied, was deleted or rejected:
   * its whole price goes back (once per purchase) instead of into a budget nobody can spend.
   */
  purchase(
    tx: Tx,
    ad: AdRow,
    p: { id: number; price_cents: number; used_tokens: number },
  ): Promise<AdRefund | null> {
    return this.credit(tx, ad, {
      key: `ad-refund:purchase:${p.id}`,
      cents: p.price_cents,
      paidInTokens: p.used_tokens,
      description: `Returned: the advertisement "${ad.title}" could no longer be promoted when its payment arrived`,
      reference: { ad_id: ad.id, purchase_id: p.id, event: 'not_applied', unspent_cents: p.price_cents },
    });
  }

  private async credit(
    tx: Tx,
    ad: AdRow,
    m: {
      key: string;
      cents: number;
      paidInTokens: number;
      description: string;
      reference: Record<string, unknown>;
    },
  ): Promise<AdRefund | null> {
    const tokens = this.tokensFor(m.cents);
    if (tokens <= 0) return null;
    const fromRevenue = Math.min(tokens, Math.max(0, m.paidInTokens));
    const posted = await this.ledger.post(
      {
        key: m.key,
        kind: 'release',
        description: m.description,
        reference: m.reference,
        entries: [
          ...(fromRevenue ? [{ owner: SYSTEM.revenue, amount: -fromRevenue }] : []),
          ...(tokens > fromRevenue ? [{ owner: SYSTEM.sales, amount: -(tokens - fromRevenue) }] : []),
          { owner: analyticsOwner(ad), amount: tokens },
        ],
      },
      tx,
    );
    return posted ? { cents: m.cents, tokens } : null;
  }
}
