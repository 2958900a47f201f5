import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { cascadeFk, id, timestamps, ts } from './_columns';
import { users } from './users';

/**
 * An admin's report export (issue 21): the filters it was asked with, the BullMQ job's progress, and
 * the stored file (storage key) until `expires_at`, when the scheduled sweep removes file and row.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: id(),
    uid: uuid('uid').notNull().defaultRandom().unique(),
    requested_by: cascadeFk('requested_by', () => users.id),
    report: varchar('report', { length: 20 }).notNull(),
    format: varchar('format', { length: 5 }).notNull().$type<'excel' | 'csv'>(),
    filters: jsonb('filters').$type<Record<string, string>>().notNull().default({}),
    status: varchar('status', { length: 8 })
      .notNull()
      .default('queued')
      .$type<'queued' | 'running' | 'done' | 'failed'>(),
    progress: integer('progress').notNull().default(0),
    rows_total: integer('rows_total'),
    rows_written: integer('rows_written').notNull().default(0),
    storage_key: varchar('storage_key', { length: 255 }),
    size_bytes: bigint('size_bytes', { mode: 'number' }),
    error: varchar('error', { length: 300 }),
    finished_at: ts('finished_at'),
    /** A day after the file was written (or after the request, for one that never finished). */
    expires_at: ts('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('report_exports_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('report_exports_format_check', sql`${t.format} in ('excel', 'csv')`),
    index('report_exports_requester_idx').on(t.requested_by, t.created_at),
    index('report_exports_expiry_idx').on(t.expires_at),
  ],
);
