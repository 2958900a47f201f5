import { type Executor, schema } from '@hctl/db';
import { and, eq, inArray } from 'drizzle-orm';

const {
  quotationCalls: qc,
  users: u,
  organizations: o,
  interviews: iv,
  jobApplications: ja,
  jobs: j,
} = schema;

export type CallRow = typeof qc.$inferSelect;
export type CallInsert = typeof qc.$inferInsert;

/** The calls of quotations and interviews (calls.service.ts). */
export const callsRepository = {
  async insert(db: Executor, values: CallInsert) {
    const [row] = await db.insert(qc).values(values).returning();
    return row;
  },

  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(qc).where(eq(qc.id, id)).limit(1);
    return row ?? null;
  },

  /** The call FOR UPDATE: its transitions and the ring timeout queue behind each other. */
  async lock(db: Executor, id: number) {
    const [row] = await db.select().from(qc).where(eq(qc.id, id)).for('update').limit(1);
    return row ?? null;
  },

  /** A call of this quotation that is ringing or under way (one at a time). */
  async live(db: Executor, quotationId: number) {
    const [row] = await db
      .select({ id: qc.id })
      .from(qc)
      .where(and(eq(qc.quotation_id, quotationId), inArray(qc.status, ['requested', 'started'])))
      .limit(1);
    return row ?? null;
  },

  /**
   * An interview's call that is ringing or under way, FOR UPDATE behind a lock on the interview
   * row: two people joining at once find (or create) the same call.
   */
  async liveOfInterview(db: Executor, interviewId: number) {
    await db.select({ id: iv.id }).from(iv).where(eq(iv.id, interviewId)).for('update');
    const [row] = await db
      .select()
      .from(qc)
      .where(and(eq(qc.interview_id, interviewId), inArray(qc.status, ['requested', 'started'])))
      .for('update')
      .limit(1);
    return row ?? null;
  },

  /** What an interview call's page shows: the candidate, the organization and the job's title. */
  async interviewParties(db: Executor, interviewId: number) {
    const [row] = await db
      .select({ candidate: ja.user_id, orgId: iv.organization_id, company: o.company_name, job: j.title })
      .from(iv)
      .innerJoin(ja, eq(ja.id, iv.application_id))
      .innerJoin(j, eq(j.id, ja.job_id))
      .innerJoin(o, eq(o.id, iv.organization_id))
      .where(eq(iv.id, interviewId))
      .limit(1);
    return row ?? null;
  },

  /** The times and the answering person; the status itself moves only through transition(). */
  async stamp(
    db: Executor,
    id: number,
    values: Partial<Pick<CallRow, 'callee_user_id' | 'started_at' | 'ended_at' | 'ring_until'>>,
  ) {
    const [row] = await db
      .update(qc)
      .set({ ...values, updated_at: new Date() })
      .where(eq(qc.id, id))
      .returning();
    return row;
  },

  async personName(db: Executor, userId: number) {
    const [row] = await db
      .select({ first: u.first_name, last: u.last_name })
      .from(u)
      .where(eq(u.id, userId))
      .limit(1);
    return row ? `${row.first} ${row.last}`.trim() : null;
  },

  async organizationName(db: Executor, orgId: number) {
    const [row] = await db.select({ name: o.company_name }).from(o).where(eq(o.id, orgId)).limit(1);
    return row?.name ?? null;
  },
};
