import type { ApplicationStatus } from '@hctl/contracts';
import { type Database, type Executor, schema } from '@hctl/db';
import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { likeContaining } from '../../lib/like';
import { newestIndexed } from '../../lib/ordering';
import { totalOver } from '../../lib/pagination';
import { fixedLimit, prepared, preparedPage, preparedPerLimit } from '../../lib/prepared';

const {
  jobApplications: a,
  applicationAnswers: ans,
  jobs: j,
  organizations: o,
  organizationUsers: ou,
  orgRoles: roles,
} = schema;
export type ApplicationRow = typeof a.$inferSelect;
export type AnswerRow = typeof ans.$inferSelect;

/** The candidate's own applications (their jobs page): prepared, with and without a status filter. */
const myApplicationsQuery = (db: Database, byStatus: boolean) =>
  db
    .select({
      app: a,
      job: { slug: j.slug, title: j.title, status: j.status, city: j.city, state: j.state },
      org: { slug: o.slug, company_name: o.company_name },
    })
    .from(a)
    .innerJoin(j, eq(j.id, a.job_id))
    .innerJoin(o, eq(o.id, j.organization_id))
    .where(
      and(
        eq(a.user_id, sql.placeholder('user')),
        byStatus ? eq(a.status, sql.placeholder('status')) : undefined,
      ),
    )
    .orderBy(desc(a.created_at))
    .limit(200)
    .prepare(byStatus ? 'my_applications_by_status' : 'my_applications');
const myApplications = prepared((db) => myApplicationsQuery(db, false));
/**
 * An organization's short-listed applicants across its jobs, with the total. The status and the
 * first page's OFFSET are written into the statement: with either bound as a parameter, PostgreSQL's
 * generic plan costs a little more than a custom one and it planned every execution afresh (bind
 * 0.35 ms against 0.07 ms).
 */
const orgShortlisted = preparedPage((db, page) =>
  db
    .select({
      app: a,
      // Scalar subqueries, which Postgres evaluates after the LIMIT: only the page's jobs are read.
      job: {
        slug: sql<string>`(select ${j.slug} from ${j} where ${j.id} = ${a.job_id})`,
        title: sql<string>`(select ${j.title} from ${j} where ${j.id} = ${a.job_id})`,
      },
      total: totalOver(),
    })
    .from(a)
    .where(and(eq(a.organization_id, sql.placeholder('org')), eq(a.status, sql`'shortlisted'`)))
    .orderBy(...newestIndexed(a.created_at, a.id))
    .limit(page.limit)
    .offset(page.offset)
    .prepare(`org_shortlisted_${page.name}`),
);
/**
 * A job's applicants (the job by its organization and slug), newest first, with the total (no
 * filter): the active pipeline, so without those who withdrew (they have their own list).
 */
const jobApplicantsPage = preparedPerLimit((db, limit) =>
  db
    .select({ app: a, job: { slug: j.slug, title: j.title }, total: totalOver() })
    .from(a)
    .innerJoin(j, eq(j.id, a.job_id))
    .where(
      and(
        eq(j.organization_id, sql.placeholder('org')),
        eq(j.slug, sql.placeholder('jobSlug')),
        ne(a.status, sql`'withdrawn'`),
      ),
    )
    .orderBy(desc(a.created_at), desc(a.id))
    .limit(fixedLimit(limit))
    .offset(sql.placeholder('offset'))
    .prepare(`job_applicants_page_${limit}`),
);
const myApplicationsByStatus = prepared((db) => myApplicationsQuery(db, true));

/**
 * Which applicants a pipeline list shows: a job's, or an organization's; in a status (without one,
 * every status but withdrawn: those who withdrew are listed only when asked for); matching a search.
 */
export interface ApplicantFilter {
  jobId?: number;
  orgId?: number;
  status?: ApplicationStatus;
  search?: string;
}
function whereOf(f: ApplicantFilter) {
  const like = f.search ? likeContaining(f.search) : null;
  return and(
    f.jobId !== undefined ? eq(a.job_id, f.jobId) : undefined,
    f.orgId !== undefined ? eq(a.organization_id, f.orgId) : undefined,
    f.status ? eq(a.status, f.status) : ne(a.status, 'withdrawn'),
    like ? or(ilike(a.first_name, like), ilike(a.last_name, like), ilike(a.email, like)) : undefined,
  );
}
const countWhere = async (db: Executor, where: SQL | undefined) =>
  Number((await db.select({ n: count() }).from(a).where(where))[0].n);

