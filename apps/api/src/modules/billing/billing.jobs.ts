import type { Tx } from '@hctl/db';
import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startWorker } from '../../kit/worker';
import type { PurchaseRow } from './purchases.repository';
import type { PurchasesService } from './purchases.service';
import type { SubscriptionsService } from './subscriptions.service';

/** A payment still pending after this long was interrupted; the sweep settles it. */
export const STALE_PURCHASE_MS = 15 * 60_000;

/** What the sweep needs from the module whose jobs purchases pay for. */
export interface PurchasedJobs {
  /**
   * Gives a paid purchase its effect (30 days featured, or published) inside the transaction that
   * settles it: the sweep's path for a purchase whose process died after the charge.
   */
  applyPurchase(purchase: Pick<PurchaseRow, 'purpose' | 'reference_id'>, tx: Tx): Promise<void>;
  /** Un-features jobs whose promotion is over; returns how many. */
  endExpiredPromotions(): Promise<number>;
}

type BillingServices = { purchases: PurchasesService; subscriptions: SubscriptionsService };

/**
 * Settles interrupted purchases (capture when the card was charged, release the tokens
 * otherwise) and ends promotions whose 30 days are over.
 */
export async function runBillingSweep(s: BillingServices, jobs: PurchasedJobs) {
  const settled = await s.purchases.settleStale(STALE_PURCHASE_MS, (p, tx) => jobs.applyPurchase(p, tx));
  const promotionsEnded = await jobs.endExpiredPromotions();
  return { settled, promotionsEnded };
}

export async function startBillingWorker(
  deps: AppDeps,
  s: BillingServices,
  jobs: PurchasedJobs,
  log: WorkerLog,
) {
  // Renewals daily at 05:00 UTC; the sweep every 10 minutes. Scheduler ids keep one of each across restarts.
  await deps.queues
    .get('billing')
    .upsertJobScheduler('renewals-daily', { pattern: '0 5 * * *' }, { name: 'renewals' });
  await deps.queues.get('billing').upsertJobScheduler('sweep', { every: 10 * 60_000 }, { name: 'sweep' });
  return startWorker(
    deps,
    'billing',
    async (job) => (job.name === 'renewals' ? s.subscriptions.runRenewals() : runBillingSweep(s, jobs)),
    log,
  );
}
