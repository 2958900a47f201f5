import { type Executor, schema } from '@hctl/db';
import { and, eq, inArray } from 'drizzle-orm';

const { quotationCalls: qc, users: u, organizations: o } = schema;

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