/** Applications: the candidate's side (applying, their list) and the organization's pipeline. */
export const applicationsRepository = {
  mine: (db: Database, userId: number, status?: ApplicationStatus) =>
    status
      ? myApplicationsByStatus(db).execute({ user: userId, status })
      : myApplications(db).execute({ user: userId }),

  /** A page of a job's applicants, the job found by slug in the same query (no rows: no job, or past the end). */
  jobPage: (db: Database, orgId: number, jobSlug: string, limit: number, offset: number) =>
    jobApplicantsPage(limit)(db).execute({ org: orgId, jobSlug, offset }),

  shortlistedPage: (db: Database, orgId: number, limit: number, offset: number) =>
    orgShortlisted(limit, offset)(db).execute({ org: orgId, offset }),

  /** A page of applicants by any filter, with the total (the lists with a search or a status). */
  page: (db: Executor, f: ApplicantFilter, limit: number, offset: number) =>
    db
      .select({ app: a, job: { slug: j.slug, title: j.title }, total: totalOver() })
      .from(a)
      .innerJoin(j, eq(j.id, a.job_id))
      .where(whereOf(f))
      .orderBy(desc(a.created_at), desc(a.id))
      .limit(limit)
      .offset(offset),

  count: (db: Executor, f: ApplicantFilter) => countWhere(db, whereOf(f)),

  /** An application with its job, when the job belongs to the organization. */
  async inOrganization(db: Executor, orgId: number, id: number) {
    const [row] = await db
      .select({ app: a, job: j })
      .from(a)
      .innerJoin(j, eq(j.id, a.job_id))
      .where(and(eq(a.id, id), eq(j.organization_id, orgId)))
      .limit(1);
    return row ?? null;
  },

  organizationBySlug: (db: Executor, slug: string) =>
    db.query.organizations.findFirst({ where: (x, { eq }) => eq(x.slug, slug) }),

  jobOfOrganization: (db: Executor, orgId: number, jobId: number) =>
    db.query.jobs.findFirst({
      where: (x, { and, eq }) => and(eq(x.id, jobId), eq(x.organization_id, orgId)),
    }),

  byJobAndUser: (db: Executor, jobId: number, userId: number) =>
    db.query.jobApplications.findFirst({
      where: (x, { and, eq }) => and(eq(x.job_id, jobId), eq(x.user_id, userId)),
    }),

  async insert(db: Executor, values: typeof a.$inferInsert) {
    const [row] = await db.insert(a).values(values).returning();
    return row;
  },

  insertAnswers: (db: Executor, rows: (typeof ans.$inferInsert)[]) => db.insert(ans).values(rows),

  answers: (db: Executor, applicationId: number) =>
    db.select().from(ans).where(eq(ans.application_id, applicationId)),

  /**
   * Moves an application only if it is still in `from`, the status its mover read (a compare and
   * set): after a concurrent change (the candidate withdrew, a second click moved it) it moves
   * nothing. Whether it moved.
   */
  async moveStatus(db: Executor, id: number, from: ApplicationStatus, to: ApplicationStatus) {
    const moved = await db
      .update(a)
      .set({ status: to, updated_at: sql`now()` })
      .where(and(eq(a.id, id), eq(a.status, from)))
      .returning({ id: a.id });
    return moved.length > 0;
  },

  /** Scheduling an interview moves the application to `interview`, unless its candidate withdrew it. */
  /** Moves the application to `interview` when it is still in one of `from`; false otherwise. */
  async toInterview(db: Executor, id: number, from: readonly string[]) {
    const moved = await db
      .update(a)
      .set({ status: 'interview', updated_at: sql`now()` })
      .where(and(eq(a.id, id), inArray(a.status, from as ApplicationStatus[])))
      .returning({ id: a.id });
    return moved.length > 0;
  },

  /**
   * The candidate withdraws their own application from one of `from`. The row when this call
   * withdrew it; null when it was not theirs, not in `from`, or a concurrent call withdrew it first
   * (the row lock makes the second update see the first's status).
   */
  async withdraw(db: Executor, id: number, userId: number, from: readonly ApplicationStatus[]) {
    const [row] = await db
      .update(a)
      .set({ status: 'withdrawn', updated_at: sql`now()` })
      .where(and(eq(a.id, id), eq(a.user_id, userId), inArray(a.status, [...from])))
      .returning();
    return row ?? null;
  },

  /**
   * Applying again after withdrawing: the withdrawn row takes the new application (one row per
   * candidate and job), dated now so the pipeline lists it as new. Null if it is no longer
   * withdrawn (a concurrent second application).
   */
  async reapply(
    db: Executor,
    id: number,
    values: Omit<typeof a.$inferInsert, 'job_id' | 'organization_id' | 'user_id'>,
  ) {
    const [row] = await db
      .update(a)
      .set({ ...values, status: 'applied', created_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(a.id, id), eq(a.status, 'withdrawn')))
      .returning();
    return row ?? null;
  },

  /** The answers of a withdrawn application, replaced by those of the new one. */
  removeAnswers: (db: Executor, applicationId: number) =>
    db.delete(ans).where(eq(ans.application_id, applicationId)),

  /** One of the candidate's own applications as their jobs page lists it, with whom to tell of changes. */
  async mineById(db: Executor, userId: number, id: number) {
    const [row] = await db
      .select({
        app: a,
        job: { slug: j.slug, title: j.title, status: j.status, city: j.city, state: j.state },
        org: { slug: o.slug, company_name: o.company_name },
        jobId: j.id,
        orgId: o.id,
        ownerId: o.owner_id,
      })
      .from(a)
      .innerJoin(j, eq(j.id, a.job_id))
      .innerJoin(o, eq(o.id, j.organization_id))
      .where(and(eq(a.id, id), eq(a.user_id, userId)))
      .limit(1);
    return row ?? null;
  },

  /** Who sees an organization's applicants: its members whose role holds `applicants` (the owner aside). */
  async applicantViewers(db: Executor, orgId: number) {
    const rows = await db
      .select({ user_id: ou.user_id })
      .from(ou)
      .innerJoin(roles, eq(roles.id, ou.role_id))
      .where(and(eq(ou.organization_id, orgId), sql`${roles.permissions} ? 'applicants'`));
    return rows.map((r) => r.user_id);
  },
};
