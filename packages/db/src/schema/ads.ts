import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { cascadeFk, fk, id, timestamps, ts } from './_columns';
import { purchases } from './billing';
import { organizations } from './organizations';
import { files } from './profile';
import { users } from './users';

/**
 * Where ads are shown (data, seeded): the home page, job pages, dashboards, the feed. Spend accrues
 * per impression at the placement's CPM (cents per 1,000 impressions) and per click at `cpc_cents`.
 */
export const adPlacements = pgTable('ad_placements', {
  id: id(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  description: varchar('description', { length: 400 }).notNull(),
  cpm_cents: integer('cpm_cents').notNull(),
  cpc_cents: integer('cpc_cents').notNull(),
  /** The smallest budget the placement accepts. */
  min_budget_cents: integer('min_budget_cents').notNull(),
  position: smallint('position').notNull().default(0),
});

/** spec §4: draft → created (submitted, waiting for the admin) → promoted (paid, placed). */
export type AdStatus = 'draft' | 'created' | 'promoted';
export type AdReview = 'pending' | 'approved' | 'rejected';

/**
 * Advertisements of a person or an organization (owner XOR, like services). Only ads that are
 * promoted, approved, inside their dates and under budget are served. `spent_cents`, `impressions`
 * and `clicks` are added by the analytics rollup (batched), never per request.
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: id(),
    slug: varchar('slug', { length: 180 }).notNull().unique(),
    uid: uuid('uid').notNull().defaultRandom().unique(),
    user_id: fk('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organization_id: fk('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    created_by: fk('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    cta_title: varchar('cta_title', { length: 40 }),
    cta_url: varchar('cta_url', { length: 500 }),
    /** What the ad is for (a job, a service, the organization, an event…): spec's `advertises`. */
    advertises: varchar('advertises', { length: 60 }),
    category: varchar('category', { length: 80 }),
    video_file_id: fk('video_file_id').references(() => files.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 8 }).notNull().default('draft').$type<AdStatus>(),
    review_status: varchar('review_status', { length: 8 }).$type<AdReview>(),
    reject_reason: varchar('reject_reason', { length: 500 }),
    reviewed_by: fk('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: ts('reviewed_at'),
    placement_id: fk('placement_id').references(() => adPlacements.id),
    starts_at: ts('starts_at'),
    ends_at: ts('ends_at'),
    budget_cents: bigint('budget_cents', { mode: 'number' }).notNull().default(0),
    spent_cents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    purchase_id: fk('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    deleted_at: ts('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    check('advertisements_one_owner', sql`(${t.user_id} is null) <> (${t.organization_id} is null)`),
    check('advertisements_status_check', sql`${t.status} in ('draft', 'created', 'promoted')`),
    check(
      'advertisements_review_check',
      sql`${t.review_status} is null or ${t.review_status} in ('pending', 'approved', 'rejected')`,
    ),
    index('advertisements_user_idx').on(t.user_id, t.created_at.desc()),
    index('advertisements_org_idx').on(t.organization_id, t.created_at.desc()),
    // Serving reads only running ads of a placement.
    index('advertisements_serving_idx')
      .on(t.placement_id, t.id)
      .where(sql`${t.status} = 'promoted' and ${t.review_status} = 'approved' and ${t.deleted_at} is null`),
    index('advertisements_review_queue_idx')
      .on(t.created_at)
      .where(sql`${t.review_status} = 'pending' and ${t.deleted_at} is null`),
  ],
);

export const advertisementMedia = pgTable(
  'advertisement_media',
  {
    id: id(),
    advertisement_id: cascadeFk('advertisement_id', () => advertisements.id),
    file_id: cascadeFk('file_id', () => files.id),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('advertisement_media_ad_idx').on(t.advertisement_id, t.position)],
);
