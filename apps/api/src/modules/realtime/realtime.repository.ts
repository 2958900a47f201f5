import { type Executor, schema } from '@hctl/db';
import { and, asc, eq, gt, lt, min, sql } from 'drizzle-orm';

const channels = schema.realtimeChannels;
const events = schema.realtimeEvents;

export type RealtimeEventRow = typeof events.$inferSelect;

export const realtimeRepository = {
  /**
   * Reserves `count` numbers on each channel and returns the highest per channel. The upsert takes
   * each channel row's lock until the caller's transaction ends, so concurrent writers of a channel
   * number in commit order and a rollback gives the numbers back (no gaps). Rows are upserted (and
   * locked) in the order given: callers pass channels sorted by name, so two writers of the same
   * channels cannot deadlock.
   */
  async reserveMany(db: Executor, wanted: { channel: string; count: number }[]) {
    const rows = await db
      .insert(channels)
      .values(wanted.map((w) => ({ channel: w.channel, last_seq: w.count })))
      .onConflictDoUpdate({
        target: channels.channel,
        set: { last_seq: sql`${channels.last_seq} + excluded.last_seq` },
      })
      .returning({ channel: channels.channel, last_seq: channels.last_seq });
    return new Map(rows.map((r) => [r.channel, r.last_seq]));
  },

  insertEvents: (db: Executor, rows: (typeof events.$inferInsert)[]) => db.insert(events).values(rows),

  eventsAfter: (db: Executor, channel: string, afterSeq: number, limit: number) =>
    db
      .select()
      .from(events)
      .where(and(eq(events.channel, channel), gt(events.seq, afterSeq)))
      .orderBy(asc(events.seq))
      .limit(limit),

  /** The channel's newest number (0 when it never had an event) and its oldest kept event (null: none kept). */
  async bounds(db: Executor, channel: string) {
    const [last] = await db
      .select({ last_seq: channels.last_seq })
      .from(channels)
      .where(eq(channels.channel, channel));
    const [first] = await db
      .select({ first_seq: min(events.seq) })
      .from(events)
      .where(eq(events.channel, channel));
    const firstSeq = first?.first_seq;
    return { lastSeq: Number(last?.last_seq ?? 0), firstSeq: firstSeq == null ? null : Number(firstSeq) };
  },

  /** Retention: drops events recorded before `before`; returns how many. */
  async deleteOlderThan(db: Executor, before: Date) {
    const gone = await db.delete(events).where(lt(events.created_at, before));
    return gone.rowCount ?? 0;
  },
};
