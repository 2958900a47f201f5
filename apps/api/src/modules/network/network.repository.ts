import { type Database, type Executor, schema } from '@hctl/db';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { likeContaining } from '../../lib/like';
import { descIndexed } from '../../lib/ordering';
import { fixedLimit, preparedPerLimit } from '../../lib/prepared';

const { connections: c, connectionInvites: i, users: u, individualDetails: d } = schema;

export type InviteRow = typeof i.$inferSelect;

/**
 * A person as network cards show them, from a users row and its individual_details row (aliased
 * where a query joins two people). Occupation follows the person's `occupation` visibility setting;
 * city and state are public, as on the profile (the `address` switch is the street line's).
 * `has_profile`: the profile page opens for others (published, account active), so cards link it.
 */
export const personColumnsOf = (x: typeof u, y: typeof d) => ({
  id: x.id,
  slug: x.slug,
  first_name: x.first_name,
  last_name: x.last_name,
  occupation: sql<
    string | null
  >`case when (${y.visibility}->>'occupation') = 'false' then null else ${y.occupation} end`,
  specialty: y.specialty,
  city: y.city,
  state: y.state,
  profile_image: y.profile_image,
  has_profile: sql<boolean>`(${y.is_published} and ${x.is_active})`,
});
const personColumns = personColumnsOf(u, d);
export type PersonRow = {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  occupation: string | null;
  specialty: string | null;
  city: string | null;
  state: string | null;
  profile_image: string | null;
  has_profile: boolean;
};

/** Full name, as the name search and the trigram index (users_individual_name_trgm_idx) spell it. */
const fullName = sql`lower(${u.first_name} || ' ' || ${u.last_name})`;
/** `%term%`, lower-cased to match `fullName`, with the term's own wildcards escaped. */
const likePattern = (term: string) => likeContaining(term.toLowerCase());

/** A keyset position: created_at in whole microseconds (a JS Date would cut it to ms) and the row's id. */
export interface Keyset {
  us: string;
  id: number;
}
const us = (col: SQL | typeof c.created_at | typeof i.created_at) =>
  sql<string>`(extract(epoch from ${col}) * 1000000)::bigint::text`;
const at = (k: Keyset) => sql`(timestamptz 'epoch' + ${k.us}::bigint * interval '1 microsecond')`;

export type ListOrder = 'newest' | 'oldest' | 'name';
export interface ListOptions {
  order: ListOrder;
  search: string | null;
  after: Keyset | null;
  offset: number;
  limit: number;
}

/** The pair's one pending invite, as the unique index connection_invites_pending_pair spells it. */
const pendingPair = (a: number, b: number) =>
  and(
    eq(i.status, 'pending'),
    sql`least(${i.sender_id}, ${i.receiver_id}) = least(${a}::bigint, ${b}::bigint)`,
    sql`greatest(${i.sender_id}, ${i.receiver_id}) = greatest(${a}::bigint, ${b}::bigint)`,
  );

/**
 * The caller's connections, newest first: one range of connections_user_recent_idx (the index is
 * (user_id, created_at desc, peer_id), so the order and the keyset follow it exactly). Prepared: it
 * is the hottest network read. The total is an index-only count of the same range.
 */
const connectionsFirst = preparedPerLimit((db, limit) =>
  db
    .select({
      person: personColumns,
      created_at: c.created_at,
      created_us: us(c.created_at),
      total: sql<number>`(select count(*) from ${c} x where x.user_id = ${sql.placeholder('me')})`.mapWith(
        Number,
      ),
    })
    .from(c)
    .innerJoin(u, eq(u.id, c.peer_id))
    .innerJoin(d, eq(d.user_id, c.peer_id))
    .where(eq(c.user_id, sql.placeholder('me')))
    .orderBy(descIndexed(c.created_at), c.peer_id)
    .limit(fixedLimit(limit))
    .prepare(`network_connections_first_${limit}`),
);

