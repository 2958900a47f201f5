import type { PaymentQuote } from '@hctl/contracts';
import type { OwnerKey, Tx } from '@hctl/db';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, conflict, pgConstraint } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { AfterCommit, PurchaseApplier } from './billing.jobs';
import { billingRepository } from './billing.repository';
import type { BillingService } from './billing.service';
import type { BillingOwner } from './billing-owner';
import { InsufficientTokens, type Ledger, SYSTEM } from './ledger';
import { type NewPurchase, type PurchaseRow, purchasesRepository as repo } from './purchases.repository';

type Purpose = NewPurchase['purpose'];
/** What the payer bought, in the payment notification's words. */
const PURPOSE_LABEL: Record<Purpose, string> = {
  job_promotion: 'a job promotion',
  job_flat_fee: 'publishing a job',
  service_promotion: 'a service promotion',
  gallery_promotion: 'a gallery promotion',
  ad_promotion: 'an advertisement',
  quotation_offer: 'an offer',
};

export const paymentRequired = (message: string) => badRequest(message, 'payment_required');

/**
 * Paying for a promotion or a flat-fee publication: tokens first, a card for the rest. Tokens are
 * held (moved to a holding account) while the card is charged, then captured with the purchase
 * applied — or released if the card is declined. A purchase left pending by a crash is settled
 * by `settleStale` from the worker.
 */
export class PurchasesService {
  constructor(
    private deps: AppDeps,
    private ledger: Ledger,
    private billing: BillingService,
    private notifications: NotificationsPort,
  ) {}

  /** The payer hears how it went (critical: e-mailed at once, whatever their preferences). */
  private tellPayer(tx: Tx, p: PurchaseRow, outcome: 'succeeded' | 'failed') {
    if (p.user_id === null) return null;
    const what = PURPOSE_LABEL[p.purpose] ?? 'your purchase';
    const amount = `$${(p.price_cents / 100).toFixed(2)}`;
    const org = p.owner_key.startsWith('org:') ? Number(p.owner_key.slice(4)) : null;
    return this.notifications.notify(tx, [
      outcome === 'succeeded'
        ? {
            userId: p.user_id,
            type: 'payment.succeeded',
            title: `Payment of ${amount} for ${what} went through`,
            body: p.used_tokens > 0 ? `${p.used_tokens} tokens were used.` : '',
            data: { purchase_id: p.id, purpose: p.purpose },
            organizationId: org,
          }
        : {
            userId: p.user_id,
            type: 'payment.failed',
            title: `Payment of ${amount} for ${what} did not go through`,
            body:
              p.used_tokens > 0
                ? 'Your tokens were returned. Check your card and try again.'
                : 'Check your card and try again.',
            data: { purchase_id: p.id, purpose: p.purpose },
            organizationId: org,
          },
    ]);
  }

  /** The organization pays; the caller needs its billing permission as well as the jobs one. */
  ownerFor(auth: AuthContext, orgSlug: string) {
    return this.billing.owner(auth, orgSlug);
  }

  get tokenValueCents() {
    return this.deps.config.TOKEN_VALUE_CENTS;
  }

  async quote(owner: BillingOwner, priceCents: number, useTokens: boolean): Promise<PaymentQuote> {
    const balance = await this.ledger.balance(this.deps.db, owner.key);
    return this.split(priceCents, balance, useTokens);
  }

  private split(priceCents: number, balance: number, useTokens: boolean): PaymentQuote {
    const v = this.tokenValueCents;
    const used = useTokens ? Math.min(Math.max(balance, 0), Math.ceil(priceCents / v)) : 0;
    return {
      price: priceCents / 100,
      token_value: v / 100,
      token_balance: balance,
      used_tokens: used,
      remaining_tokens: balance - used,
      remaining_amount: Math.max(0, priceCents - used * v) / 100,
    };
  }

