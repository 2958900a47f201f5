import { boolean, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { fk, id, timestamps, ts } from './_columns';
import { organizations } from './organizations';
import { users } from './users';

export const plans = pgTable(
  'plans',
  {
    id: id(),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    audience: varchar('audience', { length: 20 }).notNull().$type<'individual' | 'organization'>(),
    /** Price in cents per interval. */
    amount_cents: integer('amount_cents').notNull().default(0),
    interval: varchar('interval', { length: 10 }).notNull().default('month').$type<'month' | 'year'>(),
    has_question_access: boolean('has_question_access').notNull().default(false),
    has_promotion_access: boolean('has_promotion_access').notNull().default(false),
    /** Open jobs allowed at once; null means unlimited. */
    job_limit: integer('job_limit'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    sort_order: integer('sort_order').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('plans_slug_unique').on(t.slug)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    user_id: fk('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organization_id: fk('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    plan_id: fk('plan_id')
      .notNull()
      .references(() => plans.id),
    status: varchar('status', { length: 20 })
      .notNull()
      .default('active')
      .$type<'active' | 'cancelled' | 'past_due'>(),
    billing_method_id: fk('billing_method_id'),
    transaction_id: varchar('transaction_id', { length: 120 }),
    start_date: ts('start_date').notNull().defaultNow(),
    ends_at: ts('ends_at'),
    /** Renewal charges that failed in a row; the plan falls back to Basic after the last retry. */
    failed_attempts: integer('failed_attempts').notNull().default(0),
    /**
     * A downgrade the payer chose, applied when this period ends (the renewal job): the plan it
     * moves to (Basic or a cheaper paid plan) and the card that pays for a paid one. Null: none.
     */
    next_plan_id: fk('next_plan_id').references(() => plans.id),
    next_billing_method_id: fk('next_billing_method_id'),
    ...timestamps(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.user_id, t.status),
    index('subscriptions_org_idx').on(t.organization_id, t.status),
    index('subscriptions_renewal_idx').on(t.status, t.ends_at),
  ],
);
