import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, fk, id, ts } from './_columns';
import { users } from './users';

/**
 * What an administrator did, who to, and why (issue 21). Append-only: the admin module has an insert
 * and reads, no update or delete; a trigger refuses both so no later code path can rewrite history.
 * `target_key` is the target's slug or id as text (every kind addresses rows differently), and the
 * administrator is kept as a plain id (no foreign key), so removing an account never erases the
 * record of what was done by or to it.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    admin_user_id: fk('admin_user_id').notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    target_type: varchar('target_type', { length: 30 }).notNull(),
    target_key: varchar('target_key', { length: 191 }).notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [
    index('admin_actions_target_idx').on(t.target_type, t.target_key, t.created_at.desc()),
    index('admin_actions_admin_idx').on(t.admin_user_id, t.created_at.desc()),
  ],
);

/**
 * Per-account switches only an administrator sets. A missing row means the defaults (card payments
 * allowed, not removed), so existing accounts need no backfill. `removed_at` marks an account the
 * administrator removed: its row stays (conversations, payments and the ledger refer to it) but it
 * can no longer sign in and is hidden from listings.
 */
export const accountFlags = pgTable(
  'account_flags',
  {
    user_id: fk('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    is_card_enabled: boolean('is_card_enabled').notNull().default(true),
    removed_at: ts('removed_at'),
    /** Suspended by a moderator: signing in cannot reactivate the account (deactivation can be undone by its owner). */
    suspended_at: ts('suspended_at'),
    suspension_reason: text('suspension_reason'),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('account_flags_card_disabled_idx').on(t.user_id).where(sql`not ${t.is_card_enabled}`)],
);
