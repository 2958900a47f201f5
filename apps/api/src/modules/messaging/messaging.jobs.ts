import type { AppDeps } from '../../deps';
import type { WorkerLog } from '../../kit/module';
import { startWorker } from '../../kit/worker';
import type { OutboxService } from '../outbox/outbox.service';
import type { RealtimePort } from '../realtime/realtime.port';
import { conversationsRepository as repo } from './conversations.repository';

export const MESSAGING_QUEUE = 'messaging';
export interface UnreadMailJob {
  conversationId: number;
  userId: number;
}

/**
 * After a message, a delayed check whether its reader still has it unread. The job id is per
 * conversation and reader, so a burst of messages makes one mail per window, not one per message;
 * it is removed when done so the next message opens the next window. A Redis outage only skips
 * the reminder (the message itself is saved and announced).
 */
export async function enqueueUnreadMail(deps: AppDeps, conversationId: number, userId: number) {
  const data: UnreadMailJob = { conversationId, userId };
  try {
    await deps.queues.get(MESSAGING_QUEUE).add('unread-mail', data, {
      jobId: `unread-${conversationId}-${userId}`,
      delay: deps.config.MESSAGE_MAIL_DELAY_MINUTES * 60_000,
      removeOnComplete: true,
      removeOnFail: 100,
    });
  } catch {
    // Best effort by design: see above.
  }
}

/**
 * Mails a person who left messages unread and is not online (a connected socket or presence mark):
 * someone online sees them in the app. Organization inboxes get no such mail: many people answer
 * for them and each sees the badge in the app.
 */
export class UnreadMail {
  constructor(
    private deps: AppDeps,
    private realtime: Pick<RealtimePort, 'onlineAmong'>,
    private outbox: Pick<OutboxService, 'compose' | 'dispatch'>,
  ) {}

  async run(job: UnreadMailJob): Promise<'sent' | 'read' | 'online'> {
    const state = await repo.unreadState(this.deps.db, job.conversationId, job.userId);
    if (!state?.is_active || state.unread === 0) return 'read';
    if ((await this.realtime.onlineAmong([job.userId])).has(job.userId)) return 'online';
    const n = state.unread;
    // A person's own inbox page (the web app's messaging page for their user slug).
    const where = `${this.deps.config.APP_URL}/individual/${state.slug}/messages`;
    const item = await this.outbox.compose(this.deps.db, {
      channel: 'email',
      to: state.email,
      subject: n === 1 ? 'You have an unread message on HCTL' : `You have ${n} unread messages on HCTL`,
      text: `Hello ${state.first_name},\n\nYou have ${n === 1 ? 'an unread message' : `${n} unread messages`} waiting for you.\n\nRead and reply: ${where}`,
      template: 'message-unread',
    });
    await this.outbox.dispatch([item]);
    return 'sent';
  }
}

export function startMessagingWorker(deps: AppDeps, mail: UnreadMail, log: WorkerLog) {
  return startWorker(deps, MESSAGING_QUEUE, (job) => mail.run(job.data as UnreadMailJob), log);
}
