import { type Executor, type OwnerKey, schema } from '@hctl/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';

const { payouts: po, payoutAccounts: pa, users: u } = schema;
export type PayoutRow = typeof po.$inferSelect;
export type PayoutAccountRow = typeof pa.$inferSelect;

/** Payout accounts and payouts: tokens cashed out through the gateway. */
export const walletRepository = {
  async payoutAccount(db: Executor, owner: OwnerKey) {
    const [row] = await db.select().from(pa).where(eq(pa.owner_key, owner));
    return row ?? null;
  },
  async savePayoutAccount(db: Executor, owner: OwnerKey, gateway: string, accountId: string) {
    const [row] = await db
      .insert(pa)
      .values({ owner_key: owner, gateway, account_id: accountId })
      .onConflictDoUpdate({ target: pa.owner_key, set: { account_id: accountId, gateway } })
      .returning();
    return row;
  },
  async setPayoutAccountStatus(db: Executor, id: number, status: PayoutAccountRow['status']) {
    await db.update(pa).set({ status, updated_at: sql`now()` }).where(eq(pa.id, id));
  },
  /** Gateway webhooks name the account by the gateway's id. */
  async setPayoutAccountStatusByAccountId(
    db: Executor,
    accountId: string,
    status: PayoutAccountRow['status'],
  ) {
    await db.update(pa).set({ status, updated_at: sql`now()` }).where(eq(pa.account_id, accountId));
  },

  async insertPayout(db: Executor, v: typeof po.$inferInsert) {
    const [row] = await db.insert(po).values(v).returning();
    return row;
  },
  async markPaid(db: Executor, id: number, transferId: string) {
    const [row] = await db
      .update(po)
      .set({ status: 'paid', gateway_transfer_id: transferId, updated_at: sql`now()` })
      .where(eq(po.id, id))
      .returning();
    return row;
  },
  /** The payout, row-locked until the transaction ends: its tokens are returned at most once. */
  async lockPayout(db: Executor, id: number) {
    const [row] = await db.select().from(po).where(eq(po.id, id)).for('update');
    return row ?? null;
  },
  async markPayoutFailed(db: Executor, id: number, message: string) {
    await db
      .update(po)
      .set({ status: 'failed', failure_message: message, updated_at: sql`now()` })
      .where(eq(po.id, id));
  },
  async payoutByTransfer(db: Executor, transferId: string) {
    const [row] = await db.select({ id: po.id }).from(po).where(eq(po.gateway_transfer_id, transferId));
    return row ?? null;
  },
  /** A page of an owner's payouts, newest first, and their count (run side by side). */
  async payoutPage(db: Executor, owner: OwnerKey, limit: number, offset: number) {
    const where = eq(po.owner_key, owner);
    const [rows, [{ n }]] = await Promise.all([
      db.select().from(po).where(where).orderBy(desc(po.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(po).where(and(where)),
    ]);
    return { rows, total: n };
  },

  /**
   * The accounts module's row, read here: accounts is built after billing (it takes the rewards
   * service), so it cannot be handed in as a port.
   */
  async referralCode(db: Executor, userId: number) {
    const [row] = await db.select({ code: u.referral_code }).from(u).where(eq(u.id, userId));
    return row ?? null;
  },
};
