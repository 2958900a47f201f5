import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startScheduledWorker } from '../../kit/worker';
import type { NotificationsPort } from '../notifications/notifications.port';
import type { OutboxService } from '../outbox/outbox.service';
import { credentialsRepository as repo } from './credentials.repository';
import { todayOf } from './sections.mapper';

export const REMINDER_DAYS = [90, 30, 7] as const;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Daily scan: e-mails each license and certificate owner 90, 30 and 7 days before expiry —
 * each threshold once, guaranteed by a unique row per (item, threshold, expiry date) written in
 * the same transaction as the outbox message — and marks credentials expired on their expiry day.
 */
export async function runCredentialExpiryScan(
  deps: AppDeps,
  outbox: OutboxService,
  notifications?: Pick<NotificationsPort, 'notify' | 'publish'>,
) {
  const { db, clock } = deps;
  const today = todayOf(clock.now());
  const from = addDays(today, 1);
  const horizon = addDays(today, REMINDER_DAYS[0]);

  const due = [
    ...(await repo.licensesExpiring(db, from, horizon)).map((x) => ({ ...x, kind: 'license' as const })),
    ...(await repo.certificatesExpiring(db, from, horizon)).map((x) => ({
      ...x,
      kind: 'certificate' as const,
    })),
  ];

  let reminders = 0;
  for (const item of due) {
    const days = Math.round((Date.parse(item.expiry!) - Date.parse(today)) / 86_400_000);
    const threshold = Math.min(...REMINDER_DAYS.filter((t) => days <= t));
    const sent = await db.transaction(async (tx) => {
      const claimed = await repo.claimReminder(tx, {
        kind: item.kind,
        itemId: item.id,
        thresholdDays: threshold,
        expiry: item.expiry!,
      });
      if (!claimed) return null;
      // The bell too (critical); the reminder e-mail below is the one e-mail.
      const receipt = await notifications?.notify(tx, [
        {
          userId: item.user_id,
          type: 'credential.expiring',
          title: `Your ${item.name} expires in ${days} days`,
          body: `It expires on ${item.expiry}. Renew it and update the date on your profile.`,
          link: `/individual/${item.slug}/edit`,
          data: { kind: item.kind, id: item.id, expiry: item.expiry, threshold_days: threshold },
          emailed: true,
        },
      ]);
      const mail = await outbox.compose(tx, {
        channel: 'email',
        to: item.email,
        template: `credential-expiry-${threshold}`,
        subject: `Your ${item.name} expires in ${days} days`,
        text: `Hello ${item.first},\n\nYour ${item.name} expires on ${item.expiry} (in ${days} days). Renew it and update the expiry date on your HCTL profile so employers see it as current.\n\nThe HCTL team`,
      });
      return { mail, receipt };
    });
    if (sent) {
      reminders++;
      await outbox.dispatch([sent.mail]);
      notifications?.publish(sent.receipt);
    }
  }

  return { reminders, expired: await repo.markExpired(db, today) };
}

export async function startCredentialsWorker(
  deps: AppDeps,
  outbox: OutboxService,
  notifications: Pick<NotificationsPort, 'notify' | 'publish'>,
  log: WorkerLog,
) {
  // One daily scan at 06:00 UTC.
  return startScheduledWorker(
    deps,
    'credentials',
    [{ id: 'credential-expiry-daily', repeat: { pattern: '0 6 * * *' }, job: 'scan' }],
    async () => runCredentialExpiryScan(deps, outbox, notifications),
    log,
  );
}
