import { boolean, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { fk, id, timestamps, ts } from './_columns';
import { users } from './users';

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    slug: varchar('slug', { length: 140 }).notNull(),
    company_name: varchar('company_name', { length: 120 }).notNull(),
    owner_id: fk('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    approval_status: varchar('approval_status', { length: 20 })
      .notNull()
      .default('pending')
      .$type<'pending' | 'approved' | 'rejected'>(),
    approval_comment: text('approval_comment'),
    status: varchar('status', { length: 20 }).notNull().default('active').$type<'active' | 'deactive'>(),
    is_archived: boolean('is_archived').notNull().default(false),
    company_profile_image: varchar('company_profile_image', { length: 255 }),
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
    organization_id: fk('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    user_id: fk('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_name: varchar('role_name', { length: 80 }).notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_users_unique').on(t.organization_id, t.user_id),
    index('organization_users_user_idx').on(t.user_id),
  ],
);
