import type { Tx } from '@hctl/db';
import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
import type { PurchaseRow } from './purchases.repository';
import type { PurchasesService } from './purchases.service';
import type { SubscriptionsService } from './subscriptions.service';

/** A payment still pending after this long was interrupted; the sweep settles it. */
export const STALE_PURCHASE_MS = 15 * 60_000;

export type PurchasePurpose = PurchaseRow['purpose'];
/**
 * What an applier leaves to run once the settling transaction has committed (emit the realtime
 * events it recorded, schedule the timers it armed): before commit, clients would see state that
 * could still roll back.
 */
export type AfterCommit = () => Promise<void>;
/**
 * Gives a paid purchase its effect (featured, published, a gallery's window) inside the transaction
 * that settles it: the sweep's path for a purchase whose process died after the charge. Returns
 * what must run after that transaction commits, if anything.
 */
export type PurchaseApplier = (
  purchase: Pick<
    PurchaseRow,
    | 'id'
    | 'purpose'
    | 'reference_id'
    | 'owner_key'
    | 'user_id'
    | 'used_tokens'
    | 'amount_cents'
    // An ad's promotion buys its budget: the price is what it adds.
    | 'price_cents'
  >,
  tx: Tx,
) => Promise<AfterCommit | undefined> | Promise<void>;

/** What the sweep needs from the modules whose things purchases pay for. */
export interface PurchaseEffects {
  /**
   * One applier per purpose, from the module that owns it. A record over every purpose (not a
   * registry filled at run time): a new purpose does not compile until some module applies it.
   */
  appliers: Record<PurchasePurpose, PurchaseApplier>;
  /** Un-features jobs whose 30 days are over; returns how many (services end theirs on their own schedule). */
  endExpiredPromotions(): Promise<number>;
}

type BillingServices = { purchases: PurchasesService; subscriptions: SubscriptionsService };

/**
 * Settles interrupted purchases (capture when the card was charged, release the tokens
 * otherwise) and ends promotions whose 30 days are over.
 */
export async function runBillingSweep(s: BillingServices, effects: PurchaseEffects) {
  const settled = await s.purchases.settleStale(STALE_PURCHASE_MS, (p, tx) =>
    effects.appliers[p.purpose](p, tx),
  );
  const promotionsEnded = await effects.endExpiredPromotions();
  return { settled, promotionsEnded };
}

export async function startBillingWorker(
  deps: AppDeps,
  s: { subscriptions: SubscriptionsService; sweep: { run(): Promise<unknown> } },
  log: WorkerLog,
) {
  // Renewals daily at 05:00 UTC; the sweep every 10 minutes.
  return startScheduledWorker(
    deps,
    'billing',
    [
      { id: 'renewals-daily', repeat: { pattern: '0 5 * * *' }, job: 'renewals' },
      { id: 'sweep', repeat: { every: 10 * 60_000 }, job: 'sweep' },
    ],
    async (job) => (job.name === 'renewals' ? s.subscriptions.runRenewals() : s.sweep.run()),
    log,
  );
}
