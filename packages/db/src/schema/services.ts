import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeFk, createdAt, fk, id, timestamps, ts } from './_columns';
import { billingMethods } from './billing';
import { organizations } from './organizations';
import { files } from './profile';
import { users } from './users';

/**
 * The service taxonomy (data, seeded from packages/db/src/seed/service-categories.ts). A category is
 * also a public page (`/categories/{slug}`); `job_category` links the page to the jobs it lists.
 * `license_types`: a category that needs a license lists the license types (matched without case
 * against an individual's verified, unexpired licenses) that qualify to offer its services.
 */
export const serviceCategories = pgTable('service_categories', {
  id: id(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  description: varchar('description', { length: 400 }).notNull(),
  job_category: varchar('job_category', { length: 60 }),
  requires_license: boolean('requires_license').notNull().default(false),
  license_types: jsonb('license_types').$type<string[]>().notNull().default([]),
  position: smallint('position').notNull().default(0),
});

export const serviceSubCategories = pgTable(
  'service_sub_categories',
  {
    id: id(),
    category_id: cascadeFk('category_id', () => serviceCategories.id),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [uniqueIndex('service_sub_categories_slug_unique').on(t.category_id, t.slug)],
);

export type ServiceKind = 'post' | 'request' | 'gallery';

/**
 * Service posts (offered), service requests (wanted) and service galleries (an organization's
 * showcase): spec §3 gives them one shape, so they share one table and differ by `kind`. The owner is
 * an individual (`user_id`) or an organization (`organization_id`), never both. Money is in cents.
 */
export const services = pgTable(
  'services',
  {
    id: id(),
    kind: varchar('kind', { length: 8 }).notNull().$type<ServiceKind>(),
    /** Unique across kinds: `service-post/{serviceSlug}/show` has no owner in its path. */
    slug: varchar('slug', { length: 180 }).notNull().unique(),
    user_id: fk('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organization_id: fk('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    created_by: fk('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 160 }).notNull(),
    description: text('description').notNull(),
    category_id: fk('category_id')
      .notNull()
      .references(() => serviceCategories.id),
    sub_category_id: fk('sub_category_id').references(() => serviceSubCategories.id),
    eligibility: text('eligibility'),
    details: text('details'),
    health_care_sector: varchar('health_care_sector', { length: 120 }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    location: varchar('location', { length: 160 }),
    is_remote: boolean('is_remote').notNull().default(false),
    min_range_cents: integer('min_range_cents'),
    max_range_cents: integer('max_range_cents'),
    get_quote: boolean('get_quote').notNull().default(false),
    fixed_price_cents: integer('fixed_price_cents'),
    status: varchar('status', { length: 10 }).notNull().default('active').$type<'active' | 'archived'>(),
    /** Galleries only: a draft is not public. Posts and requests are never drafts. */
    is_draft: boolean('is_draft').notNull().default(false),
    cta_text: varchar('cta_text', { length: 60 }),
    cta_link: varchar('cta_link', { length: 500 }),
    /** A promotion's window and budget (galleries: chosen dates; posts and requests: 30 days). */
    promotion_start: date('promotion_start'),
    promotion_end: date('promotion_end'),
    promotion_budget_cents: integer('promotion_budget_cents'),
    promotion_billing_method_id: fk('promotion_billing_method_id').references(() => billingMethods.id, {
      onDelete: 'set null',
    }),
    /** Shown in the featured placements now; set and cleared by the scheduled promotion job. */
    is_promoted: boolean('is_promoted').notNull().default(false),
    promoted_until: ts('promoted_until'),
    views_count: integer('views_count').notNull().default(0),
    /*
     * Search (issue 20): the generated column `search_tsv` (title A, sector, place and tags B, the
     * texts C) and its GIN index `services_search_idx` (public rows only) are created by migration
     * 0023, not declared here, so whole-row selects elsewhere do not carry the document.
     */
    ...timestamps(),
  },
  (t) => [
    check('services_one_owner', sql`(${t.user_id} is null) <> (${t.organization_id} is null)`),
    // An owner's list by kind and status (drafts apart), newest first (keyset-friendly: created_at,
    // id). With is_draft in the key, a page's ids and the owner's counts by status are read from the
    // index alone (index-only scans), not from every row of the owner's services.
    index('services_user_list_idx')
      .on(t.user_id, t.kind, t.status, t.is_draft, t.created_at.desc(), t.id.desc())
      .where(sql`${t.user_id} is not null`),
    index('services_org_list_idx')
      .on(t.organization_id, t.kind, t.status, t.is_draft, t.created_at.desc(), t.id.desc())
      .where(sql`${t.organization_id} is not null`),
    // Public lists (the /services page, a category page): active, not draft, newest first.
    index('services_public_idx')
      .on(t.kind, t.created_at.desc(), t.id.desc())
      .where(sql`${t.status} = 'active' and ${t.is_draft} = false`),
    index('services_category_idx')
      .on(t.category_id, t.kind, t.created_at.desc(), t.id.desc())
      .where(sql`${t.status} = 'active' and ${t.is_draft} = false`),
    // Featured placements: only promoted rows, walked in order.
    index('services_featured_idx')
      .on(t.kind, t.created_at.desc(), t.id.desc())
      .where(sql`${t.is_promoted} = true and ${t.status} = 'active' and ${t.is_draft} = false`),
    // The promotion job's scans: windows to start and to end.
    index('services_promotion_idx').on(t.promotion_start, t.promotion_end),
    // Title search of the public lists (ILIKE '%…%'): trigrams (pg_trgm, created by the migration), so a
    // rare word does not walk every public row. Full search is a later issue.
    index('services_title_trgm_idx')
      .using('gin', t.title.op('gin_trgm_ops'))
      .where(sql`${t.status} = 'active' and ${t.is_draft} = false`),
  ],
);

/** A service's photos, videos and documents, in the order added; the bytes are a `files` row. */
export const serviceMedia = pgTable(
  'service_media',
  {
    id: id(),
    service_id: cascadeFk('service_id', () => services.id),
    file_id: cascadeFk('file_id', () => files.id),
    kind: varchar('kind', { length: 10 }).notNull().$type<'image' | 'video' | 'document'>(),
    name: varchar('name', { length: 160 }),
    position: smallint('position').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('service_media_service_idx').on(t.service_id, t.position, t.id)],
);
