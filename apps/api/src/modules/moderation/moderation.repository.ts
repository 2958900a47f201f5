import type { AbuseReason, AbuseReportStatus, AbuseTargetType, ModerationKind } from '@hctl/contracts';
import { type Executor, schema } from '@hctl/db';
import { and, eq, sql } from 'drizzle-orm';

const c = schema.reportCases;
const r = schema.abuseReports;

export type CaseRow = typeof c.$inferSelect;
export type ReportRow = typeof r.$inferSelect;

export interface ReportEntryRow extends ReportRow {
  reporter_name: string | null;
  reporter_slug: string | null;
  reported_as: string | null;
}

export interface MyReportRow extends ReportRow {
  target_type: AbuseTargetType;
  target_id: number;
  /** The case's uid (where its decision is in the audit log). */
  case_uid: string;
  total: number;
}

export interface CaseListRow extends CaseRow {
  priority: number;
  reasons: { reason: AbuseReason; count: number }[];
  total: number;
}

/** One queue line before its context is read; `ref_id` is the row behind it. */
export interface QueueRow {
  kind: ModerationKind;
  key: string;
  ref_id: number;
  status: string;
  count: number;
  waiting_since: Date;
  priority: number;
  total: number;
}

/**
 * Priority of a report group: its open reports, halved for each day since the latest one, so many
 * recent reports come first and an old pile does not bury a fresh one. Other queue items gain from
 * waiting (1, plus one per week, at most 5), so nothing waits forever behind reports.
 */
const casePriority = sql`round((c.open_count / (1 + extract(epoch from (now() - c.last_reported_at)) / 86400.0))::numeric, 3)::float8`;
const agePriority = (col: string) =>
  sql.raw(`round(least(5, 1 + extract(epoch from (now() - ${col})) / 604800.0)::numeric, 3)::float8`);

const reasonsOf = sql`coalesce((select json_agg(json_build_object('reason', x.reason, 'count', x.n) order by x.n desc, x.reason)
  from (select ar.reason, count(*)::int as n from abuse_reports ar where ar.case_id = c.id
        and (ar.status = 'open' or c.status = 'closed') group by ar.reason) x), '[]'::json)`;

