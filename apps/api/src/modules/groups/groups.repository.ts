import { type Database, type Executor, schema } from '@hctl/db';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableName,
  gt,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { likeContaining } from '../../lib/like';
import { newestIndexed } from '../../lib/ordering';
import { fixedLimit, prepared, preparedPage, preparedPerLimit } from '../../lib/prepared';

const { groups: g, groupMembers: m, groupInvitations: inv, users: u, individualDetails: d } = schema;

export type GroupRow = typeof g.$inferSelect;
export type GroupInsert = typeof g.$inferInsert;
export type MemberRow = typeof m.$inferSelect;
export type GroupRole = MemberRow['role'];
export type MemberStatus = MemberRow['status'];

/** A person as every groups view shows them (author, member, suggestion). */
export interface PersonJson {
  id: number;
  name: string;
  slug: string | null;
  image: string | null;
  headline: string | null;
}

/**
 * A column written with its table's name. Drizzle leaves columns unqualified in one-table queries,
 * and inside a correlated subquery an unqualified `user_id` would bind to the subquery's own table.
 */
export const qualified = (col: AnyColumn) => sql.raw(`"${getTableName(col.table)}"."${col.name}"`);

/** `users` + `individual_details` as one JSON object, for the person whose id is `userId`. */
export const personJson = (userId: unknown) =>
  sql<PersonJson>`(select json_build_object('id', pu.id, 'name', pu.first_name || ' ' || pu.last_name, 'slug', pu.slug, 'image', pd.profile_image, 'headline', pd.specialty) from ${u} pu left join ${d} pd on pd.user_id = pu.id where pu.id = ${userId})`;

/** The viewer's membership beside a group row (null columns when they are not in it). */
const viewerColumns = { my_status: m.status, my_role: m.role, my_member_id: m.id };
export type GroupWithViewer = {
  group: GroupRow;
  my_status: MemberStatus | null;
  my_role: GroupRole | null;
  my_member_id: number | null;
};

/** Discovery's order as groups_discovery_idx stores it (`lib/ordering`). */
const biggestFirst = newestIndexed(qualified(g.member_count), qualified(g.id));

/** A group by slug (not deleted) with the viewer's membership: every group call starts here. */
const bySlugStmt = prepared((db: Database) =>
  db
    .select({ group: g, ...viewerColumns })
    .from(g)
    .leftJoin(m, and(eq(m.group_id, g.id), eq(m.user_id, sql.placeholder('viewer'))))
    .where(and(eq(g.slug, sql.placeholder('slug')), isNull(g.deleted_at)))
    .prepare('groups_by_slug'),
);

/**
 * Discovery: by member count, then id (groups_discovery_idx), keyset after (count, id). The first
 * five pages have their OFFSET written in (a bound one kept the plan from being reused).
 */
const discoveryPage = preparedPage(
  (db: Database, page) =>
    db
      .select({ group: g, ...viewerColumns })
      .from(g)
      .leftJoin(m, and(eq(m.group_id, g.id), eq(m.user_id, sql.placeholder('viewer'))))
      .where(isNull(g.deleted_at))
      .orderBy(...biggestFirst)
      .limit(page.limit)
      .offset(page.offset)
      .prepare(`groups_discovery_page_${page.name}`),
  5,
);
const discoveryAfter = preparedPerLimit((db: Database, limit: number) =>
  db
    .select({ group: g, ...viewerColumns })
    .from(g)
    .leftJoin(m, and(eq(m.group_id, g.id), eq(m.user_id, sql.placeholder('viewer'))))
    .where(
      and(
        isNull(g.deleted_at),
        sql`(${g.member_count}, ${g.id}) < (${sql.placeholder('count')}::int, ${sql.placeholder('id')}::bigint)`,
      ),
    )
    .orderBy(...biggestFirst)
    .limit(fixedLimit(limit))
    .prepare(`groups_discovery_after_${limit}`),
);

