import { type Executor, schema } from '@hctl/db';
import { eq, sql } from 'drizzle-orm';

const t = schema.tourProgress;
export type TourRow = typeof t.$inferSelect;
type TourFields = Omit<typeof t.$inferInsert, 'user_id' | 'created_at' | 'updated_at'>;

export const tourRepository = {
  async byUser(db: Executor, userId: number) {
    const [row] = await db.select().from(t).where(eq(t.user_id, userId)).limit(1);
    return row ?? null;
  },

  upsert: (db: Executor, userId: number, values: TourFields) =>
    db
      .insert(t)
      .values({ user_id: userId, ...values })
      .onConflictDoUpdate({ target: t.user_id, set: { ...values, updated_at: sql`now()` } }),
};
