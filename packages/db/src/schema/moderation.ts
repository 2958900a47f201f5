import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cascadeFk, fk, id, timestamps, ts } from './_columns';
import { users } from './users';

/**
 * One row per reported thing (issue 21: one queue item per target, its reports grouped). `uid` is how
 * the admin pages address it; `open_count` and `last_reported_at` are kept with each report so the
 * queue orders by priority without counting. A new report on a closed case opens it again.
 */
export const reportCases = pgTable(
  'report_cases',
  {
    id: id(),
    uid: varchar('uid', { length: 26 }).notNull(),
    target_type: varchar('target_type', { length: 12 }).notNull(),
    target_id: bigint('target_id', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 6 }).notNull().default('open').$type<'open' | 'closed'>(),
    open_count: integer('open_count').notNull().default(0),
    total_count: integer('total_count').notNull().default(0),
    first_reported_at: ts('first_reported_at').notNull().defaultNow(),
    last_reported_at: ts('last_reported_at').notNull().defaultNow(),
    resolution: varchar('resolution', { length: 16 }),
    resolution_reason: text('resolution_reason'),
    resolved_by: fk('resolved_by'),
    resolved_at: ts('resolved_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('report_cases_uid_unique').on(t.uid),
    uniqueIndex('report_cases_target_unique').on(t.target_type, t.target_id),
    index('report_cases_open_idx')
      .on(t.target_type, t.last_reported_at.desc())
      .where(sql`${t.status} = 'open'`),
    check('report_cases_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/**
 * An abuse report: who reported what (through its case), why, and how it ended. One open report per
 * reporter and case (a second is 409). `reported_as_org_id` is the organization the person reported
 * for, when they used an organization's slug. Reporters stay plain ids after an account is removed.
 */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: id(),
    case_id: cascadeFk('case_id', () => reportCases.id),
    reporter_user_id: fk('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reported_as_org_id: fk('reported_as_org_id'),
    reason: varchar('reason', { length: 24 }).notNull(),
    details: text('details').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    outcome_reason: text('outcome_reason'),
    decided_at: ts('decided_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('abuse_reports_one_open_unique')
      .on(t.case_id, t.reporter_user_id)
      .where(sql`${t.status} = 'open'`),
    index('abuse_reports_case_idx').on(t.case_id, t.created_at.desc()),
    index('abuse_reports_reporter_idx').on(t.reporter_user_id, t.created_at.desc(), t.id.desc()),
  ],
);
