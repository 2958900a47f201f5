import type { AdminGroupsQuery, AdminJobsQuery, AdminServicesQuery, AdminUsersQuery } from '@hctl/contracts';
import { type Executor, schema } from '@hctl/db';
import { type SQL, sql } from 'drizzle-orm';
import { likeContaining } from '../../lib/like';

/**
 * The admin console's reads over other modules' tables (read-only SQL, like the recommendations and
 * favourites repositories; every change goes through the owning module's service) and its own
 * account flags.
 */

/** Exact counts stop here: a filtered total over a million rows is shown as "more than this". */
const COUNT_CAP = 100_000;
/** Above this the planner's row estimate is the unfiltered total (counting 1M rows takes a second). */
const ESTIMATE_FROM = 100_000;

const where = (conds: SQL[]) => (conds.length ? sql`where ${sql.join(conds, sql` and `)}` : sql``);
const dateRange = (col: SQL, q: { from?: string; to?: string }) => {
  const conds: SQL[] = [];
  if (q.from) conds.push(sql`${col} >= ${q.from}::date`);
  if (q.to) conds.push(sql`${col} < ${q.to}::date + 1`);
  return conds;
};
const rows = async <T>(db: Executor, q: SQL) => (await db.execute(q)).rows as T[];

/** The planner's estimate of a table's rows (-1 or small when never analyzed). */
async function estimate(db: Executor, table: string) {
  const [r] = await rows<{ n: number }>(
    db,
    sql`select greatest(reltuples, 0)::bigint::int as n from pg_class where oid = to_regclass(${`public.${table}`})`,
  );
  return r?.n ?? 0;
}

/**
 * A list's total: with no filter on a big table, the estimate; otherwise an exact count that stops
 * at COUNT_CAP (+1, so the last page still reads "more").
 */
