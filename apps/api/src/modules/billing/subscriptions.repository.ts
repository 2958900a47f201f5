import { type Executor, schema } from '@hctl/db';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';

const { subscriptions: s, plans: p, users: u, organizations: o } = schema;
export type SubscriptionRow = typeof s.$inferSelect;

/** Subscriptions as billing changes them (the plans module reads which one is in force). */
export const subscriptionsRepository = {
  /** One plan change at a time per payer, until the transaction ends. */
  async lockPayer(tx: Executor, key: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  },

  async insert(db: Executor, v: typeof s.$inferInsert) {
    const [row] = await db.insert(s).values(v).returning();
    return row;
  },

  async update(db: Executor, id: number, v: Partial<typeof s.$inferInsert>) {
    await db.update(s).set(v).where(eq(s.id, id));
  },

  /**
   * Paid subscriptions whose period has ended, with who to mail: the subscriber, or the paying
   * organization's owner and its name (read from their tables in the same query).
   */
  due: (db: Executor, now: Date) =>
    db
      .select({ sub: s, plan: p, email: u.email, first: u.first_name, company: o.company_name })
      .from(s)
      .innerJoin(p, eq(p.id, s.plan_id))
      .leftJoin(o, eq(o.id, s.organization_id))
      .innerJoin(u, eq(u.id, sql`coalesce(${s.user_id}, ${o.owner_id})`))
      .where(and(inArray(s.status, ['active', 'past_due']), lte(s.ends_at, now), sql`${p.amount_cents} > 0`))
      .limit(500),
};
