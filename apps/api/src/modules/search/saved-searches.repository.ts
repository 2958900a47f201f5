import { type Executor, schema } from '@hctl/db';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { newestIndexed } from '../../lib/ordering';

const s = schema.savedSearches;
export type SavedSearchRow = typeof s.$inferSelect;

export const savedSearchesRepository = {
  /** Serializes one person's saves, so the limit and the "same search" check hold under double clicks. */
  async lockOwner(tx: Executor, userId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved_searches'), ${userId}::int)`);
  },

  async count(tx: Executor, userId: number) {
    const [r] = await tx.select({ n: sql<number>`count(*)::int` }).from(s).where(eq(s.user_id, userId));
    return r.n;
  },

  /** The person's search with the same tab, text and filters (jsonb equality ignores key order). */
  async same(tx: Executor, userId: number, kind: string, query: string, filters: object) {
    const [r] = await tx
      .select()
      .from(s)
      .where(
        and(
          eq(s.user_id, userId),
          eq(s.kind, kind),
          eq(s.query, query),
          sql`${s.filters} = ${JSON.stringify(filters)}::jsonb`,
        ),
      )
      .limit(1);
    return r ?? null;
  },

  async insert(tx: Executor, v: typeof s.$inferInsert) {
    const [r] = await tx.insert(s).values(v).returning();
    return r;
  },

  async update(tx: Executor, id: number, v: Partial<typeof s.$inferInsert>) {
    const [r] = await tx
      .update(s)
      .set({ ...v, updated_at: new Date() })
      .where(eq(s.id, id))
      .returning();
    return r;
  },

  /** The person's saved searches, newest first, locked so the "new matches" reset counts each match once. */
  list(tx: Executor, userId: number) {
    return tx
      .select()
      .from(s)
      .where(eq(s.user_id, userId))
      .orderBy(...newestIndexed(s.created_at, s.id))
      .for('update');
  },

  async markSeen(tx: Executor, userId: number) {
    await tx
      .update(s)
      .set({ new_matches: 0 })
      .where(and(eq(s.user_id, userId), gt(s.new_matches, 0)));
  },

  /** Someone's own saved search, locked; null for others' and unknown ids alike. */
  async ownLocked(tx: Executor, id: number, userId: number) {
    const [r] = await tx
      .select()
      .from(s)
      .where(and(eq(s.id, id), eq(s.user_id, userId)))
      .for('update');
    return r ?? null;
  },

  /** Alerting searches whose window has not reached `upTo`, oldest watermark first. */
  async due(db: Executor, upTo: Date, limit: number) {
    const rows = await db
      .select({ id: s.id })
      .from(s)
      .where(and(eq(s.alert, true), lt(s.watermark, upTo)))
      .orderBy(asc(s.watermark), asc(s.id))
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** One due search for this run; another worker holding it already is skipped, not waited for. */
  async claim(tx: Executor, id: number, upTo: Date) {
    const [r] = await tx
      .select()
      .from(s)
      .where(and(eq(s.id, id), eq(s.alert, true), lt(s.watermark, upTo)))
      .for('update', { skipLocked: true });
    return r ?? null;
  },

  /** Moves the window on (in the notification's transaction) and counts what it found. */
  async advance(tx: Executor, id: number, upTo: Date, found: number, at: Date) {
    await tx
      .update(s)
      .set({
        watermark: upTo,
        new_matches: sql`${s.new_matches} + ${found}`,
        ...(found > 0 ? { last_alert_at: at } : {}),
      })
      .where(eq(s.id, id));
  },
};
