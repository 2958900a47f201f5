import type { Database, Executor } from '@hctl/db';
import { type SQL, sql } from 'drizzle-orm';
import { likeContaining } from '../../lib/like';
import { prepared } from '../../lib/prepared';
import type { JobCardRow } from '../jobs/jobs.mapper';

/** What a person's recommendations are ranked by (read once, then passed in as plain parameters). */
export interface PersonContext {
  specialty: string | null;
  city: string | null;
  state: string | null;
}

/** A verified, unexpired license with a state: the only kind that makes a job "licensed-for". */
export interface ActiveLicense {
  license_type: string;
  state: string;
  /** The codes a job may list it under: the type itself and the abbreviation in its parentheses. */
  codes: string[];
}

export interface RecommendedJobRow extends JobCardRow {
  required_licenses: string[];
  published_at: Date | string | null;
  /** Index into the licenses passed in of the one that matched (null: not licensed-for). */
  license_match: number | null;
  same_specialty: boolean;
  /** 2: same city and state, 1: same state, 0: elsewhere. */
  place: number;
}

export interface RecommendedServiceIdRow {
  id: number;
  views_count: number;
  interest: boolean;
  nearby: boolean;
}

export interface RecommendedGroupRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string | null;
  location: string | null;
  member_count: number;
  post_count: number;
  connections_count: number;
  same_specialty: boolean;
  nearby: boolean;
}

export interface FollowedRow {
  slug: string;
  company_name: string;
  company_profile_image: string | null;
  city: string | null;
  state: string | null;
  open_jobs_count: number;
  followed_at: Date | string;
  total: number;
}

/**
 * Per-source cap of the recommendation candidates: each source walks an index newest first and stops
 * here, so the ranking sorts at most a few thousand rows whatever the size of the jobs table.
 */
const PER_SOURCE = 200;

/** A job's pay as an hourly figure, so hourly, weekly and yearly ranges rank together. */
const hourlyPay = sql`(coalesce(j.pay_max_cents, j.pay_min_cents)::numeric / case j.pay_period
  when 'year' then 2080 when 'month' then 173 when 'week' then 40 when 'day' then 8 else 1 end)`;

/** A job anyone may see: published (open, neither draft, closed nor archived) at a live organization. */
const liveJob = sql`j.status = 'published' and o.status = 'active' and not o.is_archived`;

/**
 * How many of a state's newest open jobs the licensed-for and same-city sources look through
 * (jobs_published_state_idx, in order). A license or city no recent job names would otherwise walk
 * the whole state; this bounds the work per source whatever the table holds.
 */
const STATE_WINDOW = 1500;
const stateWindow = (state: string) =>
  sql`(select j.id, j.city, j.required_licenses from jobs j where j.status = 'published' and j.state = ${state}
    order by j.published_at desc nulls last limit ${sql.raw(String(STATE_WINDOW))})`;

/**
 * What a kept ranking is checked against, in one round trip: the jobs' change counter (a new or
 * changed job means ranking again) and the jobs the person applied to lately (a ranking leaves out
 * what was applied to before it was made, so only the applications since can be missing from it;
 * job_applications_user_idx (user_id, created_at) reads just those).
 */
const freshnessStmt = prepared((db) =>
  db
    .select({
      v: sql<string>`last_value::text`,
      applied: sql<string[]>`array(select a.job_id from job_applications a
        where a.user_id = ${sql.placeholder('user')}
          and a.created_at >= now() - ${sql.placeholder('secs')}::int * interval '1 second')`,
    })
    .from(sql`jobs_search_version`)
    .prepare('recommended_jobs_freshness'),
);

const rows = async <T>(db: Executor, query: SQL) => (await db.execute(query)).rows as unknown as T[];

