import { index, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { cascadeFk, ts } from './_columns';
import { users } from './users';

/**
 * The answers of money-moving requests sent with an `Idempotency-Key` header, per caller: a retry
 * (or a concurrent twin) with the same key gets the stored answer instead of a second charge.
 * `status_code` is null while the first request still runs (the key is then locked by it).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: cascadeFk('user_id', () => users.id),
    key: varchar('key', { length: 255 }).notNull(),
    /** sha256 of method, route, params, query and body: the same key with other input is refused. */
    request_hash: varchar('request_hash', { length: 64 }).notNull(),
    status_code: smallint('status_code'),
    /** The answer's body exactly as it was sent. */
    response: text('response'),
    /** When the request now running took the key (a crashed one's lock goes stale). */
    locked_at: ts('locked_at').notNull(),
    created_at: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.key] }),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);
