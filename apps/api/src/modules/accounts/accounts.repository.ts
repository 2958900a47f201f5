import { type Database, type Executor, schema } from '@hctl/db';
import { eq, sql } from 'drizzle-orm';
import { prepared } from '../../lib/prepared';

const { users, individualDetails: d } = schema;
export type UserRow = typeof users.$inferSelect;
export type DetailsRow = typeof d.$inferSelect;

/** The signed-in user's account (every dashboard opens with it): prepared once. */
const accountById = prepared((db) =>
  db
    .select({ user: users, details: d })
    .from(users)
    .leftJoin(d, eq(d.user_id, users.id))
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_by_user_id'),
);

export const accountsRepository = {
  async accountByUserId(db: Database, userId: number) {
    const [row] = await accountById(db).execute({ id: userId });
    return row ?? null;
  },

  async accountBySlug(db: Executor, slug: string) {
    const [row] = await db
      .select({ user: users, details: d })
      .from(users)
      .innerJoin(d, eq(d.user_id, users.id))
      .where(eq(users.slug, slug))
      .limit(1);
    return row ?? null;
  },

  /**
   * Profile edits bump `updated_at` (account-state changes in the auth module do not): spec §4
   * routes a new individual by created_at = updated_at.
   */
  updateUserProfile: (db: Executor, id: number, values: Partial<typeof users.$inferInsert>) =>
    db
      .update(users)
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(users.id, id)),

  /** Upserts the details row: organization accounts get one the first time they edit a personal profile. */
  upsertDetails: (db: Executor, userId: number, values: Partial<typeof d.$inferInsert>) =>
    db
      .insert(d)
      .values({ user_id: userId, ...values })
      .onConflictDoUpdate({ target: d.user_id, set: { ...values, updated_at: sql`now()` } }),

  /** A person or organization account by slug, locked for an administrator's removal. */
  async lockForAdmin(tx: Executor, slug: string) {
    const [row] = await tx
      .select({
        id: users.id,
        slug: users.slug,
        email: users.email,
        role: users.role,
        first_name: users.first_name,
        last_name: users.last_name,
      })
      .from(users)
      .where(eq(users.slug, slug))
      .for('update');
    return row ?? null;
  },

  deleteUser: (db: Executor, userId: number) => db.delete(users).where(eq(users.id, userId)),
};
