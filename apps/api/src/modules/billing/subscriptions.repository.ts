import { type Executor, schema } from '@hctl/db';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';

const { subscriptions: s, plans: p, users: u, organizations: o } = schema;
export type SubscriptionRow = typeof s.$inferSelect;

/**
 * An organization that may be billed for a plan: active (not deactivated by its owner), not
 * archived, and approved (an administrator's rejection or removal sets it back to rejected).
 * A subscription without an organization (a person's) always passes.
 */
const organizationInGoodStanding = sql`(${s.organization_id} is null or (${o.status} = 'active'
  and not ${o.is_archived} and ${o.approval_status} = 'approved'))`;

/**
 * A person's subscription may be billed only while their account is active: not deactivated,
 * suspended, closed or removed (`u` is the subscriber there; see `due`).
 */
const personInGoodStanding = sql`(${s.user_id} is null or ${u.is_active})`;

/** The subscriptions of one payer: an organization's, or a person's own. */
const ofHolder = (holder: PlanHolder) =>
  'organizationId' in holder ? eq(s.organization_id, holder.organizationId) : eq(s.user_id, holder.userId);
export type PlanHolder = { organizationId: number } | { userId: number };

/** Paid subscriptions in force whose period has ended. */
const periodOver = (now: Date) =>
  and(inArray(s.status, ['active', 'past_due']), lte(s.ends_at, now), sql`${p.amount_cents} > 0`);

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

  async byId(db: Executor, id: number) {
    const [row] = await db.select().from(s).where(eq(s.id, id));
    return row ?? null;
  },

  /**
   * The organization's standing and its owner (whom plan mail goes to), holding a KEY SHARE lock
   * on its row until the transaction ends. Every transaction that writes an organization's
   * subscriptions takes this before the payer lock: inserting a subscription takes the same lock
   * for its foreign key, and an administrator's removal holds the row FOR UPDATE before it reaches
   * the payer lock, so taking them in this one order cannot deadlock.
   */
  async lockOrganization(tx: Executor, orgId: number) {
    return subscriptionsRepository.organization(tx, orgId, true);
  },

  /** The organization's standing and its owner; `lock`: see `lockOrganization`. */
  async organization(db: Executor, orgId: number, lock = false) {
    const q = db
      .select({
        id: o.id,
        company_name: o.company_name,
        status: o.status,
        is_archived: o.is_archived,
        approval_status: o.approval_status,
        email: u.email,
        first_name: u.first_name,
      })
      .from(o)
      .innerJoin(u, eq(u.id, o.owner_id))
      .where(eq(o.id, orgId));
    const [row] = lock ? await q.for('key share', { of: o }) : await q;
    return row ?? null;
  },

  /**
   * The person's standing and address (whom plan mail goes to), holding a KEY SHARE lock on their
   * row until the transaction ends: the person's own subscriptions are written after it, in the
   * order of `lockOrganization` (inserting a subscription takes the same lock for its foreign key,
   * and closing an account holds the row FOR UPDATE before it reaches the payer lock).
   */
  async lockUser(tx: Executor, userId: number) {
    const [row] = await tx
      .select({ id: u.id, is_active: u.is_active, email: u.email, first_name: u.first_name })
      .from(u)
      .where(eq(u.id, userId))
      .for('key share');
    return row ?? null;
  },

  /**
   * Cancels every paid subscription of the payer still in force, and with it any change scheduled
   * for its period's end; returns their plans' names.
   */
  async cancelPaid(tx: Executor, holder: PlanHolder, now: Date) {
    const rows = await tx
      .update(s)
      .set({
        status: 'cancelled',
        ends_at: now,
        next_plan_id: null,
        next_billing_method_id: null,
        updated_at: now,
      })
      .where(
        and(
          ofHolder(holder),
          inArray(s.status, ['active', 'past_due']),
          sql`${s.plan_id} in (select ${p.id} from ${p} where ${p.amount_cents} > 0)`,
        ),
      )
      .returning({ id: s.id, plan_id: s.plan_id });
    if (!rows.length) return [];
    return tx
      .select({ id: p.id, name: p.name })
      .from(p)
      .where(
        inArray(
          p.id,
          rows.map((r) => r.plan_id),
        ),
      );
  },

  /** Whether the payer still has a subscription in force (its Basic Plan after a cancellation). */
  async hasActive(tx: Executor, holder: PlanHolder) {
    const [row] = await tx
      .select({ id: s.id })
      .from(s)
      .where(and(ofHolder(holder), inArray(s.status, ['active', 'past_due'])))
      .limit(1);
    return !!row;
  },

  /**
   * Paid subscriptions whose period has ended, with who to mail: the subscriber, or the paying
   * organization's owner and its name (read from their tables in the same query). Never one of an
   * organization that is deactivated, archived, rejected or removed (see `organizationInGoodStanding`):
   * those plans are cancelled when that happens, and this keeps a renewal from charging one that
   * was missed. Nor a person's whose account is not active (`lapsedUsers` ends those).
   */
  due: (db: Executor, now: Date) =>
    db
      .select({ sub: s, plan: p, email: u.email, first: u.first_name, company: o.company_name })
      .from(s)
      .innerJoin(p, eq(p.id, s.plan_id))
      .leftJoin(o, eq(o.id, s.organization_id))
      .innerJoin(u, eq(u.id, sql`coalesce(${s.user_id}, ${o.owner_id})`))
      .where(and(periodOver(now), organizationInGoodStanding, personInGoodStanding))
      .limit(500),

  /** The organizations whose paid period has ended while they were not in good standing (`due` skips them). */
  async lapsedOrganizations(db: Executor, now: Date) {
    const rows = await db
      .selectDistinct({ id: s.organization_id })
      .from(s)
      .innerJoin(p, eq(p.id, s.plan_id))
      .innerJoin(o, eq(o.id, s.organization_id))
      .where(and(periodOver(now), sql`not ${organizationInGoodStanding}`))
      .limit(500);
    return rows.map((r) => r.id!);
  },

  /**
   * The people whose own paid period has ended while their account was not active (deactivated or
   * suspended; `due` skips them): their plan ends with the period paid for instead of renewing.
   */
  async lapsedUsers(db: Executor, now: Date) {
    const rows = await db
      .selectDistinct({ id: s.user_id })
      .from(s)
      .innerJoin(p, eq(p.id, s.plan_id))
      .innerJoin(u, eq(u.id, s.user_id))
      .where(and(periodOver(now), sql`not ${u.is_active}`))
      .limit(500);
    return rows.map((r) => r.id!);
  },
};
