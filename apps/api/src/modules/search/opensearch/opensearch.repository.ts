import { type Executor, schema } from '@hctl/db';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { IndexedKind } from './mappings';

/** An outbox row as the triggers write it: the source table's kind and the row's id. */
export interface OutboxRow {
  id: number;
  kind: 'job' | 'service' | 'profile' | 'organization' | 'group';
  doc_id: number;
  op: 'upsert' | 'delete';
}

/** A document to index: its index kind, id and fields (built in SQL from the rows the visitor may see). */
export interface IndexDoc {
  kind: IndexedKind;
  id: number;
  doc: Record<string, unknown>;
}

/** A field the owner may hide: included only while its visibility is not false. */
const shown = (vis: ReturnType<typeof sql.raw>, field: string, col: ReturnType<typeof sql.raw>) =>
  sql`case when coalesce(${vis} -> ${field} <> 'false'::jsonb, true) then ${col} end`;

const SERVICE_INDEX = { post: 'services', request: 'service_requests', gallery: 'galleries' } as const;

/**
 * Per source kind: the documents of the given ids that visitors may see, with the same rules as
 * the PostgreSQL providers (open jobs of live organizations, active published services of active
 * owners, published profiles of active people without hidden sections or contact details, live
 * organizations, public groups). An id missing from the answer is removed from the index.
 */
const DOCS: Record<OutboxRow['kind'], (ids: SQL) => SQL> = {
  job: (ids) => sql`
    select 'jobs' as kind, j.id, jsonb_build_object(
      'id', j.id, 'slug', j.slug, 'title', j.title, 'description', j.description,
      'category', j.category, 'specialty', j.specialty, 'job_type', j.employment_type, 'shift', j.shift,
      'city', j.city, 'state', j.state, 'remote', j.is_remote, 'benefits', j.benefits,
      'licenses', coalesce((select jsonb_agg(coalesce(j.state, '') || ':' || l) from jsonb_array_elements_text(j.required_licenses) l), '[]'::jsonb),
      'pay_min_cents', j.pay_min_cents, 'pay_max_cents', j.pay_max_cents, 'pay_period', j.pay_period,
      'pay_hourly_cents', (coalesce(j.pay_max_cents, j.pay_min_cents) / case j.pay_period
        when 'year' then 2080 when 'month' then 173.33 when 'week' then 40 when 'shift' then 12 else 1 end)::int,
      'published_at', j.published_at, 'promoted_until', j.promoted_until,
      'org_slug', o.slug, 'company_name', o.company_name, 'company_profile_image', o.company_profile_image
    ) as doc
    from jobs j join organizations o on o.id = j.organization_id
    where j.id in ${ids} and j.status = 'published'
      and o.approval_status = 'approved' and o.status = 'active' and not o.is_archived`,
  service: (ids) => sql`
    select case s.kind when 'post' then ${SERVICE_INDEX.post} when 'request' then ${SERVICE_INDEX.request}
           else ${SERVICE_INDEX.gallery} end as kind, s.id, jsonb_build_object(
      'id', s.id, 'slug', s.slug, 'title', s.title, 'description', s.description,
      'category', c.slug, 'category_name', c.name,
      'owner_name', coalesce(o.company_name, u.first_name || ' ' || u.last_name),
      'location', s.location, 'remote', s.is_remote, 'promoted', s.is_promoted, 'created_at', s.created_at
    ) as doc
    from services s
    join service_categories c on c.id = s.category_id
    left join users u on u.id = s.user_id
    left join organizations o on o.id = s.organization_id
    where s.id in ${ids} and s.status = 'active' and not s.is_draft
      and (s.user_id is null or u.is_active)
      and (s.organization_id is null or (o.approval_status = 'approved' and o.status = 'active' and not o.is_archived))`,
  profile: (ids) => sql`
    select 'profiles' as kind, u.id, jsonb_build_object(
      'id', u.id, 'slug', u.slug, 'name', u.first_name || ' ' || u.last_name,
      'specialty', d.specialty, 'occupation', ${shown(sql.raw('d.visibility'), 'occupation', sql.raw('d.occupation'))},
      'city', d.city, 'state', d.state, 'about', ${shown(sql.raw('d.visibility'), 'about', sql.raw('d.about'))},
      'published_at', d.published_at
    ) as doc
    from users u join individual_details d on d.user_id = u.id
    where u.id in ${ids} and d.is_published and u.is_active and u.role = 'individual'`,
  organization: (ids) => sql`
    select 'organizations' as kind, o.id, jsonb_build_object(
      'id', o.id, 'slug', o.slug, 'name', o.company_name, 'industry', o.industry_type,
      'city', o.city, 'state', o.state,
      'about', concat_ws(' ', o.tagline, o.about, ${shown(sql.raw('o.visibility'), 'mission', sql.raw('o.mission'))}),
      'published_at', o.published_at
    ) as doc
    from organizations o
    where o.id in ${ids} and o.approval_status = 'approved' and o.status = 'active'
      and o.is_published and not o.is_archived`,
  group: (ids) => sql`
    select 'groups' as kind, g.id, jsonb_build_object(
      'id', g.id, 'slug', g.slug, 'name', g.name, 'category', g.category, 'location', g.location,
      'description', g.description, 'member_count', g.member_count, 'created_at', g.created_at
    ) as doc
    from groups g
    where g.id in ${ids} and g.deleted_at is null and g.privacy = 'public'`,
};

