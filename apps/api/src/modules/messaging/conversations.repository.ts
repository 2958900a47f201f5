import { type Database, type Executor, schema } from '@hctl/db';
import { type AnyColumn, and, eq, isNull, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likeContaining } from '../../lib/like';
import { newestIndexed } from '../../lib/ordering';
import { prepared } from '../../lib/prepared';

const {
  conversations: c,
  conversationSides: s,
  conversationReads: r,
  chatMessages: m,
  chatMessageAttachments: a,
  files,
  conversationFolders: f,
  conversationFolderUsers: fu,
  users: u,
  individualDetails: d,
  organizations: o,
  organizationUsers: ou,
  orgRoles: role,
  jobs: j,
} = schema;

export type ConversationRow = typeof c.$inferSelect;
export type SideRow = typeof s.$inferSelect;

/** Whose inbox a list or a side belongs to: a person's, or an organization's shared one. */
export type Inbox = { kind: 'user'; userId: number } | { kind: 'org'; orgId: number };

/** A value bound now, or a prepared statement's placeholder. */
type Param = number | Placeholder;
const ownerOf = (inbox: Inbox) => (inbox.kind === 'user' ? inbox.userId : inbox.orgId);
const ownerColumn = (kind: Inbox['kind']) => (kind === 'user' ? s.user_id : s.organization_id);

export const sideOfInbox = (inbox: Inbox) => eq(ownerColumn(inbox.kind), ownerOf(inbox));

type SenderColumns = { sender_organization_id: AnyColumn; sender_id: AnyColumn };
/**
 * Messages written from an inbox's side: by the person themself (not on behalf of an
 * organization), or by any member on behalf of the organization. Unread counts skip them.
 */
const fromSide = (kind: Inbox['kind'], owner: Param, msg: SenderColumns) =>
  kind === 'user'
    ? sql`(${msg.sender_organization_id} is null and ${msg.sender_id} = ${owner})`
    : sql`(${msg.sender_organization_id} is not distinct from ${owner})`;

const unreadFor = (
  kind: Inbox['kind'],
  owner: Param,
  convId: SQL | typeof c.id,
  lastRead: SQL,
  clearedSeq: SQL | typeof s.cleared_seq,
) => {
  const um = alias(m, 'um');
  return sql<number>`(select count(*) from ${m} ${sql.raw('um')}
    where ${um.conversation_id} = ${convId} and ${um.seq} > greatest(${lastRead}, ${clearedSeq})
      and ${um.deleted_at} is null and not ${fromSide(kind, owner, um)})`.mapWith(Number);
};

/**
 * Unread messages of one side for one reader: sent, not deleted, after what the reader read and
 * what the side cleared, and not from the side itself. One range on (conversation_id, seq).
 */
export const unreadOf = (
  inbox: Inbox,
  convId: SQL | typeof c.id,
  lastRead: SQL,
  clearedSeq: SQL | typeof s.cleared_seq,
) => unreadFor(inbox.kind, ownerOf(inbox), convId, lastRead, clearedSeq);

const other = alias(s, 'os');
const cu = alias(u, 'cu');
const cd = alias(d, 'cd');
const co = alias(o, 'co');
const corg = alias(o, 'corg');
const lm = alias(m, 'lm');

/** Keyset position in a list: the side's activity time (epoch microseconds, exact) and id. */
export interface ListCursor {
  micros: string;
  sideId: number;
}

export interface ListFilter {
  state: 'active' | 'trashed';
  /** undefined: any folder; null: not filed (the inbox); a number: that folder. */
  folderId?: number | null;
  /** Organization inboxes: only conversations about a job / a service gallery. */
  about?: 'job' | 'service';
  search?: string;
  cursor?: ListCursor;
  limit: number;
  /** One conversation (after a change, for the answer). */
  conversationId?: number;
}

const microsOf = (col: typeof s.activity_at) =>
  sql<string>`(extract(epoch from ${col}) * 1000000)::bigint::text`;
const fromMicros = (micros: string) =>
  sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

