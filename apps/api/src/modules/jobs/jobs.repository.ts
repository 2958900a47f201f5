import { type Database, type Executor, schema } from '@hctl/db';
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { likeContaining } from '../../lib/like';
import { newestIndexed } from '../../lib/ordering';
import { totalOver, withTotal } from '../../lib/pagination';
import { fixedEq, prepared, preparedPage } from '../../lib/prepared';

const { jobs: j, jobQuestions: q, organizations: o, questionBank: bank } = schema;
export type JobRow = typeof j.$inferSelect;
export type QuestionRow = typeof q.$inferSelect;

/** The public job page in one round trip: the job, its organization and its questions (as JSON). */
const publicJob = prepared((db) =>
  db
    .select({
      job: j,
      org: {
        id: o.id,
        slug: o.slug,
        company_name: o.company_name,
        company_profile_image: o.company_profile_image,
        status: o.status,
        is_archived: o.is_archived,
      },
      questions: sql<
        QuestionJson[]
      >`coalesce((select json_agg(json_build_object('uid', ${q.uid}, 'question', ${q.question}, 'type', ${q.type}, 'options', ${q.options}, 'is_required', ${q.is_required}) order by ${q.position}, ${q.id}) from ${q} where ${q.job_id} = ${j.id}), '[]'::json)`,
    })
    .from(j)
    .innerJoin(o, eq(o.id, j.organization_id))
    .where(and(eq(o.slug, sql.placeholder('org')), eq(j.slug, sql.placeholder('job'))))
    .limit(1)
    .prepare('public_job_page'),
);

/** Jobs with their organization's card (the public lists). */
const withOrgCard = (db: Executor) =>
  db
    .select({
      job: j,
      org: { slug: o.slug, company_name: o.company_name, company_profile_image: o.company_profile_image },
    })
    .from(j)
    .innerJoin(o, eq(o.id, j.organization_id));
/** The organization is live: active and not archived. */
const orgIsLive = [eq(o.status, 'active'), eq(o.is_archived, false)];

/**
 * Published jobs of live organizations, featured first (public; walks jobs_featured_idx). The first
 * five pages have their OFFSET written in: with a bound one the generic plan was costed as skipping
 * a tenth of all jobs and every execution was planned afresh.
 */
const featuredJobs = preparedPage(
  (db, page) =>
    withOrgCard(db)
      .where(and(fixedEq(j.status, 'published'), ...orgIsLive))
      .orderBy(desc(j.is_featured), desc(j.published_at), desc(j.id))
      .limit(page.limit)
      .offset(page.offset)
      .prepare(`featured_jobs_${page.name}`),
  5,
);
/** An organization's jobs in some statuses (the job list without search or folder). */
const inOrgByStatus = () =>
  and(eq(j.organization_id, sql.placeholder('org')), sql`${j.status} = any(${sql.placeholder('statuses')})`);
