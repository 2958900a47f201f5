import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeFk, createdAt, id, timestamps, ts } from './_columns';
import { users } from './users';

/**
 * A person's saved search (spec §7: search-results, save-search-result, change-search-status). With
 * `alert` on, a worker runs it for jobs published after `watermark` and notifies the person; the
 * watermark moves in the same transaction as the notification, so a crash repeats or skips nothing.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    user_id: cascadeFk('user_id', () => users.id),
    name: varchar('name', { length: 120 }).notNull(),
    /** The search box's text ('' for a filters-only search). */
    query: varchar('query', { length: 200 }).notNull().default(''),
    /** The search tab: all, jobs, services, … (the search module's kinds). */
    kind: varchar('kind', { length: 24 }).notNull(),
    filters: jsonb('filters').$type<Record<string, string | string[]>>().notNull().default({}),
    alert: boolean('alert').notNull().default(true),
    /** Jobs published up to this instant have been considered for the alert. */
    watermark: ts('watermark').notNull().defaultNow(),
    /** Matches the alerts found since the person last listed their saved searches. */
    new_matches: integer('new_matches').notNull().default(0),
    last_alert_at: ts('last_alert_at'),
    ...timestamps(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.user_id, t.created_at.desc(), t.id.desc()),
    // The alert run walks the alerting searches oldest watermark first.
    index('saved_searches_alert_idx').on(t.watermark, t.id).where(sql`${t.alert}`),
  ],
);

/**
 * Changes to searchable rows for an external search engine (OpenSearch), written by triggers in the
 * same transaction as the change and drained in batches by the search worker. `doc_id` is the row's
 * id in its kind's table; the worker reads the row's current state, so the op is a hint and a
 * repeated or reordered row is harmless (upserts and deletes are idempotent by document id).
 */
export const searchOutbox = pgTable(
  'search_outbox',
  {
    id: id(),
    kind: varchar('kind', { length: 24 }).notNull(),
    doc_id: bigint('doc_id', { mode: 'number' }).notNull(),
    op: varchar('op', { length: 8 }).notNull().$type<'upsert' | 'delete'>(),
    created_at: createdAt(),
  },
  (t) => [check('search_outbox_op_check', sql`${t.op} in ('upsert', 'delete')`)],
);

/**
 * One row (id 1): whether the triggers write `search_outbox`. Off unless an external engine is
 * selected, so the default PostgreSQL backend pays one primary-key read per write, not an insert.
 */
export const searchFeed = pgTable(
  'search_feed',
  {
    id: smallint('id').primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    enabled_at: ts('enabled_at'),
  },
  (t) => [check('search_feed_one_row', sql`${t.id} = 1`)],
);