/**
 * Rows of a list with everything their views show: the other side (person or organization),
 * subject, folder, last message and the reader's unread count. Deferred join: the page's side
 * ids come from the inbox index (owner, state, activity_at desc, id desc) alone; only those rows
 * are then joined.
 */
function withDetails(
  db: Executor,
  kind: Inbox['kind'],
  owner: Param,
  reader: Param,
  pageWhere: SQL | undefined,
  limit: Param,
  extra: { total_unread?: SQL.Aliased<number> | SQL<number> } = {},
) {
  const page = db
    .select({ id: s.id })
    .from(s)
    .where(pageWhere)
    .orderBy(...newestIndexed(s.activity_at, s.id))
    .limit(limit)
    .as('page');
  const lastRead = sql`coalesce(${r.last_read_seq}, 0)`;
  return db
    .select({
      side: s,
      micros: microsOf(s.activity_at),
      conv: c,
      otherUser: { id: cu.id, slug: cu.slug, first_name: cu.first_name, last_name: cu.last_name },
      otherUserImage: cd.profile_image,
      otherOrg: { id: co.id, slug: co.slug, name: co.company_name, image: co.company_profile_image },
      org: { id: corg.id, slug: corg.slug, name: corg.company_name },
      job: { id: j.id, slug: j.slug, title: j.title },
      folder: { id: f.id, slug: f.slug, title: f.title },
      last: {
        id: lm.id,
        body: lm.body,
        sender_id: lm.sender_id,
        created_at: lm.created_at,
        deleted_at: lm.deleted_at,
      },
      // Beside `last`, not in it: a left join's object is null only when its columns all are.
      lastFiles: sql<number>`(select count(*) from ${a} where ${a.message_id} = ${lm.id})`.mapWith(Number),
      lastFileName: sql<string | null>`(select ${files.original_name} from ${a}
        inner join ${files} on ${files.id} = ${a.file_id} where ${a.message_id} = ${lm.id}
        order by ${files.id} limit 1)`,
      unread: sql<number>`case when ${c.last_seq} > greatest(${lastRead}, ${s.cleared_seq})
        then ${unreadFor(kind, owner, c.id, lastRead, s.cleared_seq)} else 0 end`.mapWith(Number),
      ...extra,
    })
    .from(page)
    .innerJoin(s, eq(s.id, page.id))
    .innerJoin(c, eq(c.id, s.conversation_id))
    .innerJoin(other, and(eq(other.conversation_id, c.id), ne(other.id, s.id)))
    .leftJoin(cu, eq(cu.id, other.user_id))
    .leftJoin(cd, eq(cd.user_id, cu.id))
    .leftJoin(co, eq(co.id, other.organization_id))
    .leftJoin(corg, eq(corg.id, c.organization_id))
    .leftJoin(j, eq(j.id, c.job_id))
    .leftJoin(f, eq(f.id, s.folder_id))
    .leftJoin(lm, eq(lm.id, c.last_message_id))
    .leftJoin(r, and(eq(r.conversation_id, c.id), eq(r.user_id, reader)))
    .orderBy(...newestIndexed(s.activity_at, s.id));
}
export type ListRow = Awaited<ReturnType<typeof withDetails>>[number];

const ph = sql.placeholder;
/** folder: -1 any, 0 none (the inbox), otherwise that folder. */
const folderIs = sql`(${ph('folder')}::bigint = -1 or (${ph('folder')}::bigint = 0 and ${s.folder_id} is null) or ${s.folder_id} = ${ph('folder')}::bigint)`;
/** Before the cursor (none: from the top). */
const beforeCursor = sql`(${s.activity_at}, ${s.id}) < (
  coalesce(timestamptz 'epoch' + ${ph('micros')}::bigint * interval '1 microsecond', 'infinity'::timestamptz),
  coalesce(${ph('cursorId')}::bigint, 9223372036854775807))`;
