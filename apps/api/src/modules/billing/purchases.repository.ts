import { type Executor, schema } from '@hctl/db';
import { and, eq, lt, sql } from 'drizzle-orm';

const { purchases: pu } = schema;
export type PurchaseRow = typeof pu.$inferSelect;
export type NewPurchase = typeof pu.$inferInsert;

export const purchasesRepository = {
  /** Fails on `purchases_one_pending` while another payment for the same thing is under way. */
  async insert(db: Executor, v: NewPurchase) {
    const [row] = await db.insert(pu).values(v).returning();
    return row;
  },

  /** The purchase, row-locked until the transaction ends: capture and release never both apply. */
  async lock(db: Executor, id: number) {
    const [row] = await db.select().from(pu).where(eq(pu.id, id)).for('update');
    return row;
  },

  async markSucceeded(db: Executor, id: number, paymentId: number | null) {
    await db
      .update(pu)
      .set({ status: 'succeeded', payment_id: paymentId, updated_at: sql`now()` })
      .where(eq(pu.id, id));
  },

  async markFailed(db: Executor, id: number) {
    await db.update(pu).set({ status: 'failed', updated_at: sql`now()` }).where(eq(pu.id, id));
  },

  /** Purchases still pending since before `cutoff` (the sweep takes 200 at a time). */
  stalePending: (db: Executor, cutoff: Date) =>
    db
      .select()
      .from(pu)
      .where(and(eq(pu.status, 'pending'), lt(pu.created_at, cutoff)))
      .limit(200),
};