/** A person's groups (active memberships), newest membership first, keyset on the membership id. */
const mineStmt = preparedPerLimit((db: Database, limit: number) =>
  db
    .select({ group: g, ...viewerColumns })
    .from(m)
    .innerJoin(g, eq(g.id, m.group_id))
    .where(
      and(
        eq(m.user_id, sql.placeholder('viewer')),
        eq(m.status, 'active'),
        isNull(g.deleted_at),
        lt(m.id, sql.placeholder('before')),
      ),
    )
    .orderBy(desc(m.id))
    .limit(fixedLimit(limit))
    .prepare(`groups_mine_${limit}`),
);

const memberColumns = { member: m, user: personJson(qualified(m.user_id)) };
/** A group's members or join requests by membership id (group_members_group_idx). */
const membersStmt = preparedPerLimit((db: Database, limit: number) =>
  db
    .select(memberColumns)
    .from(m)
    .where(
      and(
        eq(m.group_id, sql.placeholder('group')),
        eq(m.status, sql.placeholder('status')),
        gt(m.id, sql.placeholder('after')),
      ),
    )
    .orderBy(asc(m.id))
    .limit(fixedLimit(limit))
    .prepare(`groups_members_${limit}`),
);

export const groupsRepository = {
  async bySlug(db: Database, slug: string, viewer: number): Promise<GroupWithViewer | null> {
    const [row] = await bySlugStmt(db).execute({ slug, viewer });
    return (row as GroupWithViewer | undefined) ?? null;
  },

  async byIdForUpdate(tx: Executor, id: number) {
    const [row] = await tx.select().from(g).where(eq(g.id, id)).for('update');
    return row ?? null;
  },

  async byId(db: Executor, id: number) {
    const [row] = await db
      .select()
      .from(g)
      .where(and(eq(g.id, id), isNull(g.deleted_at)));
    return row ?? null;
  },

  async insert(tx: Executor, row: GroupInsert) {
    const [created] = await tx.insert(g).values(row).returning();
    return created;
  },

  async update(tx: Executor, id: number, patch: Partial<GroupInsert>) {
    const [row] = await tx
      .update(g)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(g.id, id))
      .returning();
    return row;
  },

  /** A group not yet deleted, by slug, locked for an administrator's removal. */
  async adminFind(tx: Executor, slug: string) {
    const [row] = await tx
      .select({ id: g.id, slug: g.slug, name: g.name, owner_id: g.owner_id })
      .from(g)
      .where(and(eq(g.slug, slug), isNull(g.deleted_at)))
      .for('update');
    return row ?? null;
  },

  async softDelete(tx: Executor, id: number, now: Date) {
    await tx.update(g).set({ deleted_at: now, updated_at: now }).where(eq(g.id, id));
  },

  async discovery(
    db: Database,
    q: {
      viewer: number;
      take: number;
      search?: string;
      after?: { count: number; id: number };
      offset: number;
    },
  ): Promise<GroupWithViewer[]> {
    if (q.search) {
      // A name search walks the trigram index (groups_name_trgm_idx); the matches are few enough to
      // order and page with an offset or the same keyset.
      const like = likeContaining(q.search.toLowerCase());
      return (await db
        .select({ group: g, ...viewerColumns })
        .from(g)
        .leftJoin(m, and(eq(m.group_id, g.id), eq(m.user_id, q.viewer)))
        .where(
          and(
            isNull(g.deleted_at),
            sql`lower(${g.name}) like ${like}`,
            q.after
              ? sql`(${g.member_count}, ${g.id}) < (${q.after.count}::int, ${q.after.id}::bigint)`
              : undefined,
          ),
        )
        .orderBy(...biggestFirst)
        .limit(q.take)
        .offset(q.after ? 0 : q.offset)) as GroupWithViewer[];
    }
    if (q.after)
      return (await discoveryAfter(q.take)(db).execute({
        viewer: q.viewer,
        count: q.after.count,
        id: q.after.id,
      })) as GroupWithViewer[];
    // `page` of the spec: an offset, for the first pages (the cursor goes on at any depth).
    return (await discoveryPage(
      q.take,
      q.offset,
    )(db).execute({
      viewer: q.viewer,
      offset: q.offset,
    })) as GroupWithViewer[];
  },

  async mine(db: Database, viewer: number, take: number, before: number): Promise<GroupWithViewer[]> {
    return (await mineStmt(take)(db).execute({ viewer, before })) as GroupWithViewer[];
  },

  async members(db: Database, groupId: number, status: MemberStatus, take: number, after: number) {
    return membersStmt(take)(db).execute({ group: groupId, status, after });
  },

  async memberSearch(
    db: Executor,
    groupId: number,
    status: MemberStatus,
    take: number,
    after: number,
    search: string,
  ) {
    const like = likeContaining(search.toLowerCase());
    return db
      .select(memberColumns)
      .from(m)
      .innerJoin(u, eq(u.id, m.user_id))
      .where(
        and(
          eq(m.group_id, groupId),
          eq(m.status, status),
          gt(m.id, after),
          sql`lower(${u.first_name} || ' ' || ${u.last_name}) like ${like}`,
        ),
      )
      .orderBy(asc(m.id))
      .limit(take);
  },

  async memberById(db: Executor, groupId: number, id: number) {
    const [row] = await db
      .select(memberColumns)
      .from(m)
      .where(and(eq(m.group_id, groupId), eq(m.id, id)));
    return row ?? null;
  },

  async membersByIds(db: Executor, ids: number[]) {
    if (!ids.length) return [];
    return db.select().from(m).where(sql`${m.id} in ${ids}`);
  },

  /** Which of these groups the person is an active member of (shares show a private original only then). */
  async activeAmong(db: Executor, userId: number, groupIds: number[]) {
    if (!groupIds.length) return new Set<number>();
    const rows = await db
      .select({ id: m.group_id })
      .from(m)
      .where(and(eq(m.user_id, userId), eq(m.status, 'active'), sql`${m.group_id} in ${groupIds}`));
    return new Set(rows.map((r) => r.id));
  },

  async person(db: Executor, userId: number) {
    const res = await db.execute(sql`select ${personJson(userId)} as person`);
    return ((res.rows[0] as { person: PersonJson | null } | undefined)?.person ?? null) as PersonJson | null;
  },

  async memberOf(db: Executor, groupId: number, userId: number) {
    const [row] = await db
      .select()
      .from(m)
      .where(and(eq(m.group_id, groupId), eq(m.user_id, userId)));
    return row ?? null;
  },

  /** A new membership row; null when the person already has one (a double click, a race). */
  async insertMember(tx: Executor, row: typeof m.$inferInsert) {
    const [created] = await tx
      .insert(m)
      .values(row)
      .onConflictDoNothing({ target: [m.group_id, m.user_id] })
      .returning();
    return created ?? null;
  },

  /** Moves a membership from one status to another; null when it was not in `from` any more. */
  async moveMember(tx: Executor, id: number, from: MemberStatus, patch: Partial<typeof m.$inferInsert>) {
    const [row] = await tx
      .update(m)
      .set({ ...patch, updated_at: new Date() })
      .where(and(eq(m.id, id), eq(m.status, from)))
      .returning();
    return row ?? null;
  },

  async setRole(tx: Executor, id: number, role: GroupRole) {
    await tx.update(m).set({ role, updated_at: new Date() }).where(eq(m.id, id));
  },

  /** Deletes a membership; the row deleted (null when it was already gone). */
  async deleteMember(tx: Executor, id: number) {
    const [row] = await tx.delete(m).where(eq(m.id, id)).returning();
    return row ?? null;
  },

  /** member_count moves with the active membership it counts, in the same transaction. */
  async bumpMembers(tx: Executor, groupId: number, by: number) {
    const [row] = await tx
      .update(g)
      .set({ member_count: sql`${g.member_count} + ${by}` })
      .where(eq(g.id, groupId))
      .returning({ member_count: g.member_count });
    return row.member_count;
  },

  async bumpPosts(tx: Executor, groupId: number, by: number) {
    await tx
      .update(g)
      .set({ post_count: sql`${g.post_count} + ${by}` })
      .where(eq(g.id, groupId));
  },

  async adminIds(db: Executor, groupId: number) {
    const rows = await db
      .select({ user_id: m.user_id })
      .from(m)
      .where(
        and(eq(m.group_id, groupId), eq(m.status, 'active'), or(eq(m.role, 'owner'), eq(m.role, 'admin'))),
      );
    return rows.map((r) => r.user_id);
  },

  async isActiveMember(db: Executor, groupId: number, userId: number) {
    const [row] = await db
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.group_id, groupId), eq(m.user_id, userId), eq(m.status, 'active')));
    return !!row;
  },

  async pendingCounts(db: Executor, groupId: number) {
    const r = await db.execute(sql`
      select
        (select count(*) from ${m} where ${m.group_id} = ${groupId} and ${m.status} = 'pending')::int as requests,
        (select count(*) from ${schema.groupPosts} p where p.group_id = ${groupId} and p.status = 'pending' and p.deleted_at is null)::int as posts`);
    return r.rows[0] as { requests: number; posts: number };
  },

  async individualIds(db: Executor, ids: number[]) {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: u.id })
      .from(u)
      .where(and(sql`${u.id} in ${ids}`, eq(u.role, 'individual'), eq(u.is_active, true)));
    return rows.map((r) => r.id);
  },

  async userName(db: Executor, id: number) {
    const [row] = await db
      .select({ name: sql<string>`${u.first_name} || ' ' || ${u.last_name}`, slug: u.slug })
      .from(u)
      .where(eq(u.id, id));
    return row ?? null;
  },

  /**
   * People to invite: individuals who share the viewer's city or specialty and have no membership
   * row in the group, by user id after the cursor. Drawn from the place and specialty indexes.
   * With `search`: any individual whose name contains it instead (the name trigram index), so
   * the invite panel's search offers only people who can be invited (not organizations' owners,
   * members or those already invited).
   */
  async suggestions(
    db: Executor,
    groupId: number,
    viewer: number,
    page: { take: number; after: number; search?: string },
  ) {
    const { take, after, search } = page;
    const invitable = (id: SQL) => sql`${id} > ${after} and ${id} <> ${viewer}
          and not exists (select 1 from ${m} gm where gm.group_id = ${groupId} and gm.user_id = ${id})`;
    const r = search
      ? await db.execute(sql`
      select x.user_id, 'name' as reason, ${personJson(sql`x.user_id`)} as person
      from (
        select pu.id as user_id from ${u} pu
        where ${invitable(sql.raw('pu.id'))} and pu.role = 'individual' and pu.is_active
          and lower(pu.first_name || ' ' || pu.last_name) like ${likeContaining(search.toLowerCase())}
        order by pu.id
        limit ${take}
      ) x
      order by x.user_id`)
      : await db.execute(sql`
      with me as (select lower(city) as city, lower(specialty) as specialty from ${d} where user_id = ${viewer})
      select x.user_id, x.reason, ${personJson(sql`x.user_id`)} as person
      from (
        select pd.user_id, case when lower(pd.city) = (select city from me) then 'city' else 'specialty' end as reason
        from ${d} pd
        where ${invitable(sql.raw('pd.user_id'))}
          and (lower(pd.city) = (select city from me) or lower(pd.specialty) = (select specialty from me))
          and exists (select 1 from ${u} pu where pu.id = pd.user_id and pu.role = 'individual' and pu.is_active)
        order by pd.user_id
        limit ${take}
      ) x
      order by x.user_id`);
    return r.rows as { user_id: number; reason: 'city' | 'specialty' | 'name'; person: PersonJson }[];
  },

  async insertInvitation(tx: Executor, row: typeof inv.$inferInsert) {
    const [created] = await tx.insert(inv).values(row).returning();
    return created;
  },

  /** An open e-mail invitation to this group by its token's hash, locked for the acceptance. */
  async openInvitation(tx: Executor, groupId: number, tokenHash: string, now: Date) {
    const [row] = await tx
      .select()
      .from(inv)
      .where(
        and(
          eq(inv.group_id, groupId),
          eq(inv.token_hash, tokenHash),
          isNull(inv.accepted_at),
          gt(inv.expires_at, now),
        ),
      )
      .for('update');
    return row ?? null;
  },

  async acceptInvitation(tx: Executor, id: number, userId: number, now: Date) {
    await tx.update(inv).set({ accepted_by: userId, accepted_at: now }).where(eq(inv.id, id));
  },
};
