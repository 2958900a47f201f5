import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeFk, createdAt, fk, id, ts } from './_columns';
import { organizations } from './organizations';
import { users } from './users';

/**
 * `cancelled`: the one who asked took it back (a connection invite withdrawn by its sender), which the
 * person asked must not read as their own refusal (`rejected`).
 */
export type NotificationActionStatus = 'pending' | 'accepted' | 'rejected' | 'cancelled';

/**
 * In-app notifications, written by `notify()` inside the transaction of the change they announce.
 * `organization_id`: the notification is about that organization (shown on its pages to the member
 * it was addressed to). `group_key` gathers similar events in the digest ("3 new applicants to …").
 * `action_status`: actionable ones (invitations, join requests) until accepted, rejected or cancelled.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    user_id: cascadeFk('user_id', () => users.id),
    organization_id: fk('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 60 }).notNull(),
    /** Written by the module that notifies, in its own words (the bell, the page and the e-mail show them). */
    title: varchar('title', { length: 200 }).notNull(),
    body: varchar('body', { length: 500 }).notNull().default(''),
    /** The web path to open. */
    link: varchar('link', { length: 300 }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    actor_user_id: fk('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The organization that did what this tells of (an application's status, an interview): the
     * bell shows it as the sender, not the member who clicked. Unlike `organization_id` (whose
     * pages list it), it may name an organization the reader does not belong to.
     */
    sender_organization_id: fk('sender_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    group_key: varchar('group_key', { length: 120 }),
    action_status: varchar('action_status', { length: 9 }).$type<NotificationActionStatus>(),
    read_at: ts('read_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.user_id, t.id.desc()),
    // The bell's badge: counts a user's unread rows without touching the read ones.
    index('notifications_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
    check(
      'notifications_action_status_check',
      sql`${t.action_status} is null or ${t.action_status} in ('pending', 'accepted', 'rejected', 'cancelled')`,
    ),
  ],
);

export type NotificationChannel = 'email';
export type NotificationDeliveryStatus = 'queued' | 'sent' | 'digest' | 'skipped' | 'failed';

/**
 * Exactly once per (notification, channel): the row is inserted with the notification; the worker
 * claims it before sending (`claimed_at`), so a killed worker and its successor send once.
 * `digest`: waits for the user's digest e-mail (`digested_at` set when it went out in one).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    notification_id: cascadeFk('notification_id', () => notifications.id),
    user_id: cascadeFk('user_id', () => users.id),
    channel: varchar('channel', { length: 8 }).notNull().$type<NotificationChannel>(),
    status: varchar('status', { length: 8 }).notNull().$type<NotificationDeliveryStatus>(),
    attempts: smallint('attempts').notNull().default(0),
    claimed_at: ts('claimed_at'),
    sent_at: ts('sent_at'),
    digested_at: ts('digested_at'),
    last_error: varchar('last_error', { length: 500 }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_unique').on(t.user_id, t.notification_id, t.channel),
    index('notification_deliveries_queued_idx').on(t.created_at).where(sql`${t.status} = 'queued'`),
    index('notification_deliveries_digest_idx')
      .on(t.user_id, t.created_at)
      .where(sql`${t.status} = 'digest'`),
  ],
);

/** A person's choice per type and channel; a missing row means the type's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: cascadeFk('user_id', () => users.id),
    type: varchar('type', { length: 60 }).notNull(),
    in_app: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.type] })],
);

export type DigestFrequency = 'off' | 'daily' | 'weekly';

/** Digest e-mail settings: at `digest_hour` in the person's `time_zone` (IANA name). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    user_id: fk('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    digest: varchar('digest', { length: 6 }).notNull().default('daily').$type<DigestFrequency>(),
    digest_hour: smallint('digest_hour').notNull().default(8),
    time_zone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    last_digest_at: ts('last_digest_at'),
  },
  (t) => [
    check('notification_settings_digest_check', sql`${t.digest} in ('off', 'daily', 'weekly')`),
    check('notification_settings_hour_check', sql`${t.digest_hour} between 0 and 23`),
  ],
);
