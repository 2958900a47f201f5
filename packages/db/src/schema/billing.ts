import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeFk, createdAt, fk, id, timestamps, ts } from './_columns';
import { organizations } from './organizations';
import { users } from './users';

/**
 * Money is owned by a billing owner: a user ('user:{id}') or an organization ('org:{id}').
 * One text key keeps every money table's ownership check the same.
 */
export type OwnerKey = `user:${number}` | `org:${number}` | `system:${string}`;

/** The gateway's customer record for an owner (Stripe customer id; the test gateway's own). */
export const billingCustomers = pgTable('billing_customers', {
  id: id(),
  owner_key: varchar('owner_key', { length: 40 }).$type<OwnerKey>().notNull().unique(),
  gateway: varchar('gateway', { length: 10 }).notNull(),
  customer_id: varchar('customer_id', { length: 120 }).notNull(),
  created_at: createdAt(),
});

/** A saved card: only the gateway's id, brand, last 4 and expiry — never the number. */
export const billingMethods = pgTable(
  'billing_methods',
  {
    id: id(),
    owner_key: varchar('owner_key', { length: 40 }).$type<OwnerKey>().notNull(),
    user_id: cascadeFk('user_id', () => users.id),
    organization_id: fk('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    gateway: varchar('gateway', { length: 10 }).notNull(),
    gateway_method_id: varchar('gateway_method_id', { length: 200 }).notNull(),
    brand: varchar('brand', { length: 20 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    exp_month: smallint('exp_month').notNull(),
    exp_year: smallint('exp_year').notNull(),
    is_primary: boolean('is_primary').notNull().default(false),
    deleted_at: ts('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    index('billing_methods_owner_idx').on(t.owner_key, t.deleted_at),
    // At most one primary card per owner; deleted cards never count.
    uniqueIndex('billing_methods_one_primary')
      .on(t.owner_key)
      .where(sql`${t.is_primary} and ${t.deleted_at} is null`),
  ],
);

/** Every charge attempt, successful or not: the billing history. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    owner_key: varchar('owner_key', { length: 40 }).$type<OwnerKey>().notNull(),
    user_id: fk('user_id').references(() => users.id, { onDelete: 'set null' }),
    billing_method_id: fk('billing_method_id').references(() => billingMethods.id, { onDelete: 'set null' }),
    amount_cents: integer('amount_cents').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('usd'),
    purpose: varchar('purpose', { length: 30 })
      .notNull()
      .$type<
        | 'subscription'
        | 'renewal'
        | 'job_promotion'
        | 'job_flat_fee'
        | 'service_promotion'
        | 'gallery_promotion'
        | 'ad_promotion'
        | 'quotation_offer'
        | 'token_top_up'
      >(),
    description: varchar('description', { length: 300 }).notNull(),
    status: varchar('status', { length: 12 })
      .notNull()
      .default('pending')
      .$type<'pending' | 'succeeded' | 'failed' | 'refunded'>(),
    gateway: varchar('gateway', { length: 10 }).notNull(),
    gateway_payment_id: varchar('gateway_payment_id', { length: 120 }),
    failure_message: varchar('failure_message', { length: 300 }),
    idempotency_key: varchar('idempotency_key', { length: 160 }).notNull(),
    reference: jsonb('reference').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_unique').on(t.idempotency_key),
    index('payments_owner_idx').on(t.owner_key, t.created_at),
    index('payments_gateway_idx').on(t.gateway_payment_id),
  ],
);

/** A token account. Balances are sums of ledger entries, never a stored counter. */
export const walletAccounts = pgTable('wallet_accounts', {
  id: id(),
  owner_key: varchar('owner_key', { length: 40 }).$type<OwnerKey>().notNull().unique(),
  created_at: createdAt(),
});

/** One movement of tokens; its entries sum to zero (double entry). */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: id(),
    idempotency_key: varchar('idempotency_key', { length: 160 }).notNull(),
    kind: varchar('kind', { length: 20 })
      .notNull()
      .$type<'reward' | 'spend' | 'hold' | 'release' | 'capture' | 'payout' | 'payout_return' | 'top_up'>(),
    description: varchar('description', { length: 300 }).notNull(),
    reference: jsonb('reference').$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_idempotency_unique').on(t.idempotency_key)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transaction_id: fk('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account_id: fk('account_id')
      .notNull()
      .references(() => walletAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account_id, t.id),
    index('ledger_entries_tx_idx').on(t.transaction_id),
  ],
);

/**
 * A purchase paid with tokens first and a card for the rest (promotion, flat-fee publishing).
 * Tokens are held while the card is charged, then captured or released.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    owner_key: varchar('owner_key', { length: 40 }).$type<OwnerKey>().notNull(),
    user_id: fk('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: varchar('purpose', { length: 30 })
      .notNull()
      .$type<
        | 'job_promotion'
        | 'job_flat_fee'
        | 'service_promotion'
        | 'gallery_promotion'
        | 'ad_promotion'
        | 'quotation_offer'
      >(),
    reference_id: fk('reference_id').notNull(),
    price_cents: integer('price_cents').notNull(),
    used_tokens: integer('used_tokens').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    payment_id: fk('payment_id').references(() => payments.id),
    status: varchar('status', { length: 12 })
      .notNull()
      .default('pending')
      .$type<'pending' | 'succeeded' | 'failed'>(),
    idempotency_key: varchar('idempotency_key', { length: 160 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('purchases_idempotency_unique').on(t.idempotency_key),
    index('purchases_status_idx').on(t.status, t.created_at),
    // One payment in flight per thing bought: a double click cannot pay twice.
    uniqueIndex('purchases_one_pending').on(t.purpose, t.reference_id).where(sql`${t.status} = 'pending'`),
  ],
);

/** The gateway account that receives payouts (Stripe Connect). */
export const payoutAccounts = pgTable('payout_accounts', {
  id: id(),
  owner_key: varchar('owner_key', { length: 40 }).$type<OwnerKey>().notNull().unique(),
  gateway: varchar('gateway', { length: 10 }).notNull(),
  account_id: varchar('account_id', { length: 120 }).notNull(),
  status: varchar('status', { length: 12 }).notNull().default('pending').$type<'pending' | 'verified'>(),
  ...timestamps(),
});

export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    owner_key: varchar('owner_key', { length: 40 }).$type<OwnerKey>().notNull(),
    user_id: fk('user_id').references(() => users.id, { onDelete: 'set null' }),
    tokens: integer('tokens').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 12 })
      .notNull()
      .default('pending')
      .$type<'pending' | 'paid' | 'failed'>(),
    gateway_transfer_id: varchar('gateway_transfer_id', { length: 120 }),
    failure_message: varchar('failure_message', { length: 300 }),
    idempotency_key: varchar('idempotency_key', { length: 160 }).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payouts_idempotency_unique').on(t.idempotency_key),
    index('payouts_owner_idx').on(t.owner_key, t.created_at),
    index('payouts_transfer_idx').on(t.gateway_transfer_id),
  ],
);

/** Gateway webhook events already handled: a replayed event changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: varchar('id', { length: 120 }).primaryKey(),
  type: varchar('type', { length: 80 }).notNull(),
  received_at: ts('received_at').notNull().defaultNow(),
});
