import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { fk, id, timestamps, ts } from './_columns';
import { organizations } from './organizations';
import { users } from './users';

export type ReviewBasis = 'application' | 'interview' | 'quotation' | 'connection';
export type ObjectionStatus = 'pending' | 'approved' | 'rejected';

/**
 * Rating reviews (spec §7 Reviews). Author and target are each a person or an organization:
 * `*_key` is `user:{userId}` or `org:{organizationId}` (billing's OwnerKey form) so one unique index says "one review per author,
 * target and basis" (a completed quotation may be reviewed once per quotation; other bases once per
 * pair: basis_id 0). `published_at` null: a double-blind quotation review waiting for the other side
 * (both publish when both are in, or after 7 days). An approved objection hides the review (`hidden`).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    author_key: varchar('author_key', { length: 24 }).notNull(),
    target_key: varchar('target_key', { length: 24 }).notNull(),
    author_user_id: fk('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    author_organization_id: fk('author_organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    target_user_id: fk('target_user_id').references(() => users.id, { onDelete: 'cascade' }),
    target_organization_id: fk('target_organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    basis: varchar('basis', { length: 12 }).notNull().$type<ReviewBasis>(),
    basis_id: fk('basis_id').notNull().default(0),
    rating: smallint('rating').notNull(),
    review: text('review').notNull(),
    published_at: ts('published_at'),
    blind_until: ts('blind_until'),
    is_flagged: boolean('is_flagged').notNull().default(false),
    flag_reason: varchar('flag_reason', { length: 500 }),
    flagged_at: ts('flagged_at'),
    objection: text('objection'),
    objection_status: varchar('objection_status', { length: 8 }).$type<ObjectionStatus>(),
    objection_at: ts('objection_at'),
    objection_decided_by: fk('objection_decided_by').references(() => users.id, { onDelete: 'set null' }),
    objection_decided_at: ts('objection_decided_at'),
    hidden: boolean('hidden').notNull().default(false),
    deleted_at: ts('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_author_target_basis_unique')
      .on(t.author_key, t.target_key, t.basis, t.basis_id)
      .where(sql`${t.deleted_at} is null`),
    index('reviews_target_idx')
      .on(t.target_key, t.created_at.desc(), t.id)
      .where(sql`${t.deleted_at} is null`),
    index('reviews_objections_idx').on(t.objection_at).where(sql`${t.objection_status} = 'pending'`),
    index('reviews_blind_idx').on(t.blind_until).where(sql`${t.published_at} is null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check(
      'reviews_objection_status_check',
      sql`${t.objection_status} is null or ${t.objection_status} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);
