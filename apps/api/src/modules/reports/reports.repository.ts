import {
  REPORT_COLUMNS,
  REPORT_STATUSES,
  type ReportColumn,
  type ReportFilters,
  type ReportKind,
} from '@hctl/contracts';
import { type Executor, schema } from '@hctl/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { likeContaining } from '../../lib/like';
import type { Batch } from './reports.files';

/**
 * Reports are read-only analytics over many modules' tables (users, groups, organizations, jobs,
 * services, quotation offers, advertisements, payments). Reading them here with SQL, instead of
 * through each module's service, is deliberate: a report is one query per page or batch over
 * joined tables, never a write, and no module would own such a query. This file is the only place
 * the reports module touches SQL; the one table it writes is its own `report_exports`.
 */

/** How one report is read: its tables, the keyset column, the date its range and trend use. */
interface ReportSource {
  from: string;
  /** Always applied (e.g. galleries only among services). */
  base?: string;
  /** The unique, ordered key of a row: pages and export batches walk it. */
  key: string;
  created: string;
  /** One SQL expression per column of REPORT_COLUMNS[report], same keys. */
  select: Record<string, string>;
  search: string[];
  status: Record<string, string>;
  /** Summed per week beside the count (cents), when the report is about money. */
  amount?: string;
}

const person = (t: string) => `(${t}.first_name || ' ' || ${t}.last_name)`;
const ownerName = (o: string, u: string) => `coalesce(${o}.company_name, ${person(u)})`;