/** The indexes a source kind's rows may live in (a deleted service's kind is no longer known). */
export const INDEXES_OF: Record<OutboxRow['kind'], IndexedKind[]> = {
  job: ['jobs'],
  service: ['services', 'service_requests', 'galleries'],
  profile: ['profiles'],
  organization: ['organizations'],
  group: ['groups'],
};

const SOURCE_OF: Record<IndexedKind, OutboxRow['kind']> = {
  jobs: 'job',
  services: 'service',
  service_requests: 'service',
  galleries: 'service',
  profiles: 'profile',
  organizations: 'organization',
  groups: 'group',
};
export const sourceOf = (k: IndexedKind) => SOURCE_OF[k];

const o = schema.searchOutbox;
const SOURCE_TABLES: Record<OutboxRow['kind'], string> = {
  job: 'jobs',
  service: 'services',
  profile: 'users',
  organization: 'organizations',
  group: 'groups',
};

export const openSearchRepository = {
  /**
   * The oldest outbox rows, locked for this drain (a second drainer skips them). Held until the
   * bulk request succeeded and the rows are deleted in the same transaction.
   */
  async claim(tx: Executor, limit: number): Promise<OutboxRow[]> {
    const res = await tx.execute(sql`
      select id, kind, doc_id, op from search_outbox order by id limit ${limit} for update skip locked`);
    return (res.rows as { id: string; kind: OutboxRow['kind']; doc_id: string; op: OutboxRow['op'] }[]).map(
      (r) => ({ id: Number(r.id), kind: r.kind, doc_id: Number(r.doc_id), op: r.op }),
    );
  },

  async remove(tx: Executor, ids: number[]) {
    if (ids.length) await tx.delete(o).where(inArray(o.id, ids));
  },

  /** The current documents of these rows (absent: gone or no longer visible). */
  async documents(db: Executor, kind: OutboxRow['kind'], ids: number[]): Promise<IndexDoc[]> {
    if (!ids.length) return [];
    const list = sql`(${sql.join(
      ids.map((i) => sql`${i}::bigint`),
      sql`, `,
    )})`;
    const res = await db.execute(DOCS[kind](list));
    return (res.rows as { kind: IndexedKind; id: string; doc: Record<string, unknown> }[]).map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      doc: r.doc,
    }));
  },

  /** Changes asked for directly (the SearchBackend's upsert and delete): drained like the triggers' rows. */
  async enqueue(db: Executor, kind: OutboxRow['kind'], ids: number[], op: OutboxRow['op']) {
    if (ids.length) await db.insert(o).values(ids.map((doc_id) => ({ kind, doc_id, op })));
  },

  /**
   * Every row of every searchable table into the outbox, in one statement per table: the first
   * fill of empty indexes. Run after the feed is on, so a change made meanwhile is queued too.
   */
  async backfill(db: Executor) {
    let n = 0;
    for (const [kind, table] of Object.entries(SOURCE_TABLES)) {
      const res = await db.execute(sql`
        insert into search_outbox (kind, doc_id, op)
        select ${kind}, id, 'upsert' from ${sql.raw(table)} order by id`);
      n += res.rowCount ?? 0;
    }
    return n;
  },

  /** Turns the triggers' feed on (they write search_outbox from this transaction on). */
  async enableFeed(db: Executor) {
    const res = await db.execute(sql`
      update search_feed set enabled = true, enabled_at = now() where id = 1 and not enabled returning id`);
    return res.rows.length > 0;
  },

  async feedEnabled(db: Executor) {
    const res = await db.execute(sql`select enabled from search_feed where id = 1`);
    return Boolean((res.rows[0] as { enabled?: boolean } | undefined)?.enabled);
  },
};
