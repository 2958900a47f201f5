import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, fk, id } from './_columns';
import { organizations } from './organizations';
import { users } from './users';

export type FavouriteTarget =
  | 'job'
  | 'service'
  | 'request'
  | 'gallery'
  | 'profile'
  | 'organization'
  | 'group';

/**
 * Saved items of a person or of an organization (spec §7 Favourites; the save call toggles).
 * `owner_key` is `user:{userId}` or `org:{organizationId}` (billing's OwnerKey form); the target is a row id of its kind's table
 * (no foreign key: seven tables), so listings skip targets that are gone or no longer visible.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    owner_key: varchar('owner_key', { length: 24 }).notNull(),
    owner_user_id: fk('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    owner_organization_id: fk('owner_organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    target_type: varchar('target_type', { length: 12 }).notNull().$type<FavouriteTarget>(),
    target_id: fk('target_id').notNull(),
    created_by: fk('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_unique').on(t.owner_key, t.target_type, t.target_id),
    index('favourites_owner_recent_idx').on(t.owner_key, t.created_at.desc(), t.id),
    check(
      'favourites_target_check',
      sql`${t.target_type} in ('job', 'service', 'request', 'gallery', 'profile', 'organization', 'group')`,
    ),
  ],
);
