import type { Executor, OwnerKey, Tx } from '@hctl/db';
import type { Ledger } from '../billing/ledger';
import { SYSTEM } from '../billing/ledger';

/**
 * The hold account of one offer: a system account (no one's wallet), one per offer, so its balance
 * is exactly what that offer holds and a release can never take another offer's money.
 */
export const escrowAccount = (offerId: number): OwnerKey => `system:escrow:offer:${offerId}`;

/** What the settled purchase of an offer paid: tokens, and cents on a card. */
export interface OfferPayment {
  id: number;
  used_tokens: number;
  amount_cents: number;
}

/**
 * Money held for an offer between the buyer's payment and the buyer's acceptance of the work. Held
 * money is tokens in the offer's account of the token ledger (billing/ledger.ts: every movement sums
 * to zero, so the whole ledger still sums to zero). Idempotency keys make each hold (per purchase)
 * and the release or a dispute's refund (per offer) happen once, however often a retry or a twin
 * job asks.
 */
export class Escrow {
  constructor(
    private ledger: Pick<Ledger, 'post' | 'balance' | 'balances'>,
    private tokenValueCents: () => number,
  ) {}

  /** Whole tokens for an amount: offers are priced in whole tokens (send-offer refuses other amounts). */
  tokensFor(amountCents: number) {
    return Math.ceil(amountCents / this.tokenValueCents());
  }

  /**
   * Inside the transaction that settles the offer's purchase. PurchasesService has moved the buyer's
   * tokens (buyer → holds → revenue) and charged the card for the rest; none of that is HCTL's
   * revenue, so the tokens come back out of revenue and the card part, credited as tokens at
   * TOKEN_VALUE_CENTS, out of sales, and both go to the offer's account: in the buyer's wallet the
   * payment reads as their tokens going to the offer, the card part as a purchase of tokens.
   */
  async hold(tx: Tx, offerId: number, paid: OfferPayment, description: string) {
    // Keyed by the purchase: a replayed settlement holds once, and a second payment could not hide in the first.
    const cardTokens = this.tokensFor(paid.amount_cents);
    const total = paid.used_tokens + cardTokens;
    if (total <= 0) return 0;
    await this.ledger.post(
      {
        key: `escrow-hold:purchase:${paid.id}`,
        kind: 'hold',
        description: `Held for offer #${offerId}: ${description}`,
        reference: { offer_id: offerId, purchase_id: paid.id },
        entries: [
          ...(paid.used_tokens ? [{ owner: SYSTEM.revenue, amount: -paid.used_tokens }] : []),
          ...(cardTokens ? [{ owner: SYSTEM.sales, amount: -cardTokens }] : []),
          { owner: escrowAccount(offerId), amount: total },
        ],
      },
      tx,
    );
    return total;
  }

  /**
   * Everything the offer holds goes to `to` (the provider's wallet: a person's, or the organization's).
   * Call it with the offer row locked; returns the tokens released (0 when nothing was held, e.g. a
   * flexlink offer, or when it was released already).
   */
  release(tx: Tx, offerId: number, to: OwnerKey, description: string) {
    return this.payOut(tx, offerId, to, {
      key: `escrow-release:offer:${offerId}`,
      description: `Payment released for offer #${offerId}: ${description}`,
    });
  }

  /**
   * A dispute decided for the buyer: everything the offer holds goes back to `to` (the buyer's
   * wallet: a person's, or the organization's) as tokens. Call it with the offer row locked, after
   * the move that makes a release impossible (completion `refunded`); keyed by the offer, so a
   * replay returns nothing twice, and a release before it would have left nothing to return.
   */
  refundHeld(tx: Tx, offerId: number, to: OwnerKey, description: string) {
    return this.payOut(tx, offerId, to, {
      key: `escrow-refund:offer:${offerId}`,
      description: `Refunded by HCTL for offer #${offerId}: ${description}`,
    });
  }

  /** The whole balance of the offer's account to `to`, once per key; the tokens moved (0: none). */
  private async payOut(
    tx: Tx,
    offerId: number,
    to: OwnerKey,
    movement: { key: string; description: string },
  ) {
    const held = await this.ledger.balance(tx, escrowAccount(offerId));
    if (held <= 0) return 0;
    const posted = await this.ledger.post(
      {
        ...movement,
        kind: 'release',
        reference: { offer_id: offerId },
        entries: [
          { owner: escrowAccount(offerId), amount: -held },
          { owner: to, amount: held },
        ],
      },
      tx,
    );
    return posted ? held : 0;
  }

  /**
   * A payment that arrived for an offer no longer waiting for it (its deadline passed while the card
   * was charged): what it held goes back to the payer's wallet as tokens.
   */
  async refund(tx: Tx, offerId: number, purchaseId: number, tokens: number, to: OwnerKey) {
    if (tokens <= 0) return 0;
    const posted = await this.ledger.post(
      {
        key: `escrow-refund:purchase:${purchaseId}`,
        kind: 'release',
        description: `Returned: offer #${offerId} was no longer open when its payment arrived`,
        reference: { offer_id: offerId, purchase_id: purchaseId },
        entries: [
          { owner: escrowAccount(offerId), amount: -tokens },
          { owner: to, amount: tokens },
        ],
      },
      tx,
    );
    return posted ? tokens : 0;
  }

  /** Tokens the offer holds now. */
  held(db: Executor, offerId: number) {
    return this.ledger.balance(db, escrowAccount(offerId));
  }

  /** Tokens each offer holds now, in one read (a list of offers). */
  async heldEach(db: Executor, offerIds: number[]) {
    const sums = await this.ledger.balances(db, offerIds.map(escrowAccount));
    return offerIds.map((id) => sums.get(escrowAccount(id)) ?? 0);
  }
}
