import { type Executor, schema } from '@hctl/db';
import { and, asc, desc, eq, gt, ilike, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { likeContaining } from '../../lib/like';
import { newestIndexed } from '../../lib/ordering';
import { totalOver } from '../../lib/pagination';

const {
  advertisements: a,
  advertisementMedia: m,
  adPlacements: p,
  files: f,
  organizations: o,
  purchases: pu,
  users: u,
} = schema;

export type AdRow = typeof a.$inferSelect;
export type NewAd = typeof a.$inferInsert;
export type PlacementRow = typeof p.$inferSelect;
export type AdOwnerRef = { userId: number } | { orgId: number };

/** The image and video rows of an ad, in order, as one JSON list beside the ad. */
const mediaJson = sql<{ id: number; kind: 'image' | 'video'; file_id: number }[]>`coalesce((
  select json_agg(json_build_object('id', am.id, 'file_id', am.file_id,
    'kind', case when fl.mime like 'video/%' then 'video' else 'image' end) order by am.position, am.id)
  from ${m} am join ${f} fl on fl.id = am.file_id
  where am.advertisement_id = ${a.id}), '[]'::json)`;

const detail = {
  ad: a,
  media: mediaJson,
  placement_slug: p.slug,
  placement_name: p.name,
  org_slug: o.slug,
  company_name: o.company_name,
  user_slug: u.slug,
  first_name: u.first_name,
  last_name: u.last_name,
};
export type AdDetailRow = {
  ad: AdRow;
  media: { id: number; kind: 'image' | 'video'; file_id: number }[];
  placement_slug: string | null;
  placement_name: string | null;
  org_slug: string | null;
  company_name: string | null;
  user_slug: string | null;
  first_name: string | null;
  last_name: string | null;
};

const withDetail = (db: Executor) =>
  db
    .select(detail)
    .from(a)
    .leftJoin(p, eq(p.id, a.placement_id))
    .leftJoin(o, eq(o.id, a.organization_id))
    .leftJoin(u, eq(u.id, a.user_id));

const ownedBy = (owner: AdOwnerRef) =>
  'userId' in owner ? eq(a.user_id, owner.userId) : eq(a.organization_id, owner.orgId);

type AdOwnerFilter = { status?: string; review_status?: string; search?: string };
/** The owner's ads (not deleted) that pass the list's filters: `ownerPage` and `ownerCount`. */
const ownerFilter = (owner: AdOwnerRef, q: AdOwnerFilter) =>
  and(
    ownedBy(owner),
    isNull(a.deleted_at),
    q.status ? eq(a.status, q.status as AdRow['status']) : undefined,
    q.review_status ? eq(a.review_status, q.review_status as NonNullable<AdRow['review_status']>) : undefined,
    q.search ? ilike(a.title, likeContaining(q.search)) : undefined,
  );

/** Served: promoted, approved, not deleted (exactly advertisements_serving_idx), inside its dates, under budget. */
const running = (now: Date) =>
  and(
    eq(a.status, 'promoted'),
    eq(a.review_status, 'approved'),
    isNull(a.deleted_at),
    lte(a.starts_at, now),
    gt(a.ends_at, now),
    lt(a.spent_cents, a.budget_cents),
  );

/** What a placement shows of an ad: the served card and what the spend needs. */
export type CandidateRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  cta_title: string | null;
  cta_url: string | null;
  user_id: number | null;
  organization_id: number | null;
  image_file_id: number | null;
  sponsor: string;
  placement: string;
  cpm_cents: number;
  cpc_cents: number;
};

const firstImage = sql<number | null>`(select am.file_id from ${m} am join ${f} fl on fl.id = am.file_id
  where am.advertisement_id = ${a.id} and fl.mime like 'image/%' order by am.position, am.id limit 1)`;
const sponsor = sql<string>`coalesce(${o.company_name}, ${u.first_name} || ' ' || ${u.last_name}, '')`;

