import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeFk, createdAt, fk, id, timestamps, ts } from './_columns';
import { files } from './profile';
import { users } from './users';

/**
 * A connection is stored twice, once per side, so "my connections" is one index range
 * (user_id, created_at) whichever side sent the invite. Both rows are written and removed together.
 */
export const connections = pgTable(
  'connections',
  {
    user_id: cascadeFk('user_id', () => users.id),
    peer_id: cascadeFk('peer_id', () => users.id),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.peer_id] }),
    index('connections_user_recent_idx').on(t.user_id, t.created_at.desc(), t.peer_id),
    check('connections_not_self', sql`${t.user_id} <> ${t.peer_id}`),
  ],
);

export type ConnectionInviteStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

/** spec §4: send, accept, cancel (the sender), decline (the receiver); one pending invite per pair. */
export const connectionInvites = pgTable(
  'connection_invites',
  {
    id: id(),
    sender_id: cascadeFk('sender_id', () => users.id),
    receiver_id: cascadeFk('receiver_id', () => users.id),
    message: varchar('message', { length: 300 }),
    status: varchar('status', { length: 9 }).notNull().default('pending').$type<ConnectionInviteStatus>(),
    decided_at: ts('decided_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('connection_invites_pending_pair')
      .on(sql`least(${t.sender_id}, ${t.receiver_id})`, sql`greatest(${t.sender_id}, ${t.receiver_id})`)
      .where(sql`${t.status} = 'pending'`),
    index('connection_invites_received_idx')
      .on(t.receiver_id, t.created_at.desc(), t.id)
      .where(sql`${t.status} = 'pending'`),
    index('connection_invites_sent_idx')
      .on(t.sender_id, t.created_at.desc(), t.id)
      .where(sql`${t.status} = 'pending'`),
    check('connection_invites_not_self', sql`${t.sender_id} <> ${t.receiver_id}`),
    check(
      'connection_invites_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'cancelled')`,
    ),
  ],
);

export type RecommendationStatus = 'requested' | 'posted' | 'declined';

/**
 * Peer recommendations: `user_id` asked `author_id` (requested) and the author wrote it (posted).
 * `is_linked`: the recommended person shows it on their profile (`linking`).
 */
export const recommendations = pgTable(
  'recommendations',
  {
    id: id(),
    uid: uuid('uid').notNull().defaultRandom().unique(),
    user_id: cascadeFk('user_id', () => users.id),
    author_id: cascadeFk('author_id', () => users.id),
    status: varchar('status', { length: 9 }).notNull().default('requested').$type<RecommendationStatus>(),
    request_message: varchar('request_message', { length: 500 }),
    relationship: varchar('relationship', { length: 120 }),
    recommended_text: text('recommended_text'),
    recommended_video_file_id: fk('recommended_video_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    is_linked: boolean('is_linked').notNull().default(true),
    posted_at: ts('posted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('recommendations_pair_unique').on(t.user_id, t.author_id),
    index('recommendations_user_idx').on(t.user_id, t.status, t.id),
    index('recommendations_author_idx').on(t.author_id, t.status, t.id),
    check('recommendations_not_self', sql`${t.user_id} <> ${t.author_id}`),
    check('recommendations_status_check', sql`${t.status} in ('requested', 'posted', 'declined')`),
  ],
);
