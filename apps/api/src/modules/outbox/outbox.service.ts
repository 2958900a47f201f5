import type { Executor } from '@hctl/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { outboxRepository } from './outbox.repository';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
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

  async dispatch(items: { id: number; channel: 'email' | 'sms' }[]) {
    for (const item of items) {
      try {
        await this.deps.queues[item.channel].add('deliver', { id: item.id }, { jobId: `msg-${item.id}` });
      } catch (err) {
        this.log?.warn({ err, id: item.id }, 'queue unavailable; the outbox relay will deliver this message');
      }
    }
  }

  /** Compose and dispatch in one go, for messages not tied to another write. */
  async send(msg: OutgoingMessage) {
    const item = await this.compose(this.deps.db, msg);
    await this.dispatch([item]);
  }
}
