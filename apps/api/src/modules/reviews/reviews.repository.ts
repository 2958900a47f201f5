import { type Executor, schema } from '@hctl/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

const r = schema.reviews;
export type ReviewRow = typeof r.$inferSelect;
type ReviewBasis = ReviewRow['basis'];
type ObjectionStatus = NonNullable<ReviewRow['objection_status']>;

/** A profile that reviews are written by or about, with what the list needs of it. */
export interface ReviewProfile {
  key: string;
  role: 'individual' | 'organization';
  userId: number | null;
  orgId: number | null;
  /** Whom to tell about it: the person, or the organization's owner. */
  notifyUserId: number;
  slug: string;
  name: string;
  image: string | null;
  reviewsVisible: boolean;
}

/** A review with its author and target as shown (names, slugs, images). */
export interface ReviewListRow extends ReviewRow {
  author_role: 'individual' | 'organization' | null;
  author_slug: string | null;
  author_name: string | null;
  author_image: string | null;
  target_role: 'individual' | 'organization';
  target_slug: string;
  target_name: string;
  target_image: string | null;
  total: number;
}

const rows = async <T>(db: Executor, q: ReturnType<typeof sql>) => (await db.execute(q)).rows as T[];

/** Author and target, whichever kind each is (an organization author also records who wrote it). */
const PARTIES = sql`
  case when r.author_organization_id is not null then 'organization'
       when r.author_user_id is not null then 'individual' end as author_role,
  coalesce(ao.slug, au.slug) as author_slug,
  coalesce(ao.company_name, au.first_name || ' ' || au.last_name) as author_name,
  coalesce(ao.company_profile_image, aid.profile_image) as author_image,
  case when r.target_organization_id is not null then 'organization' else 'individual' end as target_role,
  coalesce(tro.slug, tu.slug) as target_slug,
  coalesce(tro.company_name, tu.first_name || ' ' || tu.last_name) as target_name,
  coalesce(tro.company_profile_image, tid.profile_image) as target_image`;
const JOINS = sql`
  left join organizations ao on ao.id = r.author_organization_id
  left join users au on au.id = r.author_user_id and r.author_organization_id is null
  left join individual_details aid on aid.user_id = au.id
  left join organizations tro on tro.id = r.target_organization_id
  left join users tu on tu.id = r.target_user_id
  left join individual_details tid on tid.user_id = tu.id`;

const ORDER = {
  newest: sql`r.created_at desc, r.id desc`,
  oldest: sql`r.created_at asc, r.id asc`,
  highest: sql`r.rating desc, r.created_at desc, r.id desc`,
  lowest: sql`r.rating asc, r.created_at desc, r.id desc`,
} as const;