export const recommendationsRepository = {
  async person(db: Executor, userId: number): Promise<PersonContext | null> {
    const [row] = await rows<PersonContext>(
      db,
      sql`select specialty, city, state from individual_details where user_id = ${userId}`,
    );
    return row ?? null;
  },

  async activeLicenses(db: Executor, userId: number, today: string) {
    return rows<{ license_type: string; state: string }>(
      db,
      sql`select license_type, state from licenses
        where user_id = ${userId} and verification_status = 'verified' and state is not null
          and (expiry_date is null or expiry_date > ${today}::date)
        order by id limit 10`,
    );
  },

  /**
   * Recommended jobs for a person, ranked licensed-for first, then specialty, place, hourly pay and
   * recency. Candidates come from bounded sources, each an index walked newest first and stopped: per
   * license the jobs listing it among its state's newest (jobs_published_state_idx), the person's
   * specialty (jobs_published_specialty_idx), their city among their state's newest, and the newest
   * jobs (jobs_published_idx).
   * Jobs they applied to are left out. `userId` null: a visitor (newest jobs only).
   */
  async jobs(
    db: Executor,
    o: {
      userId: number | null;
      person: PersonContext | null;
      licenses: ActiveLicense[];
      licensedOnly: boolean;
      limit: number;
    },
  ): Promise<RecommendedJobRow[]> {
    const p = o.person;
    const spec = p?.specialty?.trim().toLowerCase() || null;
    const sources: SQL[] = o.licenses.map(
      (l) => sql`(select w.id from ${stateWindow(l.state)} w
        where w.required_licenses ?| ${sql`array[${sql.join(
          l.codes.map((c) => sql`${c}`),
          sql`, `,
        )}]::text[]`} limit ${sql.raw(String(PER_SOURCE))})`,
    );
    if (!o.licensedOnly) {
      if (spec)
        sources.push(sql`(select j.id from jobs j where j.status = 'published' and lower(j.specialty) = ${spec}
          order by j.published_at desc nulls last limit ${sql.raw(String(PER_SOURCE))})`);
      if (p?.city && p.state)
        sources.push(sql`(select w.id from ${stateWindow(p.state)} w
          where lower(w.city) = ${p.city.trim().toLowerCase()} limit ${sql.raw(String(PER_SOURCE))})`);
      sources.push(sql`(select j.id from jobs j where j.status = 'published'
        order by j.published_at desc limit 100)`);
    }
    if (!sources.length) return [];
    // The licenses as one parameter: the rank reads which one matched each job.
    const lic = JSON.stringify(o.licenses.map((l) => ({ state: l.state, codes: l.codes })));
    const applied = o.userId
      ? sql`and not exists (select 1 from job_applications a where a.job_id = j.id and a.user_id = ${o.userId})`
      : sql``;
    return rows<RecommendedJobRow>(
      db,
      sql`
      with cand as (${sql.join(sources, sql` union `)}),
      lic as (select ord - 1 as i, l->>'state' as state, array(select jsonb_array_elements_text(l->'codes')) as codes
        from jsonb_array_elements(${lic}::jsonb) with ordinality as x(l, ord))
      select j.id, j.slug, j.title, j.category, j.specialty, j.employment_type, j.shift, j.city, j.state,
        j.is_remote, j.pay_min_cents, j.pay_max_cents, j.pay_period, j.required_licenses, j.published_at,
        o.slug as org_slug, o.company_name, o.company_profile_image,
        (select min(lic.i) from lic where lic.state = j.state and j.required_licenses ?| lic.codes)::int
          as license_match,
        coalesce(lower(j.specialty) = ${spec}, false) as same_specialty,
        case when j.state = ${p?.state ?? null} and lower(j.city) = ${p?.city?.toLowerCase() ?? null} then 2
          when j.state = ${p?.state ?? null} then 1 else 0 end as place
      from cand
      join jobs j on j.id = cand.id
      join organizations o on o.id = j.organization_id
      where ${liveJob} ${applied}
      order by (select min(lic.i) from lic where lic.state = j.state and j.required_licenses ?| lic.codes) is not null desc,
        same_specialty desc, place desc, ${hourlyPay} desc nulls last, j.published_at desc, j.id desc
      limit ${o.limit}`,
    ).then((r) => (o.licensedOnly ? r.filter((x) => x.license_match !== null) : r));
  },

  /**
   * The jobs' change counter (migration 0032: every job or organization write advances it) and the
   * jobs applied to in the last `seconds` (see freshnessStmt).
   */
  async freshness(db: Database, userId: number, seconds: number) {
    const [r] = await freshnessStmt(db).execute({ user: userId, secs: seconds });
    return { version: r?.v ?? '0', appliedLately: new Set((r?.applied ?? []).map(Number)) };
  },

  /**
   * Public services of a kind to recommend: the caller's interest categories' newest (via
   * services_category_idx) and the newest overall (services_public_idx), ranked by interest, place and
   * views. `excludeUser`/`excludeOrg`: the caller's own.
   */
  async services(
    db: Executor,
    o: {
      kind: 'post' | 'gallery';
      categories: number[];
      city: string | null;
      excludeUser: number | null;
      excludeOrg: number | null;
      limit: number;
    },
  ): Promise<RecommendedServiceIdRow[]> {
    const live = sql`s.status = 'active' and s.is_draft = false and s.kind = ${o.kind}`;
    const byCategory = o.categories.map(
      (c) => sql`(select s.id from services s where ${live} and s.category_id = ${c}
        order by s.created_at desc, s.id desc limit ${sql.raw(String(PER_SOURCE))})`,
    );
    const sources = [
      ...byCategory,
      sql`(select s.id from services s where ${live} order by s.created_at desc, s.id desc limit ${sql.raw(String(PER_SOURCE))})`,
    ];
    const cats = o.categories.length
      ? sql`s.category_id in (${sql.join(
          o.categories.map((c) => sql`${c}`),
          sql`, `,
        )})`
      : sql`false`;
    const nearby = o.city ? sql`coalesce(s.location ilike ${likeContaining(o.city)}, false)` : sql`false`;
    const notOwn = sql`${o.excludeUser === null ? sql`` : sql`and s.user_id is distinct from ${o.excludeUser}`}
      ${o.excludeOrg === null ? sql`` : sql`and s.organization_id is distinct from ${o.excludeOrg}`}`;
    return rows<RecommendedServiceIdRow>(
      db,
      sql`
      with cand as (${sql.join(sources, sql` union `)})
      select s.id, s.views_count, ${cats} as interest, ${nearby} as nearby
      from cand join services s on s.id = cand.id
      where ${live}
        ${notOwn}
      order by interest desc, nearby desc, s.is_promoted desc, s.views_count desc, s.created_at desc, s.id desc
      limit ${o.limit}`,
    );
  },

  /** Service categories a person is into: those their licenses qualify for and those they offer in. */
  async personCategories(db: Executor, userId: number, licenseCodes: string[]) {
    const byLicense = licenseCodes.length
      ? sql`select id from service_categories where license_types ?| ${sql`array[${sql.join(
          licenseCodes.map((c) => sql`${c}`),
          sql`, `,
        )}]::text[]`}`
      : sql`select null::bigint as id where false`;
    const r = await rows<{ id: number }>(
      db,
      sql`${byLicense}
        union select distinct category_id as id from (select category_id from services
          where user_id = ${userId} order by created_at desc limit 50) own`,
    );
    return r
      .map((x) => Number(x.id))
      .filter(Number.isFinite)
      .slice(0, 8);
  },

  /** An organization's categories: what it offers, and the categories its recent jobs are in. */
  async organizationCategories(db: Executor, orgId: number) {
    const r = await rows<{ id: number }>(
      db,
      sql`select distinct category_id as id from (select category_id from services
          where organization_id = ${orgId} order by created_at desc limit 50) own
        union select c.id from service_categories c
          where c.job_category in (select category from (select category from jobs
            where organization_id = ${orgId} order by created_at desc limit 50) recent)`,
    );
    return r.map((x) => Number(x.id)).slice(0, 8);
  },

  /**
   * Public groups for a person: groups their connections are in (their newest 300 connections' groups),
   * and the largest groups (groups_discovery_idx). Groups they belong to, asked for or were invited to
   * are left out. Ranked by connections in the group, specialty or place match, then size.
   */
  async groups(
    db: Executor,
    o: { userId: number | null; person: PersonContext | null; limit: number },
  ): Promise<RecommendedGroupRow[]> {
    const spec = o.person?.specialty?.trim().toLowerCase() || null;
    const city = o.person?.city?.trim().toLowerCase() || null;
    const peers = o.userId
      ? sql`my_peers as (select peer_id from connections where user_id = ${o.userId}
            order by created_at desc limit 300),
          via as (select m.group_id, count(*)::int as n from my_peers p
            cross join lateral (select gm.group_id from group_members gm
              where gm.user_id = p.peer_id and gm.status = 'active' order by gm.group_id desc limit 50) m
            group by m.group_id order by n desc limit ${sql.raw(String(PER_SOURCE))}),`
      : sql`via as (select null::bigint as group_id, 0 as n where false),`;
    const mine = o.userId
      ? sql`and not exists (select 1 from group_members x where x.group_id = g.id and x.user_id = ${o.userId})`
      : sql``;
    return rows<RecommendedGroupRow>(
      db,
      sql`
      with ${peers}
      cand as (select group_id as id from via
        union (select id from groups where deleted_at is null
          order by member_count desc, id desc limit ${sql.raw(String(PER_SOURCE))}))
      select g.id, g.slug, g.name, left(g.description, 200) as description, g.category, g.location,
        g.member_count, g.post_count, coalesce(via.n, 0)::int as connections_count,
        coalesce(${spec}::text is not null and (lower(g.category) = ${spec}
          or position(${spec}::text in lower(g.name)) > 0), false) as same_specialty,
        coalesce(${city}::text is not null and position(${city}::text in lower(g.location)) > 0, false) as nearby
      from cand
      join groups g on g.id = cand.id
      left join via on via.group_id = g.id
      where g.deleted_at is null and g.privacy = 'public' ${mine}
      order by connections_count desc, (case when ${spec}::text is not null and (lower(g.category) = ${spec}
          or position(${spec}::text in lower(g.name)) > 0) then 1 else 0 end
        + case when ${city}::text is not null and position(${city}::text in lower(g.location)) > 0 then 1 else 0 end) desc,
        g.member_count desc, g.id desc
      limit ${o.limit}`,
    );
  },

  /** A live organization (published, active, not archived) by slug: the only kind one may follow. */
  async liveOrganization(db: Executor, slug: string) {
    const [row] = await rows<{ id: number }>(
      db,
      sql`select id from organizations
        where slug = ${slug} and is_published and status = 'active' and not is_archived`,
    );
    return row ? Number(row.id) : null;
  },

  /** Follows; a second follow is a no-op (the primary key), so double clicks and retries are safe. */
  async follow(db: Executor, userId: number, orgId: number) {
    await db.execute(sql`insert into organization_follows (user_id, organization_id)
      values (${userId}, ${orgId}) on conflict do nothing`);
  },

  async unfollow(db: Executor, userId: number, orgId: number) {
    await db.execute(
      sql`delete from organization_follows where user_id = ${userId} and organization_id = ${orgId}`,
    );
  },

  /** Whether the person follows the organization, and how many do (organization_follows_org_idx). */
  async followState(db: Executor, userId: number | null, orgId: number) {
    const [row] = await rows<{ following: boolean; followers_count: number }>(
      db,
      sql`select exists (select 1 from organization_follows
            where user_id = ${userId} and organization_id = ${orgId}) as following,
          (select count(*)::int from organization_follows where organization_id = ${orgId}) as followers_count`,
    );
    return { following: Boolean(row?.following), followers_count: Number(row?.followers_count ?? 0) };
  },

  /** The live organizations a person follows, newest follow first, with their open jobs. */
  async followed(db: Executor, userId: number, limit: number, offset: number) {
    return rows<FollowedRow>(
      db,
      sql`select o.slug, o.company_name, o.company_profile_image, o.city, o.state, f.created_at as followed_at,
          (select count(*)::int from jobs j where j.organization_id = o.id and j.status = 'published')
            as open_jobs_count,
          count(*) over ()::int as total
        from organization_follows f
        join organizations o on o.id = f.organization_id
        where f.user_id = ${userId} and o.is_published and o.status = 'active' and not o.is_archived
        order by f.created_at desc, o.id desc
        limit ${limit} offset ${offset}`,
    );
  },

  async followedCount(db: Executor, userId: number) {
    const [row] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from organization_follows f
        join organizations o on o.id = f.organization_id
        where f.user_id = ${userId} and o.is_published and o.status = 'active' and not o.is_archived`,
    );
    return Number(row?.n ?? 0);
  },

  /** The organization dashboard's hiring numbers: open jobs, applications since `since`, interviews in a day. */
  async orgDashboard(
    db: Executor,
    o: { orgId: number; since: Date; now: Date; tz: string },
  ): Promise<OrgDashboardRow> {
    const [row] = await rows<OrgDashboardRow>(
      db,
      sql`with bounds as (
          select date_trunc('day', ${o.now}::timestamptz at time zone ${o.tz}) at time zone ${o.tz} as day_start
        )
        select
          (select count(*)::int from jobs where organization_id = ${o.orgId} and status = 'published')
            as open_jobs_count,
          coalesce((select json_agg(x) from (
            select j.id, j.slug, j.title, j.published_at,
              (select count(*)::int from job_applications a where a.job_id = j.id and a.status <> 'withdrawn')
                as applicants_count,
              (select count(*)::int from job_applications a
                where a.job_id = j.id and a.created_at >= ${o.since} and a.status <> 'withdrawn')
                as new_applicants_count
            from jobs j where j.organization_id = ${o.orgId} and j.status = 'published'
            order by j.created_at desc, j.id desc limit 8) x), '[]'::json) as open_jobs,
          (select count(*)::int from job_applications a
            where a.organization_id = ${o.orgId} and a.created_at >= ${o.since} and a.status <> 'withdrawn')
            as new_applicants_count,
          coalesce((select json_agg(x) from (
            select a.id, a.first_name, a.last_name, a.status, a.created_at,
              json_build_object('slug', j.slug, 'title', j.title) as job
            from job_applications a join jobs j on j.id = a.job_id
            where a.organization_id = ${o.orgId} and a.created_at >= ${o.since} and a.status <> 'withdrawn'
            order by a.created_at desc, a.id desc limit 8) x), '[]'::json) as new_applicants,
          coalesce((select json_agg(x) from (
            select i.id, i.schedule_date, i.timezone, i.mode, i.status,
              json_build_object('first_name', a.first_name, 'last_name', a.last_name) as candidate,
              json_build_object('slug', j.slug, 'title', j.title) as job
            from interviews i
            join job_applications a on a.id = i.application_id
            join jobs j on j.id = a.job_id
            cross join bounds b
            where i.organization_id = ${o.orgId}
              and i.schedule_date >= b.day_start and i.schedule_date < b.day_start + interval '1 day'
              and i.status not in ('rejected', 'cancelled')
            order by i.schedule_date, i.id limit 20) x), '[]'::json) as interviews_today`,
    );
    return row as OrgDashboardRow;
  },
};

/** Timestamps inside the JSON parts are PostgreSQL's text; the mapper makes them ISO. */
export interface OrgDashboardRow {
  open_jobs_count: number;
  new_applicants_count: number;
  open_jobs: {
    id: number;
    slug: string;
    title: string;
    published_at: string | null;
    applicants_count: number;
    new_applicants_count: number;
  }[];
  new_applicants: {
    id: number;
    first_name: string;
    last_name: string;
    status: string;
    created_at: string;
    job: { slug: string; title: string };
  }[];
  interviews_today: {
    id: number;
    schedule_date: string;
    timezone: string;
    mode: string;
    status: string;
    candidate: { first_name: string; last_name: string };
    job: { slug: string; title: string };
  }[];
}
