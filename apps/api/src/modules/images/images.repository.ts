import { type Executor, schema } from '@hctl/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';

const v = schema.imageVariants;
export type VariantRow = typeof v.$inferSelect;
export type VariantKey = Pick<VariantRow, 'width' | 'quality' | 'format'> & { file_id: number };

export const imagesRepository = {
  async find(db: Executor, k: VariantKey) {
    const [row] = await db
      .select()
      .from(v)
      .where(
        and(eq(v.file_id, k.file_id), eq(v.width, k.width), eq(v.quality, k.quality), eq(v.format, k.format)),
      )
      .limit(1);
    return row ?? null;
  },

  /** The new row, or null when a concurrent request recorded the same variant first. */
  async insert(db: Executor, values: VariantKey & Pick<VariantRow, 'storage_key' | 'size'>) {
    const [row] = await db.insert(v).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  async remove(db: Executor, id: number) {
    await db.delete(v).where(eq(v.id, id));
  },

  /** Variants whose file was deleted (file_id set null), oldest first. */
  orphans: (db: Executor, limit: number) =>
    db
      .select({ id: v.id, storage_key: v.storage_key })
      .from(v)
      .where(isNull(v.file_id))
      .orderBy(v.id)
      .limit(limit),

  async removeMany(db: Executor, ids: number[]) {
    if (ids.length) await db.delete(v).where(inArray(v.id, ids));
  },
};
