import { schema } from '@hctl/db';
import { Worker } from 'bullmq';
import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { bullConnection } from '../../plugins/queue';
import type { OutboxService } from '../outbox/outbox.service';
import { todayOf } from './sections.mapper';

export const REMINDER_DAYS = [90, 30, 7] as const;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Daily scan: e-mails each license and certificate owner 90, 30 and 7 days before expiry —
 * each threshold once, guaranteed by a unique row per (item, threshold, expiry date) written in
 * the same transaction as the outbox message — and marks credentials expired on their expiry day.
 */
export async function runCredentialExpiryScan(deps: AppDeps, outbox: OutboxService) {
  const { db, clock } = deps;
  const today = todayOf(clock.now());
  const horizon = addDays(today, REMINDER_DAYS[0]);
  const { licenses: l, certificates: c, users: u, credentialReminders: r } = schema;

  const due = [
    ...(
      await db
        .select({
          id: l.id,
          expiry: l.expiry_date,
          name: sql<string>`${l.license_type} || ' license ' || ${l.license_number}`,
          email: u.email,
          first: u.first_name,
        })
        .from(l)
        .innerJoin(u, eq(u.id, l.user_id))
        .where(and(gte(l.expiry_date, addDays(today, 1)), lte(l.expiry_date, horizon)))
    ).map((x) => ({ ...x, kind: 'license' as const })),
    ...(
      await db
        .select({ id: c.id, expiry: c.expiry_date, name: c.name, email: u.email, first: u.first_name })
        .from(c)
        .innerJoin(u, eq(u.id, c.user_id))
        .where(and(gte(c.expiry_date, addDays(today, 1)), lte(c.expiry_date, horizon)))
    ).map((x) => ({ ...x, kind: 'certificate' as const })),
  ];

  let reminders = 0;
  for (const item of due) {
    const days = Math.round((Date.parse(item.expiry!) - Date.parse(today)) / 86_400_000);
    const threshold = Math.min(...REMINDER_DAYS.filter((t) => days <= t));
    const sent = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(r)
        .values({ kind: item.kind, item_id: item.id, threshold_days: threshold, expiry_date: item.expiry! })
        .onConflictDoNothing()
        .returning({ id: r.id });
      if (inserted.length === 0) return null;
      return outbox.compose(tx, {
        channel: 'email',
        to: item.email,
        template: `credential-expiry-${threshold}`,
        subject: `Your ${item.name} expires in ${days} days`,
        text: `Hello ${item.first},\n\nYour ${item.name} expires on ${item.expiry} (in ${days} days). Renew it and update the expiry date on your HCTL profile so employers see it as current.\n\nThe HCTL team`,
      });
    });
    if (sent) {
      reminders++;
      await outbox.dispatch([sent]);
    }
  }

  const expiredLicenses = await db
    .update(l)
    .set({ verification_status: 'expired', updated_at: sql`now()` })
    .where(and(lte(l.expiry_date, today), ne(l.verification_status, 'expired')))
    .returning({ id: l.id });
  const expiredCertificates = await db
    .update(c)
    .set({ is_expired: true, updated_at: sql`now()` })
    .where(and(lte(c.expiry_date, today), eq(c.is_expired, false)))
    .returning({ id: c.id });
  return { reminders, expired: expiredLicenses.length + expiredCertificates.length };
}

export async function startCredentialsWorker(deps: AppDeps, outbox: OutboxService, log: (m: string) => void) {
  // One daily scan at 06:00 UTC; the scheduler id keeps it a single repeatable job across restarts.
  await deps.queues.credentials.upsertJobScheduler(
    'credential-expiry-daily',
    { pattern: '0 6 * * *' },
    { name: 'scan' },
  );
  const w = new Worker('credentials', async () => runCredentialExpiryScan(deps, outbox), {
    connection: bullConnection(deps.config.redisUrl),
    prefix: `${deps.keyPrefix}bull`,
  });
  w.on('failed', (_job, err) => log(`credential scan failed: ${err.message}`));
  w.on('error', (err) => log(`credentials worker: ${err.message}`));
  return w;
}