const SOURCES: Record<ReportKind, ReportSource> = {
  user: {
    from: 'users u left join individual_details d on d.user_id = u.id',
    key: 'u.id',
    created: 'u.created_at',
    select: {
      id: 'u.id',
      name: person('u'),
      email: 'u.email',
      role: 'u.role',
      category: 'u.category',
      city: 'd.city',
      state: 'd.state',
      is_active: 'u.is_active',
      email_verified: '(u.email_verified_at is not null)',
      created_at: 'u.created_at',
    },
    search: [person('u'), 'u.email'],
    status: {
      active: 'u.is_active',
      inactive: 'not u.is_active',
      unverified: 'u.email_verified_at is null',
    },
  },
  'group-community': {
    from: 'groups g join users ow on ow.id = g.owner_id',
    key: 'g.id',
    created: 'g.created_at',
    select: {
      id: 'g.id',
      name: 'g.name',
      slug: 'g.slug',
      privacy: 'g.privacy',
      category: 'g.category',
      location: 'g.location',
      member_count: 'g.member_count',
      post_count: 'g.post_count',
      owner: person('ow'),
      created_at: 'g.created_at',
    },
    search: ['g.name', 'g.slug'],
    status: {
      public: "g.deleted_at is null and g.privacy = 'public'",
      private: "g.deleted_at is null and g.privacy = 'private'",
      deleted: 'g.deleted_at is not null',
    },
  },
  organization: {
    from: 'organizations o join users ow on ow.id = o.owner_id',
    key: 'o.id',
    created: 'o.created_at',
    select: {
      id: 'o.id',
      company_name: 'o.company_name',
      slug: 'o.slug',
      approval_status: 'o.approval_status',
      status: 'o.status',
      industry_type: 'o.industry_type',
      city: 'o.city',
      state: 'o.state',
      owner_email: 'ow.email',
      created_at: 'o.created_at',
    },
    search: ['o.company_name', 'o.slug', 'ow.email'],
    status: {
      pending: "o.approval_status = 'pending'",
      approved: "o.approval_status = 'approved'",
      rejected: "o.approval_status = 'rejected'",
      deactive: "o.status = 'deactive'",
      archived: 'o.is_archived',
    },
  },
  jobs: {
    from: 'jobs j join organizations o on o.id = j.organization_id',
    key: 'j.id',
    created: 'j.created_at',
    select: {
      id: 'j.id',
      title: 'j.title',
      organization: 'o.company_name',
      category: 'j.category',
      specialty: 'j.specialty',
      employment_type: 'j.employment_type',
      city: 'j.city',
      state: 'j.state',
      status: 'j.status',
      created_at: 'j.created_at',
    },
    search: ['j.title', 'o.company_name'],
    status: {
      draft: "j.status = 'draft'",
      published: "j.status = 'published'",
      archived: "j.status = 'archived'",
      closed: "j.status = 'closed'",
    },
  },
  'service-gallery': {
    from: `services s join service_categories c on c.id = s.category_id
      left join organizations o on o.id = s.organization_id left join users ou on ou.id = s.user_id`,
    base: "s.kind = 'gallery'",
    key: 's.id',
    created: 's.created_at',
    select: {
      id: 's.id',
      title: 's.title',
      owner: ownerName('o', 'ou'),
      category: 'c.name',
      location: 's.location',
      status: "case when s.is_draft then 'draft' else s.status end",
      is_promoted: 's.is_promoted',
      promotion_budget: 's.promotion_budget_cents',
      views: 's.views_count',
      created_at: 's.created_at',
    },
    search: ['s.title', 'o.company_name'],
    status: {
      active: "s.status = 'active' and not s.is_draft",
      archived: "s.status = 'archived'",
      draft: 's.is_draft',
      promoted: 's.is_promoted',
    },
  },
  flexlink: {
    from: `quotation_offers f join quotations q on q.id = f.quotation_id join services s on s.id = q.service_id
      left join organizations bo on bo.id = q.buyer_org_id left join users bu on bu.id = q.buyer_user_id
      left join organizations po on po.id = q.provider_org_id left join users pu on pu.id = q.provider_user_id`,
    base: "f.status = 'flexlink_accepted'",
    key: 'f.id',
    created: 'f.created_at',
    select: {
      id: 'f.id',
      quotation_id: 'q.id',
      service: 's.title',
      buyer: ownerName('bo', 'bu'),
      provider: ownerName('po', 'pu'),
      amount: 'f.amount_cents',
      delivery_date: 'f.delivery_date',
      completion: 'f.completion',
      accepted_at: 'f.updated_at',
      created_at: 'f.created_at',
    },
    search: ['s.title', 'bo.company_name', 'po.company_name'],
    status: Object.fromEntries(REPORT_STATUSES.flexlink.map((c) => [c, `f.completion = '${c}'`])),
    amount: 'f.amount_cents',
  },
  advertisment: {
    from: `advertisements a left join ad_placements p on p.id = a.placement_id
      left join organizations o on o.id = a.organization_id left join users ou on ou.id = a.user_id`,
    key: 'a.id',
    created: 'a.created_at',
    select: {
      id: 'a.id',
      title: 'a.title',
      owner: ownerName('o', 'ou'),
      placement: 'p.name',
      status: "case when a.deleted_at is not null then 'deleted' else a.status end",
      review_status: 'a.review_status',
      budget: 'a.budget_cents',
      spent: 'a.spent_cents',
      impressions: 'a.impressions',
      clicks: 'a.clicks',
      created_at: 'a.created_at',
    },
    search: ['a.title', 'o.company_name'],
    status: {
      draft: "a.deleted_at is null and a.status = 'draft'",
      created: "a.deleted_at is null and a.status = 'created'",
      promoted: "a.deleted_at is null and a.status = 'promoted'",
      pending: "a.deleted_at is null and a.review_status = 'pending'",
      approved: "a.deleted_at is null and a.review_status = 'approved'",
      rejected: "a.deleted_at is null and a.review_status = 'rejected'",
      deleted: 'a.deleted_at is not null',
    },
    amount: 'a.spent_cents',
  },
  budget: {
    from: 'payments p left join users pu on pu.id = p.user_id',
    key: 'p.id',
    created: 'p.created_at',
    select: {
      id: 'p.id',
      payer: person('pu'),
      payer_email: 'pu.email',
      purpose: 'p.purpose',
      description: 'p.description',
      amount: 'p.amount_cents',
      currency: 'p.currency',
      status: 'p.status',
      gateway: 'p.gateway',
      created_at: 'p.created_at',
    },
    search: ['p.description', 'pu.email', 'p.purpose'],
    status: Object.fromEntries(
      ['pending', 'succeeded', 'failed', 'refunded'].map((s) => [s, `p.status = '${s}'`]),
    ),
    // Money received: refunded or failed payments are rows of the table, not income.
    amount: "case when p.status = 'succeeded' then p.amount_cents else 0 end",
  },
};

