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
import { organizations } from './organizations';
import { users } from './users';

/** Folders an organization files its jobs in. */
export const jobDirectories = pgTable(
  'job_directories',
  {
    id: id(),
    organization_id: cascadeFk('organization_id', () => organizations.id),
    name: varchar('name', { length: 120 }).notNull(),
    type: varchar('type', { length: 20 }).notNull().default('jobs'),
    is_archived: boolean('is_archived').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('job_directories_org_idx').on(t.organization_id)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    organization_id: cascadeFk('organization_id', () => organizations.id),
    directory_id: fk('directory_id').references(() => jobDirectories.id, { onDelete: 'set null' }),
    slug: varchar('slug', { length: 160 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    category: varchar('category', { length: 60 }),
    specialty: varchar('specialty', { length: 120 }),
    employment_type: varchar('employment_type', { length: 20 }).notNull(),
    shift: varchar('shift', { length: 20 }),
    shift_hours: varchar('shift_hours', { length: 60 }),
    city: varchar('city', { length: 120 }),
    state: varchar('state', { length: 40 }),
    is_remote: boolean('is_remote').notNull().default(false),
    /** Pay transparency: a range in cents per `pay_period`. */
    pay_min_cents: integer('pay_min_cents'),
    pay_max_cents: integer('pay_max_cents'),
    pay_period: varchar('pay_period', { length: 10 }),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    required_licenses: jsonb('required_licenses').$type<string[]>().notNull().default([]),
    health_requirements: jsonb('health_requirements').$type<string[]>().notNull().default([]),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    description: text('description').notNull(),
    status: varchar('status', { length: 12 })
      .notNull()
      .default('draft')
      .$type<'draft' | 'published' | 'archived' | 'closed'>(),
    is_featured: boolean('is_featured').notNull().default(false),
    /** End of a paid promotion; featured lists show promoted jobs first until then. */
    promoted_until: ts('promoted_until'),
    published_at: ts('published_at'),
    /**
     * When its flat fee was paid (publishing over the plan's open-job limit). A job paid for this
     * way covers itself: it does not count toward the plan's limit, and closing or archiving it
     * and opening it again costs nothing more.
     */
    fee_paid_at: ts('fee_paid_at'),
    created_by: fk('created_by').references(() => users.id, { onDelete: 'set null' }),
    /*
     * Search (issue 20): the generated columns `search_tsv` (title A; specialty, category, city and
     * state B; description C) and `search_pay_hourly_cents` (pay per hour whatever the period), the
     * GIN index `jobs_search_idx` and the open jobs' date and pay orders (`jobs_search_recent_idx`,
     * `jobs_search_pay_idx`) are created by migration 0025, not declared here, so whole-row selects
     * do not carry the document. Every write keeps them current in its own transaction.
     */
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('jobs_org_slug_unique').on(t.organization_id, t.slug),
    // An organization's jobs by status, newest first, with the id: the job list picks its page from
    // this index alone (index-only) and then reads just those rows; counts by status read it too.
    index('jobs_org_status_idx').on(t.organization_id, t.status, t.created_at.desc(), t.id.desc()),
    index('jobs_published_idx').on(t.status, t.published_at),
    // Featured jobs (public home page): walked in order and stopped at the page, never sorted.
    index('jobs_featured_idx')
      .on(t.is_featured.desc().nullsFirst(), t.published_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('jobs_directory_idx').on(t.directory_id),
    // Recommended jobs: the newest open jobs of a state (licensed-for and same-place candidates) and
    // of a specialty, each walked in order and stopped at a few hundred, never sorted. Migration 0033
    // makes the state one cover (id, city, required_licenses): the window is read from the index.
    index('jobs_published_state_idx')
      .on(t.state, t.published_at.desc())
      .where(sql`${t.status} = 'published'`),
    index('jobs_published_specialty_idx')
      .on(sql`lower(${t.specialty})`, t.published_at.desc())
      .where(sql`${t.status} = 'published'`),
  ],
);

/** Screening questions attached to a job (copied from the question bank or written for it). */
export const jobQuestions = pgTable(
  'job_questions',
  {
    id: id(),
    uid: uuid('uid').notNull().defaultRandom(),
    job_id: cascadeFk('job_id', () => jobs.id),
    question: varchar('question', { length: 500 }).notNull(),
    type: varchar('type', { length: 20 }).notNull().default('text'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    is_required: boolean('is_required').notNull().default(true),
    position: integer('position').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('job_questions_uid_unique').on(t.uid),
    index('job_questions_job_idx').on(t.job_id, t.position),
  ],
);

export const APPLICATION_STATUSES = [
  'applied',
  'reviewed',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'rejected',
  /** The candidate took the application back (the organization never sets it). */
  'withdrawn',
] as const;

/** One application per candidate per job; answers and attachments are kept as they were sent. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: id(),
    job_id: cascadeFk('job_id', () => jobs.id),
    /** The job's organization, copied so organization-wide lists (short-listed, …) read one index range. */
    organization_id: cascadeFk('organization_id', () => organizations.id),
    user_id: cascadeFk('user_id', () => users.id),
    first_name: varchar('first_name', { length: 80 }).notNull(),
    last_name: varchar('last_name', { length: 80 }).notNull(),
    email: varchar('email', { length: 191 }).notNull(),
    phone_number: varchar('phone_number', { length: 32 }),
    resume_file_id: fk('resume_file_id'),
    cover_letter_file_id: fk('cover_letter_file_id'),
    message_to_recruiter: text('message_to_recruiter'),
    status: varchar('status', { length: 12 })
      .notNull()
      .default('applied')
      .$type<(typeof APPLICATION_STATUSES)[number]>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('job_applications_job_user_unique').on(t.job_id, t.user_id),
    index('job_applications_job_status_idx').on(t.job_id, t.status, t.created_at),
    index('job_applications_user_idx').on(t.user_id, t.created_at),
    index('job_applications_org_status_idx').on(
      t.organization_id,
      t.status,
      t.created_at.desc(),
      t.id.desc(),
    ),
  ],
);

export const applicationAnswers = pgTable(
  'application_answers',
  {
    id: id(),
    application_id: cascadeFk('application_id', () => jobApplications.id),
    question_uid: uuid('question_uid'),
    question: varchar('question', { length: 500 }).notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [index('application_answers_app_idx').on(t.application_id)],
);

export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    application_id: cascadeFk('application_id', () => jobApplications.id),
    organization_id: cascadeFk('organization_id', () => organizations.id),
    scheduled_by: fk('scheduled_by').references(() => users.id, { onDelete: 'set null' }),
    schedule_date: ts('schedule_date').notNull(),
    timezone: varchar('timezone', { length: 60 }).notNull(),
    mode: varchar('mode', { length: 10 }).notNull().$type<'video' | 'phone' | 'on-site'>(),
    location: varchar('location', { length: 255 }),
    notes: text('notes'),
    status: varchar('status', { length: 24 }).notNull().default('scheduled'),
    org_joined_at: ts('org_joined_at'),
    candidate_joined_at: ts('candidate_joined_at'),
    ended_at: ts('ended_at'),
    ...timestamps(),
  },
  (t) => [
    index('interviews_org_idx').on(t.organization_id, t.schedule_date),
    index('interviews_app_idx').on(t.application_id),
  ],
);

/** An organization inviting a candidate to apply for a job. */
export const jobInvitations = pgTable(
  'job_invitations',
  {
    id: id(),
    job_id: cascadeFk('job_id', () => jobs.id),
    user_id: cascadeFk('user_id', () => users.id),
    invited_by: fk('invited_by').references(() => users.id, { onDelete: 'set null' }),
    message: text('message'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('job_invitations_unique').on(t.job_id, t.user_id),
    index('job_invitations_user_idx').on(t.user_id),
  ],
);
