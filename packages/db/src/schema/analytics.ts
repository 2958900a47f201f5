import { bigint, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { cascadeFk, createdAt, fk, id, ts } from './_columns';
import { organizations } from './organizations';
import { users } from './users';

/**
 * What is counted: views of profiles, jobs, services and galleries, applications, interviews, quote
 * requests, ad impressions and clicks, document downloads, referrals.
 */
export type AnalyticsKind =
  | 'profile_view'
  | 'job_view'
  | 'application'
  | 'interview'
  | 'service_view'
  | 'gallery_view'
  | 'quote_request'
  | 'ad_impression'
  | 'ad_click'
  | 'document_view'
  | 'referral';

/**
 * Raw events, written by the worker in batches from a Redis buffer (never one insert per page view on
 * the request path), kept for the rollups and pruned after 35 days. `owner_key` (`user:{id}` /
 * `org:{id}`) is whose analytics the event counts for; `subject_id` the job, service, ad… (0: the
 * profile itself). `amount_cents`: ad spend of an impression or click.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    kind: varchar('kind', { length: 16 }).notNull().$type<AnalyticsKind>(),
    owner_key: varchar('owner_key', { length: 24 }).notNull(),
    subject_id: fk('subject_id').notNull().default(0),
    viewer_user_id: fk('viewer_user_id'),
    amount_cents: integer('amount_cents').notNull().default(0),
    occurred_at: ts('occurred_at').notNull(),
  },
  (t) => [index('analytics_events_occurred_idx').on(t.occurred_at, t.id)],
);

/**
 * Per hour (the last days' charts) and per day (everything else): what analytics read. A rollup adds
 * counts with ON CONFLICT DO UPDATE, so re-running a batch after a crash is guarded by the
 * worker's watermark, not by luck.
 */
export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    owner_key: varchar('owner_key', { length: 24 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull().$type<AnalyticsKind>(),
    subject_id: fk('subject_id').notNull().default(0),
    hour: ts('hour').notNull(),
    count: integer('count').notNull().default(0),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.owner_key, t.kind, t.subject_id, t.hour] })],
);

export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    owner_key: varchar('owner_key', { length: 24 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull().$type<AnalyticsKind>(),
    subject_id: fk('subject_id').notNull().default(0),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
    amount_cents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.owner_key, t.kind, t.subject_id, t.day] }),
    // Migration 0033 makes it cover (subject_id, count, amount_cents): an owner's per-subject sums
    // (the rankings beside the charts) are read from the index alone.
    index('analytics_daily_owner_day_idx').on(t.owner_key, t.kind, t.day),
  ],
);

/** Who viewed a profile ("who viewed your profile", for the owner, as the viewer's visibility allows). */
export const profileViewers = pgTable(
  'profile_viewers',
  {
    owner_key: varchar('owner_key', { length: 24 }).notNull(),
    viewer_user_id: cascadeFk('viewer_user_id', () => users.id),
    views: integer('views').notNull().default(1),
    last_viewed_at: ts('last_viewed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.owner_key, t.viewer_user_id] }),
    index('profile_viewers_recent_idx').on(t.owner_key, t.last_viewed_at.desc()),
  ],
);

/** An individual follows an organization (follow/unfollow on its profile). */
export const organizationFollows = pgTable(
  'organization_follows',
  {
    user_id: cascadeFk('user_id', () => users.id),
    organization_id: cascadeFk('organization_id', () => organizations.id),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.organization_id] }),
    index('organization_follows_org_idx').on(t.organization_id, t.created_at),
  ],
);

/** The rollup's progress: events with id ≤ `last_event_id` are in the rollups. */
export const analyticsWatermark = pgTable('analytics_watermark', {
  id: id(),
  name: varchar('name', { length: 40 }).notNull().unique(),
  last_event_id: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