const orgJobsPage = preparedPage((db, page) => {
  // Deferred join: the page's ids come from jobs_org_status_idx alone (no table reads for the
  // rows skipped by OFFSET), then only those rows are read; the total rides along as a scalar
  // subquery answered from the same index (one round trip for page and total).
  const pageIds = db
    .select({ id: j.id })
    .from(j)
    .where(inOrgByStatus())
    .orderBy(...newestIndexed(j.created_at, j.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = sql<number>`(select count(*) from ${j} where ${inOrgByStatus()})`.mapWith(Number);
  return db
    .select({ job: j, total })
    .from(j)
    .where(inArray(j.id, pageIds))
    .orderBy(...newestIndexed(j.created_at, j.id))
    .prepare(`org_jobs_page_${page.name}`);
});
const orgJobsCount = prepared((db) =>
  db.select({ n: count() }).from(j).where(inOrgByStatus()).prepare('org_jobs_count'),
);
/** A job of an organization by its slug (every job-scoped call starts with it). */
const jobBySlug = prepared((db) =>
  db
    .select()
    .from(j)
    .where(and(eq(j.organization_id, sql.placeholder('org')), eq(j.slug, sql.placeholder('slug'))))
    .limit(1)
    .prepare('job_by_slug'),
);
interface QuestionJson {
  uid: string;
  question: string;
  type: string;
  options: string[];
  is_required: boolean;
}

export const jobsRepository = {
  async publicPage(db: Database, orgSlug: string, jobSlug: string) {
    const [row] = await publicJob(db).execute({ org: orgSlug, job: jobSlug });
    return row ?? null;
  },

  async insert(db: Executor, values: typeof j.$inferInsert) {
    const [row] = await db.insert(j).values(values).returning();
    return row;
  },

  async bySlug(db: Database, orgId: number, slug: string) {
    const [row] = await jobBySlug(db).execute({ org: orgId, slug });
    return row ?? null;
  },

  async update(db: Executor, id: number, values: Partial<typeof j.$inferInsert>) {
    const [row] = await db
      .update(j)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(j.id, id))
      .returning();
    return row;
  },

  remove: (db: Executor, id: number) => db.delete(j).where(eq(j.id, id)),

  /**
   * Jobs an administrator names by id or by slug (slugs are unique only within an organization, so
   * a slug may name several), with the organization's owner who is told about a removal.
   */
  async adminFind(db: Executor, ref: string) {
    const res = await db.execute(sql`
      select j.id::int, j.slug, j.title, j.status, j.organization_id::int, o.owner_id::int, o.company_name,
             exists (select 1 from job_applications a where a.job_id = j.id) as has_applications
      from jobs j join organizations o on o.id = j.organization_id
      where ${/^\d+$/.test(ref) ? sql`j.id = ${Number(ref)}` : sql`j.slug = ${ref}`}
      limit 2 for update of j`);
    return res.rows as {
      id: number;
      slug: string;
      title: string;
      status: JobRow['status'];
      organization_id: number;
      owner_id: number;
      company_name: string;
      has_applications: boolean;
    }[];
  },

  /** Un-features jobs whose paid promotion is over; returns how many. */
  endExpiredPromotions: async (db: Executor, now: Date) =>
    (
      await db
        .update(j)
        .set({ is_featured: false })
        .where(and(eq(j.is_featured, true), lte(j.promoted_until, now)))
        .returning({ id: j.id })
    ).length,

  /** Open jobs that count toward the plan's limit: not those whose own flat fee paid for them. */
  countWithinPlan: async (db: Executor, orgId: number) =>
    (
      await db
        .select({ n: count() })
        .from(j)
        .where(and(eq(j.organization_id, orgId), eq(j.status, 'published'), isNull(j.fee_paid_at)))
    )[0].n,

  /** One page of an organization's jobs plus the total, filtered as spec §3 describes (indexed on org, status). */
  async page(
    db: Database,
    orgId: number,
    f: { statuses: JobRow['status'][]; search?: string; directoryId?: number; page: number; perPage: number },
  ) {
    const limit = f.perPage;
    const offset = (f.page - 1) * f.perPage;
    if (!f.search && !f.directoryId) {
      // The plain list (most requests): one prepared statement answered from the (organization,
      // status, created_at, id) index, the page's rows aside; counted apart only past the last page.
      const p = { org: orgId, statuses: f.statuses };
      const paged = await withTotal(
        await orgJobsPage(limit, offset)(db).execute({ ...p, offset }),
        f.page,
        async () => {
          const [{ n }] = await orgJobsCount(db).execute(p);
          return n;
        },
      );
      return { rows: paged.rows.map((r) => r.job), total: paged.total };
    }
    const where = and(
      eq(j.organization_id, orgId),
      inArray(j.status, f.statuses),
      f.search ? ilike(j.title, likeContaining(f.search)) : undefined,
      f.directoryId ? eq(j.directory_id, f.directoryId) : undefined,
    );
    const rows = await db
      .select({ job: j, total: totalOver() })
      .from(j)
      .where(where)
      .orderBy(...newestIndexed(j.created_at, j.id))
      .limit(limit)
      .offset(offset);
    const paged = await withTotal(
      rows,
      f.page,
      async () => (await db.select({ n: count() }).from(j).where(where))[0].n,
    );
    return { rows: paged.rows.map((r) => r.job), total: paged.total };
  },

  /**
   * Every job not archived, by title, with how many have applied and not withdrawn
   * (job_applications_job_status_idx).
   */
  flat: (db: Executor, orgId: number) =>
    db
      .select({
        id: j.id,
        slug: j.slug,
        title: j.title,
        status: j.status,
        applicants: db.$count(
          schema.jobApplications,
          and(eq(schema.jobApplications.job_id, j.id), ne(schema.jobApplications.status, 'withdrawn')),
        ),
      })
      .from(j)
      .where(and(eq(j.organization_id, orgId), ne(j.status, 'archived')))
      .orderBy(asc(j.title))
      .limit(1000),

  counts: (db: Executor, orgId: number) =>
    db.select({ status: j.status, n: count() }).from(j).where(eq(j.organization_id, orgId)).groupBy(j.status),

  featured: (db: Database, limit: number, offset: number) =>
    featuredJobs(limit, offset)(db).execute({ offset }),

  /**
   * Published jobs of live organizations, newest first, in one job category (a category page) or of
   * one organization (its public profile). The category walks jobs_published_idx, the organization
   * jobs_org_status_idx.
   */
  published: (
    db: Executor,
    f: { category?: string; organizationId?: number },
    limit: number,
    offset: number,
  ) =>
    withOrgCard(db)
      .where(
        and(
          eq(j.status, 'published'),
          ...orgIsLive,
          f.category === undefined ? undefined : eq(j.category, f.category),
          f.organizationId === undefined ? undefined : eq(j.organization_id, f.organizationId),
        ),
      )
      .orderBy(desc(j.published_at), desc(j.id))
      .limit(limit)
      .offset(offset),

  questions: (db: Executor, jobId: number) =>
    db.select().from(q).where(eq(q.job_id, jobId)).orderBy(asc(q.position), asc(q.id)),
  insertQuestions: (db: Executor, rows: (typeof q.$inferInsert)[]) => db.insert(q).values(rows).returning(),
  removeQuestion: async (db: Executor, jobId: number, uid: string) =>
    (
      await db
        .delete(q)
        .where(and(eq(q.job_id, jobId), eq(q.uid, uid)))
        .returning({ id: q.id })
    ).length > 0,

  /** The organization's question-bank entries among `uuids` (copied onto a job, never linked). */
  bankQuestions: (db: Executor, orgId: number, uuids: string[]) =>
    db
      .select()
      .from(bank)
      .where(and(eq(bank.organization_id, orgId), inArray(bank.uuid, uuids))),

  /** The job locked for the rest of the transaction (a payment applying to it). */
  async lockById(tx: Executor, id: number) {
    const [row] = await tx.select().from(j).where(eq(j.id, id)).for('update');
    return row;
  },
};
