import { type Database, type Executor, schema } from '@hctl/db';
import { type AnyColumn, and, asc, eq, isNull, type SQL, sql, type Table } from 'drizzle-orm';
import { newestIndexed } from '../../lib/ordering';
import { fixedEq, fixedLimit, prepared, preparedPerLimit } from '../../lib/prepared';
import { type PersonJson, personJson, qualified } from './groups.repository';

const {
  groups: g,
  groupPosts: p,
  groupPostMedia: pm,
  groupPollOptions: po,
  groupPollVotes: pv,
  groupComments: c,
  groupReactions: r,
  groupCommentReactions: cr,
  files: f,
} = schema;

export type PostRow = typeof p.$inferSelect;
export type PostInsert = typeof p.$inferInsert;
export type CommentRow = typeof c.$inferSelect;

export interface MediaJson {
  id: number;
  kind: 'image' | 'video';
  file_id: number;
  mime: string;
  size: number;
}
export interface OptionJson {
  id: number;
  label: string;
  position: number;
  vote_count: number;
}
/** A top-level comment as the feed carries it under its post (the first few, oldest first). */
export interface CommentJson {
  id: number;
  uid: string;
  author_id: number;
  author: PersonJson;
  body: string;
  reaction_count: number;
  reply_count: number;
  my_reaction: string | null;
  created_at: string;
  updated_at: string;
}
export interface SharedJson {
  uid: string;
  group_id: number;
  group_slug: string;
  group_name: string;
  group_privacy: 'public' | 'private';
  author: PersonJson;
  kind: PostRow['kind'];
  description: string;
  question: string | null;
  status: PostRow['status'];
  deleted: boolean;
  media: MediaJson[];
  created_at: string;
}

const mediaOf = (postId: unknown) =>
  sql<
    MediaJson[]
  >`coalesce((select json_agg(json_build_object('id', pm.id, 'kind', pm.kind, 'file_id', pm.file_id, 'mime', pf.mime, 'size', pf.size) order by pm.position, pm.id) from ${pm} pm join ${f} pf on pf.id = pm.file_id where pm.post_id = ${postId}), '[]'::json)`;

/** A post with everything its view needs for one viewer (the `viewer` placeholder). */
/** Comments shown under each post of a feed page. */
export const FIRST_COMMENTS = 2;

