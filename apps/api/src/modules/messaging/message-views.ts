import type { MessageView } from '@hctl/contracts';
import type { Executor } from '@hctl/db';
import type { FileLink } from '../files/files.service';
import { type MessageRow, messagesRepository as repo } from './messages.repository';
import { toMessageView } from './messaging.mapper';

/** Messages as views: their senders and files in two queries, whatever the number of messages. */
export async function messageViews(db: Executor, rows: MessageRow[], link: FileLink): Promise<MessageView[]> {
  const [senders, attachments] = await Promise.all([
    repo.senders(db, [...new Set(rows.map((r) => r.sender_id))]),
    repo.attachmentsOf(
      db,
      rows.filter((r) => !r.deleted_at).map((r) => r.id),
    ),
  ]);
  return rows.map((r) =>
    toMessageView(
      r,
      senders.find((x) => x.id === r.sender_id),
      attachments.filter((a) => a.message_id === r.id),
      link,
    ),
  );
}