export const columnsOf = (report: ReportKind): readonly ReportColumn[] => REPORT_COLUMNS[report];

/** The WHERE clause of a report's filters, with its parameters ($1, $2 …). */
function whereOf(src: ReportSource, f: ReportFilters) {
  const conds: string[] = [];
  const params: unknown[] = [];
  if (src.base) conds.push(src.base);
  if (f.from) {
    params.push(f.from);
    conds.push(`${src.created} >= ($${params.length}::date)::timestamp at time zone 'UTC'`);
  }
  if (f.to) {
    params.push(f.to);
    conds.push(`${src.created} < ($${params.length}::date + 1)::timestamp at time zone 'UTC'`);
  }
  if (f.status) conds.push(`(${src.status[f.status]})`);
  if (f.search) {
    params.push(likeContaining(f.search.toLowerCase()));
    conds.push(`(${src.search.map((e) => `lower(${e}) like $${params.length}`).join(' or ')})`);
  }
  return { where: conds.length ? `where ${conds.join(' and ')}` : '', params };
}

export type ReportRow = Record<string, unknown>;

/** A page of a report, newest first (offset paging: admin tables are paged by number). */
export async function reportPage(
  pool: pg.Pool,
  report: ReportKind,
  f: ReportFilters,
  page: number,
  size: number,
) {
  const src = SOURCES[report];
  const { where, params } = whereOf(src, f);
  const cols = Object.entries(src.select)
    .map(([k, e]) => `${e} as "${k}"`)
    .join(', ');
  const [rows, count] = await Promise.all([
    pool.query<ReportRow>(
      `select ${cols} from ${src.from} ${where} order by ${src.created} desc, ${src.key} desc
       limit ${size} offset ${(page - 1) * size}`,
      params,
    ),
    countRows(pool, report, f),
  ]);
  return { rows: rows.rows, total: count };
}

export async function countRows(pool: pg.Pool, report: ReportKind, f: ReportFilters) {
  const src = SOURCES[report];
  const { where, params } = whereOf(src, f);
  const r = await pool.query<{ n: string }>(`select count(*) as n from ${src.from} ${where}`, params);
  return Number(r.rows[0].n);
}

/** Rows created per week (weeks start on Monday, UTC) within [from, to], plus the amount when about money. */
export async function reportTrend(
  pool: pg.Pool,
  report: ReportKind,
  f: ReportFilters & { from: string; to: string },
) {
  const src = SOURCES[report];
  const { where, params } = whereOf(src, f);
  const r = await pool.query<{ week: string; count: string; amount: string | null }>(
    `select to_char(date_trunc('week', ${src.created} at time zone 'UTC'), 'YYYY-MM-DD') as week,
       count(*) as count, ${src.amount ? `sum(${src.amount})` : 'null'} as amount
     from ${src.from} ${where} group by 1 order by 1`,
    params,
  );
  return r.rows.map((x) => ({
    week: x.week,
    count: Number(x.count),
    amount: x.amount === null ? null : Number(x.amount),
  }));
}

/** A column as the text a file holds: money in dollars, dates as UTC 'YYYY-MM-DD HH:MM', booleans Yes/No. */
function fileExpr(c: ReportColumn, e: string) {
  switch (c.type) {
    case 'money':
      return `round((${e})::numeric / 100, 2)::text`;
    case 'date':
      return `to_char((${e}) at time zone 'UTC', 'YYYY-MM-DD HH24:MI')`;
    case 'bool':
      return `case when ${e} then 'Yes' else 'No' end`;
    default:
      return `(${e})::text`;
  }
}

