import { type Database, type Executor, schema } from '@hctl/db';
import { and, eq, or, sql } from 'drizzle-orm';
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

  /** Locks the user's row: a deletion and a payment or new organization of theirs do not interleave. */
  lockUser: (tx: Executor, userId: number) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update'),

  /**
   * What keeps a person from deleting their account: quotations of theirs in process (as buyer or
   * provider: paid work whose held money has yet to reach its owner) and organizations they own
   * that are not archived (their team, jobs and plan would be left without an owner).
   */
  async deletionBlockers(db: Executor, userId: number) {
    const q = schema.quotations;
    const o = schema.organizations;
    const [busy] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(q)
      .where(
        and(eq(q.status, 'in_process'), or(eq(q.buyer_user_id, userId), eq(q.provider_user_id, userId))),
      );
    const owned = await db
      .select({ name: o.company_name })
      .from(o)
      .where(and(eq(o.owner_id, userId), eq(o.is_archived, false)))
      .orderBy(o.company_name);
    return { quotationsInProcess: busy?.n ?? 0, organizations: owned.map((r) => r.name) };
  },

  /**
   * Closes an account for good without deleting its row (other people's conversations, reviews,
   * applications, payments and ledger point at it, and would cascade away with it): deactivated
   * (hidden wherever inactive people are), the password unusable and the e-mail replaced, so
   * neither sign-in, a password reset nor reactivation brings it back, and the address is free.
   */
  closeAccount: (db: Executor, userId: number) =>
    db
      .update(users)
      .set({
        is_active: false,
        email: `removed-${userId}@removed.invalid`,
        password_hash: '!removed',
        two_factor_enabled: false,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, userId)),
};
