import { type Database, type Executor, type OwnerKey, schema } from '@hctl/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { totalOver, withTotal } from '../../lib/pagination';
import { prepared } from '../../lib/prepared';

const { walletAccounts: a, ledgerTransactions: t, ledgerEntries: e } = schema;

export type LedgerKind = (typeof t.$inferInsert)['kind'];

/** An owner's movements, newest first, with the total: prepared, for all kinds or one kind. */
const historyQuery = (db: Database, byKind: boolean) =>
  db
    .select({
      id: t.id,
      kind: t.kind,
      /** The movement's idempotency key: its prefix names the movement (`escrow-release:…`). */
      key: t.idempotency_key,
      description: t.description,
      reference: t.reference,
      tokens: e.amount,
      created_at: t.created_at,
      total: totalOver(),
      // Over all of the owner's entries (the all-kinds history), this is the balance.
      window_sum: sql<string>`sum(${e.amount}) over ()`,
    })
    .from(e)
    .innerJoin(a, eq(a.id, e.account_id))
    .innerJoin(t, eq(t.id, e.transaction_id))
    .where(
      and(
        eq(a.owner_key, sql.placeholder('owner')),
        byKind ? eq(t.kind, sql.placeholder('kind')) : undefined,
      ),
    )
    .orderBy(desc(e.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(byKind ? 'ledger_history_kind' : 'ledger_history');
const historyAll = prepared((db) => historyQuery(db, false));
const historyOfKind = prepared((db) => historyQuery(db, true));
/** An owner's balance outside a transaction (wallet pages), prepared. */
const balanceOf = prepared((db) =>
  db
    .select({ sum: sql<string>`coalesce(sum(${e.amount}), 0)` })
    .from(e)
    .innerJoin(a, eq(a.id, e.account_id))
    .where(eq(a.owner_key, sql.placeholder('owner')))
    .prepare('ledger_balance'),
);

export type LedgerHistoryRow = Awaited<ReturnType<ReturnType<typeof historyAll>['execute']>>[number];

export const ledgerRepository = {
  /** The owner's wallet account, created on first use. */
  async accountId(db: Executor, owner: OwnerKey) {
    await db.insert(a).values({ owner_key: owner }).onConflictDoNothing();
    const [row] = await db.select({ id: a.id }).from(a).where(eq(a.owner_key, owner));
    return row.id;
  },

  async preparedBalance(db: Database, owner: OwnerKey) {
    const [row] = await balanceOf(db).execute({ owner });
    return Number(row.sum);
  },

  async balance(db: Executor, owner: OwnerKey) {
    const [row] = await db
      .select({ sum: sql<string>`coalesce(sum(${e.amount}), 0)` })
      .from(e)
      .innerJoin(a, eq(a.id, e.account_id))
      .where(eq(a.owner_key, owner));
    return Number(row.sum);
  },

  /** Several owners' balances in one query (a list's rows); an owner without entries is 0. */
  async balances(db: Executor, owners: OwnerKey[]) {
    const sums = new Map<OwnerKey, number>(owners.map((o) => [o, 0]));
    if (!owners.length) return sums;
    const rows = await db
      .select({ owner: a.owner_key, sum: sql<string>`coalesce(sum(${e.amount}), 0)` })
      .from(a)
      .innerJoin(e, eq(e.account_id, a.id))
      .where(inArray(a.owner_key, owners))
      .groupBy(a.owner_key);
    for (const r of rows) sums.set(r.owner as OwnerKey, Number(r.sum));
    return sums;
  },

  /** Row locks on the accounts, taken in the order of `ids` (the caller sorts them: no deadlocks). */
  async lockAccounts(db: Executor, ids: number[]) {
    await db.select({ id: a.id }).from(a).where(inArray(a.id, ids)).orderBy(a.id).for('update');
  },

  async transactionByKey(db: Executor, key: string) {
    const [row] = await db.select({ id: t.id }).from(t).where(eq(t.idempotency_key, key));
    return row ?? null;
  },

  /** Null when the key was taken meanwhile (the movement is then a replay). */
  async insertTransaction(
    db: Executor,
    v: { idempotency_key: string; kind: LedgerKind; description: string; reference: Record<string, unknown> },
  ) {
    const [row] = await db.insert(t).values(v).onConflictDoNothing().returning({ id: t.id });
    return row ?? null;
  },

  async insertEntries(db: Executor, rows: { transaction_id: number; account_id: number; amount: number }[]) {
    await db.insert(e).values(rows);
  },

  /** One page of an owner's movements (all kinds, or one) with the total of matching entries. */
  async history(db: Database, owner: OwnerKey, page: number, perPage: number, kind?: LedgerKind) {
    const where = and(eq(a.owner_key, owner), kind ? eq(t.kind, kind) : undefined);
    const params = { owner, limit: perPage, offset: (page - 1) * perPage };
    const rows = kind
      ? await historyOfKind(db).execute({ ...params, kind })
      : await historyAll(db).execute(params);
    return withTotal(
      rows,
      page,
      async () =>
        (
          await db
            .select({ n: count() })
            .from(e)
            .innerJoin(a, eq(a.id, e.account_id))
            .innerJoin(t, eq(t.id, e.transaction_id))
            .where(where)
        )[0].n,
    );
  },
};
