import type { OutboxMessage } from '@hctl/contracts';
import type { OutboxRow } from './outbox.repository';

/** What the development outbox page shows of a message (not its template, attempts or errors). */
export const toOutboxMessage = (r: OutboxRow): OutboxMessage => ({
  id: r.id,
  to: r.to,
  channel: r.channel,
  subject: r.subject,
  text: r.text,
  status: r.status,
  created_at: r.created_at.toISOString(),
});
