import type { MessageView } from '@hctl/contracts';
import type { Database, Executor } from '@hctl/db';
import type { FileLink } from '../files/files.service';
import {
  type AttachmentRow,
  type MessageRow,
  messagesRepository as repo,
  type SenderRow,
} from './messages.repository';
import { toMessageView } from './messaging.mapper';

const assemble = (rows: MessageRow[], senders: SenderRow[], attachments: AttachmentRow[], link: FileLink) =>
  rows.map((r) =>
    toMessageView(
      r,
      senders.find((x) => x.id === r.sender_id),
      attachments.filter((a) => a.message_id === r.id),
      link,
    ),
  );
const senderIds = (rows: MessageRow[]) => [...new Set(rows.map((r) => r.sender_id))];
/** Deleted messages show no files. */
const withFiles = (rows: MessageRow[]) => rows.filter((r) => !r.deleted_at).map((r) => r.id);

/**
 * Messages as views, once per reader's kind of file link (inside a transaction too): their senders
 * and files in two queries, one after the other (a transaction's client runs one query at a time).
 */
export async function messageViewsPerLink(
  db: Executor,
  rows: MessageRow[],
  links: FileLink[],
  /** false: none of these messages has files (a send without attachments), no need to look. */
  opts: { withFiles?: boolean } = {},
): Promise<MessageView[][]> {
  const senders = await repo.senders(db, senderIds(rows));
  const attachments = opts.withFiles === false ? [] : await repo.attachmentsOf(db, withFiles(rows));
  return links.map((link) => assemble(rows, senders, attachments, link));
}

export async function messageViews(db: Executor, rows: MessageRow[], link: FileLink): Promise<MessageView[]> {
  return (await messageViewsPerLink(db, rows, [link]))[0];
}

/** A page of a conversation (the hot read): its rows come with their senders; files in one prepared statement. */
export async function pageViews(
  db: Database,
  page: { message: MessageRow; sender: SenderRow }[],
  link: FileLink,
): Promise<MessageView[]> {
  const rows = page.map((p) => p.message);
  const senders = [...new Map(page.map((p) => [p.sender.id, p.sender])).values()];
  return assemble(rows, senders, await repo.attachmentsOfPage(db, withFiles(rows)), link);
}
