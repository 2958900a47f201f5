import { type Executor, schema } from '@hctl/db';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';

const { quotationTimers: t } = schema;
export type TimerRow = typeof t.$inferSelect;
export type TimerKind = TimerRow['kind'];

/** The deadlines of quotations, offers and calls (quotations.jobs.ts). */
export const timersRepository = {
  /**
   * One row per subject and kind: arming again moves the deadline and makes it pending again
   * (an offer sent anew, a call rung again), so a stale job for the old deadline finds nothing to do.
   */
  async arm(db: Executor, kind: TimerKind, refId: number, dueAt: Date) {
    const [row] = await db
      .insert(t)
      .values({ kind, ref_id: refId, due_at: dueAt })
      .onConflictDoUpdate({ target: [t.kind, t.ref_id], set: { due_at: dueAt, done_at: null } })
      .returning();
    return row;
  },

  /** A deadline that no longer matters (the offer was answered, the call picked up). */
  async disarm(db: Executor, kind: TimerKind, refId: number) {
    await db
      .update(t)
      .set({ done_at: sql`now()` })
      .where(and(eq(t.kind, kind), eq(t.ref_id, refId), isNull(t.done_at)));
  },

  /**
   * Takes a pending timer for the deadline the job was added for, row-locked until the transaction
   * ends: two jobs for one deadline (a re-arm, a scan) run it once; a moved deadline is not this one.
   */
  async claim(db: Executor, id: number, dueAt: Date) {
    const [row] = await db
      .update(t)
      .set({ done_at: sql`now()` })
      .where(and(eq(t.id, id), eq(t.due_at, dueAt), isNull(t.done_at)))
      .returning();
    return row ?? null;
  },

  byRef: async (db: Executor, kind: TimerKind, refId: number) =>
    (
      await db
        .select()
        .from(t)
        .where(and(eq(t.kind, kind), eq(t.ref_id, refId)))
    )[0] ?? null,

  /** Pending timers after id `after`, a page at a time (the scan at worker start). */
  pendingAfter: (db: Executor, after: number, limit: number) =>
    db
      .select()
      .from(t)
      .where(and(isNull(t.done_at), gt(t.id, after)))
      .orderBy(asc(t.id))
      .limit(limit),
};