export const moderationRepository = {
  // ---------------------------------------------------------------- cases and reports

  /** The target's case, created on its first report and reopened by a report after it closed. */
  async openCase(tx: Executor, type: AbuseTargetType, targetId: number, uid: string, now: Date) {
    const [row] = await tx
      .insert(c)
      .values({ uid, target_type: type, target_id: targetId, first_reported_at: now, last_reported_at: now })
      .onConflictDoUpdate({
        target: [c.target_type, c.target_id],
        set: {
          status: 'open',
          last_reported_at: now,
          updated_at: now,
          first_reported_at: sql`case when ${c.status} = 'closed' then ${now}::timestamptz else ${c.first_reported_at} end`,
          resolution: sql`case when ${c.status} = 'closed' then null else ${c.resolution} end`,
          resolution_reason: sql`case when ${c.status} = 'closed' then null else ${c.resolution_reason} end`,
          resolved_by: sql`case when ${c.status} = 'closed' then null else ${c.resolved_by} end`,
          resolved_at: sql`case when ${c.status} = 'closed' then null else ${c.resolved_at} end`,
        },
      })
      .returning();
    return row;
  },

  /** Inserts the report; null when this reporter already has one open on the case. */
  async insertReport(tx: Executor, v: typeof r.$inferInsert) {
    const [row] = await tx
      .insert(r)
      .values(v)
      .onConflictDoNothing({
        target: [r.case_id, r.reporter_user_id],
        where: sql`${r.status} = 'open'`,
      })
      .returning();
    if (row)
      await tx
        .update(c)
        .set({ open_count: sql`${c.open_count} + 1`, total_count: sql`${c.total_count} + 1` })
        .where(eq(c.id, v.case_id));
    return row ?? null;
  },

  async caseByUid(db: Executor, uid: string) {
    const [row] = await db.select().from(c).where(eq(c.uid, uid));
    return row ?? null;
  },

  async caseOfReport(db: Executor, reportId: number) {
    const [row] = await db
      .select({ case: c })
      .from(r)
      .innerJoin(c, eq(c.id, r.case_id))
      .where(eq(r.id, reportId));
    return row?.case ?? null;
  },

  async lockCase(tx: Executor, id: number) {
    const res = await tx.execute(sql`select * from report_cases where id = ${id} for update`);
    return (res.rows[0] as unknown as CaseRow) ?? null;
  },

  /** Closes the case and gives every open report its outcome; returns the reporters told. */
  async closeCase(
    tx: Executor,
    id: number,
    v: {
      resolution: string;
      status: AbuseReportStatus;
      reason: string | null;
      adminUserId: number;
      now: Date;
    },
  ) {
    await tx
      .update(c)
      .set({
        status: 'closed',
        open_count: 0,
        resolution: v.resolution,
        resolution_reason: v.reason,
        resolved_by: v.adminUserId,
        resolved_at: v.now,
        updated_at: v.now,
      })
      .where(eq(c.id, id));
    const rows = await tx
      .update(r)
      .set({ status: v.status, outcome_reason: v.reason, decided_at: v.now, updated_at: v.now })
      .where(and(eq(r.case_id, id), eq(r.status, 'open')))
      .returning({ id: r.id, reporter_user_id: r.reporter_user_id });
    return rows;
  },

  /** The reports of one case, newest first, with who filed them (and for which organization). */
  async reportsOf(db: Executor, caseId: number, limit = 200) {
    const res = await db.execute(sql`
      select ar.*, ar.id::int as id, ar.case_id::int as case_id, ar.reporter_user_id::int as reporter_user_id,
             nullif(trim(u.first_name || ' ' || u.last_name), '') as reporter_name, u.slug as reporter_slug,
             o.company_name as reported_as
      from abuse_reports ar
        left join users u on u.id = ar.reporter_user_id
        left join organizations o on o.id = ar.reported_as_org_id
      where ar.case_id = ${caseId}
      order by ar.created_at desc nulls last, ar.id desc nulls last
      limit ${limit}`);
    return res.rows.map(dates) as unknown as ReportEntryRow[];
  },

  /** A person's own reports (through abuse_reports_reporter_idx), or those filed for an organization. */
  async reportsBy(
    db: Executor,
    who: { userId: number } | { orgId: number },
    status: AbuseReportStatus | undefined,
    limit: number,
    offset: number,
  ) {
    const res = await db.execute(sql`
      select ar.*, ar.id::int as id, c.target_type, c.target_id::int as target_id, c.uid as case_uid,
             count(*) over ()::int as total
      from abuse_reports ar join report_cases c on c.id = ar.case_id
      where ${'userId' in who ? sql`ar.reporter_user_id = ${who.userId}` : sql`ar.reported_as_org_id = ${who.orgId}`}
        ${status ? sql`and ar.status = ${status}` : sql``}
      order by ar.created_at desc nulls last, ar.id desc nulls last
      limit ${limit} offset ${offset}`);
    return res.rows.map(dates) as unknown as MyReportRow[];
  },

  /** Report groups of a type (or all), open ones by priority, closed ones latest decision first. */
  async cases(
    db: Executor,
    q: { type: AbuseTargetType | 'all'; status: 'open' | 'closed'; limit: number; offset: number },
  ) {
    const res = await db.execute(sql`
      select c.*, c.id::int as id, c.target_id::int as target_id, c.resolved_by::int as resolved_by,
             ${casePriority} as priority, ${reasonsOf} as reasons, count(*) over ()::int as total
      from report_cases c
      where c.status = ${q.status} ${q.type === 'all' ? sql`` : sql`and c.target_type = ${q.type}`}
      order by ${q.status === 'open' ? sql`priority desc, c.last_reported_at desc` : sql`c.resolved_at desc`}, c.id desc
      limit ${q.limit} offset ${q.offset}`);
    return res.rows.map(dates) as unknown as CaseListRow[];
  },

  async caseDetail(db: Executor, id: number) {
    const res = await db.execute(sql`
      select c.*, c.id::int as id, c.target_id::int as target_id, c.resolved_by::int as resolved_by,
             ${casePriority} as priority, ${reasonsOf} as reasons, 1 as total
      from report_cases c where c.id = ${id}`);
    return (res.rows.map(dates)[0] as unknown as CaseListRow) ?? null;
  },

  async casesByIds(db: Executor, ids: number[]) {
    if (!ids.length) return [];
    const res = await db.execute(sql`
      select c.*, c.id::int as id, c.target_id::int as target_id, c.resolved_by::int as resolved_by,
             ${casePriority} as priority, ${reasonsOf} as reasons, 1 as total
      from report_cases c where c.id = any(${`{${ids.join(',')}}`}::bigint[])`);
    return res.rows.map(dates) as unknown as CaseListRow[];
  },

  // ---------------------------------------------------------------- the one queue (read-only)

  /**
   * Everything waiting for a moderator (or decided, `resolved`), one list across the five kinds,
   * highest priority first, then longest waiting. Each branch walks a partial index or a small set.
   */
  async queue(
    db: Executor,
    q: { kind?: ModerationKind; status: 'pending' | 'resolved'; limit: number; offset: number },
  ) {
    const pending = q.status === 'pending';
    const branches = {
      organization: sql`select 'organization' as kind, o.slug as key, o.id::int as ref_id, o.approval_status as status,
          1 as count, ${pending ? sql`o.created_at` : sql`o.updated_at`} as waiting_since,
          ${pending ? agePriority('o.created_at') : sql`0::float8`} as priority
        from organizations o
        where ${pending ? sql`o.approval_status = 'pending' and not o.is_archived` : sql`o.approval_status in ('approved', 'rejected')`}`,
      license: sql`select 'license' as kind, l.id::text as key, l.id::int as ref_id, l.verification_status as status,
          1 as count, l.updated_at as waiting_since,
          ${pending ? agePriority('l.updated_at') : sql`0::float8`} as priority
        from licenses l where l.verification_status = ${pending ? 'pending' : 'verified'}`,
      report: sql`select 'report' as kind, c.uid as key, c.id::int as ref_id, c.status,
          ${pending ? sql`c.open_count` : sql`c.total_count`} as count,
          ${pending ? sql`c.last_reported_at` : sql`c.resolved_at`} as waiting_since,
          ${pending ? casePriority : sql`0::float8`} as priority
        from report_cases c where c.status = ${pending ? 'open' : 'closed'}`,
      ad: sql`select 'ad' as kind, a.slug as key, a.id::int as ref_id, a.review_status as status, 1 as count,
          ${pending ? sql`a.updated_at` : sql`a.reviewed_at`} as waiting_since,
          ${pending ? agePriority('a.updated_at') : sql`0::float8`} as priority
        from advertisements a
        where a.deleted_at is null and ${pending ? sql`a.review_status = 'pending'` : sql`a.review_status in ('approved', 'rejected')`}`,
      review: sql`select 'review' as kind, rv.id::text as key, rv.id::int as ref_id, rv.objection_status as status,
          1 as count, ${pending ? sql`rv.objection_at` : sql`rv.objection_decided_at`} as waiting_since,
          ${pending ? agePriority('rv.objection_at') : sql`0::float8`} as priority
        from reviews rv
        where rv.deleted_at is null and ${pending ? sql`rv.objection_status = 'pending'` : sql`rv.objection_status in ('approved', 'rejected')`}`,
    } satisfies Record<ModerationKind, unknown>;
    const chosen = q.kind ? [branches[q.kind]] : Object.values(branches);
    const res = await db.execute(sql`
      select q.*, count(*) over ()::int as total
      from (${sql.join(chosen, sql` union all `)}) q
      order by ${pending ? sql`q.priority desc, q.waiting_since asc` : sql`q.waiting_since desc`}, q.kind, q.key
      limit ${q.limit} offset ${q.offset}`);
    return res.rows.map((row) => {
      const x = row as unknown as QueueRow & { waiting_since: Date | string };
      return { ...x, waiting_since: new Date(x.waiting_since) } as QueueRow;
    });
  },

  /** The license behind a queue item, with its holder. */
  async license(db: Executor, ids: number[]) {
    if (!ids.length) return [];
    const res = await db.execute(sql`
      select l.id::int, l.license_type, l.license_number, l.issuing_authority, l.state, l.verification_status,
             u.id::int as owner_id, trim(u.first_name || ' ' || u.last_name) as owner_name, u.slug as owner_slug
      from licenses l join users u on u.id = l.user_id
      where l.id = any(${`{${ids.join(',')}}`}::bigint[])`);
    return res.rows as unknown as LicenseRow[];
  },

  /** The review behind a queue item: whom it is about (the profile the reviews module decides for). */
  async reviews(db: Executor, ids: number[]) {
    if (!ids.length) return [];
    const res = await db.execute(sql`
      select rv.id::int, rv.rating, rv.review, rv.objection, rv.objection_status,
             case when rv.target_organization_id is not null then 'organization' else 'individual' end as target_role,
             coalesce(o.slug, tu.slug) as target_slug, coalesce(o.company_name, trim(tu.first_name || ' ' || tu.last_name)) as target_name,
             ow.id::int as owner_id, trim(ow.first_name || ' ' || ow.last_name) as owner_name, ow.slug as owner_slug
      from reviews rv
        left join organizations o on o.id = rv.target_organization_id
        left join users tu on tu.id = rv.target_user_id
        left join users ow on ow.id = coalesce(rv.target_user_id, o.owner_id)
      where rv.id = any(${`{${ids.join(',')}}`}::bigint[])`);
    return res.rows as unknown as ReviewRow[];
  },
};

export interface LicenseRow {
  id: number;
  license_type: string;
  license_number: string;
  issuing_authority: string;
  state: string | null;
  verification_status: string;
  owner_id: number;
  owner_name: string;
  owner_slug: string;
}

export interface ReviewRow {
  id: number;
  rating: number;
  review: string;
  objection: string | null;
  objection_status: string | null;
  target_role: 'individual' | 'organization';
  target_slug: string;
  target_name: string;
  owner_id: number | null;
  owner_name: string | null;
  owner_slug: string | null;
}

const DATE_COLUMNS = [
  'first_reported_at',
  'last_reported_at',
  'resolved_at',
  'decided_at',
  'created_at',
  'updated_at',
];
/** Raw `execute` rows carry timestamps as strings; the mapper expects dates like Drizzle's selects. */
function dates(row: Record<string, unknown>) {
  for (const k of DATE_COLUMNS) if (typeof row[k] === 'string') row[k] = new Date(row[k] as string);
  return row;
}
