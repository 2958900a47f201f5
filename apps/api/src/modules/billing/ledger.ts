import type { Database, Executor, OwnerKey, Tx } from '@hctl/db';
import type { AppDeps } from '../../deps';
import { type LedgerKind, ledgerRepository as repo } from './ledger.repository';

export type { LedgerKind };

/** Accounts on the other side of every movement; they may go negative, owners never. */
export const SYSTEM = {
  rewards: 'system:rewards',
  revenue: 'system:revenue',
  holds: 'system:holds',
  payouts: 'system:payouts',
  sales: 'system:sales',
} as const satisfies Record<string, OwnerKey>;

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
  constructor(private deps: Pick<AppDeps, 'db'>) {}

  accountId(db: Executor, owner: OwnerKey) {
    return repo.accountId(db, owner);
  }

  /** The balance as the wallet shows it (not for checks inside a movement: use `balance` with the tx). */
  currentBalance(db: Database, owner: OwnerKey) {
    return repo.preparedBalance(db, owner);
  }

  balance(db: Executor, owner: OwnerKey) {
    return repo.balance(db, owner);
  }

  /** Several owners' balances in one read (a list's rows). */
  balances(db: Executor, owners: OwnerKey[]) {
    return repo.balances(db, owners);
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
    for (const x of movement.entries) ids.set(x.owner, await repo.accountId(tx, x.owner));
    const debited = movement.entries.filter((x) => x.amount < 0 && !x.owner.startsWith('system:'));
    if (debited.length)
      await repo.lockAccounts(
        tx,
        [...new Set(debited.map((x) => ids.get(x.owner)!))].sort((p, q) => p - q),
      );
    if (await repo.transactionByKey(tx, movement.key)) return false;
    for (const x of debited) {
      const balance = await repo.balance(tx, x.owner);
      if (balance + x.amount < 0) throw new InsufficientTokens(balance);
    }
    const row = await repo.insertTransaction(tx, {
      idempotency_key: movement.key,
      kind: movement.kind,
      description: movement.description.slice(0, 300),
      reference: movement.reference ?? {},
    });
    if (!row) return false;
    await repo.insertEntries(
      tx,
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
    const paged = await repo.history(db, owner, page, perPage, kind);
    // All kinds: the window sum is the balance; an empty first page means no entries at all (0).
    const balance = kind
      ? undefined
      : paged.rows.length
        ? Number(paged.rows[0].window_sum)
        : page === 1
          ? 0
          : undefined;
    return { ...paged, balance };
  }
}
