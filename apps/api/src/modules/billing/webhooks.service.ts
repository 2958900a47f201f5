import type { webhookReceiptView } from '@hctl/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { billingRepository as payments } from './billing.repository';
import type { BillingService } from './billing.service';
import { GatewayError } from './gateway';
import type { PurchasesService } from './purchases.service';
import { walletRepository as wallet } from './wallet.repository';
import type { WalletService } from './wallet.service';
import { webhooksRepository as repo } from './webhooks.repository';

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

  async handle(raw: Buffer, signature: string | undefined): Promise<z.infer<typeof webhookReceiptView>> {
    let event: ReturnType<BillingService['gateway']['parseWebhook']>;
    try {
      event = this.billing.gateway.parseWebhook(raw, signature);
    } catch (err) {
      if (err instanceof GatewayError || err instanceof SyntaxError)
        throw badRequest('The webhook signature is not valid.', 'invalid_signature');
      throw err;
    }
    const { db } = this.deps;
    if (await repo.seen(db, event.id)) return { received: true, duplicate: true };
    switch (event.type) {
      case 'payment.succeeded':
        await payments.succeedPendingPayment(db, event.paymentId);
        break;
      case 'payment.failed': {
        const row = await payments.failPendingPayment(db, event.paymentId, event.message.slice(0, 300));
        // A purchase still waiting on this card gets its tokens back (release is a no-op once settled).
        const purchaseId = Number(row?.reference.purchase_id) || null;
        if (purchaseId) await this.purchases.release(purchaseId);
        break;
      }
      case 'payment.refunded':
        await payments.refundPayment(db, event.paymentId);
        break;
      case 'payout_account.updated':
        await wallet.setPayoutAccountStatusByAccountId(
          db,
          event.accountId,
          event.verified ? 'verified' : 'pending',
        );
        break;
      case 'transfer.failed': {
        const payout = await wallet.payoutByTransfer(db, event.transferId);
        if (payout) await this.wallet.returnTokens(payout.id, event.message);
        break;
      }
      default:
        break;
    }
    await repo.record(db, event.id, event.type);
    return { received: true, duplicate: false };
  }
}
