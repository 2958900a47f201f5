import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { users } from './users';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    slug: varchar('slug', { length: 140 }).notNull(),
    company_name: varchar('company_name', { length: 120 }).notNull(),
    owner_id: cascadeFk('owner_id', () => users.id),
    approval_status: varchar('approval_status', { length: 20 })
      .notNull()
      .default('pending')
      .$type<'pending' | 'approved' | 'rejected'>(),
    approval_comment: text('approval_comment'),
    status: varchar('status', { length: 20 }).notNull().default('active').$type<'active' | 'deactive'>(),
    is_archived: boolean('is_archived').notNull().default(false),
    company_profile_image: varchar('company_profile_image', { length: 255 }),
    // account
    tagline: varchar('tagline', { length: 160 }),
    // contact
    email: varchar('email', { length: 191 }),
    phone: varchar('phone', { length: 32 }),
    website: varchar('website', { length: 255 }),
    contact_person: varchar('contact_person', { length: 120 }),
    address: varchar('address', { length: 255 }),
    city: varchar('city', { length: 120 }),
    state: varchar('state', { length: 80 }),
    zip_code: varchar('zip_code', { length: 10 }),
    country: varchar('country', { length: 80 }),
    // basic info
    industry_type: varchar('industry_type', { length: 60 }),
    company_size: varchar('company_size', { length: 20 }),
    founded_year: integer('founded_year'),
    mission: text('mission'),
    about: text('about'),
    health_care_facility: varchar('health_care_facility', { length: 160 }),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    video_url: varchar('video_url', { length: 255 }),
    visibility: jsonb('visibility').$type<Record<string, boolean>>().notNull().default({}),
    is_published: boolean('is_published').notNull().default(false),
    published_at: ts('published_at'),
    /*
     * Search (issue 20): the generated column `search_tsv`, only from what the public profile shows
     * (name A; tagline, industry and, if shown, facility B; about, if shown mission and address, city
     * and state C; never phone, e-mail or website), and `organizations_search_idx` (approved, active,
     * published, not archived) are created by migration 0023, not declared here, so whole-row selects
     * do not carry the document.
     */
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('organizations_slug_unique').on(t.slug),
    index('organizations_owner_idx').on(t.owner_id),
  ],
);

/** People who act in an organization other than its owner (teams issue adds roles). */
export const organizationUsers = pgTable(
  'organization_users',
  {
    id: id(),
    organization_id: cascadeFk('organization_id', () => organizations.id),
    user_id: cascadeFk('user_id', () => users.id),
    role_name: varchar('role_name', { length: 80 }).notNull(),
    role_id: fk('role_id').references(() => orgRoles.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('organization_users_unique').on(t.organization_id, t.user_id),
    index('organization_users_user_idx').on(t.user_id),
  ],
);

/** Custom roles of an organization: a name and a list of permission keys from the catalogue. */
export const orgRoles = pgTable(
  'org_roles',
  {
    id: id(),
    organization_id: cascadeFk('organization_id', () => organizations.id),
    name: varchar('name', { length: 80 }).notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [uniqueIndex('org_roles_name_unique').on(t.organization_id, sql`lower(${t.name})`)],
);

export const orgInvitations = pgTable(
  'org_invitations',
  {
    id: id(),
    organization_id: cascadeFk('organization_id', () => organizations.id),
    email: varchar('email', { length: 191 }).notNull(),
    role_id: cascadeFk('role_id', () => orgRoles.id),
    status: varchar('status', { length: 12 })
      .notNull()
      .default('pending')
      // 'cancelled': withdrawn by the organization; kept so its link can say so instead of "not found".
      .$type<'pending' | 'accepted' | 'rejected' | 'cancelled'>(),
    invited_by: fk('invited_by').references(() => users.id, { onDelete: 'set null' }),
    responded_at: ts('responded_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('org_invitations_pending_unique')
      .on(t.organization_id, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    index('org_invitations_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** Volunteers, communities, facilities, researches and about-facility entries of an organization. */
export const orgItems = pgTable(
  'org_items',
  {
    id: id(),
    organization_id: cascadeFk('organization_id', () => organizations.id),
    kind: varchar('kind', { length: 20 })
      .notNull()
      .$type<'volunteer' | 'community' | 'facility' | 'research' | 'about_facility'>(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    location: varchar('location', { length: 160 }),
    url: varchar('url', { length: 255 }),
    start_date: date('start_date'),
    end_date: date('end_date'),
    is_visible: boolean('is_visible').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('org_items_org_kind_idx').on(t.organization_id, t.kind)],
);

/** Logo, video and about-facility media of an organization; the bytes are a row in `files`. */
export const orgMedia = pgTable(
  'org_media',
  {
    id: id(),
    organization_id: cascadeFk('organization_id', () => organizations.id),
    kind: varchar('kind', { length: 16 }).notNull().$type<'logo' | 'video' | 'facility_media'>(),
    file_id: fk('file_id').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('org_media_org_kind_idx').on(t.organization_id, t.kind)],
);

/** Screening questions an organization reuses across jobs. */
export const questionBank = pgTable(
  'question_bank',
  {
    id: id(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    organization_id: cascadeFk('organization_id', () => organizations.id),
    question: varchar('question', { length: 500 }).notNull(),
    type: varchar('type', { length: 20 })
      .notNull()
      .default('text')
      .$type<'text' | 'yes_no' | 'multiple_choice'>(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    is_required: boolean('is_required').notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('question_bank_uuid_unique').on(t.uuid),
    index('question_bank_org_idx').on(t.organization_id),
  ],
);

/** Super-admin roles (admin/admin-roles) and who holds them. */
export const adminRoles = pgTable(
  'admin_roles',
  {
    id: id(),
    name: varchar('name', { length: 80 }).notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [uniqueIndex('admin_roles_name_unique').on(sql`lower(${t.name})`)],
);

export const adminRoleUsers = pgTable('admin_role_users', {
  user_id: fk('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role_id: cascadeFk('role_id', () => adminRoles.id),
  created_at: createdAt(),
});
