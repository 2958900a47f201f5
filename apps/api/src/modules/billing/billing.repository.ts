import { type Database, type Executor, type OwnerKey, schema } from '@hctl/db';
import { and, count, desc, eq, isNull, like, or, sql } from 'drizzle-orm';
import { likeStartingWith } from '../../lib/like';
import { totalOver, withTotal } from '../../lib/pagination';
import { prepared } from '../../lib/prepared';

const { billingCustomers: c, billingMethods: m, payments: p, organizations: o } = schema;

/** One page of an owner's payments with the card used and the total (billing history), prepared. */
const paymentsPage = prepared((db) =>
  db
    .select({ payment: p, brand: m.brand, last4: m.last4, total: totalOver() })
    .from(p)
    .leftJoin(m, eq(m.id, p.billing_method_id))
    .where(eq(p.owner_key, sql.placeholder('owner')))
    .orderBy(desc(p.created_at), desc(p.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('billing_history'),
);
export type BillingMethodRow = typeof m.$inferSelect;
export type PaymentRow = typeof p.$inferSelect;

export const billingRepository = {
  async customer(db: Executor, owner: OwnerKey, gateway: string) {
    const [row] = await db
      .select()
      .from(c)
      .where(and(eq(c.owner_key, owner), eq(c.gateway, gateway)));
    return row ?? null;
  },
  async saveCustomer(db: Executor, owner: OwnerKey, gateway: string, customerId: string) {
    await db
      .insert(c)
      .values({ owner_key: owner, gateway, customer_id: customerId })
      .onConflictDoUpdate({ target: c.owner_key, set: { gateway, customer_id: customerId } });
  },

  methods: (db: Executor, owner: OwnerKey) =>
    db
      .select()
      .from(m)
      .where(and(eq(m.owner_key, owner), isNull(m.deleted_at)))
      .orderBy(desc(m.is_primary), desc(m.id)),
  async method(db: Executor, owner: OwnerKey, id: number) {
    const [row] = await db
      .select()
      .from(m)
      .where(and(eq(m.id, id), eq(m.owner_key, owner), isNull(m.deleted_at)));
    return row ?? null;
  },
  /** The owner of a live card, so routes without ?slug can find whose card an id is. */
  async methodOwner(db: Executor, id: number) {
    const [row] = await db
      .select({ owner_key: m.owner_key, org_slug: o.slug, user_id: m.user_id })
      .from(m)
      .leftJoin(o, eq(o.id, m.organization_id))
      .where(and(eq(m.id, id), isNull(m.deleted_at)));
    return row ?? null;
  },
  async primary(db: Executor, owner: OwnerKey) {
    const [row] = await db
      .select()
      .from(m)
      .where(and(eq(m.owner_key, owner), isNull(m.deleted_at), eq(m.is_primary, true)));
    return row ?? null;
  },
  async insertMethod(db: Executor, v: typeof m.$inferInsert) {
    const [row] = await db.insert(m).values(v).returning();
    return row;
  },
  async setPrimary(db: Executor, owner: OwnerKey, id: number) {
    await db
      .update(m)
      .set({ is_primary: false, updated_at: sql`now()` })
      .where(and(eq(m.owner_key, owner), eq(m.is_primary, true)));
    await db.update(m).set({ is_primary: true, updated_at: sql`now()` }).where(eq(m.id, id));
  },
  /** Whether a card has ever been charged successfully, and whether it has ever been declined. */
  async chargeRecord(db: Executor, methodId: number) {
    const [row] = await db
      .select({
        succeeded: sql<boolean>`bool_or(${p.status} = 'succeeded')`,
        failed: sql<boolean>`bool_or(${p.status} = 'failed')`,
      })
      .from(p)
      .where(eq(p.billing_method_id, methodId));
    return { succeeded: row?.succeeded === true, failed: row?.failed === true };
  },
  /** The owner's newest live card, other than `exceptId`, that has been charged successfully. */
  async newestProvenMethod(db: Executor, owner: OwnerKey, exceptId: number) {
    const [row] = await db
      .select({ id: m.id })
      .from(m)
      .where(
        and(
          eq(m.owner_key, owner),
          isNull(m.deleted_at),
          sql`${m.id} <> ${exceptId}`,
          sql`exists (select 1 from ${p} where ${p.billing_method_id} = ${m.id} and ${p.status} = 'succeeded')`,
        ),
      )
      .orderBy(desc(m.id))
      .limit(1);
    return row ?? null;
  },
  async softDelete(db: Executor, id: number) {
    await db
      .update(m)
      .set({ deleted_at: sql`now()`, is_primary: false, updated_at: sql`now()` })
      .where(eq(m.id, id));
  },

  /** Every attempt of one logical charge: `key`, then `key#2`, `key#3`… */
  paymentAttempts: (db: Executor, key: string) =>
    db
      .select()
      .from(p)
      .where(or(eq(p.idempotency_key, key), like(p.idempotency_key, likeStartingWith(`${key}#`))))
      .orderBy(p.id),
  async insertPayment(db: Executor, v: typeof p.$inferInsert) {
    const [row] = await db.insert(p).values(v).onConflictDoNothing().returning();
    return row ?? null;
  },
  async updatePayment(db: Executor, id: number, v: Partial<typeof p.$inferInsert>) {
    const [row] = await db
      .update(p)
      .set({ ...v, updated_at: sql`now()` })
      .where(eq(p.id, id))
      .returning();
    return row;
  },
  /** The payment made under exactly this key (a purchase's first and only card charge). */
  async paymentByKey(db: Executor, key: string) {
    const [row] = await db.select().from(p).where(eq(p.idempotency_key, key));
    return row ?? null;
  },
  /** Gateway webhooks: a payment still pending becomes final; settled ones are left alone. */
  async succeedPendingPayment(db: Executor, gatewayPaymentId: string) {
    await db
      .update(p)
      .set({ status: 'succeeded', updated_at: sql`now()` })
      .where(and(eq(p.gateway_payment_id, gatewayPaymentId), eq(p.status, 'pending')));
  },
  async failPendingPayment(db: Executor, gatewayPaymentId: string, message: string) {
    const [row] = await db
      .update(p)
      .set({ status: 'failed', failure_message: message, updated_at: sql`now()` })
      .where(and(eq(p.gateway_payment_id, gatewayPaymentId), eq(p.status, 'pending')))
      .returning();
    return row ?? null;
  },
  async refundPayment(db: Executor, gatewayPaymentId: string) {
    await db
      .update(p)
      .set({ status: 'refunded', updated_at: sql`now()` })
      .where(eq(p.gateway_payment_id, gatewayPaymentId));
  },
  async history(db: Database, owner: OwnerKey, page: number, perPage: number) {
    const rows = await paymentsPage(db).execute({ owner, limit: perPage, offset: (page - 1) * perPage });
    return withTotal(
      rows,
      page,
      async () => (await db.select({ n: count() }).from(p).where(eq(p.owner_key, owner)))[0].n,
    );
  },
};
