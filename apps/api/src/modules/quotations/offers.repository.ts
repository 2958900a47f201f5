import { type Executor, schema } from '@hctl/db';
import { and, eq } from 'drizzle-orm';

const { quotationOffers: qo } = schema;
export type OfferInsert = typeof qo.$inferInsert;
type OfferFields = Partial<
  Pick<typeof qo.$inferSelect, 'expires_at' | 'pay_by' | 'purchase_id' | 'marked_completed_at' | 'release_at'>
>;

/** Offers' SQL (their states move through transitions.ts; this writes the rest). */
export const offersRepository = {
  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(qo).where(eq(qo.id, id)).limit(1);
    return row ?? null;
  },

  /** The offer, row-locked until the transaction ends (take the quotation's lock first). */
  async lock(db: Executor, id: number) {
    const [row] = await db.select().from(qo).where(eq(qo.id, id)).for('update').limit(1);
    return row ?? null;
  },

  async insert(db: Executor, values: OfferInsert) {
    const [row] = await db.insert(qo).values(values).returning();
    return row;
  },

  /** The quotation's offers still open to an answer (a newer offer withdraws them). */
  sent: (db: Executor, quotationId: number) =>
    db
      .select()
      .from(qo)
      .where(and(eq(qo.quotation_id, quotationId), eq(qo.status, 'sent')))
      .for('update'),

  async set(db: Executor, id: number, fields: OfferFields) {
    const [row] = await db
      .update(qo)
      .set({ ...fields, updated_at: new Date() })
      .where(eq(qo.id, id))
      .returning();
    return row;
  },
};