export const networkRepository = {
  async user(db: Executor, id: number) {
    const [row] = await db
      .select({
        id: u.id,
        role: u.role,
        is_active: u.is_active,
        slug: u.slug,
        first_name: u.first_name,
        last_name: u.last_name,
      })
      .from(u)
      .where(eq(u.id, id));
    return row ?? null;
  },

  async people(db: Executor, ids: number[]): Promise<PersonRow[]> {
    if (!ids.length) return [];
    return db.select(personColumns).from(u).innerJoin(d, eq(d.user_id, u.id)).where(inArray(u.id, ids));
  },

  async isConnected(db: Executor, me: number, other: number) {
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(c)
      .where(and(eq(c.user_id, me), eq(c.peer_id, other)));
    return Boolean(row);
  },

  /** Of `ids`, the caller's connections. */
  async connectedAmong(db: Executor, me: number, ids: number[]) {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: c.peer_id })
      .from(c)
      .where(and(eq(c.user_id, me), inArray(c.peer_id, ids)));
    return rows.map((r) => r.id);
  },

  /** Both rows of a connection; an existing one stays as it was (a replayed accept). */
  async connect(db: Executor, a: number, b: number, at: Date) {
    await db
      .insert(c)
      .values([
        { user_id: a, peer_id: b, created_at: at },
        { user_id: b, peer_id: a, created_at: at },
      ])
      .onConflictDoNothing();
  },

  /** Both rows; how many were removed (0: they were not connected). */
  async disconnect(db: Executor, a: number, b: number) {
    const rows = await db
      .delete(c)
      .where(or(and(eq(c.user_id, a), eq(c.peer_id, b)), and(eq(c.user_id, b), eq(c.peer_id, a))))
      .returning({ user_id: c.user_id });
    return rows.length;
  },

  /** A new pending invite, or null when the pair already has one (the unique pending-pair index). */
  async insertInvite(db: Executor, sender: number, receiver: number, message: string | null) {
    const [row] = await db
      .insert(i)
      .values({ sender_id: sender, receiver_id: receiver, message })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  },

  async pendingBetween(db: Executor, a: number, b: number) {
    const [row] = await db.select().from(i).where(pendingPair(a, b)).for('update');
    return row ?? null;
  },

  async inviteForUpdate(db: Executor, id: number) {
    const [row] = await db.select().from(i).where(eq(i.id, id)).for('update');
    return row ?? null;
  },

  /** Moves a pending invite on; null when it was no longer pending. */
  async decideInvite(db: Executor, id: number, status: 'accepted' | 'declined' | 'cancelled', at: Date) {
    const [row] = await db
      .update(i)
      .set({ status, decided_at: at, updated_at: at })
      .where(and(eq(i.id, id), eq(i.status, 'pending')))
      .returning();
    return row ?? null;
  },

  /** Between the caller and one person: connected, and the pair's pending invite if any. */
  async connectionState(db: Executor, me: number, other: number) {
    const [connected, pending] = await Promise.all([
      this.isConnected(db, me, other),
      db.select().from(i).where(pendingPair(me, other)),
    ]);
    return { connected, pending: pending[0] ?? null };
  },

  /** The caller's connections: newest/oldest by keyset or page, or by name; searched by name. */
  async connections(db: Database, me: number, o: ListOptions) {
    if (o.order === 'newest' && !o.search && !o.after && o.offset === 0)
      return connectionsFirst(o.limit)(db).execute({ me });
    const desc = o.order !== 'oldest';
    const where = [eq(c.user_id, me)];
    if (o.search) where.push(sql`${fullName} like ${likePattern(o.search)}`);
    if (o.after && o.order !== 'name') {
      // The index's order: created_at one way, peer_id ascending within a moment (desc) or descending (asc).
      where.push(
        desc
          ? sql`(${c.created_at} < ${at(o.after)} or (${c.created_at} = ${at(o.after)} and ${c.peer_id} > ${o.after.id}))`
          : sql`(${c.created_at} > ${at(o.after)} or (${c.created_at} = ${at(o.after)} and ${c.peer_id} < ${o.after.id}))`,
      );
    }
    const totalWhere = o.search
      ? sql`x.user_id = ${me} and exists (select 1 from ${u} where ${u.id} = x.peer_id and ${fullName} like ${likePattern(o.search)})`
      : sql`x.user_id = ${me}`;
    const order =
      o.order === 'name'
        ? [u.first_name, u.last_name, c.peer_id]
        : desc
          ? [descIndexed(c.created_at), c.peer_id]
          : // connections_user_recent_idx read backwards
            [sql`${c.created_at} asc nulls first`, sql`${c.peer_id} desc nulls first`];
    return db
      .select({
        person: personColumns,
        created_at: c.created_at,
        created_us: us(c.created_at),
        total: sql<number>`(select count(*) from ${c} x where ${totalWhere})`.mapWith(Number),
      })
      .from(c)
      .innerJoin(u, eq(u.id, c.peer_id))
      .innerJoin(d, eq(d.user_id, c.peer_id))
      .where(and(...where))
      .orderBy(...order)
      .limit(o.limit)
      .offset(o.after ? 0 : o.offset);
  },

  /**
   * Pending invites the caller received or sent, newest first by (created_at, id) over the partial
   * indexes connection_invites_received_idx / _sent_idx; the other person's card beside each.
   */
  async invites(db: Executor, me: number, direction: 'received' | 'sent', o: ListOptions) {
    const mine = direction === 'received' ? i.receiver_id : i.sender_id;
    const other = direction === 'received' ? i.sender_id : i.receiver_id;
    const desc = o.order !== 'oldest';
    const where = [eq(mine, me), eq(i.status, 'pending')];
    if (o.search) where.push(sql`${fullName} like ${likePattern(o.search)}`);
    if (o.after && o.order !== 'name') {
      where.push(
        desc
          ? sql`(${i.created_at}, ${i.id}) < (${at(o.after)}, ${o.after.id}::bigint)`
          : sql`(${i.created_at}, ${i.id}) > (${at(o.after)}, ${o.after.id}::bigint)`,
      );
    }
    const column = sql.identifier(mine.name);
    const totalWhere = o.search
      ? sql`x.${column} = ${me} and x.status = 'pending' and exists (select 1 from ${u} where ${u.id} = x.${sql.identifier(other.name)} and ${fullName} like ${likePattern(o.search)})`
      : sql`x.${column} = ${me} and x.status = 'pending'`;
    const order =
      o.order === 'name'
        ? [u.first_name, u.last_name, i.id]
        : desc
          ? [sql`${i.created_at} desc`, sql`${i.id} desc`]
          : [i.created_at, i.id];
    return db
      .select({
        invite: i,
        person: personColumns,
        created_us: us(i.created_at),
        total: sql<number>`(select count(*) from ${i} x where ${totalWhere})`.mapWith(Number),
      })
      .from(i)
      .innerJoin(u, eq(u.id, other))
      .innerJoin(d, eq(d.user_id, other))
      .where(and(...where))
      .orderBy(...order)
      .limit(o.limit)
      .offset(o.after ? 0 : o.offset);
  },

  /**
   * People the caller may know, ranked in SQL from a bounded candidate set, so the cost does not
   * grow with the network: friends of friends (the caller's 300 newest connections, 200 of each of
   * theirs), 100 members of each of the caller's organizations, 100 people of the same city and 100
   * of the same specialty (individual_details_place_idx / _specialty_idx, the caller's values as
   * init-plan parameters so the index is walked, not joined), the 20 newest members, and with a
   * search 300 people whose name matches (trigram index). The caller, their connections and anyone
   * with a pending invite either way are removed before each candidate's row is read (one lateral
   * probe per candidate). Score: 3 per connection in common, 5 per shared organization, 2 for the
   * specialty, 2 for the city.
   */
  async suggestions(
    db: Executor,
    me: number,
    o: { search: string | null; order: 'relevance' | 'newest'; limit: number; offset: number },
  ) {
    const pattern = o.search ? likePattern(o.search) : null;
    const named = pattern
      ? sql`union (select ${u.id} from ${u} where ${u.role} = 'individual' and ${fullName} like ${pattern} order by ${u.id} desc limit 300)`
      : sql``;
    const nameFilter = pattern ? sql`and lower(u.first_name || ' ' || u.last_name) like ${pattern}` : sql``;
    const order =
      o.order === 'newest' ? sql`order by id desc` : sql`order by score desc, mutual desc, id desc`;
    const result = await db.execute(sql`
      with me as (
        select specialty, city, state from individual_details where user_id = ${me}
      ),
      my_peers as (
        select peer_id from connections where user_id = ${me} order by created_at desc limit 300
      ),
      fof as (
        select f.peer_id as id, count(*)::int as mutual
        from my_peers m
        cross join lateral (
          select x.peer_id from connections x where x.user_id = m.peer_id order by x.created_at desc limit 200
        ) f
        group by f.peer_id
      ),
      org_mates as (
        select ou.user_id as id, count(*)::int as shared_orgs, min(o.company_name) as org_name
        from organization_users mine
        join organizations o on o.id = mine.organization_id
        cross join lateral (
          select y.user_id from organization_users y
          where y.organization_id = mine.organization_id
          order by y.user_id desc limit 100
        ) ou
        where mine.user_id = ${me}
        group by ou.user_id
      ),
      excluded as (
        select ${me}::bigint as id
        union all select peer_id from connections where user_id = ${me}
        union all select receiver_id from connection_invites where sender_id = ${me} and status = 'pending'
        union all select sender_id from connection_invites where receiver_id = ${me} and status = 'pending'
      ),
      cand as (
        select id from fof
        union select id from org_mates
        union (select p.user_id from individual_details p
          where lower(p.state) = (select lower(state) from me) and lower(p.city) = (select lower(city) from me)
          order by lower(p.state), lower(p.city), p.user_id desc limit 100)
        union (select p.user_id from individual_details p
          where lower(p.specialty) = (select lower(specialty) from me)
          order by lower(p.specialty), p.user_id desc limit 100)
        union (select id from users where role = 'individual' order by id desc limit 20)
        ${named}
      ),
      ranked as (
        select p.id, p.slug, p.first_name, p.last_name, p.occupation, p.specialty, p.city, p.state,
          p.profile_image, p.has_profile,
          coalesce(f.mutual, 0) as mutual,
          coalesce(om.shared_orgs, 0) as shared_orgs,
          om.org_name,
          coalesce(lower(p.specialty) = lower(me.specialty), false) as same_specialty,
          coalesce(lower(p.city) = lower(me.city) and lower(p.state) = lower(me.state) and p.city is not null, false)
            as same_place,
          coalesce(f.mutual, 0) * 3 + coalesce(om.shared_orgs, 0) * 5
            + case when lower(p.specialty) = lower(me.specialty) then 2 else 0 end
            + case when lower(p.city) = lower(me.city) and lower(p.state) = lower(me.state) then 2 else 0 end
            as score
        from cand
        cross join lateral (
          select u.id, u.slug, u.first_name, u.last_name,
            case when (d.visibility->>'occupation') = 'false' then null else d.occupation end as occupation,
            d.specialty,
            d.city, d.state,
            d.profile_image, d.is_published as has_profile
          from users u join individual_details d on d.user_id = u.id
          where u.id = cand.id and u.role = 'individual' and u.is_active ${nameFilter}
          limit 1
        ) p
        left join me on true
        left join fof f on f.id = cand.id
        left join org_mates om on om.id = cand.id
        where not exists (select 1 from excluded e where e.id = cand.id)
      )
      select * from ranked ${order} limit ${o.limit} offset ${o.offset}
    `);
    return result.rows as unknown as SuggestionRow[];
  },
};

export interface SuggestionRow extends PersonRow {
  mutual: number;
  shared_orgs: number;
  org_name: string | null;
  same_specialty: boolean;
  same_place: boolean;
  score: number;
}