const inboxPageQuery = (kind: Inbox['kind']) =>
  prepared((db) =>
    withDetails(
      db,
      kind,
      ph('owner'),
      ph('reader'),
      and(
        eq(ownerColumn(kind), ph('owner')),
        eq(s.state, ph('state')),
        eq(s.hidden, false),
        folderIs,
        beforeCursor,
      ),
      ph('limit'),
      // Uncorrelated, so PostgreSQL computes it once for the page: one round trip for both.
      { total_unread: sql<number>`(${totalUnreadOf(db, kind)})`.mapWith(Number) },
    ).prepare(`messaging_inbox_page_${kind}`),
  );
const inboxPages = { user: inboxPageQuery('user'), org: inboxPageQuery('org') };
const oneConversationQuery = (kind: Inbox['kind']) =>
  prepared((db) =>
    withDetails(
      db,
      kind,
      ph('owner'),
      ph('reader'),
      and(eq(ownerColumn(kind), ph('owner')), eq(s.conversation_id, ph('conv'))),
      1,
    ).prepare(`messaging_conversation_${kind}`),
  );
const oneConversation = { user: oneConversationQuery('user'), org: oneConversationQuery('org') };

/** Unread messages over an inbox's active conversations for one reader (the header badge). */
function totalUnreadOf(db: Executor, kind: Inbox['kind']) {
  const lastRead = sql`coalesce(${r.last_read_seq}, 0)`;
  return db
    .select({
      n: sql<number>`coalesce(sum(${unreadFor(kind, ph('owner'), c.id, lastRead, s.cleared_seq)}), 0)`.mapWith(
        Number,
      ),
    })
    .from(s)
    .innerJoin(c, eq(c.id, s.conversation_id))
    .leftJoin(r, and(eq(r.conversation_id, c.id), eq(r.user_id, ph('reader'))))
    .where(
      and(
        eq(ownerColumn(kind), ph('owner')),
        eq(s.state, 'active'),
        eq(s.hidden, false),
        sql`${c.last_seq} > greatest(${lastRead}, ${s.cleared_seq})`,
      ),
    );
}
const totalUnreadQuery = (kind: Inbox['kind']) =>
  prepared((db) => totalUnreadOf(db, kind).prepare(`messaging_total_unread_${kind}`));
const totalUnreadQueries = { user: totalUnreadQuery('user'), org: totalUnreadQuery('org') };
const conversationWithSides = prepared((db) =>
  db
    .select({ conv: c, side: s, lastRead: sql<number>`coalesce(${r.last_read_seq}, 0)`.mapWith(Number) })
    .from(c)
    .innerJoin(s, eq(s.conversation_id, c.id))
    .leftJoin(r, and(eq(r.conversation_id, c.id), eq(r.user_id, ph('reader'))))
    .where(eq(c.id, ph('id')))
    .prepare('messaging_conversation_sides'),
);

