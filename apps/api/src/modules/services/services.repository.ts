import { type Database, type Executor, schema } from '@hctl/db';
import { and, count, eq, ilike, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { likeContaining } from '../../lib/like';
import { newestIndexed } from '../../lib/ordering';
import { fixedEq, fixedLimit, prepared, preparedPerLimit } from '../../lib/prepared';
import type { ServiceOwner } from './service-owner';

const {
  services: s,
  serviceMedia: m,
  serviceCategories: c,
  serviceSubCategories: sc,
  users: u,
  individualDetails: d,
  organizations: o,
  files: f,
  licenses: l,
} = schema;

export type ServiceRow = typeof s.$inferSelect;
export type ServiceInsert = typeof s.$inferInsert;
export type ServiceMediaRow = typeof m.$inferSelect;
export type DbServiceKind = ServiceRow['kind'];

/** A photo, video or document as the views need it (the bytes' type and size come from `files`). */
export interface MediaJson {
  id: number;
  kind: 'image' | 'video' | 'document';
  name: string | null;
  file_id: number;
  mime: string;
  size: number;
}
export interface LicenseJson {
  license_type: string;
  issuing_authority: string;
  state: string | null;
  expiry_date: string | null;
}

const mediaJson = sql`json_build_object('id', ${m.id}, 'kind', ${m.kind}, 'name', ${m.name}, 'file_id', ${m.file_id}, 'mime', ${f.mime}, 'size', ${f.size})`;

/** The first photo (the card's cover), walked on service_media_service_idx. */
const cover = sql<MediaJson | null>`(select ${mediaJson} from ${m} join ${f} on ${f.id} = ${m.file_id} where ${m.service_id} = ${s.id} and ${m.kind} = 'image' order by ${m.position}, ${m.id} limit 1)`;
/** Every photo, video and document, in order. */
const allMedia = sql<
  MediaJson[]
>`coalesce((select json_agg(${mediaJson} order by ${m.position}, ${m.id}) from ${m} join ${f} on ${f.id} = ${m.file_id} where ${m.service_id} = ${s.id}), '[]'::json)`;
/**
 * Today as the platform counts days (UTC, whatever the database session's zone). A credential
 * expires on its expiry date, as the profile, the job license match and the daily expiry scan read it.
 */
const utcToday = sql`(now() at time zone 'UTC')::date`;
/**
 * The individual provider's qualifying license for a licensed category: verified, unexpired, of one
 * of the category's types (without case). Organizations have none (they answer for their staff).
 */
const providerLicense = sql<LicenseJson | null>`(case when ${c.requires_license} and ${s.user_id} is not null then (
  select json_build_object('license_type', ${l.license_type}, 'issuing_authority', ${l.issuing_authority}, 'state', ${l.state}, 'expiry_date', ${l.expiry_date})
  from ${l}
  where ${l.user_id} = ${s.user_id} and ${l.verification_status} = 'verified'
    and (${l.expiry_date} is null or ${l.expiry_date} > ${utcToday})
    and lower(${l.license_type}) in (select lower(t) from jsonb_array_elements_text(${c.license_types}) t)
  order by ${l.expiry_date} desc nulls first, ${l.id} limit 1) end)`;

/** What a card shows beside the row: names of its category and owner, and its cover. */
const cardColumns = {
  service: s,
  category_name: c.name,
  sub_category_name: sc.name,
  user_slug: u.slug,
  first_name: u.first_name,
  last_name: u.last_name,
  profile_image: d.profile_image,
  org_slug: o.slug,
  company_name: o.company_name,
  company_profile_image: o.company_profile_image,
  cover,
};
const detailColumns = {
  ...cardColumns,
  requires_license: c.requires_license,
  media: allMedia,
  provider_license: providerLicense,
};

/** The owner's and category's joins every card and page query shares. */
function joined<T extends Record<string, unknown>>(db: Executor, columns: T) {
  return db
    .select(columns as never)
    .from(s)
    .innerJoin(c, eq(c.id, s.category_id))
    .leftJoin(sc, eq(sc.id, s.sub_category_id))
    .leftJoin(u, eq(u.id, s.user_id))
    .leftJoin(d, eq(d.user_id, s.user_id))
    .leftJoin(o, eq(o.id, s.organization_id));
}

type CardSelect = { [K in keyof typeof cardColumns]: unknown };
export interface ServiceCardRow extends CardSelect {
  service: ServiceRow;
  category_name: string;
  sub_category_name: string | null;
  user_slug: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image: string | null;
  org_slug: string | null;
  company_name: string | null;
  company_profile_image: string | null;
  cover: MediaJson | null;
}
export interface ServiceDetailRow extends ServiceCardRow {
  requires_license: boolean;
  media: MediaJson[];
  provider_license: LicenseJson | null;
}

/**
 * Public = active and not a draft, written as literals: a parameter there would keep a prepared
 * statement's generic plan from matching the partial indexes (services_public_idx and friends).
 */
const isPublic = sql`${s.status} = 'active' and ${s.is_draft} = false`;
const publicWhere = (kind: DbServiceKind) => and(eq(s.kind, kind), isPublic);

/** The public service page by slug in one round trip (prepared: the hottest read of the module). */
const publicDetail = prepared((db) =>
  joined(db, detailColumns)
    .where(and(eq(s.slug, sql.placeholder('slug')), eq(s.kind, sql.placeholder('kind')), isPublic))
    .limit(fixedLimit(1))
    .prepare('public_service_page'),
);

/** Newest first, as the list indexes store it (`lib/ordering`). */
const newest = newestIndexed(s.created_at, s.id);

/** The keyset in whole microseconds: a JS Date would cut created_at to milliseconds and skip rows. */
const createdUs = sql<string>`(extract(epoch from ${s.created_at}) * 1000000)::bigint::text`;
const publicKind = () => and(eq(s.kind, sql.placeholder('kind')), isPublic);
/**
 * Deferred join: a page's ids, newest first, from a list index alone (index-only), then just those
 * rows joined to their category, owner and cover. Joined first and cut after, the statement read
 * 7–10 ms against 0.85 ms, and its generic plan cost more than a custom one, so every execution
 * was planned afresh; this way both plans cost the same and the generic one is kept. With
 * `offset`, the ids skip that many (the owner's paged lists).
 */
const newestPage = <T extends Record<string, unknown>>(
  db: Database,
  columns: T,
  where: SQL | undefined,
  limit: number,
  offset?: Placeholder,
) => {
  const ids = db
    .select({ id: s.id })
    .from(s)
    .where(where)
    .orderBy(...newest)
    .limit(fixedLimit(limit));
  return joined(db, columns)
    .where(inArray(s.id, offset ? ids.offset(offset) : ids))
    .orderBy(...newest);
};
/** The unfiltered public list (most requests): prepared, first page and the pages after a cursor. */
const publicFirst = preparedPerLimit((db, limit) =>
  newestPage(db, { ...cardColumns, created_us: createdUs }, publicKind(), limit).prepare(
    `public_services_first_${limit}`,
  ),
);
const publicAfter = preparedPerLimit((db, limit) =>
  newestPage(
    db,
    { ...cardColumns, created_us: createdUs },
    and(
      publicKind(),
      sql`(${s.created_at}, ${s.id}) < (timestamptz 'epoch' + ${sql.placeholder('us')}::bigint * interval '1 microsecond', ${sql.placeholder('id')}::bigint)`,
    ),
    limit,
  ).prepare(`public_services_after_${limit}`),
);
const featuredServices = preparedPerLimit((db, limit) =>
  newestPage(db, cardColumns, and(publicKind(), fixedEq(s.is_promoted, true)), limit).prepare(
    `featured_services_${limit}`,
  ),
);

export interface OwnerCounts {
  active: number;
  archived: number;
  draft: number;
}
/** The owner's counts by status, computed once per statement (an uncorrelated subquery). */
const ownerCountsJson = (column: typeof s.user_id | typeof s.organization_id) =>
  sql<OwnerCounts>`(select json_build_object(
    'active', count(*) filter (where x.status = 'active' and not x.is_draft),
    'archived', count(*) filter (where x.status = 'archived'),
    'draft', count(*) filter (where x.status = 'active' and x.is_draft))
    from ${s} x where x.${sql.identifier(column.name)} = ${sql.placeholder('owner')} and x.kind = ${sql.placeholder('kind')})`;
const ownerPageStatement = (column: typeof s.user_id | typeof s.organization_id, name: string) =>
  preparedPerLimit((db, limit) =>
    newestPage(
      db,
      { ...cardColumns, counts: ownerCountsJson(column) },
      and(
        eq(column, sql.placeholder('owner')),
        eq(s.kind, sql.placeholder('kind')),
        eq(s.status, sql.placeholder('status')),
        eq(s.is_draft, sql.placeholder('draft')),
      ),
      limit,
      sql.placeholder('offset'),
    ).prepare(`${name}_${limit}`),
  );
const ownerCountStatement = (column: typeof s.user_id | typeof s.organization_id, name: string) =>
  prepared((db) =>
    db
      .select({
        active: sql<number>`count(*) filter (where ${s.status} = 'active' and not ${s.is_draft})`.mapWith(
          Number,
        ),
        archived: sql<number>`count(*) filter (where ${s.status} = 'archived')`.mapWith(Number),
        draft: sql<number>`count(*) filter (where ${s.status} = 'active' and ${s.is_draft})`.mapWith(Number),
      })
      .from(s)
      .where(and(eq(column, sql.placeholder('owner')), eq(s.kind, sql.placeholder('kind'))))
      .prepare(name),
  );
const ownerPageStatements = {
  user: ownerPageStatement(s.user_id, 'owner_services_page_user'),
  org: ownerPageStatement(s.organization_id, 'owner_services_page_org'),
};
const ownerCountStatements = {
  user: ownerCountStatement(s.user_id, 'owner_services_counts_user'),
  org: ownerCountStatement(s.organization_id, 'owner_services_counts_org'),
};
const ownerKey = (owner: ServiceOwner) =>
  owner.role === 'individual'
    ? { column: 'user' as const, id: owner.userId }
    : { column: 'org' as const, id: owner.org.id };

const ownerWhere = (owner: ServiceOwner) =>
  owner.role === 'individual' ? eq(s.user_id, owner.userId) : eq(s.organization_id, owner.org.id);

export interface ServiceFilters {
  search?: string | null;
  category?: number | null;
  sub_category?: number | null;
  is_remote?: boolean | null;
  location?: string | null;
}
const filterWhere = (fl: ServiceFilters) =>
  and(
    // Title search: services_title_trgm_idx (pg_trgm) answers the ILIKE.
    fl.search ? ilike(s.title, likeContaining(fl.search)) : undefined,
    fl.category ? eq(s.category_id, fl.category) : undefined,
    fl.sub_category ? eq(s.sub_category_id, fl.sub_category) : undefined,
    fl.is_remote == null ? undefined : eq(s.is_remote, fl.is_remote),
    fl.location ? ilike(s.location, likeContaining(fl.location)) : undefined,
  );

export const servicesRepository = {
  /** An owner's service of a kind by slug (every owner route starts with it); null when not theirs. */
  async byOwnerSlug(db: Executor, owner: ServiceOwner, kind: DbServiceKind, slug: string) {
    const [row] = await db
      .select()
      .from(s)
      .where(and(eq(s.slug, slug), eq(s.kind, kind), ownerWhere(owner)))
      .limit(1);
    return (row as ServiceRow | undefined) ?? null;
  },

  /** The service locked for the rest of the transaction (an update or a payment applying to it). */
  async lockById(tx: Executor, id: number) {
    const [row] = await tx.select().from(s).where(eq(s.id, id)).for('update');
    return (row as ServiceRow | undefined) ?? null;
  },

  async insert(tx: Executor, values: ServiceInsert) {
    const [row] = await tx.insert(s).values(values).returning();
    return row as ServiceRow;
  },

  async update(tx: Executor, id: number, patch: Partial<ServiceInsert>) {
    const [row] = await tx
      .update(s)
      .set({ ...patch, updated_at: sql`now()` })
      .where(eq(s.id, id))
      .returning();
    return row as ServiceRow;
  },

  /** A service of a kind by slug for an administrator, locked, with whom to tell and what hangs on it. */
  async adminFind(tx: Executor, kind: DbServiceKind, slug: string) {
    const res = await tx.execute(sql`
      select s.id::int, s.slug, s.title, s.status, s.user_id::int, s.organization_id::int,
             coalesce(s.user_id, o.owner_id)::int as owner_user_id,
             exists (select 1 from quotations q where q.service_id = s.id) as has_quotations
      from services s left join organizations o on o.id = s.organization_id
      where s.slug = ${slug} and s.kind = ${kind}
      for update of s`);
    return (
      (res.rows[0] as
        | {
            id: number;
            slug: string;
            title: string;
            status: ServiceRow['status'];
            user_id: number | null;
            organization_id: number | null;
            owner_user_id: number;
            has_quotations: boolean;
          }
        | undefined) ?? null
    );
  },

  /** Deletes the service (its media rows go with it); returns its files to remove with their uploader. */
  async remove(tx: Executor, id: number) {
    const filesOf = await tx
      .select({ id: f.id, user_id: f.user_id })
      .from(m)
      .innerJoin(f, eq(f.id, m.file_id))
      .where(eq(m.service_id, id));
    await tx.delete(s).where(eq(s.id, id));
    return filesOf;
  },

  /** A service's page: the row with its category, owner, media and the provider's license badge. */
  async detailById(db: Executor, id: number) {
    const [row] = await joined(db, detailColumns).where(eq(s.id, id)).limit(1);
    return (row as unknown as ServiceDetailRow | undefined) ?? null;
  },

  /** A public service (active, not a draft) of a kind by slug. */
  async publicDetail(db: Database, kind: DbServiceKind, slug: string) {
    const [row] = await publicDetail(db).execute({ slug, kind });
    return (row as unknown as ServiceDetailRow | undefined) ?? null;
  },

  /** Cards by id, in the order given (a list's page after its ids were chosen). */
  async cardsByIds(db: Executor, ids: number[]) {
    if (!ids.length) return [];
    const rows = (await joined(db, cardColumns).where(inArray(s.id, ids))) as unknown as ServiceCardRow[];
    const byId = new Map(rows.map((r) => [r.service.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /**
   * An owner's page of one kind: the page's ids walk the owner's list index (services_user_list_idx /
   * services_org_list_idx) without reading the rows skipped by OFFSET, then only those rows are read
   * with their joins. `total` is counted here only with filters beyond the status; otherwise the
   * caller has it from `ownerCounts`.
   */
  async ownerPage(
    db: Executor,
    owner: ServiceOwner,
    kind: DbServiceKind,
    q: ServiceFilters & { status: 'active' | 'archived' | 'draft' | 'all'; page: number; perPage: number },
  ) {
    const filters = filterWhere(q);
    if (!filters && q.status !== 'all') {
      const key = ownerKey(owner);
      const rows = (await ownerPageStatements[key.column](q.perPage)(db as Database).execute({
        owner: key.id,
        kind,
        status: q.status === 'archived' ? 'archived' : 'active',
        draft: q.status === 'draft',
        offset: (q.page - 1) * q.perPage,
      })) as unknown as (ServiceCardRow & { counts: OwnerCounts })[];
      // The counts come with the page; an empty page (past the end) has no row to carry them.
      return { rows, total: null, counts: rows[0]?.counts ?? null };
    }
    const statusWhere =
      q.status === 'all'
        ? undefined
        : q.status === 'draft'
          ? and(eq(s.status, 'active'), eq(s.is_draft, true))
          : q.status === 'active'
            ? and(eq(s.status, 'active'), eq(s.is_draft, false))
            : eq(s.status, q.status);
    const where = and(ownerWhere(owner), eq(s.kind, kind), statusWhere, filters);
    const ids = await db
      .select({ id: s.id })
      .from(s)
      .where(where)
      .orderBy(...newest)
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [rows, counted] = await Promise.all([
      servicesRepository.cardsByIds(
        db,
        ids.map((r) => r.id),
      ),
      filters ? db.select({ n: count() }).from(s).where(where) : Promise.resolve(null),
    ]);
    return { rows, total: counted ? counted[0].n : null, counts: null };
  },

  /** How many of an owner's services of a kind are active, archived and (galleries) drafts. */
  async ownerCounts(db: Executor, owner: ServiceOwner, kind: DbServiceKind) {
    const key = ownerKey(owner);
    const [row] = await ownerCountStatements[key.column](db as Database).execute({ owner: key.id, kind });
    return row;
  },

  /** Promoted services of a kind shown in the featured placements (services_featured_idx). */
  featured: (db: Database, kind: DbServiceKind, limit: number) =>
    featuredServices(limit)(db).execute({ kind }) as unknown as Promise<ServiceCardRow[]>,

  /**
   * Public services of a kind, newest first, after the keyset `(created_at, id)` of the previous
   * page's last row: services_public_idx (or services_category_idx with a category) walks it.
   */
  publicPage: async (
    db: Database,
    kind: DbServiceKind,
    fl: ServiceFilters,
    after: { us: string; id: number } | null,
    limit: number,
  ) => {
    type Row = ServiceCardRow & { created_us: string };
    const filtered = fl.search || fl.category || fl.sub_category || fl.is_remote != null || fl.location;
    if (!filtered)
      return (await (after
        ? publicAfter(limit)(db).execute({ kind, us: after.us, id: after.id })
        : publicFirst(limit)(db).execute({ kind }))) as unknown as Row[];
    return (await joined(db, { ...cardColumns, created_us: createdUs })
      .where(
        and(
          publicWhere(kind),
          filterWhere(fl),
          after
            ? sql`(${s.created_at}, ${s.id}) < (timestamptz 'epoch' + ${after.us}::bigint * interval '1 microsecond', ${after.id})`
            : undefined,
        ),
      )
      .orderBy(...newest)
      .limit(limit)) as unknown as Row[];
  },

  /** A category's media item owned by the service's owner: the row and its stored file's uploader. */
  async ownMedia(
    db: Executor,
    owner: ServiceOwner,
    kinds: DbServiceKind[],
    id: number,
    mediaKinds: string[],
  ) {
    const [row] = await db
      .select({ media: m, file_user_id: f.user_id, service_id: s.id })
      .from(m)
      .innerJoin(s, eq(s.id, m.service_id))
      .innerJoin(f, eq(f.id, m.file_id))
      .where(
        and(eq(m.id, id), ownerWhere(owner), inArray(s.kind, kinds), inArray(m.kind, mediaKinds as never)),
      )
      .limit(1);
    return row ?? null;
  },

  removeMedia: (tx: Executor, id: number) => tx.delete(m).where(eq(m.id, id)),

  /** The next position for media appended to a service. */
  async nextMediaPosition(tx: Executor, serviceId: number) {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(max(${m.position}) + 1, 0)`.mapWith(Number) })
      .from(m)
      .where(eq(m.service_id, serviceId));
    return row.n;
  },

  /** How many photos, videos and documents a service has (the limits are per kind). */
  async mediaCount(tx: Executor, serviceId: number) {
    const rows = await tx
      .select({ kind: m.kind, n: count() })
      .from(m)
      .where(eq(m.service_id, serviceId))
      .groupBy(m.kind);
    const out: Record<'image' | 'video' | 'document', number> = { image: 0, video: 0, document: 0 };
    for (const r of rows) out[r.kind] = r.n;
    return out;
  },

  insertMedia: (tx: Executor, rows: (typeof m.$inferInsert)[]) =>
    rows.length ? tx.insert(m).values(rows).returning() : Promise.resolve([]),

  /** A category with whether `subId` is one of its sub-categories (one query for the create check). */
  async category(db: Executor, id: number, subId: number | null) {
    const [row] = await db
      .select({
        id: c.id,
        name: c.name,
        requires_license: c.requires_license,
        license_types: c.license_types,
        sub_ok:
          subId == null
            ? sql<boolean>`true`
            : // Spelled out: a one-table select renders its columns unqualified, which the subquery would capture.
              sql<boolean>`exists (select 1 from service_sub_categories x where x.id = ${subId} and x.category_id = service_categories.id)`,
      })
      .from(c)
      .where(eq(c.id, id))
      .limit(1);
    return row ?? null;
  },

  /** Whether the individual holds a verified, unexpired license of one of `types` (without case). */
  async holdsLicense(db: Executor, userId: number, types: string[]) {
    if (!types.length) return false;
    const [row] = await db
      .select({ id: l.id })
      .from(l)
      .where(
        and(
          eq(l.user_id, userId),
          eq(l.verification_status, 'verified'),
          sql`(${l.expiry_date} is null or ${l.expiry_date} > ${utcToday})`,
          sql`lower(${l.license_type}) in (${sql.join(
            types.map((t) => sql`${t.toLowerCase()}`),
            sql`, `,
          )})`,
        ),
      )
      .limit(1);
    return !!row;
  },

  /** Latest public services of a kind in a category (a category page's first page). */
  byCategory: (db: Executor, categoryId: number, kind: DbServiceKind, limit: number, offset: number) =>
    joined(db, cardColumns)
      .where(and(publicWhere(kind), eq(s.category_id, categoryId)))
      .orderBy(...newest)
      .limit(limit)
      .offset(offset) as unknown as Promise<ServiceCardRow[]>,

  /** Adds counted page views (flushed in batches from Redis). */
  async addViews(db: Executor, counts: [id: number, n: number][]) {
    if (!counts.length) return;
    const values = sql.join(
      counts.map(([id, n]) => sql`(${id}::bigint, ${n}::int)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${s} set views_count = ${s.views_count} + v.n from (values ${values}) as v(id, n) where ${s.id} = v.id`,
    );
  },
};
