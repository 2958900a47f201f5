import { type Executor, schema } from '@hctl/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

const { plans: p, subscriptions: s } = schema;
export type PlanRow = typeof p.$inferSelect;

export const plansRepository = {
  list: (db: Executor, audience?: 'individual' | 'organization') =>
    db
      .select()
      .from(p)
      .where(and(eq(p.is_active, true), audience ? eq(p.audience, audience) : undefined))
      .orderBy(asc(p.audience), asc(p.sort_order)),

  /** No LIMIT: the id is the primary key. */
  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(p).where(eq(p.id, id));
    return row ?? null;
  },

  async bySlug(db: Executor, slug: string) {
    const [row] = await db.select().from(p).where(eq(p.slug, slug)).limit(1);
    return row ?? null;
  },

  async basic(db: Executor, audience: 'individual' | 'organization') {
    const [row] = await db
      .select()
      .from(p)
      .where(eq(p.slug, `${audience}-basic`))
      .limit(1);
    return row ?? null;
  },

  async activeSubscription(db: Executor, owner: { userId?: number; organizationId?: number }) {
    const [row] = await db
      .select({ plan: p, sub: s })
      .from(s)
      .innerJoin(p, eq(p.id, s.plan_id))
      .where(
        and(
          // past_due: a failed renewal is retried for a few days while the plan stays usable.
          inArray(s.status, ['active', 'past_due']),
          owner.organizationId
            ? eq(s.organization_id, owner.organizationId)
            : eq(s.user_id, owner.userId ?? -1),
        ),
      )
      .orderBy(desc(s.start_date))
      .limit(1);
    return row ?? null;
  },
};