/** Raw rows come back with snake_case columns and timestamps as strings: make them a ReviewRow's types. */
const revive = (x: Record<string, unknown>) => {
  for (const k of [
    'published_at',
    'blind_until',
    'flagged_at',
    'objection_at',
    'objection_decided_at',
    'deleted_at',
    'created_at',
    'updated_at',
  ])
    if (typeof x[k] === 'string')
      x[k] = new Date((x[k] as string).replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'));
  for (const k of [
    'id',
    'author_user_id',
    'author_organization_id',
    'target_user_id',
    'target_organization_id',
    'basis_id',
    'objection_decided_by',
  ])
    if (x[k] !== null && x[k] !== undefined) x[k] = Number(x[k]);
  x.total = Number(x.total ?? 0);
  return x as unknown as ReviewListRow;
};

export const reviewsRepository = {
  /** The person (an active individual) or organization a `{role}/{slug}` path names. */
  async profile(
    db: Executor,
    role: 'individual' | 'organization',
    slug: string,
  ): Promise<ReviewProfile | null> {
    if (role === 'individual') {
      const [p] = await rows<{
        id: string;
        slug: string;
        name: string;
        image: string | null;
        visibility: Record<string, boolean> | null;
      }>(
        db,
        sql`select u.id, u.slug, u.first_name || ' ' || u.last_name as name, d.profile_image as image, d.visibility
            from users u left join individual_details d on d.user_id = u.id
            where u.slug = ${slug} and u.role = 'individual' and u.is_active limit 1`,
      );
      if (!p) return null;
      const id = Number(p.id);
      return {
        key: `user:${id}`,
        role,
        userId: id,
        orgId: null,
        notifyUserId: id,
        slug: p.slug,
        name: p.name,
        image: p.image,
        reviewsVisible: p.visibility?.reviews !== false,
      };
    }
    const [o] = await rows<{
      id: string;
      owner_id: string;
      slug: string;
      name: string;
      image: string | null;
      visibility: Record<string, boolean>;
    }>(
      db,
      sql`select id, owner_id, slug, company_name as name, company_profile_image as image, visibility
          from organizations where slug = ${slug} limit 1`,
    );
    if (!o) return null;
    const id = Number(o.id);
    return {
      key: `org:${id}`,
      role,
      userId: null,
      orgId: id,
      notifyUserId: Number(o.owner_id),
      slug: o.slug,
      name: o.name,
      image: o.image,
      reviewsVisible: o.visibility?.review !== false,
    };
  },

  /**
   * The non-quotation relationship between an author and a target, strongest first: an interview,
   * an application (organization ↔ individual, either direction), a connection (two individuals).
   */
  async pairBasis(db: Executor, author: ReviewProfile, target: ReviewProfile): Promise<ReviewBasis | null> {
    const orgId = author.orgId ?? target.orgId;
    const userId = author.userId ?? target.userId;
    if (orgId !== null && userId !== null) {
      const [found] = await rows<{ basis: ReviewBasis }>(
        db,
        sql`select case when exists (
                select 1 from interviews i join job_applications a on a.id = i.application_id
                where i.organization_id = ${orgId} and a.user_id = ${userId}) then 'interview'
              when exists (
                select 1 from job_applications a where a.organization_id = ${orgId} and a.user_id = ${userId})
              then 'application' end as basis`,
      );
      return found?.basis ?? null;
    }
    if (author.userId !== null && target.userId !== null) {
      const [c] = await rows<{ one: number }>(
        db,
        sql`select 1 as one from connections where user_id = ${author.userId} and peer_id = ${target.userId} limit 1`,
      );
      return c ? 'connection' : null;
    }
    return null;
  },

  /**
   * Whether the author already has a review of the target on a pair basis (one per pair outside
   * quotations); `anyBasis`: or of any quotation.
   */
  async hasPairReview(db: Executor, authorKey: string, targetKey: string, anyBasis = false) {
    const [x] = await db
      .select({ id: r.id })
      .from(r)
      .where(
        and(
          eq(r.author_key, authorKey),
          eq(r.target_key, targetKey),
          isNull(r.deleted_at),
          anyBasis ? undefined : sql`${r.basis} <> 'quotation'`,
        ),
      )
      .limit(1);
    return Boolean(x);
  },

  /**
   * Completed quotations between the two sides (either one the buyer) that the author has not
   * reviewed yet, newest first; `id` narrows to one. `lock` holds the rows so the two sides'
   * reviews of one quotation are told apart in order (double-blind publishing).
   */
  async openQuotations(
    db: Executor,
    author: ReviewProfile,
    target: ReviewProfile,
    opts: { id?: number; lock?: boolean } = {},
  ) {
    const side = (p: ReviewProfile, s: 'buyer' | 'provider') =>
      p.orgId !== null
        ? sql`q.${sql.raw(`${s}_org_id`)} = ${p.orgId}`
        : sql`q.${sql.raw(`${s}_user_id`)} = ${p.userId}`;
    const found = await rows<{ id: string }>(
      db,
      sql`select q.id from quotations q
          where q.status = 'completed'
            and ((${side(author, 'buyer')} and ${side(target, 'provider')})
              or (${side(author, 'provider')} and ${side(target, 'buyer')}))
            ${opts.id ? sql`and q.id = ${opts.id}` : sql``}
            and not exists (select 1 from reviews x where x.basis = 'quotation' and x.basis_id = q.id
                            and x.author_key = ${author.key} and x.deleted_at is null)
          order by q.updated_at desc, q.id desc
          ${opts.lock ? sql`for update of q` : sql``}`,
    );
    return found.map((q) => Number(q.id));
  },

  insert: async (db: Executor, values: typeof r.$inferInsert) =>
    (await db.insert(r).values(values).returning())[0],

  /** The other side's review of the same quotation, still waiting. */
  async blindCounterpart(db: Executor, mine: ReviewRow) {
    const [x] = await db
      .select()
      .from(r)
      .where(
        and(
          eq(r.author_key, mine.target_key),
          eq(r.target_key, mine.author_key),
          eq(r.basis, 'quotation'),
          eq(r.basis_id, mine.basis_id),
          isNull(r.deleted_at),
          isNull(r.published_at),
        ),
      )
      .limit(1);
    return x ?? null;
  },

  publish: (db: Executor, ids: number[], at: Date) =>
    db
      .update(r)
      .set({ published_at: at, blind_until: null, updated_at: at })
      .where(sql`${r.id} in ${ids} and ${r.published_at} is null`),

  /** Double-blind reviews whose 7 days are over: published as they are. */
  async publishDue(db: Executor, now: Date) {
    const res = await db
      .update(r)
      .set({ published_at: now, blind_until: null, updated_at: now })
      .where(sql`${r.published_at} is null and ${r.blind_until} <= ${now} and ${r.deleted_at} is null`)
      .returning({ id: r.id });
    return res.length;
  },

  async byId(db: Executor, id: number) {
    const [x] = await db
      .select()
      .from(r)
      .where(and(eq(r.id, id), isNull(r.deleted_at)))
      .limit(1);
    return x ?? null;
  },

  /**
   * A page of reviews about (or, `written`, by) a profile. `owner`: every published one with its
   * labels (flagged, hidden by an objection); otherwise published and not hidden only.
   */
  async page(
    db: Executor,
    q: {
      profileKey: string;
      owner: boolean;
      filter: 'all' | 'flagged' | 'objections' | 'written';
      rating?: number;
      order: keyof typeof ORDER;
      limit: number;
      offset: number;
    },
  ) {
    const where = [sql`r.deleted_at is null`];
    if (q.filter === 'written') where.push(sql`r.author_key = ${q.profileKey}`);
    else {
      where.push(sql`r.target_key = ${q.profileKey}`, sql`r.published_at is not null`);
      if (!q.owner) where.push(sql`not r.hidden`);
      if (q.filter === 'flagged') where.push(sql`r.is_flagged`);
      if (q.filter === 'objections') where.push(sql`r.objection_status is not null`);
    }
    if (q.rating) where.push(sql`r.rating = ${q.rating}`);
    const found = await rows<Record<string, unknown>>(
      db,
      sql`select r.*, ${PARTIES}, count(*) over () as total
          from reviews r ${JOINS}
          where ${sql.join(where, sql` and `)}
          order by ${ORDER[q.order]} limit ${q.limit} offset ${q.offset}`,
    );
    return found.map(revive);
  },

  /** Reviews with a given objection state: a person's own objections, or the admin's pending queue. */
  async objections(
    db: Executor,
    q: { targetKey?: string; status?: ObjectionStatus; limit: number; offset: number },
  ) {
    const where = [sql`r.deleted_at is null`, sql`r.objection_status is not null`];
    if (q.targetKey) where.push(sql`r.target_key = ${q.targetKey}`);
    if (q.status) where.push(sql`r.objection_status = ${q.status}`);
    const found = await rows<Record<string, unknown>>(
      db,
      sql`select r.*, ${PARTIES}, count(*) over () as total
          from reviews r ${JOINS}
          where ${sql.join(where, sql` and `)}
          order by r.objection_at ${q.status === 'pending' ? sql`asc` : sql`desc`}, r.id desc
          limit ${q.limit} offset ${q.offset}`,
    );
    return found.map(revive);
  },

  async withParties(db: Executor, id: number) {
    const [x] = await rows<Record<string, unknown>>(
      db,
      sql`select r.*, ${PARTIES}, 1 as total from reviews r ${JOINS} where r.id = ${id}`,
    );
    return x ? revive(x) : null;
  },

  /** Average and count per rating of the published, visible reviews of a profile. */
  async summary(db: Executor, targetKey: string) {
    const found = await rows<{ rating: number; n: string }>(
      db,
      sql`select rating, count(*) as n from reviews
          where target_key = ${targetKey} and deleted_at is null and published_at is not null and not hidden
          group by rating`,
    );
    return found.map((x) => ({ rating: Number(x.rating), n: Number(x.n) }));
  },

  /** The flag toggles: flagging records the reason, unflagging clears it. */
  async toggleFlag(db: Executor, id: number, reason: string | null, now: Date) {
    const [x] = await db
      .update(r)
      .set({
        is_flagged: sql`not ${r.is_flagged}`,
        flag_reason: sql`case when ${r.is_flagged} then null else ${reason}::varchar end`,
        flagged_at: sql`case when ${r.is_flagged} then null else ${now}::timestamptz end`,
      })
      .where(eq(r.id, id))
      .returning();
    return x;
  },

  update: async (db: Executor, id: number, values: Partial<typeof r.$inferInsert>) =>
    (await db.update(r).set(values).where(eq(r.id, id)).returning())[0],

  /** Objecting happens once: only a review without an objection takes one (null: it had one). */
  async object(db: Executor, id: number, objection: string, now: Date) {
    const [x] = await db
      .update(r)
      .set({ objection, objection_status: 'pending', objection_at: now })
      .where(and(eq(r.id, id), isNull(r.objection_status)))
      .returning();
    return x ?? null;
  },

  /** Deciding happens once: only a pending objection is decided (null: it was decided already). */
  async decide(db: Executor, id: number, status: 'approved' | 'rejected', adminId: number, now: Date) {
    const [x] = await db
      .update(r)
      .set({
        objection_status: status,
        objection_decided_by: adminId,
        objection_decided_at: now,
        hidden: status === 'approved',
        updated_at: now,
      })
      .where(and(eq(r.id, id), eq(r.objection_status, 'pending')))
      .returning();
    return x ?? null;
  },

  async superAdmins(db: Executor) {
    const found = await rows<{ id: string }>(
      db,
      sql`select id from users where role = 'super-admin' and is_active`,
    );
    return found.map((x) => Number(x.id));
  },

  /** The organizations a person may review as: owned, or a member whose role hires (applicants or jobs). */
  async hiringOrganizations(db: Executor, userId: number) {
    return rows<{ slug: string; name: string }>(
      db,
      sql`select o.slug, o.company_name as name from organizations o
          where o.owner_id = ${userId}
             or exists (select 1 from organization_users ou left join org_roles ro on ro.id = ou.role_id
                        where ou.organization_id = o.id and ou.user_id = ${userId}
                          and (ro.permissions ? 'applicants' or ro.permissions ? 'jobs'))
          order by o.company_name`,
    );
  },
};
