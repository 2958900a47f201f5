import { type Executor, schema } from '@hctl/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { unreadOf } from './conversations.repository';

const {
  conversationFolders: f,
  conversationFolderUsers: fu,
  conversationSides: s,
  conversations: c,
  conversationReads: r,
  users: u,
} = schema;

export type FolderRow = typeof f.$inferSelect;

/** A person's conversation folders (organization inboxes have none: the spec's calls name no organization). */
export const foldersRepository = {
  async bySlug(db: Executor, userId: number, slug: string) {
    const [row] = await db
      .select()
      .from(f)
      .where(and(eq(f.user_id, userId), eq(f.slug, slug)))
      .limit(1);
    return row ?? null;
  },

  /** The person's folders by title, each with its conversations and unread messages. */
  list(db: Executor, userId: number) {
    const inbox = { kind: 'user' as const, userId };
    const lastRead = sql`coalesce((select ${r.last_read_seq} from ${r} where ${r.conversation_id} = ${c.id} and ${r.user_id} = ${userId}), 0)`;
    return db
      .select({
        folder: f,
        conversations: sql<number>`count(${s.id})`.mapWith(Number),
        unread: sql<number>`coalesce(sum(${unreadOf(inbox, c.id, lastRead, s.cleared_seq)}), 0)`.mapWith(
          Number,
        ),
      })
      .from(f)
      .leftJoin(
        s,
        and(eq(s.folder_id, f.id), eq(s.user_id, userId), eq(s.state, 'active'), eq(s.hidden, false)),
      )
      .leftJoin(c, eq(c.id, s.conversation_id))
      .where(eq(f.user_id, userId))
      .groupBy(f.id)
      .orderBy(asc(f.title), asc(f.id));
  },

  /** The people of these folders (whose conversations are filed there). */
  usersOf: (db: Executor, folderIds: number[]) =>
    folderIds.length
      ? db
          .select({ folder_id: fu.folder_id, id: u.id, first_name: u.first_name, last_name: u.last_name })
          .from(fu)
          .innerJoin(u, eq(u.id, fu.user_id))
          .where(inArray(fu.folder_id, folderIds))
          .orderBy(asc(u.first_name), asc(u.id))
      : Promise.resolve([]),

  async insert(tx: Executor, userId: number, slug: string, title: string) {
    const [row] = await tx.insert(f).values({ user_id: userId, slug, title }).returning();
    return row;
  },

  async rename(tx: Executor, id: number, title: string) {
    const [row] = await tx.update(f).set({ title }).where(eq(f.id, id)).returning();
    return row;
  },

  /** Replaces the folder's people. */
  async setUsers(tx: Executor, folderId: number, userIds: number[]) {
    await tx.delete(fu).where(eq(fu.folder_id, folderId));
    if (userIds.length)
      await tx
        .insert(fu)
        .values(userIds.map((user_id) => ({ folder_id: folderId, user_id })))
        .onConflictDoNothing();
  },

  /** Which of these ids are existing users (folder people must exist). */
  async existingUsers(db: Executor, ids: number[]) {
    if (!ids.length) return [];
    const rows = await db.select({ id: u.id }).from(u).where(inArray(u.id, ids));
    return rows.map((x) => x.id);
  },

  /** Files the person's own sides of these conversations into the folder; returns the moved sides. */
  fileConversations: (tx: Executor, userId: number, folderId: number, conversationIds: number[]) =>
    conversationIds.length
      ? tx
          .update(s)
          .set({ folder_id: folderId })
          .where(and(eq(s.user_id, userId), eq(s.hidden, false), inArray(s.conversation_id, conversationIds)))
          .returning()
      : Promise.resolve([]),

  /** Empties a folder: its sides go back to the inbox, or to the trash. Returns them. */
  release: (tx: Executor, folderId: number, toTrash: boolean) =>
    tx
      .update(s)
      .set(toTrash ? { folder_id: null, state: 'trashed' } : { folder_id: null })
      .where(eq(s.folder_id, folderId))
      .returning(),

  remove: (tx: Executor, id: number) => tx.delete(f).where(eq(f.id, id)),
};
