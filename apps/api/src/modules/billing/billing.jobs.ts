import { schema } from '@hctl/db';
import { Worker } from 'bullmq';
import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { bullConnection } from '../../plugins/queue';
import type { Services } from '../../services';
import { PROMOTION_DAYS } from '../jobs/jobs.service';

/** A payment still pending after this long was interrupted; the sweep settles it. */
export const STALE_PURCHASE_MS = 15 * 60_000;

/**
 * Settles interrupted purchases (capture when the card was charged, release the tokens
 * otherwise) and ends promotions whose 30 days are over.
 */
export async function runBillingSweep(deps: AppDeps, s: Services) {
  const j = schema.jobs;
  const settled = await s.purchases.settleStale(STALE_PURCHASE_MS, async (p, tx) => {
    const now = deps.clock.now();
    if (p.purpose === 'job_promotion')
      await tx
        .update(j)
        .set({ is_featured: true, promoted_until: new Date(now.getTime() + PROMOTION_DAYS * 86_400_000) })
        .where(eq(j.id, p.reference_id));
    else await tx.update(j).set({ status: 'published', published_at: now }).where(eq(j.id, p.reference_id));
  });
  const ended = await deps.db
    .update(j)
    .set({ is_featured: false })
    .where(and(eq(j.is_featured, true), lte(j.promoted_until, deps.clock.now())))
    .returning({ id: j.id });
  return { settled, promotionsEnded: ended.length };
}

export async function startBillingWorker(deps: AppDeps, s: Services, log: (m: string) => void) {
  // Renewals daily at 05:00 UTC; the sweep every 10 minutes. Scheduler ids keep one of each across restarts.
  await deps.queues.billing.upsertJobScheduler(
    'renewals-daily',
    { pattern: '0 5 * * *' },
    { name: 'renewals' },
  );
  await deps.queues.billing.upsertJobScheduler('sweep', { every: 10 * 60_000 }, { name: 'sweep' });
  const w = new Worker(
    'billing',
    async (job) => (job.name === 'renewals' ? s.subscriptions.runRenewals() : runBillingSweep(deps, s)),
    { connection: bullConnection(deps.config.redisUrl), prefix: `${deps.keyPrefix}bull` },
  );
  w.on('failed', (job, err) => log(`billing ${job?.name} failed: ${err.message}`));
  w.on('error', (err) => log(`billing worker: ${err.message}`));
  return w;
}