/** created_at to the microsecond, for cursors (a JS Date keeps milliseconds only). */
const preciseAt = (col: unknown) =>
  sql<string>`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The columns that depend on who reads: `viewer` is the prepared statements' placeholder or, for
 * the unprepared queries, the viewer's id written in.
 */
const postViewerColumns = (viewer: unknown) => ({
  my_reaction: sql<
    string | null
  >`(select rr.type from ${r} rr where rr.post_id = ${qualified(p.id)} and rr.user_id = ${viewer})`,
  my_option_id: sql<
    number | null
  >`(case when ${qualified(p.kind)} = 'poll' then (select v.option_id from ${pv} v where v.post_id = ${qualified(p.id)} and v.user_id = ${viewer}) end)`.mapWith(
    (v) => (v == null ? null : Number(v)),
  ),
  /**
   * The first top-level comments, in the post's own row (group_comments_post_idx): one query for a
   * whole feed page instead of a query per page for the comments and another for their authors.
   */
  first_comments: sql<
    CommentJson[]
  >`coalesce((select json_agg(json_build_object('id', fc.id, 'uid', fc.uid, 'author_id', fc.author_id,
      'author', ${personJson(sql`fc.author_id`)}, 'body', fc.body, 'reaction_count', fc.reaction_count, 'reply_count', fc.reply_count,
      'my_reaction', (select fx.type from ${cr} fx where fx.comment_id = fc.id and fx.user_id = ${viewer}),
      'created_at', fc.created_at, 'updated_at', fc.updated_at) order by fc.created_at, fc.id)
    from (select * from ${c} gc where gc.post_id = ${qualified(p.id)} and gc.deleted_at is null and gc.parent_id is null
          order by gc.created_at, gc.id limit ${sql.raw(String(FIRST_COMMENTS))}) fc), '[]'::json)`,
});

const postColumns = {
  post: p,
  at: preciseAt(p.created_at),
  group_slug: g.slug,
  group_name: g.name,
  author: personJson(qualified(p.author_id)),
  media: mediaOf(qualified(p.id)),
  options: sql<
    OptionJson[] | null
  >`(case when ${qualified(p.kind)} = 'poll' then coalesce((select json_agg(json_build_object('id', o.id, 'label', o.label, 'position', o.position, 'vote_count', o.vote_count) order by o.position, o.id) from ${po} o where o.post_id = ${qualified(p.id)}), '[]'::json) end)`,
  ...postViewerColumns(sql.placeholder('viewer')),
  shared: sql<SharedJson | null>`(case when ${qualified(p.shared_post_id)} is not null then (
    select json_build_object('uid', sp.uid, 'group_id', sg.id, 'group_slug', sg.slug, 'group_name', sg.name, 'group_privacy', sg.privacy,
      'author', ${personJson(sql`sp.author_id`)}, 'kind', sp.kind, 'description', sp.description, 'question', sp.question,
      'status', sp.status, 'deleted', sp.deleted_at is not null or sg.deleted_at is not null, 'media', ${mediaOf(sql`sp.id`)}, 'created_at', sp.created_at)
    from ${p} sp join ${g} sg on sg.id = sp.group_id where sp.id = ${qualified(p.shared_post_id)}) end)`,
};
export type PostWithExtras = {
  post: PostRow;
  at: string;
  group_slug: string;
  group_name: string;
  author: PersonJson;
  media: MediaJson[];
  options: OptionJson[] | null;
  my_reaction: string | null;
  my_option_id: number | null;
  first_comments: CommentJson[];
  shared: SharedJson | null;
};

/** The feed's order as group_posts_feed_idx stores it (`lib/ordering`). */
const newestFirst = newestIndexed(qualified(p.created_at), qualified(p.id));

const published = and(fixedEq(p.status, 'published'), isNull(p.deleted_at));

/** `(created_at, id) <op> (:at, :id)`: a keyset bound on the placeholders `at` and `id`. */
const keyset = (createdAt: AnyColumn, id: AnyColumn, op: '<' | '<=' | '>') =>
  sql`(${createdAt}, ${id}) ${sql.raw(op)} (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::bigint)`;

/** A feed statement: a group's published posts, newest first, from an optional keyset bound on. */
const feedStmt = (name: string, bound?: SQL) =>
  preparedPerLimit((db: Database, limit: number) =>
    db
      .select(postColumns)
      .from(p)
      .innerJoin(g, eq(g.id, p.group_id))
      .where(and(eq(p.group_id, sql.placeholder('group')), published, bound))
      .orderBy(...newestFirst)
      .limit(fixedLimit(limit))
      .prepare(`group_feed_${name}_${limit}`),
  );

/**
 * The feed, newest first by (created_at, id) on group_posts_feed_idx. Keyset: the page after a
 * cursor costs the same as the first, at any depth (the bench reads page 5,000).
 */
const feedFirst = feedStmt('first');
const feedAfter = feedStmt('after', keyset(p.created_at, p.id, '<'));
/** From a given post on (deep links): that post and the older ones. */
const feedFrom = feedStmt('from', keyset(p.created_at, p.id, '<='));

const commentViewerColumns = (viewer: unknown) => ({
  my_reaction: sql<
    string | null
  >`(select x.type from ${cr} x where x.comment_id = ${qualified(c.id)} and x.user_id = ${viewer})`,
});
const commentColumns = {
  comment: c,
  at: preciseAt(c.created_at),
  post_uid: p.uid,
  parent_uid: sql<string | null>`(select pc.uid from ${c} pc where pc.id = ${qualified(c.parent_id)})`,
  author: personJson(qualified(c.author_id)),
  ...commentViewerColumns(sql.placeholder('viewer')),
};
export type CommentWithExtras = {
  comment: CommentRow;
  at: string;
  post_uid: string;
  parent_uid: string | null;
  author: PersonJson;
  my_reaction: string | null;
};

/** Comments matching `match`, oldest first, after the keyset bound (the epoch for the first page). */
const commentsAfterStmt = (name: string, match: SQL[]) =>
  preparedPerLimit((db: Database, limit: number) =>
    db
      .select(commentColumns)
      .from(c)
      .innerJoin(p, eq(p.id, c.post_id))
      .where(and(...match, keyset(c.created_at, c.id, '>')))
      .orderBy(asc(c.created_at), asc(c.id))
      .limit(fixedLimit(limit))
      .prepare(`group_${name}_${limit}`),
  );
/**
 * A post's top-level comments, oldest first, keyset by (created_at, id) on group_comments_post_idx.
 * The post is named by its uid and found in the same statement (an InitPlan, run once), and only
 * while this viewer may read it: published, or theirs, or they moderate the group. One round trip
 * for a comment page; an empty page does not tell a missing post from a post without comments.
 */
const commentsStmt = commentsAfterStmt('comments', [
  sql`${c.post_id} = (select vp.id from ${p} vp where vp.group_id = ${sql.placeholder('group')}
    and vp.uid = ${sql.placeholder('uid')} and vp.deleted_at is null
    and (vp.status = 'published' or vp.author_id = ${sql.placeholder('viewer')} or ${sql.placeholder('moderator')}::boolean))`,
  isNull(c.deleted_at),
  isNull(c.parent_id),
]);
const repliesStmt = commentsAfterStmt('replies', [
  eq(c.parent_id, sql.placeholder('parent')),
  isNull(c.deleted_at),
]);

const postByUidStmt = prepared((db: Database) =>
  db
    .select(postColumns)
    .from(p)
    .innerJoin(g, eq(g.id, p.group_id))
    .where(
      and(eq(p.group_id, sql.placeholder('group')), eq(p.uid, sql.placeholder('uid')), isNull(p.deleted_at)),
    )
    .prepare('group_post_by_uid'),
);

/** A post's bare row by uid (reactions, comments, totals check the post first; prepared: they are hot). */
const postRowStmt = prepared((db: Database) =>
  db
    .select()
    .from(p)
    .where(
      and(eq(p.group_id, sql.placeholder('group')), eq(p.uid, sql.placeholder('uid')), isNull(p.deleted_at)),
    )
    .prepare('group_post_row'),
);

/** Where reactions are kept and counted: on posts, or on comments. */
const reactionsOn = {
  post: {
    table: r,
    key: r.post_id,
    user: r.user_id,
    type: r.type,
    counted: p,
    id: p.id,
    count: p.reaction_count,
  },
  comment: {
    table: cr,
    key: cr.comment_id,
    user: cr.user_id,
    type: cr.type,
    counted: c,
    id: c.id,
    count: c.reaction_count,
  },
};
type ReactionsOn = (typeof reactionsOn)[keyof typeof reactionsOn];

/** `reactPost` and `reactComment`: the toggle, with the counter moved only by a real change. */
async function toggleReaction(tx: Executor, on: ReactionsOn, targetId: number, userId: number, type: string) {
  const moveCount = (by: '+' | '-') =>
    tx
      .update(on.counted)
      .set({ reaction_count: sql`${on.count} ${sql.raw(by)} 1` })
      .where(eq(on.id, targetId));
  const removed = await tx
    .delete(on.table)
    .where(and(eq(on.key, targetId), eq(on.user, userId), eq(on.type, type)))
    .returning({ type: on.type });
  if (removed.length) {
    await moveCount('-');
    return null;
  }
  const key = sql.identifier(on.key.name);
  const res = await tx.execute(sql`
      insert into ${on.table} (${key}, user_id, type) values (${targetId}, ${userId}, ${type})
      on conflict (${key}, user_id) do update set type = excluded.type
      returning (xmax = 0) as inserted`);
  if ((res.rows[0] as { inserted: boolean }).inserted) await moveCount('+');
  return type;
}

async function reactionTypes(db: Executor, on: ReactionsOn, targetId: number, viewer: number) {
  const res = await db.execute(sql`
      select type, count(*)::int as n, bool_or(user_id = ${viewer}) as mine
      from ${on.table} where ${sql.identifier(on.key.name)} = ${targetId} group by type`);
  return res.rows as { type: string; n: number; mine: boolean }[];
}

/** The epoch: "after the start" for the first page of an oldest-first list. */
const EPOCH = '1970-01-01T00:00:00.000000Z';
/** The keyset placeholders of an oldest-first page: after `after`, or from the start. */
const fromStart = (after?: { at: string; id: number }) => ({ at: after?.at ?? EPOCH, id: after?.id ?? 0 });

export const postsRepository = {
  async feed(
    db: Database,
    q: { group: number; viewer: number; take: number; after?: { at: string; id: number } },
  ) {
    if (q.after)
      return (await feedAfter(q.take)(db).execute({
        group: q.group,
        viewer: q.viewer,
        at: q.after.at,
        id: q.after.id,
      })) as PostWithExtras[];
    return (await feedFirst(q.take)(db).execute({ group: q.group, viewer: q.viewer })) as PostWithExtras[];
  },

  async feedFrom(db: Database, q: { group: number; viewer: number; take: number; at: string; id: number }) {
    return (await feedFrom(q.take)(db).execute({
      group: q.group,
      viewer: q.viewer,
      at: q.at,
      id: q.id,
    })) as PostWithExtras[];
  },

  /** `page` of the spec: an offset, for the first pages (deeper pages should use the cursor). */
  async feedPage(db: Executor, q: { group: number; viewer: number; take: number; offset: number }) {
    return (await db
      .select(postColumnsFor(q.viewer))
      .from(p)
      .innerJoin(g, eq(g.id, p.group_id))
      .where(and(eq(p.group_id, q.group), published))
      .orderBy(...newestFirst)
      .limit(q.take)
      .offset(q.offset)) as PostWithExtras[];
  },

  /** The review queue: pending posts, oldest first (group_posts_review_idx). */
  async pending(
    db: Executor,
    q: { group: number; viewer: number; take: number; after?: { at: string; id: number } },
  ) {
    return (await db
      .select(postColumnsFor(q.viewer))
      .from(p)
      .innerJoin(g, eq(g.id, p.group_id))
      .where(
        and(
          eq(p.group_id, q.group),
          eq(p.status, 'pending'),
          isNull(p.deleted_at),
          q.after
            ? sql`(${p.created_at}, ${p.id}) > (${q.after.at}::timestamptz, ${q.after.id}::bigint)`
            : undefined,
        ),
      )
      .orderBy(asc(p.created_at), asc(p.id))
      .limit(q.take)) as PostWithExtras[];
  },

  /** The newest published posts of a group for a visitor (no viewer: no own reaction or vote). */
  async recent(db: Database, groupId: number, take: number) {
    return (await feedFirst(take)(db).execute({ group: groupId, viewer: 0 })) as PostWithExtras[];
  },

  async byUid(db: Database, groupId: number, uid: string, viewer: number) {
    const [row] = await postByUidStmt(db).execute({ group: groupId, uid, viewer });
    return (row as PostWithExtras | undefined) ?? null;
  },

  /** A post row by uid in a group, locked: decisions and votes take it first. */
  async rowForUpdate(tx: Executor, groupId: number, uid: string) {
    const [row] = await tx
      .select()
      .from(p)
      .where(and(eq(p.group_id, groupId), eq(p.uid, uid), isNull(p.deleted_at)))
      .for('update');
    return row ?? null;
  },

  async row(db: Database, groupId: number, uid: string) {
    const [row] = await postRowStmt(db).execute({ group: groupId, uid });
    return row ?? null;
  },

  async rowById(db: Executor, id: number) {
    const [row] = await db
      .select()
      .from(p)
      .where(and(eq(p.id, id), isNull(p.deleted_at)));
    return row ?? null;
  },

  /** Any post by uid (shares name the original by uid, wherever it is). */
  async rowByUid(db: Executor, uid: string) {
    const [row] = await db
      .select()
      .from(p)
      .where(and(eq(p.uid, uid), isNull(p.deleted_at)));
    return row ?? null;
  },

  async insert(tx: Executor, row: PostInsert) {
    const [created] = await tx.insert(p).values(row).returning();
    return created;
  },

  async insertMedia(tx: Executor, rows: (typeof pm.$inferInsert)[]) {
    if (rows.length) await tx.insert(pm).values(rows);
  },

  async insertOptions(tx: Executor, rows: (typeof po.$inferInsert)[]) {
    if (rows.length) await tx.insert(po).values(rows);
  },

  /** Moves a pending post to published or rejected; null when it was decided already. */
  async decide(tx: Executor, id: number, patch: Pick<PostInsert, 'status' | 'reject_reason' | 'decided_by'>) {
    const [row] = await tx
      .update(p)
      .set({ ...patch, updated_at: new Date() })
      .where(and(eq(p.id, id), eq(p.status, 'pending')))
      .returning();
    return row ?? null;
  },

  /** Soft delete: null when the post was deleted already (a second or concurrent delete). */
  async softDelete(tx: Executor, id: number, now: Date) {
    const [row] = await tx
      .update(p)
      .set({ deleted_at: now, updated_at: now })
      .where(and(eq(p.id, id), isNull(p.deleted_at)))
      .returning();
    return row ?? null;
  },

  /**
   * A share was deleted: its original counts one fewer. Floored at 0 so that drift (the reconcile
   * job's to fix) never makes someone's delete fail on the counts check.
   */
  async dropShare(tx: Executor, id: number) {
    await tx
      .update(p)
      .set({ share_count: sql`greatest(${p.share_count} - 1, 0)` })
      .where(eq(p.id, id));
  },

  async bumpShares(tx: Executor, id: number) {
    await tx
      .update(p)
      .set({ share_count: sql`${p.share_count} + 1` })
      .where(eq(p.id, id));
  },

  async counts(db: Executor, postId: number) {
    const [row] = await db
      .select({
        uid: p.uid,
        reaction_count: p.reaction_count,
        comment_count: p.comment_count,
        share_count: p.share_count,
        vote_count: p.vote_count,
      })
      .from(p)
      .where(eq(p.id, postId));
    return row;
  },

  /**
   * Whether a viewer may open a group post's photo or video: the post's author, an active member
   * of its group, or anyone signed in when the group is public and the post published.
   */
  async mediaReadableBy(db: Executor, fileId: number, viewerId: number) {
    const res = await db.execute(sql`
      select 1 from ${pm} x join ${p} gp on gp.id = x.post_id join ${g} gg on gg.id = gp.group_id
      where x.file_id = ${fileId} and gg.deleted_at is null and gp.deleted_at is null and (
        gp.author_id = ${viewerId}
        or (gg.privacy = 'public' and gp.status = 'published')
        or exists (select 1 from ${schema.groupMembers} gm where gm.group_id = gg.id and gm.user_id = ${viewerId} and gm.status = 'active'))
      limit 1`);
    return res.rows.length > 0;
  },

  // --- reactions -------------------------------------------------------------------------------

  /**
   * One person's reaction on a post, toggled: the same type again removes it, another replaces it,
   * none adds it. The counter moves only when a row was really inserted or deleted (the delete's and
   * the insert's results), so double clicks and concurrent clients never drift it.
   */
  async reactPost(tx: Executor, postId: number, userId: number, type: string) {
    return toggleReaction(tx, reactionsOn.post, postId, userId, type);
  },

  async reactComment(tx: Executor, commentId: number, userId: number, type: string) {
    return toggleReaction(tx, reactionsOn.comment, commentId, userId, type);
  },

  /** The per-type breakdown: a GROUP BY on the (post_id, type) index. */
  async postReactionTypes(db: Executor, postId: number, viewer: number) {
    return reactionTypes(db, reactionsOn.post, postId, viewer);
  },

  async commentReactionTypes(db: Executor, commentId: number, viewer: number) {
    return reactionTypes(db, reactionsOn.comment, commentId, viewer);
  },

  // --- polls -----------------------------------------------------------------------------------

  async option(db: Executor, postId: number, optionId: number) {
    const [row] = await db
      .select()
      .from(po)
      .where(and(eq(po.post_id, postId), eq(po.id, optionId)));
    return row ?? null;
  },

  /**
   * One vote per member (primary key post_id, user_id). A first vote inserts and counts; a changed
   * vote moves the row and both options' counts; the same option again changes nothing. The caller
   * holds the post row's lock, so one person's concurrent votes are applied one after the other.
   */
  async vote(tx: Executor, postId: number, userId: number, optionId: number) {
    const [existing] = await tx
      .select({ option_id: pv.option_id })
      .from(pv)
      .where(and(eq(pv.post_id, postId), eq(pv.user_id, userId)));
    if (existing?.option_id === optionId) return 'same' as const;
    if (existing) {
      await tx
        .update(pv)
        .set({ option_id: optionId, updated_at: new Date() })
        .where(and(eq(pv.post_id, postId), eq(pv.user_id, userId)));
      await tx
        .update(po)
        .set({ vote_count: sql`${po.vote_count} - 1` })
        .where(eq(po.id, existing.option_id));
      await tx
        .update(po)
        .set({ vote_count: sql`${po.vote_count} + 1` })
        .where(eq(po.id, optionId));
      return 'changed' as const;
    }
    const inserted = await tx
      .insert(pv)
      .values({ post_id: postId, user_id: userId, option_id: optionId })
      .onConflictDoNothing()
      .returning({ option_id: pv.option_id });
    if (!inserted.length) return 'same' as const;
    await tx
      .update(po)
      .set({ vote_count: sql`${po.vote_count} + 1` })
      .where(eq(po.id, optionId));
    await tx
      .update(p)
      .set({ vote_count: sql`${p.vote_count} + 1` })
      .where(eq(p.id, postId));
    return 'voted' as const;
  },

  // --- comments --------------------------------------------------------------------------------

  async comments(
    db: Database,
    q: {
      group: number;
      uid: string;
      viewer: number;
      moderator: boolean;
      take: number;
      after?: { at: string; id: number };
    },
  ) {
    return (await commentsStmt(q.take)(db).execute({
      group: q.group,
      uid: q.uid,
      viewer: q.viewer,
      moderator: q.moderator,
      ...fromStart(q.after),
    })) as CommentWithExtras[];
  },

  async replies(
    db: Database,
    q: { parent: number; viewer: number; take: number; after?: { at: string; id: number } },
  ) {
    return (await repliesStmt(q.take)(db).execute({
      parent: q.parent,
      viewer: q.viewer,
      ...fromStart(q.after),
    })) as CommentWithExtras[];
  },

  async commentsByIds(db: Executor, ids: number[], viewer: number) {
    if (!ids.length) return [];
    return (await db
      .select(commentColumnsFor(viewer))
      .from(c)
      .innerJoin(p, eq(p.id, c.post_id))
      .where(and(sql`${c.id} in ${ids}`, isNull(c.deleted_at)))
      .orderBy(asc(c.created_at), asc(c.id))) as CommentWithExtras[];
  },

  async comment(db: Executor, postId: number, uid: string) {
    const [row] = await db
      .select()
      .from(c)
      .where(and(eq(c.post_id, postId), eq(c.uid, uid), isNull(c.deleted_at)));
    return row ?? null;
  },

  /** Any comment by uid (deep links name only the comment). */
  async commentByUid(db: Executor, uid: string) {
    const [row] = await db
      .select()
      .from(c)
      .where(and(eq(c.uid, uid), isNull(c.deleted_at)));
    return row ?? null;
  },

  /** The comment and its counters in one transaction: the post's comment_count, the parent's reply_count. */
  /**
   * The comment and its counters in one transaction: the parent's reply_count, then the post's
   * comment_count (comment rows before the post row, in every writer, so they never deadlock).
   */
  async insertComment(tx: Executor, row: typeof c.$inferInsert) {
    const [created] = await tx.insert(c).values(row).returning();
    if (row.parent_id)
      await tx
        .update(c)
        .set({ reply_count: sql`${c.reply_count} + 1` })
        .where(eq(c.id, row.parent_id));
    await tx
      .update(p)
      .set({ comment_count: sql`${p.comment_count} + 1` })
      .where(eq(p.id, row.post_id));
    return created;
  },

  async editComment(tx: Executor, id: number, body: string) {
    const [row] = await tx
      .update(c)
      .set({ body, updated_at: new Date() })
      .where(and(eq(c.id, id), isNull(c.deleted_at)))
      .returning();
    return row ?? null;
  },

  /**
   * Soft delete: the counters drop only when this call set `deleted_at` (a second delete, or a
   * concurrent one, finds nothing to mark and leaves them alone).
   */
  async deleteComment(tx: Executor, id: number, now: Date) {
    const [row] = await tx
      .update(c)
      .set({ deleted_at: now })
      .where(and(eq(c.id, id), isNull(c.deleted_at)))
      .returning();
    if (!row) return null;
    if (row.parent_id)
      await tx
        .update(c)
        .set({ reply_count: sql`${c.reply_count} - 1` })
        .where(eq(c.id, row.parent_id));
    await tx
      .update(p)
      .set({ comment_count: sql`${p.comment_count} - 1` })
      .where(eq(p.id, row.post_id));
    return row;
  },

  async commentReactionCount(db: Executor, id: number) {
    const [row] = await db.select({ n: c.reaction_count }).from(c).where(eq(c.id, id));
    return row?.n ?? 0;
  },

  // --- reconcile -------------------------------------------------------------------------------

  /**
   * Every counter compared with a count of the rows it counts; wrong ones are set right. Returns
   * how many rows of each counter were off (0 everywhere when the transactions kept them exact).
   * `groupIds` narrows it to some groups (tests); without it, everything (the daily job).
   */
  async reconcile(tx: Executor, groupIds?: number[]) {
    const inGroups = (col: string) =>
      groupIds ? sql.raw(` and ${col} in (${groupIds.map(Number).join(',') || 'null'})`) : sql.raw('');
    /** Sets `table.column` to `n` where `counted` (rows of `id`, `n`) says otherwise; how many it set. */
    const fix = async (table: Table, column: string, counted: SQL) => {
      const col = sql.identifier(column);
      const res = await tx.execute(sql`
      with fixed as (
        update ${table} set ${col} = x.n
        from (${counted}) x
        where ${table}.id = x.id and ${table}.${col} <> x.n returning 1)
      select count(*) as n from fixed`);
      return Number((res.rows[0] as { n: number | string }).n);
    };
    const post_reactions = await fix(
      p,
      'reaction_count',
      sql`select gp.id, (select count(*) from ${r} where post_id = gp.id)::int as n from ${p} gp where true ${inGroups('gp.group_id')}`,
    );
    const post_comments = await fix(
      p,
      'comment_count',
      sql`select gp.id, (select count(*) from ${c} where post_id = gp.id and deleted_at is null)::int as n from ${p} gp where true ${inGroups('gp.group_id')}`,
    );
    const post_votes = await fix(
      p,
      'vote_count',
      sql`select gp.id, (select count(*) from ${pv} where post_id = gp.id)::int as n from ${p} gp where gp.kind = 'poll' ${inGroups('gp.group_id')}`,
    );
    const post_shares = await fix(
      p,
      'share_count',
      sql`select gp.id, (select count(*) from ${p} s where s.shared_post_id = gp.id and s.deleted_at is null)::int as n from ${p} gp where true ${inGroups('gp.group_id')}`,
    );
    const option_votes = await fix(
      po,
      'vote_count',
      sql`select o.id, (select count(*) from ${pv} where option_id = o.id)::int as n
              from ${po} o join ${p} gp on gp.id = o.post_id where true ${inGroups('gp.group_id')}`,
    );
    const comment_reactions = await fix(
      c,
      'reaction_count',
      sql`select gc.id, (select count(*) from ${cr} where comment_id = gc.id)::int as n
              from ${c} gc join ${p} gp on gp.id = gc.post_id where true ${inGroups('gp.group_id')}`,
    );
    const comment_replies = await fix(
      c,
      'reply_count',
      sql`select gc.id, (select count(*) from ${c} rc where rc.parent_id = gc.id and rc.deleted_at is null)::int as n
              from ${c} gc join ${p} gp on gp.id = gc.post_id where gc.parent_id is null ${inGroups('gp.group_id')}`,
    );
    const group_members = await fix(
      g,
      'member_count',
      sql`select gg.id, (select count(*) from ${schema.groupMembers} where group_id = gg.id and status = 'active')::int as n from ${g} gg where true ${inGroups('gg.id')}`,
    );
    const group_posts = await fix(
      g,
      'post_count',
      sql`select gg.id, (select count(*) from ${p} where group_id = gg.id and status = 'published' and deleted_at is null)::int as n from ${g} gg where true ${inGroups('gg.id')}`,
    );
    return {
      post_reactions,
      post_comments,
      post_votes,
      post_shares,
      option_votes,
      comment_reactions,
      comment_replies,
      group_members,
      group_posts,
    };
  },
};

/** The same columns with the viewer written in (for the unprepared queries). */
function postColumnsFor(viewer: number) {
  return { ...postColumns, ...postViewerColumns(viewer) };
}
function commentColumnsFor(viewer: number) {
  return { ...commentColumns, ...commentViewerColumns(viewer) };
}
