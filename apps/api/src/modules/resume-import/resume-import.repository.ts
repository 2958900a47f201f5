import { type Executor, schema } from '@hctl/db';
import { and, eq, sql } from 'drizzle-orm';

const ri = schema.resumeImports;
export type ResumeImportRow = typeof ri.$inferSelect;

export const resumeImportRepository = {
  async insert(db: Executor, userId: number, fileId: number) {
    const [row] = await db.insert(ri).values({ user_id: userId, file_id: fileId }).returning();
    return row;
  },

  async byId(db: Executor, id: number) {
    const [r] = await db.select().from(ri).where(eq(ri.id, id)).limit(1);
    return r ?? null;
  },

  async ownById(db: Executor, userId: number, id: number) {
    const [r] = await db
      .select()
      .from(ri)
      .where(and(eq(ri.id, id), eq(ri.user_id, userId)))
      .limit(1);
    return r ?? null;
  },

  setStatus: (db: Executor, id: number, values: Partial<typeof ri.$inferInsert>) =>
    db
      .update(ri)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(ri.id, id)),
};
