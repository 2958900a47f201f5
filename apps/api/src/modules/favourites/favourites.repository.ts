import type { FavouriteMode } from '@hctl/contracts';
import { type Executor, schema } from '@hctl/db';
import { and, eq, sql } from 'drizzle-orm';

const f = schema.favourites;

/** A saved item joined to what it is now; rows whose item is gone or no longer visible are not returned. */
export interface FavouriteCardRow {
  id: number;
  target_type: FavouriteMode;
  target_id: number;
  target: string;
  title: string;
  subtitle: string | null;
  image: string | null;
  link: string;
  created_at: Date;
  total: number;
}

const SERVICE_KIND = { service: 'post', request: 'request', gallery: 'gallery' } as const;

/**
 * What a visitor may open, per kind (the same rules as the public pages): published jobs of an
 * active organization, active non-draft services, active individuals, approved active
 * organizations, groups not deleted. `ref` is an id (digits) or a slug.
 */
function visible(mode: FavouriteMode, ref: string) {
  const n = /^\d+$/.test(ref) ? Number(ref) : null;
  const by = (col: ReturnType<typeof sql.raw>) =>
    n !== null ? sql`${col}.id = ${n}` : sql`${col}.slug = ${ref}`;
  switch (mode) {
    case 'job':
      // Job slugs are unique only within their organization: a job is saved by its id.
      return sql`select j.id from jobs j join organizations o on o.id = j.organization_id
                 where j.id = ${n ?? -1} and j.status = 'published' and o.status = 'active'`;
    case 'service':
    case 'request':
    case 'gallery':
      return sql`select s.id from services s where ${by(sql.raw('s'))} and s.kind = ${SERVICE_KIND[mode]}
                 and s.status = 'active' and not s.is_draft`;
    case 'profile':
      return sql`select u.id from users u where ${by(sql.raw('u'))} and u.role = 'individual' and u.is_active`;
    case 'organization':
      return sql`select o.id from organizations o where ${by(sql.raw('o'))}
                 and o.approval_status = 'approved' and o.status = 'active'`;
    case 'group':
      return sql`select g.id from groups g where ${by(sql.raw('g'))} and g.deleted_at is null`;
  }
}

export const favouritesRepository = {
  /** The id of the item `{mode}/{target}` names, if it exists and is visible. */
  async targetId(db: Executor, mode: FavouriteMode, ref: string) {
    const res = await db.execute(sql`${visible(mode, ref)} limit 1`);
    const row = res.rows[0] as { id: string } | undefined;
    return row ? Number(row.id) : null;
  },

  /**
   * Saves or unsaves. Removing first: if the owner had it, the call unsaves; otherwise it inserts,
   * and a doubled click racing it meets the unique index (ON CONFLICT DO NOTHING), so both calls end
   * with the item saved and neither fails.
   */
  async toggle(
    db: Executor,
    v: {
      ownerKey: string;
      userId: number | null;
      orgId: number | null;
      mode: FavouriteMode;
      targetId: number;
      by: number;
    },
  ) {
    const removed = await db
      .delete(f)
      .where(and(eq(f.owner_key, v.ownerKey), eq(f.target_type, v.mode), eq(f.target_id, v.targetId)))
      .returning({ id: f.id });
    if (removed.length) return false;
    await db
      .insert(f)
      .values({
        owner_key: v.ownerKey,
        owner_user_id: v.userId,
        owner_organization_id: v.orgId,
        target_type: v.mode,
        target_id: v.targetId,
        created_by: v.by,
      })
      .onConflictDoNothing();
    return true;
  },

  /** The owner's saved items of one kind, as their target ids (the web app marks saved cards). */
  async savedIds(db: Executor, ownerKey: string, mode: FavouriteMode, ids: number[]) {
    if (!ids.length) return new Set<number>();
    const res = await db
      .select({ id: f.target_id })
      .from(f)
      .where(and(eq(f.owner_key, ownerKey), eq(f.target_type, mode), sql`${f.target_id} in ${ids}`));
    return new Set(res.map((r) => r.id));
  },

  /** A page of the owner's saved items, newest first, each joined to its item (gone or hidden ones skipped). */
  async page(db: Executor, q: { ownerKey: string; mode?: FavouriteMode; limit: number; offset: number }) {
    const res = await db.execute(sql`
      select f.id, f.target_type, f.target_id, f.created_at, count(*) over () as total,
        case f.target_type when 'job' then j.id::text when 'profile' then u.slug
          when 'organization' then o.slug when 'group' then g.slug else s.slug end as target,
        case f.target_type when 'job' then j.title when 'profile' then u.first_name || ' ' || u.last_name
          when 'organization' then o.company_name when 'group' then g.name else s.title end as title,
        case f.target_type when 'job' then jo.company_name when 'profile' then ud.occupation
          when 'organization' then o.city when 'group' then g.category else s.location end as subtitle,
        case f.target_type when 'job' then jo.company_profile_image when 'profile' then ud.profile_image
          when 'organization' then o.company_profile_image else null end as image,
        case f.target_type
          when 'job' then '/organization/jobs/' || jo.slug || '/details/' || j.slug
          when 'profile' then '/individual/' || u.slug || '/view-profile'
          when 'organization' then '/organization/' || o.slug || '/view-profile'
          when 'group' then '/groups/' || g.slug
          else '/services/' || s.slug end as link
      from favourites f
      left join jobs j on f.target_type = 'job' and j.id = f.target_id and j.status = 'published'
      left join organizations jo on jo.id = j.organization_id and jo.status = 'active'
      left join services s on f.target_type in ('service', 'request', 'gallery') and s.id = f.target_id
        and s.status = 'active' and not s.is_draft
      left join users u on f.target_type = 'profile' and u.id = f.target_id and u.is_active
      left join individual_details ud on ud.user_id = u.id
      left join organizations o on f.target_type = 'organization' and o.id = f.target_id
        and o.approval_status = 'approved' and o.status = 'active'
      left join groups g on f.target_type = 'group' and g.id = f.target_id and g.deleted_at is null
      where f.owner_key = ${q.ownerKey}
        ${q.mode ? sql`and f.target_type = ${q.mode}` : sql``}
        and coalesce(jo.id, s.id, u.id, o.id, g.id) is not null
      order by f.created_at desc, f.id desc
      limit ${q.limit} offset ${q.offset}`);
    return (res.rows as Record<string, unknown>[]).map(
      (r): FavouriteCardRow => ({
        id: Number(r.id),
        target_type: r.target_type as FavouriteMode,
        target_id: Number(r.target_id),
        target: String(r.target),
        title: String(r.title),
        subtitle: (r.subtitle as string | null) ?? null,
        image: (r.image as string | null) ?? null,
        link: String(r.link),
        created_at:
          r.created_at instanceof Date
            ? r.created_at
            : new Date(
                String(r.created_at)
                  .replace(' ', 'T')
                  .replace(/([+-]\d\d)$/, '$1:00'),
              ),
        total: Number(r.total),
      }),
    );
  },
};
