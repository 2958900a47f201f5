import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, fk, id, ts } from './_columns';
import { users } from './users';

/** Transactional outbox: written with the change, relayed to the queue after commit. */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: id(),
    channel: varchar('channel', { length: 10 }).notNull().$type<'email' | 'sms'>(),
    to: varchar('to', { length: 191 }).notNull(),
    subject: varchar('subject', { length: 255 }),
    text: text('text').notNull(),
    template: varchar('template', { length: 60 }).notNull(),
    /** queued → sent (delivered) | stored (kept in the dev outbox) | failed */
    status: varchar('status', { length: 12 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: createdAt(),
    /** When a worker took it; a claim older than the stuck limit belongs to a dead worker. */
    claimed_at: ts('claimed_at'),
    sent_at: ts('sent_at'),
  },
  (t) => [
    index('outbound_messages_status_idx').on(t.status, t.created_at),
    index('outbound_messages_to_idx').on(t.to),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  first_name: varchar('first_name', { length: 80 }).notNull(),
  last_name: varchar('last_name', { length: 80 }).notNull(),
  email: varchar('email', { length: 191 }).notNull(),
  phone_number: varchar('phone_number', { length: 32 }),
  find_us: varchar('find_us', { length: 120 }),
  message: text('message').notNull(),
  user_id: fk('user_id').references(() => users.id, { onDelete: 'set null' }),
  ip: varchar('ip', { length: 64 }),
  created_at: createdAt(),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: varchar('email', { length: 191 }).notNull(),
    created_at: createdAt(),
    unsubscribed_at: ts('unsubscribed_at'),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_unique').on(t.email)],
);
