import { type Database, type Executor, type OwnerKey, schema, type Tx } from '@hctl/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { totalOver, withTotal } from '../../lib/pagination';
import { prepared } from '../../lib/prepared';

const { walletAccounts: a, ledgerTransactions: t, ledgerEntries: e } = schema;

/** An owner's movements, newest first, with the total: prepared, for all kinds or one kind. */
const historyQuery = (db: Database, byKind: boolean) =>
  db
    .select({
      id: t.id,
      kind: t.kind,
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

/** Accounts on the other side of every movement; they may go negative, owners never. */
export const SYSTEM = {
  rewards: 'system:rewards',
  revenue: 'system:revenue',
  holds: 'system:holds',
  payouts: 'system:payouts',
  sales: 'system:sales',
} as const satisfies Record<string, OwnerKey>;

export type LedgerKind = (typeof t.$inferInsert)['kind'];

export class InsufficientTokens extends Error {
  constructor(public balance: number) {
    super('insufficient tokens');
  }
}

/**
 * The double-entry token ledger. A balance is the sum of an account's entries; a movement is a
 * transaction whose entries sum to zero and whose idempotency key makes a replay a no-op.
 * Accounts that lose tokens are locked (in id order, so two movements never deadlock) and
 * checked inside the same database transaction, so concurrent spends cannot overdraw.
 */
export class Ledger {
  constructor(private deps: AppDeps) {}

  async accountId(db: Executor, owner: OwnerKey) {
    await db.insert(a).values({ owner_key: owner }).onConflictDoNothing();
    const [row] = await db.select({ id: a.id }).from(a).where(eq(a.owner_key, owner));
    return row.id;
  }

  /** The balance as the wallet shows it (not for checks inside a movement: use `balance` with the tx). */
  async currentBalance(db: Database, owner: OwnerKey) {
    const [row] = await balanceOf(db).execute({ owner });
    return Number(row.sum);
  }

  async balance(db: Executor, owner: OwnerKey) {
    const [row] = await db
      .select({ sum: sql<string>`coalesce(sum(${e.amount}), 0)` })
      .from(e)
      .innerJoin(a, eq(a.id, e.account_id))
      .where(eq(a.owner_key, owner));
    return Number(row.sum);
  }

  /**
   * Posts a movement in `tx` (or its own transaction). Returns false when the idempotency key was
   * already used (nothing changes); throws InsufficientTokens when an owner would go negative.
   */
  async post(
    movement: {
      key: string;
      kind: LedgerKind;
      description: string;
      reference?: Record<string, unknown>;
      entries: { owner: OwnerKey; amount: number }[];
    },
    tx?: Tx,
  ): Promise<boolean> {
    if (!tx) return this.deps.db.transaction((inner) => this.post(movement, inner));
    const total = movement.entries.reduce((s, x) => s + x.amount, 0);
    if (total !== 0 || movement.entries.some((x) => !Number.isSafeInteger(x.amount)))
      throw new Error(`unbalanced ledger movement ${movement.key}`);
    const ids = new Map<OwnerKey, number>();
    for (const x of movement.entries) ids.set(x.owner, await this.accountId(tx, x.owner));
    const debited = movement.entries.filter((x) => x.amount < 0 && !x.owner.startsWith('system:'));
    if (debited.length) {
      await tx
        .select({ id: a.id })
        .from(a)
        .where(
          inArray(
            a.id,
            [...new Set(debited.map((x) => ids.get(x.owner)!))].sort((p, q) => p - q),
          ),
        )
        .orderBy(a.id)
        .for('update');
    }
    const [dup] = await tx.select({ id: t.id }).from(t).where(eq(t.idempotency_key, movement.key));
    if (dup) return false;
    for (const x of debited) {
      const balance = await this.balance(tx, x.owner);
      if (balance + x.amount < 0) throw new InsufficientTokens(balance);
    }
    const [row] = await tx
      .insert(t)
      .values({
        idempotency_key: movement.key,
        kind: movement.kind,
        description: movement.description.slice(0, 300),
        reference: movement.reference ?? {},
      })
      .onConflictDoNothing()
      .returning({ id: t.id });
    if (!row) return false;
    await tx.insert(e).values(
      movement.entries.map((x) => ({
        transaction_id: row.id,
        account_id: ids.get(x.owner)!,
        amount: x.amount,
      })),
    );
    return true;
  }

  /**
   * An owner's movements, newest first, with the total; without `kind`, also the balance when the
   * page has rows (the sum over all the owner's entries), sparing the wallet a query.
   */
  async history(db: Database, owner: OwnerKey, page: number, perPage: number, kind?: LedgerKind) {
    const where = and(eq(a.owner_key, owner), kind ? eq(t.kind, kind) : undefined);
    const params = { owner, limit: perPage, offset: (page - 1) * perPage };
    const rows = kind
      ? await historyOfKind(db).execute({ ...params, kind })
      : await historyAll(db).execute(params);
    // All kinds: the window sum is the balance; an empty first page means no entries at all (0).
    const balance = kind ? undefined : rows.length ? Number(rows[0].window_sum) : page === 1 ? 0 : undefined;
    const paged = await withTotal(
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
    return { ...paged, balance };
  }
}
