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
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeFk, createdAt, fk, id, timestamps } from './_columns';
import { users } from './users';

const owner = () =>
  fk('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const visible = (def = true) => boolean('is_visible').notNull().default(def);

export const awards = pgTable(
  'awards',
  {
    id: id(),
    user_id: owner(),
    title: varchar('title', { length: 160 }).notNull(),
    issuer: varchar('issuer', { length: 160 }),
    awarded_on: date('awarded_on'),
    description: text('description'),
    is_visible: visible(),
    ...timestamps(),
  },
  (t) => [index('awards_user_idx').on(t.user_id)],
);

export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    user_id: owner(),
    name: varchar('name', { length: 160 }).notNull(),
    issuing_organization: varchar('issuing_organization', { length: 160 }),
    credential_id: varchar('credential_id', { length: 80 }),
    credential_url: varchar('credential_url', { length: 255 }),
    issue_date: date('issue_date'),
    expiry_date: date('expiry_date'),
    is_expired: boolean('is_expired').notNull().default(false),
    is_visible: visible(),
    ...timestamps(),
  },
  (t) => [index('certificates_user_idx').on(t.user_id), index('certificates_expiry_idx').on(t.expiry_date)],
);

export const licenses = pgTable(
  'licenses',
  {
    id: id(),
    user_id: owner(),
    license_type: varchar('license_type', { length: 120 }).notNull(),
    license_number: varchar('license_number', { length: 60 }).notNull(),
    issuing_authority: varchar('issuing_authority', { length: 160 }).notNull(),
    state: varchar('state', { length: 40 }),
    npi_number: varchar('npi_number', { length: 10 }),
    issue_date: date('issue_date'),
    expiry_date: date('expiry_date'),
    verification_status: varchar('verification_status', { length: 12 })
      .notNull()
      .default('unverified')
      .$type<'unverified' | 'pending' | 'verified' | 'expired'>(),
    is_visible: visible(),
    ...timestamps(),
  },
  (t) => [index('licenses_user_idx').on(t.user_id), index('licenses_expiry_idx').on(t.expiry_date)],
);

export const educations = pgTable(
  'educations',
  {
    id: id(),
    user_id: owner(),
    school: varchar('school', { length: 160 }).notNull(),
    degree: varchar('degree', { length: 160 }),
    field_of_study: varchar('field_of_study', { length: 160 }),
    start_date: date('start_date'),
    end_date: date('end_date'),
    description: text('description'),
    is_visible: visible(),
    ...timestamps(),
  },
  (t) => [index('educations_user_idx').on(t.user_id)],
);

export const skills = pgTable(
  'skills',
  {
    id: id(),
    user_id: owner(),
    name: varchar('name', { length: 80 }).notNull(),
    level: varchar('level', { length: 20 }),
    years: integer('years'),
    is_visible: visible(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('skills_user_name_unique').on(t.user_id, sql`lower(${t.name})`)],
);

export const workExperiences = pgTable(
  'work_experiences',
  {
    id: id(),
    user_id: owner(),
    title: varchar('title', { length: 160 }).notNull(),
    employer: varchar('employer', { length: 160 }).notNull(),
    employment_type: varchar('employment_type', { length: 30 }),
    location: varchar('location', { length: 160 }),
    start_date: date('start_date'),
    end_date: date('end_date'),
    is_current: boolean('is_current').notNull().default(false),
    description: text('description'),
    is_visible: visible(),
    ...timestamps(),
  },
  (t) => [index('work_experiences_user_idx').on(t.user_id)],
);

export const publications = pgTable(
  'publications',
  {
    id: id(),
    user_id: owner(),
    title: varchar('title', { length: 255 }).notNull(),
    publisher: varchar('publisher', { length: 160 }),
    published_on: date('published_on'),
    url: varchar('url', { length: 255 }),
    description: text('description'),
    is_visible: visible(),
    ...timestamps(),
  },
  (t) => [index('publications_user_idx').on(t.user_id)],
);

/** Immunizations and screenings (spec §9 list); private to the owner by default. */
export const healthRequirements = pgTable(
  'health_requirements',
  {
    id: id(),
    user_id: owner(),
    requirement: varchar('requirement', { length: 20 }).notNull(),
    completed_on: date('completed_on').notNull(),
    expires_on: date('expires_on'),
    notes: varchar('notes', { length: 500 }),
    document_id: fk('document_id'),
    is_visible: visible(false),
    ...timestamps(),
  },
  (t) => [index('health_requirements_user_idx').on(t.user_id)],
);

/** Uploaded files; the bytes live in storage under `storage_key`. */
export const files = pgTable(
  'files',
  {
    id: id(),
    user_id: owner(),
    kind: varchar('kind', { length: 24 }).notNull().$type<
      | 'profile_image'
      | 'cover_image'
      | 'resume'
      | 'cover_letter'
      | 'health_document'
      | 'resume_import'
      | 'org_logo'
      | 'org_video'
      | 'org_media'
      | 'message_attachment'
      | 'service_media'
      | 'service_document'
      | 'recommendation_video'
      // A group post's photo or video: read by those who may read the group (groups module rule).
      | 'group_media'
      // An advertisement's images and video: shown wherever the ad is served.
      | 'ad_media'
    >(),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    storage_key: varchar('storage_key', { length: 255 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('files_user_kind_idx').on(t.user_id, t.kind)],
);

export const resumeImports = pgTable(
  'resume_imports',
  {
    id: id(),
    user_id: owner(),
    file_id: cascadeFk('file_id', () => files.id),
    status: varchar('status', { length: 12 })
      .notNull()
      .default('queued')
      .$type<'queued' | 'processing' | 'done' | 'failed'>(),
    error: varchar('error', { length: 500 }),
    proposal: jsonb('proposal'),
    ...timestamps(),
  },
  (t) => [index('resume_imports_user_idx').on(t.user_id)],
);

/** One row per reminder sent: the unique key makes each threshold's e-mail go out once. */
export const credentialReminders = pgTable(
  'credential_reminders',
  {
    id: id(),
    kind: varchar('kind', { length: 12 }).notNull().$type<'license' | 'certificate'>(),
    item_id: fk('item_id').notNull(),
    threshold_days: integer('threshold_days').notNull(),
    expiry_date: date('expiry_date').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('credential_reminders_unique').on(t.kind, t.item_id, t.threshold_days, t.expiry_date)],
);
