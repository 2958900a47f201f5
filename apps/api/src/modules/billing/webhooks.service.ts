import { schema } from '@hctl/db';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import type { BillingService } from './billing.service';
import { GatewayError } from './gateway';
import type { PurchasesService } from './purchases.service';
import type { WalletService } from './wallet.service';

const { webhookEvents: we, payments: p, payoutAccounts: pa, payouts: po } = schema;

/**
 * Gateway webhooks, verified by signature. Every handler is idempotent on its own (status guards,
 * ledger keys) and the event id is recorded after handling, so a replayed event changes nothing
 * and an event whose handling failed is handled again on the gateway's retry.
 */
export class WebhooksService {
  constructor(
    private deps: AppDeps,
    private billing: BillingService,
    private wallet: WalletService,
    private purchases: PurchasesService,
  ) {}

  async handle(raw: Buffer, signature: string | undefined) {
    let event: ReturnType<BillingService['gateway']['parseWebhook']>;
    try {
      event = this.billing.gateway.parseWebhook(raw, signature);
    } catch (err) {
      if (err instanceof GatewayError || err instanceof SyntaxError)
        throw badRequest('The webhook signature is not valid.', 'invalid_signature');
      throw err;
    }
    const { db } = this.deps;
    const [seen] = await db.select({ id: we.id }).from(we).where(eq(we.id, event.id));
    if (seen) return { received: true, duplicate: true };
    switch (event.type) {
      case 'payment.succeeded':
        await db
          .update(p)
          .set({ status: 'succeeded', updated_at: sql`now()` })
          .where(and(eq(p.gateway_payment_id, event.paymentId), eq(p.status, 'pending')));
        break;
      case 'payment.failed': {
        const [row] = await db
          .update(p)
          .set({ status: 'failed', failure_message: event.message.slice(0, 300), updated_at: sql`now()` })
          .where(and(eq(p.gateway_payment_id, event.paymentId), eq(p.status, 'pending')))
          .returning();
        // A purchase still waiting on this card gets its tokens back (release is a no-op once settled).
        const purchaseId = Number(row?.reference.purchase_id) || null;
        if (purchaseId) await this.purchases.release(purchaseId);
        break;
      }
      case 'payment.refunded':
        await db
          .update(p)
          .set({ status: 'refunded', updated_at: sql`now()` })
          .where(eq(p.gateway_payment_id, event.paymentId));
        break;
      case 'payout_account.updated':
        await db
          .update(pa)
          .set({ status: event.verified ? 'verified' : 'pending', updated_at: sql`now()` })
          .where(eq(pa.account_id, event.accountId));
        break;
      case 'transfer.failed': {
        const [payout] = await db
          .select({ id: po.id })
          .from(po)
          .where(eq(po.gateway_transfer_id, event.transferId));
        if (payout) await this.wallet.returnTokens(payout.id, event.message);
        break;
      }
      default:
        break;
    }
    await db.insert(we).values({ id: event.id, type: event.type }).onConflictDoNothing();
    return { received: true, duplicate: false };
  }
}