export const adsRepository = {
  placements: (db: Executor) => db.select().from(p).orderBy(asc(p.position), asc(p.id)),
  placementBySlug: async (db: Executor, slug: string) =>
    (await db.select().from(p).where(eq(p.slug, slug)).limit(1))[0] ?? null,
  placementById: async (db: Executor, id: number) =>
    (await db.select().from(p).where(eq(p.id, id)).limit(1))[0] ?? null,

  insert: async (db: Executor, row: NewAd) => (await db.insert(a).values(row).returning())[0],
  update: async (db: Executor, id: number, patch: Partial<NewAd>) =>
    (
      await db
        .update(a)
        .set({ ...patch, updated_at: new Date() })
        .where(eq(a.id, id))
        .returning()
    )[0],
  lockById: async (db: Executor, id: number) =>
    (await db.select().from(a).where(eq(a.id, id)).for('update'))[0] ?? null,
  /** The tokens a purchase paid (the rest of its price went on a card): how a returned budget splits. */
  purchaseTokens: async (db: Executor, purchaseId: number) =>
    (await db.select({ n: pu.used_tokens }).from(pu).where(eq(pu.id, purchaseId)))[0]?.n ?? 0,

  insertMedia: async (db: Executor, rows: (typeof m.$inferInsert)[]) => {
    if (rows.length) await db.insert(m).values(rows);
  },
  /** Removes the ad's media rows not kept; answers the file ids they pointed to. */
  dropMedia: async (db: Executor, adId: number, keep: number[] | null, kind: 'image' | 'video') => {
    const isKind =
      kind === 'video'
        ? sql`${m.file_id} in (select id from ${f} where mime like 'video/%')`
        : sql`${m.file_id} in (select id from ${f} where mime not like 'video/%')`;
    const conds: SQL[] = [eq(m.advertisement_id, adId), isKind];
    if (keep?.length) conds.push(sql`${m.id} not in ${keep}`);
    return (
      await db
        .delete(m)
        .where(and(...conds))
        .returning({ file_id: m.file_id })
    ).map((r) => r.file_id);
  },
  imageCount: async (db: Executor, adId: number) =>
    Number(
      (
        await db.execute<{
          n: number;
        }>(sql`select count(*)::int as n from ${m} am join ${f} fl on fl.id = am.file_id
          where am.advertisement_id = ${adId} and fl.mime not like 'video/%'`)
      ).rows[0]?.n ?? 0,
    ),
  nextPosition: async (db: Executor, adId: number) =>
    Number(
      (
        await db
          .select({ n: sql<number>`coalesce(max(${m.position}) + 1, 0)` })
          .from(m)
          .where(eq(m.advertisement_id, adId))
      )[0]?.n ?? 0,
    ),

  /** One of the owner's ads (not deleted) by slug. */
  byOwnerSlug: async (db: Executor, owner: AdOwnerRef, slug: string) =>
    (
      await db
        .select()
        .from(a)
        .where(and(ownedBy(owner), eq(a.slug, slug), isNull(a.deleted_at)))
        .limit(1)
    )[0] ?? null,
  /** An ad not deleted, by slug, locked, with the person told about an administrator's removal. */
  adminFind: async (tx: Executor, slug: string) =>
    ((
      await tx.execute(sql`
        select ad.id::int, ad.slug, ad.title, ad.organization_id::int,
               coalesce(ad.user_id, org.owner_id)::int as owner_user_id
        from advertisements ad left join organizations org on org.id = ad.organization_id
        where ad.slug = ${slug} and ad.deleted_at is null
        for update of ad`)
    ).rows[0] as
      | { id: number; slug: string; title: string; organization_id: number | null; owner_user_id: number }
      | undefined) ?? null,
  bySlug: async (db: Executor, slug: string) =>
    (
      await db
        .select()
        .from(a)
        .where(and(eq(a.slug, slug), isNull(a.deleted_at)))
        .limit(1)
    )[0] ?? null,
  detailById: async (db: Executor, id: number): Promise<AdDetailRow | null> =>
    ((await withDetail(db).where(eq(a.id, id)).limit(1))[0] as AdDetailRow | undefined) ?? null,

  /** A page of the owner's ads (newest first; walks the owner index), filtered. */
  ownerPage: async (db: Executor, owner: AdOwnerRef, q: AdOwnerFilter, page: number, perPage: number) => {
    return (await withDetail(db)
      .where(ownerFilter(owner, q))
      .orderBy(...newestIndexed(a.created_at, a.id))
      .limit(perPage)
      .offset((page - 1) * perPage)
      .then((rows) => rows)) as AdDetailRow[];
  },
  ownerCount: async (db: Executor, owner: AdOwnerRef, q: AdOwnerFilter) =>
    Number(
      (await db.select({ n: sql<number>`count(*)::int` }).from(a).where(ownerFilter(owner, q)))[0]?.n ?? 0,
    ),

  /** The super admin's queue: oldest first (the pending ones walk advertisements_review_queue_idx). */
  reviewPage: async (
    db: Executor,
    review: NonNullable<AdRow['review_status']>,
    page: number,
    perPage: number,
  ) => {
    const rows = await db
      .select({ ...detail, total: totalOver() })
      .from(a)
      .leftJoin(p, eq(p.id, a.placement_id))
      .leftJoin(o, eq(o.id, a.organization_id))
      .leftJoin(u, eq(u.id, a.user_id))
      .where(and(eq(a.review_status, review), isNull(a.deleted_at)))
      .orderBy(review === 'pending' ? asc(a.created_at) : desc(a.created_at), asc(a.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return rows as (AdDetailRow & { total: number })[];
  },
  reviewCount: async (db: Executor, review: NonNullable<AdRow['review_status']>) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(a)
          .where(and(eq(a.review_status, review), isNull(a.deleted_at)))
      )[0]?.n ?? 0,
    ),

  /** Every ad running now in a placement (or in all of them), in id order for a stable rotation. */
  candidates: async (db: Executor, placementSlug: string | null, now: Date): Promise<CandidateRow[]> =>
    db
      .select({
        id: a.id,
        slug: a.slug,
        title: a.title,
        description: a.description,
        cta_title: a.cta_title,
        cta_url: a.cta_url,
        user_id: a.user_id,
        organization_id: a.organization_id,
        image_file_id: firstImage,
        sponsor,
        placement: p.slug,
        cpm_cents: p.cpm_cents,
        cpc_cents: p.cpc_cents,
      })
      .from(a)
      .innerJoin(p, eq(p.id, a.placement_id))
      .leftJoin(o, eq(o.id, a.organization_id))
      .leftJoin(u, eq(u.id, a.user_id))
      .where(and(running(now), placementSlug ? eq(p.slug, placementSlug) : undefined))
      .orderBy(asc(a.id))
      .limit(500),

  /** What a click needs: the destination, the owner and the placement's price (deleted ads still redirect). */
  clickTarget: async (db: Executor, slug: string, now: Date) =>
    (
      await db
        .select({
          id: a.id,
          cta_url: a.cta_url,
          user_id: a.user_id,
          organization_id: a.organization_id,
          cpc_cents: p.cpc_cents,
          running: sql<boolean>`coalesce(${running(now)}, false)`,
          // Its link is the one an administrator approved (an edit sends it back to review).
          reviewed: sql<boolean>`(${a.review_status} = 'approved' and ${a.deleted_at} is null)`,
        })
        .from(a)
        .leftJoin(p, eq(p.id, a.placement_id))
        .where(eq(a.slug, slug))
        .limit(1)
    )[0] ?? null,
};
