import type { AppDeps } from '../../deps';
import type { OutboxService } from '../outbox/outbox.service';
import { digestLines } from './notifications.mapper';
import { notificationsRepository as repo } from './notifications.repository';
import { NOTIFICATIONS_QUEUE } from './notifications.service';

/** The web app's notification preferences (the settings page's Notifications tab). */
const settingsPath = (slug: string) => `/individual/${slug}/settings?title=notifications`;

export type NotificationsOutbox = Pick<OutboxService, 'compose' | 'dispatch'>;

/**
 * E-mail for notifications. A delivery row is claimed (queued → sent) in the same transaction that
 * writes the e-mail into the outbox, which is itself exactly-once: a worker killed before the
 * commit leaves the row queued for the next try, one killed after it has nothing left to do.
 */
export class NotificationDelivery {
  constructor(
    private deps: AppDeps,
    private outbox: NotificationsOutbox,
  ) {}

  private link(path: string | null) {
    return path ? `${this.deps.config.APP_URL}${path}` : this.deps.config.APP_URL;
  }

  /** One immediate e-mail (critical types, or people without a digest). */
  async deliver(id: number): Promise<'sent' | 'skipped'> {
    const item = await this.deps.db.transaction(async (tx) => {
      const claimed = await repo.claimDelivery(tx, id);
      if (!claimed) return null;
      const { n } = claimed;
      return this.outbox.compose(tx, {
        channel: 'email',
        to: claimed.email,
        subject: n.title,
        text: [
          `Hello ${claimed.first_name},`,
          '',
          n.title,
          ...(n.body ? [n.body] : []),
          '',
          `Open it: ${this.link(n.link)}`,
          '',
          `Choose which e-mails you get: ${this.link(settingsPath(claimed.slug))}`,
        ].join('\n'),
        template: `notification.${n.type}`,
      });
    });
    if (!item) return 'skipped';
    await this.outbox.dispatch([item]);
    return 'sent';
  }

  /**
   * Re-enqueues queued deliveries older than `staleAfterMs` (Redis was down at publish, or their job
   * was lost). A job that still exists keeps its id (the add is a no-op); one that failed for good
   * gets a fresh id. Either way the claim keeps the e-mail to one.
   */
  async relay(staleAfterMs: number, limit = 500) {
    const rows = await repo.staleDeliveries(
      this.deps.db,
      new Date(this.deps.clock.now().getTime() - staleAfterMs),
      limit,
    );
    const queue = this.deps.queues.get(NOTIFICATIONS_QUEUE);
    for (const { id } of rows) {
      const jobId = `notification-delivery-${id}`;
      const job = await queue.getJob(jobId);
      const state = job ? await job.getState() : 'missing';
      if (state === 'failed' || state === 'completed') {
        await queue.add('deliver', { id }, { jobId: `${jobId}-r${this.deps.clock.now().getTime()}` });
      } else if (state === 'missing' || state === 'unknown') {
        await queue.add('deliver', { id }, { jobId });
      }
    }
    return rows.length;
  }

  /**
   * The digest run (every 15 minutes): each person whose digest is due gets one e-mail of what they
   * have not read, similar events gathered on one line; what they read meanwhile is skipped.
   */
  async digest(now = this.deps.clock.now(), batch = 200) {
    let sent = 0;
    // Batch after batch: a person taken drops out of the next one (their last_digest_at moved).
    for (let round = 0; round < 500; round++) {
      const due = await repo.dueForDigest(this.deps.db, now, batch);
      for (const { user_id } of due) if (await this.digestOf(user_id, now)) sent++;
      if (due.length < batch) break;
    }
    return sent;
  }

  /**
   * The person's digest now, whatever their hour and however recently the last one went (the
   * development tools' "send the digest now"; the scheduled run keeps to the person's settings).
   */
  async digestNow(email: string, now = this.deps.clock.now()) {
    const userId = await repo.userIdByEmail(this.deps.db, email);
    return userId === null ? false : this.digestOf(userId, now, true);
  }

  private async digestOf(userId: number, now: Date, force = false) {
    const item = await this.deps.db.transaction(async (tx) => {
      if (!(await repo.takeDigest(tx, userId, now, force))) return null;
      const items = await repo.digestItems(tx, userId);
      const unread = items.filter((i) => i.n.read_at === null);
      const read = items.filter((i) => i.n.read_at !== null);
      await repo.finishDigest(
        tx,
        unread.map((i) => i.delivery_id),
        read.map((i) => i.delivery_id),
      );
      const who = await repo.userContact(tx, userId);
      if (!unread.length || !who) return null;
      const lines = digestLines(unread.map((i) => i.n));
      return this.outbox.compose(tx, {
        channel: 'email',
        to: who.email,
        // What is new since the last summary, not a count of the bell's unread (it holds more).
        subject: unread.length === 1 ? unread[0].n.title : `${unread.length} new updates on HCTL`,
        text: [
          `Hello ${who.first_name},`,
          '',
          'While you were away:',
          ...lines.map((l) => `- ${l}`),
          '',
          `See them all: ${this.link(`/individual/${who.slug}/notifications`)}`,
          `Change how often this e-mail comes: ${this.link(settingsPath(who.slug))}`,
        ].join('\n'),
        template: 'notification.digest',
      });
    });
    if (!item) return false;
    await this.outbox.dispatch([item]);
    return true;
  }
}
