import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeFk, createdAt, fk, id, timestamps, ts } from './_columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    slug: varchar('slug', { length: 140 }).notNull(),
    email: varchar('email', { length: 191 }).notNull(),
    password_hash: text('password_hash').notNull(),
    role: varchar('role', { length: 20 }).notNull().$type<'individual' | 'organization' | 'super-admin'>(),
    first_name: varchar('first_name', { length: 80 }).notNull(),
    last_name: varchar('last_name', { length: 80 }).notNull(),
    category: varchar('category', { length: 40 }),
    is_active: boolean('is_active').notNull().default(true),
    email_verified_at: ts('email_verified_at'),
    phone_number: varchar('phone_number', { length: 32 }),
    phone_verified_at: ts('phone_verified_at'),
    two_factor_enabled: boolean('two_factor_enabled').notNull().default(false),
    referral_code: varchar('referral_code', { length: 32 }).notNull(),
    referred_by_id: fk('referred_by_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_slug_unique').on(t.slug),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_unique').on(t.referral_code),
    // People search by name (network suggestions, ILIKE '%…%'): trigrams over the full name of individuals.
    index('users_individual_name_trgm_idx')
      .using('gin', sql`lower(${t.first_name} || ' ' || ${t.last_name}) gin_trgm_ops`)
      .where(sql`${t.role} = 'individual'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    user_id: cascadeFk('user_id', () => users.id),
    remember: boolean('remember').notNull().default(false),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 255 }),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
    created_at: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    user_id: cascadeFk('user_id', () => users.id),
    purpose: varchar('purpose', { length: 20 }).notNull().$type<'login' | 'phone'>(),
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    target: varchar('target', { length: 191 }),
    attempts: integer('attempts').notNull().default(0),
    expires_at: ts('expires_at').notNull(),
    consumed_at: ts('consumed_at'),
    created_at: createdAt(),
  },
  (t) => [index('otp_codes_user_purpose_idx').on(t.user_id, t.purpose, t.created_at)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    user_id: cascadeFk('user_id', () => users.id),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_unique').on(t.token_hash),
    index('password_resets_user_idx').on(t.user_id),
  ],
);

export const individualDetails = pgTable(
  'individual_details',
  {
    id: id(),
    user_id: cascadeFk('user_id', () => users.id),
    occupation: varchar('occupation', { length: 120 }),
    specialty: varchar('specialty', { length: 120 }),
    about: text('about'),
    address: varchar('address', { length: 255 }),
    city: varchar('city', { length: 120 }),
    state: varchar('state', { length: 80 }),
    zip_code: varchar('zip_code', { length: 10 }),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    social_links: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    profile_image: varchar('profile_image', { length: 255 }),
    cover_image: varchar('cover_image', { length: 255 }),
    visibility: jsonb('visibility').$type<Record<string, boolean>>().notNull().default({}),
    is_published: boolean('is_published').notNull().default(false),
    published_at: ts('published_at'),
    /*
     * Search (issue 20): `search_document` (tsvector) holds only what the public profile shows: the
     * name A, specialty and (if shown) occupation B, (if shown) about, address, visible skills and
     * licenses, city and state C; never e-mail or phone. Triggers of migration 0023
     * (`individual_search_document`) keep it current in the same transaction as any change to the
     * profile, its visibility, the name or those sections; `individual_details_search_idx` covers
     * published profiles. Not declared here, so whole-row selects do not carry the document.
     */
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('individual_details_user_unique').on(t.user_id),
    // Network suggestions draw a bounded set of people of the same place or specialty from these.
    index('individual_details_place_idx').on(sql`lower(${t.state})`, sql`lower(${t.city})`, t.user_id),
    index('individual_details_specialty_idx').on(sql`lower(${t.specialty})`, t.user_id),
  ],
);

export const tourProgress = pgTable('tour_progress', {
  user_id: fk('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 20 }).notNull().default('not_started'),
  current_page: varchar('current_page', { length: 80 }),
  current_step: integer('current_step').notNull().default(0),
  completed_pages: jsonb('completed_pages').$type<string[]>().notNull().default([]),
  updated_at: ts('updated_at').notNull().defaultNow(),
});