/** COPY's text format: `\N` is null; backslash escapes only where a value holds one. */
const UNESCAPE: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' };
const copyField = (f: string) =>
  f === '\\N' ? null : f.includes('\\') ? f.replace(/\\(.)/g, (_, c: string) => UNESCAPE[c] ?? c) : f;

/**
 * Every row of a report, ordered by its key, streamed by `COPY (select …) TO STDOUT`: one query and
 * one snapshot, read as the socket delivers it. The stream is consumed with `for await`, so while the
 * file writer waits for the disk PostgreSQL's rows wait in the socket (backpressure), and memory
 * holds a chunk (~64 KB) of rows at a time. COPY takes no parameters, so the filters' values are
 * quoted with the driver's `escapeLiteral`. (Keyset batches of 5,000 took twice as long on 1M jobs:
 * each batch re-ran the join's index lookups; COPY lets PostgreSQL stream one plan.)
 */
export async function* exportRows(
  pool: pg.Pool,
  report: ReportKind,
  f: ReportFilters,
): AsyncGenerator<Batch> {
  const src = SOURCES[report];
  const client = await pool.connect();
  let ok = false;
  try {
    const { where, params } = whereOf(src, f);
    const inlined = where.replace(/\$(\d+)/g, (_, i: string) =>
      client.escapeLiteral(String(params[Number(i) - 1])),
    );
    const cols = columnsOf(report)
      .map((c) => fileExpr(c, src.select[c.key]))
      .join(', ');
    const stream = client.query(
      copyTo(`copy (select ${cols} from ${src.from} ${inlined} order by ${src.key}) to stdout`),
    );
    let rest = '';
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const text = rest + chunk.toString('utf8');
      const end = text.lastIndexOf('\n');
      if (end < 0) {
        rest = text;
        continue;
      }
      rest = text.slice(end + 1);
      const lines = text.slice(0, end).split('\n');
      yield lines.map((line) => line.split('\t').map(copyField));
    }
    ok = true;
  } finally {
    // A COPY abandoned half way leaves the connection mid-protocol: drop it rather than reuse it.
    client.release(ok ? undefined : true);
  }
}

// ---- report_exports (the one table this module writes) -----------------------------------------

const { reportExports: x } = schema;
export type ExportRow = typeof x.$inferSelect;

export async function insertExport(db: Executor, v: typeof x.$inferInsert) {
  const [row] = await db.insert(x).values(v).returning();
  return row;
}

export async function findExport(db: Executor, uid: string) {
  const [row] = await db.select().from(x).where(eq(x.uid, uid)).limit(1);
  return row ?? null;
}

export async function updateExport(db: Executor, id: number, set: Partial<typeof x.$inferInsert>) {
  await db
    .update(x)
    .set({ ...set, updated_at: sql`now()` })
    .where(eq(x.id, id));
}

/** Takes a queued (or interrupted) export for this run; null when another run finished it. */
export async function claimExport(db: Executor, uid: string) {
  const [row] = await db
    .update(x)
    .set({ status: 'running', progress: 0, rows_written: 0, error: null, updated_at: sql`now()` })
    .where(and(eq(x.uid, uid), sql`${x.status} in ('queued', 'running', 'failed')`))
    .returning();
  return row ?? null;
}

/** Removes the rows of exports past their expiry, answering their file keys (null: no file) to delete. */
export async function deleteExpired(db: Executor, now: Date, limit = 500) {
  const rows = await db
    .delete(x)
    .where(
      sql`${x.id} in (select id from ${x} where ${lt(x.expires_at, now)} order by ${x.expires_at} limit ${limit})`,
    )
    .returning({ key: x.storage_key });
  return rows.map((r) => r.key);
}
