import { type Executor, schema } from '@hctl/db';
import { and, eq, isNull, lt, or } from 'drizzle-orm';

const t = schema.idempotencyKeys;
export type IdempotencyRow = typeof t.$inferSelect;

/** The queries of the Idempotency-Key plugin (plugins/idempotency.ts). */
export const idempotencyRepository = {
  /**
   * Takes the key for this request: a new key, an expired one (older than `expiredBefore`, whatever
   * it held) or one whose run with the same request went stale (a crashed process). True when taken.
   */
  async claim(
    db: Executor,
    v: { userId: number; key: string; hash: string; now: Date; expiredBefore: Date; staleBefore: Date },
  ) {
    const rows = await db
      .insert(t)
      .values({ user_id: v.userId, key: v.key, request_hash: v.hash, locked_at: v.now, created_at: v.now })
      .onConflictDoUpdate({
        target: [t.user_id, t.key],
        set: {
          request_hash: v.hash,
          status_code: null,
          response: null,
          locked_at: v.now,
          created_at: v.now,
        },
        setWhere: or(
          lt(t.created_at, v.expiredBefore),
          and(isNull(t.status_code), lt(t.locked_at, v.staleBefore), eq(t.request_hash, v.hash)),
        ),
      })
      .returning({ key: t.key });
    return rows.length === 1;
  },

  async find(db: Executor, userId: number, key: string): Promise<IdempotencyRow | null> {
    const [row] = await db
      .select()
      .from(t)
      .where(and(eq(t.user_id, userId), eq(t.key, key)))
      .limit(1);
    return row ?? null;
  },

  /** Stores the finished answer of the run that holds the key. */
  complete: (db: Executor, userId: number, key: string, statusCode: number, response: string) =>
    db
      .update(t)
      .set({ status_code: statusCode, response })
      .where(and(eq(t.user_id, userId), eq(t.key, key), isNull(t.status_code))),

  /** Frees a key whose run ended without a final answer (5xx, try later), so a retry runs again. */
  release: (db: Executor, userId: number, key: string) =>
    db.delete(t).where(and(eq(t.user_id, userId), eq(t.key, key), isNull(t.status_code))),

  /** Drops every key past its lifetime (the created_at index finds them). */
  sweep: (db: Executor, expiredBefore: Date) => db.delete(t).where(lt(t.created_at, expiredBefore)),
};
