import { type Executor, schema } from '@hctl/db';
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';

const { interviews: iv, jobApplications: a, jobs: j, organizations: o } = schema;
export type InterviewRow = typeof iv.$inferSelect;
export type InterviewFields = Partial<typeof iv.$inferInsert>;

/** An interview in one of these is over: its call can no longer be joined, nor is it called off. */
export const CLOSED_INTERVIEW_STATUSES = ['rejected', 'cancelled', 'completed', 'no_show'];

/** Interviews, read from the organization's side (by organization) or the candidate's (by applicant). */
export const interviewsRepository = {
  async insert(db: Executor, values: typeof iv.$inferInsert) {
    const [row] = await db.insert(iv).values(values).returning();
    return row;
  },

  /** A status change or a reschedule: the row's updated_at moves too. */
  async update(db: Executor, id: number, values: InterviewFields) {
    const [row] = await db
      .update(iv)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(iv.id, id))
      .returning();
    return row;
  },

  /**
   * An application's interviews not yet over (not closed) are called off (rejected, withdrawn, moved
   * back before the interview); returns those, with who scheduled each.
   */
  async cancelOpenOfApplication(db: Executor, applicationId: number) {
    return db
      .update(iv)
      .set({ status: 'cancelled', updated_at: sql`now()` })
      .where(and(eq(iv.application_id, applicationId), notInArray(iv.status, CLOSED_INTERVIEW_STATUSES)))
      .returning({ id: iv.id, scheduled_by: iv.scheduled_by });
  },

  /** Records who joined the call when; this is not an edit, so updated_at stays. */
  async stamp(
    db: Executor,
    id: number,
    values: Pick<InterviewFields, 'org_joined_at' | 'candidate_joined_at'>,
  ) {
    const [row] = await db.update(iv).set(values).where(eq(iv.id, id)).returning();
    return row;
  },

  /** The organization's interviews by date, with the candidate and the job. */
  ofOrganization: (db: Executor, orgId: number) =>
    db
      .select({
        iv,
        candidate: { first_name: a.first_name, last_name: a.last_name, email: a.email },
        job: { slug: j.slug, title: j.title },
      })
      .from(iv)
      .innerJoin(a, eq(a.id, iv.application_id))
      .innerJoin(j, eq(j.id, a.job_id))
      .where(eq(iv.organization_id, orgId))
      .orderBy(asc(iv.schedule_date))
      .limit(500),

  async inOrganization(db: Executor, orgId: number, id: number) {
    const [row] = await db
      .select({ iv, app: a, job: j })
      .from(iv)
      .innerJoin(a, eq(a.id, iv.application_id))
      .innerJoin(j, eq(j.id, a.job_id))
      .where(and(eq(iv.id, id), eq(iv.organization_id, orgId)))
      .limit(1);
    return row ?? null;
  },

  /** The candidate's interviews by date, with the job and the organization. */
  ofCandidate: (db: Executor, userId: number) =>
    db
      .select({
        iv,
        job: { slug: j.slug, title: j.title },
        org: { slug: o.slug, company_name: o.company_name },
      })
      .from(iv)
      .innerJoin(a, eq(a.id, iv.application_id))
      .innerJoin(j, eq(j.id, a.job_id))
      .innerJoin(o, eq(o.id, iv.organization_id))
      .where(eq(a.user_id, userId))
      .orderBy(asc(iv.schedule_date)),

  async ofCandidateById(db: Executor, userId: number, id: number) {
    const [row] = await db
      .select({ iv, app: a, job: j, org: o })
      .from(iv)
      .innerJoin(a, eq(a.id, iv.application_id))
      .innerJoin(j, eq(j.id, a.job_id))
      .innerJoin(o, eq(o.id, iv.organization_id))
      .where(and(eq(iv.id, id), eq(a.user_id, userId)))
      .limit(1);
    return row ?? null;
  },

  /** An interview with its application and organization, whoever asks (the caller is checked after). */
  async withParties(db: Executor, id: number) {
    const [row] = await db
      .select({ iv, app: a, org: o })
      .from(iv)
      .innerJoin(a, eq(a.id, iv.application_id))
      .innerJoin(o, eq(o.id, iv.organization_id))
      .where(eq(iv.id, id))
      .limit(1);
    return row ?? null;
  },

  /** An application's interviews, newest first (the applicant detail). */
  ofApplication: (db: Executor, applicationId: number) =>
    db.select().from(iv).where(eq(iv.application_id, applicationId)).orderBy(desc(iv.id)),
};
