import { type Database, type Executor, schema } from '@hctl/db';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { newestIndexed } from '../../lib/ordering';
import { prepared } from '../../lib/prepared';

const {
  chatMessages: m,
  chatMessageAttachments: a,
  conversationSides: s,
  files,
  users: u,
  individualDetails: d,
} = schema;

export type MessageRow = typeof m.$inferSelect;
export type AttachmentRow = Pick<typeof files.$inferSelect, 'id' | 'original_name' | 'mime' | 'size'> & {
  message_id: number;
};
export type SenderRow = { id: number; first_name: string; last_name: string; image: string | null };

const ph = sql.placeholder;
const senderColumns = { id: u.id, first_name: u.first_name, last_name: u.last_name, image: d.profile_image };
/** A conversation's messages, newest first, after what the side cleared and before a seq (null: the newest). */
const messagesPage = prepared((db) =>
  db
    .select({ message: m, sender: senderColumns })
    .from(m)
    .innerJoin(u, eq(u.id, m.sender_id))
    .leftJoin(d, eq(d.user_id, u.id))
    .where(
      and(
        eq(m.conversation_id, ph('conv')),
        gt(m.seq, ph('cleared')),
        sql`${m.seq} < coalesce(${ph('before')}::int, 2147483647)`,
      ),
    )
    .orderBy(desc(m.seq))
    .limit(ph('limit'))
    .prepare('messaging_messages_page'),
);
const attachmentColumns = {
  message_id: a.message_id,
  id: files.id,
  original_name: files.original_name,
  mime: files.mime,
  size: files.size,
};
const pageAttachments = prepared((db) =>
  db
    .select(attachmentColumns)
    .from(a)
    .innerJoin(files, eq(files.id, a.file_id))
    .where(sql`${a.message_id} = any(${ph('ids')}::bigint[])`)
    .orderBy(asc(a.message_id), asc(files.id))
    .prepare('messaging_page_attachments'),
);

export const messagesRepository = {
  async insert(tx: Executor, values: typeof m.$inferInsert) {
    const [row] = await tx.insert(m).values(values).returning();
    return row;
  },

  /** Inserts a sent message unless its sender already sent one with this client_id (then null). */
  async insertOnce(tx: Executor, values: typeof m.$inferInsert) {
    const [row] = await tx
      .insert(m)
      .values(values)
      .onConflictDoNothing({ target: [m.sender_id, m.client_id] })
      .returning();
    return row ?? null;
  },

  /** The sender's earlier message with this client id (a retried send), if any. */
  async byClientId(db: Executor, senderId: number, clientId: string) {
    const [row] = await db
      .select()
      .from(m)
      .where(and(eq(m.sender_id, senderId), eq(m.client_id, clientId)))
      .limit(1);
    return row ?? null;
  },

  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(m).where(eq(m.id, id)).limit(1);
    return row ?? null;
  },

  attach: (tx: Executor, messageId: number, fileIds: number[]) =>
    fileIds.length
      ? tx.insert(a).values(fileIds.map((file_id) => ({ message_id: messageId, file_id })))
      : Promise.resolve(),

  /**
   * A page of a conversation's sent messages, newest first from `before` (exclusive), skipping what
   * the side cleared; `limit` rows at most (the caller asks one more to know if older ones exist).
   */
  page: (
    db: Database,
    conversationId: number,
    clearedSeq: number,
    limit: number,
    before?: number,
  ): Promise<{ message: MessageRow; sender: SenderRow }[]> =>
    messagesPage(db).execute({ conv: conversationId, cleared: clearedSeq, limit, before: before ?? null }),

  /** The files of these messages, in the order they were attached. */
  attachmentsOf: (db: Executor, messageIds: number[]): Promise<AttachmentRow[]> =>
    messageIds.length
      ? db
          .select(attachmentColumns)
          .from(a)
          .innerJoin(files, eq(files.id, a.file_id))
          .where(inArray(a.message_id, messageIds))
          .orderBy(asc(a.message_id), asc(files.id))
      : Promise.resolve([]),

  /** The same, prepared (a page of messages: one statement whatever the number of ids). */
  attachmentsOfPage: (db: Database, messageIds: number[]): Promise<AttachmentRow[]> =>
    messageIds.length ? pageAttachments(db).execute({ ids: messageIds }) : Promise.resolve([]),

  /** Names and photos of the people who wrote these messages. */
  senders: (db: Executor, ids: number[]): Promise<SenderRow[]> =>
    ids.length
      ? db.select(senderColumns).from(u).leftJoin(d, eq(d.user_id, u.id)).where(inArray(u.id, ids))
      : Promise.resolve([]),

  async softDelete(tx: Executor, id: number) {
    const [row] = await tx
      .update(m)
      .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(m.id, id), isNull(m.deleted_at)))
      .returning();
    return row ?? null;
  },

  /**
   * The sides that still see a file sent with a message: the message is sent, not deleted for
   * everyone, and after what the side cleared. Drafts and deleted messages share their files with
   * no side. Who reads a side is MessagingAccess's one rule, not this query's.
   */
  attachmentSides: (db: Executor, fileId: number) =>
    db
      .selectDistinct({ user_id: s.user_id, organization_id: s.organization_id })
      .from(a)
      .innerJoin(m, eq(m.id, a.message_id))
      .innerJoin(s, eq(s.conversation_id, m.conversation_id))
      .where(
        and(eq(a.file_id, fileId), eq(m.status, 'sent'), isNull(m.deleted_at), gt(m.seq, s.cleared_seq)),
      ),

  /** Whether the account may sign in (not deactivated or suspended): a signed link names a person. */
  async isActiveUser(db: Executor, userId: number) {
    const [row] = await db.select({ active: u.is_active }).from(u).where(eq(u.id, userId)).limit(1);
    return row?.active === true;
  },

  // Drafts: unsent messages of one author (optionally on behalf of an organization).

  async draftOf(db: Executor, id: number, senderId: number) {
    const [row] = await db
      .select()
      .from(m)
      .where(and(eq(m.id, id), eq(m.sender_id, senderId), eq(m.status, 'draft')))
      .limit(1);
    return row ?? null;
  },

  async updateDraft(db: Executor, id: number, values: Partial<typeof m.$inferInsert>) {
    const [row] = await db
      .update(m)
      .set({ ...values, updated_at: sql`now()` })
      .where(and(eq(m.id, id), eq(m.status, 'draft')))
      .returning();
    return row ?? null;
  },

  removeDraft: (tx: Executor, id: number, senderId: number) =>
    tx.delete(m).where(and(eq(m.id, id), eq(m.sender_id, senderId), eq(m.status, 'draft'))),

  /** The author's drafts (personal ones, or those for one organization), newest first, keyset. */
  drafts: (
    db: Executor,
    senderId: number,
    orgId: number | null,
    limit: number,
    cursor?: { micros: string; id: number },
  ) =>
    db
      .select({
        draft: m,
        micros: sql<string>`(extract(epoch from ${m.updated_at}) * 1000000)::bigint::text`,
      })
      .from(m)
      .where(
        and(
          eq(m.sender_id, senderId),
          eq(m.status, 'draft'),
          orgId === null ? isNull(m.sender_organization_id) : eq(m.sender_organization_id, orgId),
          cursor
            ? sql`(${m.updated_at}, ${m.id}) < ((timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond'), ${cursor.id})`
            : undefined,
        ),
      )
      .orderBy(...newestIndexed(m.updated_at, m.id))
      .limit(limit),
};