async function totalOf(db: Executor, table: string, fromWhere: SQL, filtered: boolean) {
  if (!filtered) {
    const est = await estimate(db, table);
    if (est >= ESTIMATE_FROM) return est;
  }
  const [r] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 ${fromWhere} limit ${COUNT_CAP + 1}) s`,
  );
  return r.n;
}

export interface AdminJobRow {
  id: number;
  slug: string;
  title: string;
  status: 'draft' | 'published' | 'archived' | 'closed';
  is_featured: boolean;
  org_slug: string;
  company_name: string;
  applications_count: number;
  created_at: Date | string;
  published_at: Date | string | null;
}
export interface AdminGroupRow {
  id: number;
  slug: string;
  name: string;
  privacy: 'public' | 'private';
  member_count: number;
  owner_name: string;
  owner_email: string;
  owner_slug: string;
  created_at: Date | string;
  deleted_at: Date | string | null;
}
export interface AdminServiceRow {
  id: number;
  slug: string;
  title: string;
  kind: 'post' | 'request' | 'gallery';
  status: 'active' | 'archived';
  is_draft: boolean;
  is_promoted: boolean;
  owner_type: 'individual' | 'organization';
  owner_name: string;
  owner_email: string | null;
  owner_slug: string | null;
  created_at: Date | string;
}
export interface AdminUserRow {
  id: number;
  slug: string;
  first_name: string;
  last_name: string;
  email: string;
  role: 'individual' | 'organization' | 'super-admin';
  is_active: boolean;
  removed_at: Date | string | null;
  suspended_at: Date | string | null;
  suspension_reason: string | null;
  is_card_enabled: boolean;
  email_verified: boolean;
  created_at: Date | string;
}

const paged = (page: number, size: number) => sql`limit ${size} offset ${(page - 1) * size}`;

/**
 * One page of a console list, newest first by id (the primary key walked backwards: no sort over a
 * million rows), and the list's total (`totalOf`, over the same `fromWhere`).
 */
async function newestPage<T>(
  db: Executor,
  q: { page: number; pageSize: number },
  list: { table: string; select: SQL; fromWhere: SQL; id: SQL; filtered: boolean },
) {
  const [page, total] = await Promise.all([
    rows<T>(db, sql`${list.select} ${list.fromWhere} order by ${list.id} desc ${paged(q.page, q.pageSize)}`),
    totalOf(db, list.table, list.fromWhere, list.filtered),
  ]);
  return { rows: page, total };
}

/** An account as the console lists it (AdminUserRow), over `withFlags`. */
const userColumns = sql`select u.id::int, u.slug, u.first_name, u.last_name, u.email, u.role, u.is_active,
                 f.removed_at, f.suspended_at, f.suspension_reason, coalesce(f.is_card_enabled, true) as is_card_enabled,
                 (u.email_verified_at is not null) as email_verified, u.created_at`;
const withFlags = sql`from users u left join account_flags f on f.user_id = u.id`;

export const adminRepository = {
  jobs(db: Executor, q: AdminJobsQuery) {
    const conds: SQL[] = [...dateRange(sql`j.created_at`, q)];
    if (q.status) conds.push(sql`j.status = ${q.status}`);
    if (q.search) conds.push(sql`j.title ilike ${likeContaining(q.search)}`);
    if (q.organization) conds.push(sql`o.slug = ${q.organization}`);
    return newestPage<AdminJobRow>(db, q, {
      table: 'jobs',
      select: sql`select j.id::int, j.slug, j.title, j.status, j.is_featured, o.slug as org_slug, o.company_name,
                     (select count(*) from job_applications a where a.job_id = j.id and a.status <> 'withdrawn')::int as applications_count,
                     j.created_at, j.published_at`,
      fromWhere: sql`from jobs j join organizations o on o.id = j.organization_id ${where(conds)}`,
      id: sql`j.id`,
      filtered: conds.length > 0,
    });
  },

  groups(db: Executor, q: AdminGroupsQuery) {
    const conds: SQL[] = [...dateRange(sql`g.created_at`, q)];
    conds.push(q.deleted === '1' ? sql`g.deleted_at is not null` : sql`g.deleted_at is null`);
    if (q.privacy) conds.push(sql`g.privacy = ${q.privacy}`);
    if (q.search) conds.push(sql`g.name ilike ${likeContaining(q.search)}`);
    return newestPage<AdminGroupRow>(db, q, {
      table: 'groups',
      select: sql`select g.id::int, g.slug, g.name, g.privacy, g.member_count, u.slug as owner_slug, u.email as owner_email,
                     trim(u.first_name || ' ' || u.last_name) as owner_name, g.created_at, g.deleted_at`,
      fromWhere: sql`from groups g join users u on u.id = g.owner_id ${where(conds)}`,
      id: sql`g.id`,
      filtered: true,
    });
  },

  services(db: Executor, kind: AdminServiceRow['kind'], q: AdminServicesQuery) {
    const conds: SQL[] = [sql`s.kind = ${kind}`, ...dateRange(sql`s.created_at`, q)];
    if (q.status) conds.push(sql`s.status = ${q.status}`);
    if (q.is_draft) conds.push(sql`s.is_draft = ${q.is_draft === '1'}`);
    if (q.owner_type === 'individual') conds.push(sql`s.user_id is not null`);
    if (q.owner_type === 'organization') conds.push(sql`s.organization_id is not null`);
    if (q.search) conds.push(sql`s.title ilike ${likeContaining(q.search)}`);
    return newestPage<AdminServiceRow>(db, q, {
      table: 'services',
      select: sql`select s.id::int, s.slug, s.title, s.kind, s.status, s.is_draft, s.is_promoted,
                     case when s.user_id is null then 'organization' else 'individual' end as owner_type,
                     coalesce(o.company_name, trim(u.first_name || ' ' || u.last_name)) as owner_name,
                     coalesce(u.email, ou.email) as owner_email, coalesce(o.slug, u.slug) as owner_slug,
                     s.created_at`,
      fromWhere: sql`from services s left join users u on u.id = s.user_id
                            left join organizations o on o.id = s.organization_id
                            left join users ou on ou.id = o.owner_id ${where(conds)}`,
      id: sql`s.id`,
      // Always filtered (by kind): counted, up to the cap.
      filtered: true,
    });
  },

  users(db: Executor, q: AdminUsersQuery) {
    const conds: SQL[] = [...dateRange(sql`u.created_at`, q)];
    if (q.role) conds.push(sql`u.role = ${q.role}`);
    // One status each, as the mapper names them: removed, else suspended, else (in)active.
    if (q.status === 'removed') conds.push(sql`f.removed_at is not null`);
    if (q.status === 'suspended') conds.push(sql`f.suspended_at is not null and f.removed_at is null`);
    if (q.status === 'active')
      conds.push(sql`u.is_active and f.removed_at is null and f.suspended_at is null`);
    if (q.status === 'inactive')
      conds.push(sql`not u.is_active and f.removed_at is null and f.suspended_at is null`);
    if (q.is_card_enabled) conds.push(sql`coalesce(f.is_card_enabled, true) = ${q.is_card_enabled === '1'}`);
    if (q.search) {
      const like = likeContaining(q.search);
      conds.push(sql`(u.email ilike ${like} or (u.first_name || ' ' || u.last_name) ilike ${like})`);
    }
    return newestPage<AdminUserRow>(db, q, {
      table: 'users',
      select: userColumns,
      fromWhere: sql`${withFlags} ${where(conds)}`,
      id: sql`u.id`,
      filtered: conds.length > 0,
    });
  },

  async userBySlug(db: Executor, slug: string) {
    const [r] = await rows<AdminUserRow>(db, sql`${userColumns} ${withFlags} where u.slug = ${slug}`);
    return r ?? null;
  },

  async setCard(db: Executor, userId: number, enabled: boolean) {
    const f = schema.accountFlags;
    await db
      .insert(f)
      .values({ user_id: userId, is_card_enabled: enabled })
      .onConflictDoUpdate({ target: f.user_id, set: { is_card_enabled: enabled, updated_at: sql`now()` } });
  },

  async markRemoved(db: Executor, userId: number) {
    const f = schema.accountFlags;
    await db
      .insert(f)
      .values({ user_id: userId, removed_at: sql`now()` })
      .onConflictDoUpdate({ target: f.user_id, set: { removed_at: sql`now()`, updated_at: sql`now()` } });
  },

  /** The dashboard's counts: exact on small tables, the planner's estimate on big ones. */
  async dashboardCounts(db: Executor) {
    const big = async (table: string, exact: SQL) => {
      const est = await estimate(db, table);
      if (est >= ESTIMATE_FROM) return { n: est, estimated: true };
      const [r] = await rows<{ n: number }>(db, exact);
      return { n: r.n, estimated: false };
    };
    const [users, jobs, applications, orgs] = await Promise.all([
      // Removed accounts stay as rows (payments and conversations refer to them) but are not users any more.
      big(
        'users',
        sql`select count(*)::int as n from users u where u.role <> 'super-admin'
          and not exists (select 1 from account_flags f where f.user_id = u.id and f.removed_at is not null)`,
      ),
      big('jobs', sql`select count(*)::int as n from jobs`),
      big('job_applications', sql`select count(*)::int as n from job_applications`),
      rows<{ approval_status: string; n: number }>(
        db,
        sql`select approval_status, count(*)::int as n from organizations group by approval_status`,
      ),
    ]);
    return { users, jobs, applications, orgs };
  },

  /**
   * Open abuse-report cases (the moderation module's table, one case per reported item), or 0
   * where that table is not part of this database.
   */
  async openReports(db: Executor) {
    const [has] = await rows<{ t: string | null }>(
      db,
      sql`select to_regclass('public.report_cases')::text as t`,
    );
    if (!has?.t) return 0;
    const [r] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from report_cases where status = 'open'`,
    );
    return r.n;
  },
};