  async pay(input: {
    owner: BillingOwner;
    purpose: Purpose;
    referenceId: number;
    priceCents: number;
    description: string;
    billingMethodId?: number | null;
    useTokens: boolean;
    /**
     * Runs in the transaction that starts the payment, right after the purchase row is taken (so a
     * twin request is already serialized behind it by `purchases_one_pending`): confirms that what
     * is bought is still as the caller reviewed it, and may record what the sweep needs to apply it.
     */
    check?: (tx: Tx) => Promise<void>;
    /** Gives the purchase its effect, in the transaction that settles it (the row: what was paid). */
    apply: (tx: Tx, purchase: PurchaseRow) => Promise<void>;
  }) {
    const { db } = this.deps;
    const { owner } = input;
    const method = await this.billing.methodFor(owner, input.billingMethodId);
    const started = await db
      .transaction(async (tx) => {
        const balance = await this.ledger.balance(tx, owner.key);
        const q = this.split(input.priceCents, balance, input.useTokens);
        if (q.remaining_amount > 0 && !method)
          throw paymentRequired(
            input.useTokens && balance > 0
              ? `Your ${balance} tokens cover $${((balance * this.tokenValueCents) / 100).toFixed(2)}; add a card to pay the remaining $${q.remaining_amount.toFixed(2)}.`
              : `Add a card or HCTL tokens to pay $${q.price.toFixed(2)}.`,
          );
        const row = await repo.insert(tx, {
          owner_key: owner.key,
          user_id: owner.userId,
          purpose: input.purpose,
          reference_id: input.referenceId,
          price_cents: input.priceCents,
          used_tokens: q.used_tokens,
          amount_cents: Math.round(q.remaining_amount * 100),
          idempotency_key: `${input.purpose}:${input.referenceId}:${this.deps.clock.now().getTime()}:${Math.random().toString(36).slice(2, 10)}`,
        });
        await input.check?.(tx);
        if (q.used_tokens > 0)
          await this.ledger.post(
            {
              key: `hold:${row.id}`,
              kind: 'hold',
              description: input.description,
              reference: { purchase_id: row.id },
              entries: [
                { owner: owner.key, amount: -q.used_tokens },
                { owner: SYSTEM.holds, amount: q.used_tokens },
              ],
            },
            tx,
          );
        return { purchase: row, quote: q };
      })
      .catch((err) => {
        if (err instanceof InsufficientTokens)
          throw paymentRequired('Your token balance changed while paying. Review the payment and try again.');
        if (pgConstraint(err) === 'purchases_one_pending')
          throw conflict('A payment for this is already in progress.');
        throw err;
      });

    const { purchase, quote } = started;
    let paymentId: number | null = null;
    if (purchase.amount_cents > 0) {
      try {
        const payment = await this.billing.charge(owner, method!, {
          amountCents: purchase.amount_cents,
          purpose: input.purpose,
          description: input.description,
          idempotencyKey: `purchase:${purchase.id}`,
          reference: { purchase_id: purchase.id, used_tokens: purchase.used_tokens },
        });
        paymentId = payment.id;
      } catch (err) {
        if (err instanceof AppError && err.code !== 'gateway_unavailable') await this.release(purchase.id);
        throw err;
      }
    }
    await this.capture(purchase.id, paymentId, input.apply);
    return {
      purchase_id: purchase.id,
      used_tokens: quote.used_tokens,
      charged_amount: purchase.amount_cents / 100,
      // Spec §4: the counters the review step shows go back to 0 once paid.
      remaining_tokens: 0,
      remaining_amount: 0,
      token_balance: await this.ledger.balance(db, owner.key),
    };
  }

  private capture(
    id: number,
    paymentId: number | null,
    apply: (tx: Tx, purchase: PurchaseRow) => Promise<void>,
  ) {
    return this.settle(
      id,
      { kind: 'capture', description: 'Tokens spent', to: () => SYSTEM.revenue },
      async (tx, p) => {
        await apply(tx, p);
        await repo.markSucceeded(tx, id, paymentId);
        return 'succeeded';
      },
    );
  }

  /** Gives held tokens back and marks the purchase failed (declined card, abandoned payment). */
  release(id: number) {
    return this.settle(
      id,
      {
        kind: 'release',
        description: 'Tokens returned: the payment did not go through',
        to: (p) => p.owner_key,
      },
      async (tx) => {
        await repo.markFailed(tx, id);
        return 'failed';
      },
    );
  }

  /**
   * Settles a pending purchase in one transaction (nothing when it is settled already): its held
   * tokens leave the holds account for `tokens.to`, `finish` marks it, and the payer is told.
   */
  private async settle(
    id: number,
    tokens: { kind: 'capture' | 'release'; description: string; to: (p: PurchaseRow) => OwnerKey },
    finish: (tx: Tx, p: PurchaseRow) => Promise<'succeeded' | 'failed'>,
  ) {
    const receipt = await this.deps.db.transaction(async (tx) => {
      const p = await repo.lock(tx, id);
      if (p.status !== 'pending') return null;
      if (p.used_tokens > 0)
        await this.ledger.post(
          {
            key: `${tokens.kind}:${id}`,
            kind: tokens.kind,
            description: tokens.description,
            reference: { purchase_id: id },
            entries: [
              { owner: SYSTEM.holds, amount: -p.used_tokens },
              { owner: tokens.to(p), amount: p.used_tokens },
            ],
          },
          tx,
        );
      return this.tellPayer(tx, p, await finish(tx, p));
    });
    this.notifications.publish(receipt);
  }

  /**
   * Purchases still pending after `olderThanMs` (the process died mid-payment): with a card charge
   * that succeeded they are completed by `complete`, otherwise their tokens are released.
   */
  async settleStale(
    olderThanMs: number,
    complete: (purchase: PurchaseRow, tx: Tx) => ReturnType<PurchaseApplier>,
  ) {
    const cutoff = new Date(this.deps.clock.now().getTime() - olderThanMs);
    const stale = await repo.stalePending(this.deps.db, cutoff);
    let settled = 0;
    for (const p of stale) {
      const payment = await billingRepository.paymentByKey(this.deps.db, `purchase:${p.id}`);
      // The gateway has not told us yet; the webhook or the next sweep decides.
      if (payment?.status === 'pending') continue;
      if (p.amount_cents === 0 || payment?.status === 'succeeded') {
        let afterCommit: AfterCommit | undefined;
        await this.capture(p.id, payment?.id ?? null, async (tx) => {
          afterCommit = (await complete(p, tx)) ?? undefined;
        });
        // Reached only when the capture committed (a rollback throws past it).
        await afterCommit?.();
      } else await this.release(p.id);
      settled++;
    }
    return settled;
  }
}