export const conversationsRepository = {
  /**
   * A page of an inbox with the filters the prepared statement does not take (subject, search,
   * one conversation inside a transaction).
   */
  list(db: Executor, inbox: Inbox, readerId: number, q: ListFilter) {
    const where = and(
      sideOfInbox(inbox),
      eq(s.state, q.state),
      eq(s.hidden, false),
      q.folderId === null
        ? isNull(s.folder_id)
        : q.folderId !== undefined
          ? eq(s.folder_id, q.folderId)
          : undefined,
      q.about === 'job'
        ? sql`exists (select 1 from conversations sc where sc.id = ${s.conversation_id} and sc.job_id is not null)`
        : q.about === 'service'
          ? sql`exists (select 1 from conversations sc where sc.id = ${s.conversation_id} and sc.service_gallery_id is not null)`
          : undefined,
      q.search
        ? sql`exists (select 1 from conversation_sides so
            left join users su on su.id = so.user_id left join organizations sorg on sorg.id = so.organization_id
            where so.conversation_id = ${s.conversation_id} and so.id <> ${s.id}
              and coalesce(su.first_name || ' ' || su.last_name, sorg.company_name) ilike ${likeContaining(q.search)})`
        : undefined,
      q.cursor
        ? sql`(${s.activity_at}, ${s.id}) < (${fromMicros(q.cursor.micros)}, ${q.cursor.sideId})`
        : undefined,
      q.conversationId ? eq(s.conversation_id, q.conversationId) : undefined,
    );
    return withDetails(db, inbox.kind, ownerOf(inbox), readerId, where, q.limit);
  },

  /** The hot path: an inbox, folder or trash page (prepared: its plan is made once per connection). */
  inboxPage(
    db: Database,
    inbox: Inbox,
    readerId: number,
    q: Pick<ListFilter, 'state' | 'folderId' | 'cursor' | 'limit'>,
  ): Promise<(ListRow & { total_unread: number })[]> {
    // The prepared page always selects total_unread (optional in ListRow, shared with `list`).
    return inboxPages[inbox.kind](db).execute({
      owner: ownerOf(inbox),
      reader: readerId,
      state: q.state,
      folder: q.folderId === undefined ? -1 : (q.folderId ?? 0),
      micros: q.cursor?.micros ?? null,
      cursorId: q.cursor?.sideId ?? null,
      limit: q.limit,
    }) as Promise<(ListRow & { total_unread: number })[]>;
  },

  /** One conversation as an inbox's side sees it (prepared). */
  async one(db: Database, inbox: Inbox, readerId: number, conversationId: number): Promise<ListRow | null> {
    const [row] = await oneConversation[inbox.kind](db).execute({
      owner: ownerOf(inbox),
      reader: readerId,
      conv: conversationId,
    });
    return row ?? null;
  },

  /**
   * Unread messages over an inbox's active conversations for one reader (the header badge).
   * Only sides whose conversation moved past the reader's mark are counted into.
   */
  async totalUnread(db: Database, inbox: Inbox, readerId: number) {
    const [row] = await totalUnreadQueries[inbox.kind](db).execute({
      owner: ownerOf(inbox),
      reader: readerId,
    });
    return row?.n ?? 0;
  },

  /** A conversation with both of its sides (two rows), or null. */
  /** A conversation with both of its sides, and how far `readerId` has read it (0: not at all). */
  async withSides(db: Database, id: number, readerId = 0) {
    const rows = await conversationWithSides(db).execute({ id, reader: readerId });
    if (!rows.length) return null;
    return { conv: rows[0].conv, sides: rows.map((x) => x.side), lastRead: rows[0].lastRead };
  },

  /** Find or start the conversation of a pair (race-free: the unique pair_key decides). */
  async findOrCreate(
    db: Executor,
    values: typeof c.$inferInsert,
    sides: Omit<typeof s.$inferInsert, 'conversation_id'>[],
  ) {
    const [made] = await db.insert(c).values(values).onConflictDoNothing({ target: c.pair_key }).returning();
    if (made) {
      await db.insert(s).values(sides.map((x) => ({ ...x, conversation_id: made.id })));
      return made;
    }
    const [found] = await db.select().from(c).where(eq(c.pair_key, values.pair_key)).limit(1);
    return found;
  },

  /** Takes the next message number; the update locks the row, so a conversation's sends queue here. */
  async nextSeq(tx: Executor, id: number) {
    const [row] = await tx
      .update(c)
      .set({ last_seq: sql`${c.last_seq} + 1`, last_message_at: sql`now()` })
      .where(eq(c.id, id))
      .returning({ seq: c.last_seq });
    return row.seq;
  },

  setLastMessage: (tx: Executor, id: number, messageId: number) =>
    tx.update(c).set({ last_message_id: messageId }).where(eq(c.id, id)),

  /**
   * A message moves both sides to the top of their lists and back into the inbox (out of the trash,
   * un-hidden, as Gmail does); the receiving person's side is filed into their folder holding the
   * sender, if it is not filed yet. Returns the sides after the change.
   */
  touchSides(tx: Executor, conversationId: number, senderId: number) {
    const folderOfSender = sql`(select ${fu.folder_id} from ${fu} inner join ${f} on ${f.id} = ${fu.folder_id}
      where ${f.user_id} = ${s.user_id} and ${fu.user_id} = ${senderId} order by ${fu.folder_id} limit 1)`;
    return tx
      .update(s)
      .set({
        activity_at: sql`now()`,
        state: 'active',
        hidden: false,
        folder_id: sql`case when ${s.user_id} is not null and ${s.user_id} <> ${senderId}
          then coalesce(${s.folder_id}, ${folderOfSender}) else ${s.folder_id} end`,
      })
      .where(eq(s.conversation_id, conversationId))
      .returning();
  },

  /** Moves a reader's mark forward (never back); returns the mark when it moved. */
  async markRead(db: Executor, conversationId: number, userId: number, seq: number) {
    const rows = await db
      .insert(r)
      .values({ conversation_id: conversationId, user_id: userId, last_read_seq: seq })
      .onConflictDoUpdate({
        target: [r.user_id, r.conversation_id],
        set: { last_read_seq: seq, updated_at: sql`now()` },
        setWhere: sql`${r.last_read_seq} < ${seq}`,
      })
      .returning({ seq: r.last_read_seq });
    return rows[0]?.seq ?? null;
  },

  async updateSide(
    db: Executor,
    sideId: number,
    values: Partial<Pick<SideRow, 'state' | 'hidden' | 'folder_id' | 'cleared_seq'>>,
  ) {
    const [row] = await db.update(s).set(values).where(eq(s.id, sideId)).returning();
    return row;
  },

  /**
   * People who share a conversation with this person (whom their presence is shown to): the
   * other person of direct ones; for organization ones, the organization's owner and its members
   * whose role holds the messages permission.
   */
  async presenceAudience(db: Executor, userId: number) {
    const res = await db.execute<{ id: string }>(sql`
      with mine as (select ${s.conversation_id} as id from ${s} where ${s.user_id} = ${userId} and ${s.hidden} = false)
      select distinct x.id from (
        select os.user_id as id from ${s} os join mine on mine.id = os.conversation_id where os.user_id is not null
        union all
        select org.owner_id from ${s} os join mine on mine.id = os.conversation_id
          join ${o} org on org.id = os.organization_id
        union all
        select m.user_id from ${s} os join mine on mine.id = os.conversation_id
          join ${ou} m on m.organization_id = os.organization_id
          join ${role} rl on rl.id = m.role_id and rl.permissions ? 'messages'
      ) x where x.id <> ${userId}`);
    return res.rows.map((row) => Number(row.id));
  },

  /** The job, if it belongs to the organization (conversations about a job). */
  async jobOf(db: Executor, jobId: number, orgId: number) {
    const [row] = await db
      .select({ id: j.id })
      .from(j)
      .where(and(eq(j.id, jobId), eq(j.organization_id, orgId)))
      .limit(1);
    return row ?? null;
  },

  /**
   * What the unread-message mail needs about one person's side: how many messages they have not
   * read there (0 once read, trashed or deleted for good) and where to write to them.
   */
  async unreadState(db: Executor, conversationId: number, userId: number) {
    const inbox: Inbox = { kind: 'user', userId };
    const lastRead = sql`coalesce(${r.last_read_seq}, 0)`;
    const [row] = await db
      .select({
        email: u.email,
        first_name: u.first_name,
        slug: u.slug,
        is_active: u.is_active,
        unread: sql<number>`case when ${s.state} = 'active' and not ${s.hidden}
          then ${unreadOf(inbox, c.id, lastRead, s.cleared_seq)} else 0 end`.mapWith(Number),
      })
      .from(s)
      .innerJoin(c, eq(c.id, s.conversation_id))
      .innerJoin(u, eq(u.id, s.user_id))
      .leftJoin(r, and(eq(r.conversation_id, c.id), eq(r.user_id, userId)))
      .where(and(eq(s.conversation_id, conversationId), eq(s.user_id, userId)))
      .limit(1);
    return row ?? null;
  },
};
