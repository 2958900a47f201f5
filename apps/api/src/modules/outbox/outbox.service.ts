import type { OutboxMessage } from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { toOutboxMessage } from './outbox.mapper';
import { outboxRepository } from './outbox.repository';

/** Each channel is delivered by its own BullMQ queue of the same name. */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export interface OutgoingMessage {
  channel: OutboxChannel;
  to: string;
  subject?: string;
  text: string;
  template: string;
}

/**
 * Transactional outbox. `compose` writes the message in the caller's transaction; `dispatch`
 * hands it to the queue after commit. If Redis is down the row stays 'queued' and the
 * worker's relay enqueues it later, so a mail is never lost nor sent twice.
 */
export class OutboxService {
  constructor(
    private deps: AppDeps,
    private log?: FastifyBaseLogger,
  ) {}

  async compose(tx: Executor, msg: OutgoingMessage) {
    const [row] = await outboxRepository.insert(tx, {
      channel: msg.channel,
      to: msg.to,
      subject: msg.subject ?? null,
      text: msg.text,
      template: msg.template,
    });
    return { id: row.id, channel: msg.channel };
  }

  async dispatch(items: { id: number; channel: OutboxChannel }[]) {
    for (const item of items) {
      try {
        await this.deps.queues.get(item.channel).add('deliver', { id: item.id }, { jobId: `msg-${item.id}` });
      } catch (err) {
        this.log?.warn({ err, id: item.id }, 'queue unavailable; the outbox relay will deliver this message');
      }
    }
  }

  /**
   * Whether a text message reaches its phone: through the SMS provider, or (outside production
   * only) the development outbox page. Production without a provider keeps nothing for anyone.
   */
  smsAvailable() {
    return this.deps.config.sms !== null || !this.deps.config.isProduction;
  }

  /** Refuses what has to text someone (phone codes, two-step sign-in by SMS) when no SMS can be sent. */
  requireSms() {
    if (!this.smsAvailable())
      throw new AppError(503, 'SMS is not configured on this server.', 'sms_unavailable');
  }

  /** Compose and dispatch in one go, for messages not tied to another write. */
  async send(msg: OutgoingMessage) {
    const item = await this.compose(this.deps.db, msg);
    await this.dispatch([item]);
  }

  /** The newest messages, optionally to one address: the development outbox page reads OTPs and links here. */
  async newest(limit: number, to?: string): Promise<OutboxMessage[]> {
    return (await outboxRepository.newest(this.deps.db, limit, to)).map(toOutboxMessage);
  }
}
