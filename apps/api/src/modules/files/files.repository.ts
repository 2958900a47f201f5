import { type Executor, schema } from '@hctl/db';
import { and, desc, eq, inArray } from 'drizzle-orm';

const f = schema.files;
export type FileRow = typeof f.$inferSelect;

export const filesRepository = {
  async insert(db: Executor, values: typeof f.$inferInsert) {
    const [row] = await db.insert(f).values(values).returning();
    return row;
  },
  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(f).where(eq(f.id, id)).limit(1);
    return row ?? null;
  },
  listOwn: (db: Executor, userId: number, kinds: FileRow['kind'][]) =>
    db
      .select()
      .from(f)
      .where(and(eq(f.user_id, userId), inArray(f.kind, kinds)))
      .orderBy(desc(f.id)),
  async removeOwn(db: Executor, userId: number, id: number, kinds: FileRow['kind'][]) {
    const [row] = await db
      .delete(f)
      .where(and(eq(f.id, id), eq(f.user_id, userId), inArray(f.kind, kinds)))
      .returning();
    return row ?? null;
  },
};
