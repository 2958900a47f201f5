import { type Executor, schema } from '@hctl/db';
import { and, desc, eq, lt, sql } from 'drizzle-orm';

const m = schema.outboundMessages;
export type NewMessage = typeof m.$inferInsert;
export type OutboxRow = typeof m.$inferSelect;

export const outboxRepository = {
  insert: (db: Executor, msg: NewMessage) => db.insert(m).values(msg).returning({ id: m.id }),

  /** Atomically claims a queued message so two workers never deliver it twice. */
  async claim(db: Executor, id: number) {
    const [row] = await db
      .update(m)
      .set({ status: 'sending', attempts: sql`${m.attempts} + 1`, claimed_at: sql`now()` })
      .where(and(eq(m.id, id), eq(m.status, 'queued')))
      .returning();
    return row ?? null;
  },

  finish: (db: Executor, id: number, status: 'sent' | 'stored', at: Date) =>
    db.update(m).set({ status, sent_at: at, last_error: null }).where(eq(m.id, id)),

  release: (db: Executor, id: number, error: string) =>
    db
      .update(m)
      .set({ status: 'queued', last_error: error.slice(0, 1000) })
      .where(eq(m.id, id)),

  /** Messages still waiting (or stuck mid-send) since before `before`: the relay re-enqueues them. */
  async stale(db: Executor, before: Date, limit = 200, stuckMs = 5 * 60_000) {
    // A worker that died mid-send leaves its claim behind; after `stuckMs` the message is queued again.
    await db
      .update(m)
      .set({ status: 'queued' })
      .where(and(eq(m.status, 'sending'), lt(m.claimed_at, new Date(before.getTime() - stuckMs))));
    return db
      .select({ id: m.id, channel: m.channel, attempts: m.attempts })
      .from(m)
      .where(and(eq(m.status, 'queued'), lt(m.created_at, before)))
      .orderBy(m.id)
      .limit(limit);
  },

  newest: (db: Executor, limit: number, to?: string) =>
    db
      .select()
      .from(m)
      .where(to ? eq(m.to, to) : undefined)
      .orderBy(desc(m.id))
      .limit(limit),
};
