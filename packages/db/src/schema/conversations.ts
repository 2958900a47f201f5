import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeFk, createdAt, fk, id, ts } from './_columns';
import { jobs } from './jobs';
import { organizations } from './organizations';
import { files } from './profile';
import { users } from './users';

/**
 * A conversation between two sides. `direct`: two people. `organization`: an organization's shared
 * inbox and one person, optionally about one of its jobs or service galleries. `pair_key` makes
 * "find or start the conversation" race-free (one row per pair and subject).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    kind: varchar('kind', { length: 12 }).notNull().$type<'direct' | 'organization'>(),
    pair_key: varchar('pair_key', { length: 120 }).notNull(),
    organization_id: fk('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    job_id: fk('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** Service galleries arrive with the services module; kept as a plain id until then. */
    service_gallery_id: fk('service_gallery_id'),
    /** Highest `seq` given to a sent message (messages are numbered 1, 2, 3 … per conversation). */
    last_seq: integer('last_seq').notNull().default(0),
    last_message_id: fk('last_message_id'),
    last_message_at: ts('last_message_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('conversations_pair_key_uq').on(t.pair_key)],
);

/**
 * One side's view of a conversation (its inbox row): a person (`user_id`) or an organization's
 * shared inbox (`organization_id`). Trash and folders are per side; `activity_at` copies the
 * conversation's last message time so each inbox lists by one index, newest first (keyset).
 */
export const conversationSides = pgTable(
  'conversation_sides',
  {
    id: id(),
    conversation_id: cascadeFk('conversation_id', () => conversations.id),
    user_id: fk('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organization_id: fk('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 10 }).notNull().default('active').$type<'active' | 'trashed'>(),
    folder_id: fk('folder_id').references(() => conversationFolders.id, { onDelete: 'set null' }),
    /** Messages up to this seq are hidden from this side (delete-conversation from the trash). */
    cleared_seq: integer('cleared_seq').notNull().default(0),
    /** Deleted from the trash for good: hidden until a new message arrives. */
    hidden: boolean('hidden').notNull().default(false),
    activity_at: ts('activity_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_sides_user_uq')
      .on(t.conversation_id, t.user_id)
      .where(sql`${t.user_id} is not null`),
    uniqueIndex('conversation_sides_org_uq')
      .on(t.conversation_id, t.organization_id)
      .where(sql`${t.organization_id} is not null`),
    // The other side of a conversation (every list joins it): the unique indexes above are partial.
    index('conversation_sides_conversation_idx').on(t.conversation_id),
    index('conversation_sides_user_list_idx')
      .on(t.user_id, t.state, t.activity_at.desc(), t.id.desc())
      .where(sql`${t.user_id} is not null`),
    index('conversation_sides_org_list_idx')
      .on(t.organization_id, t.state, t.activity_at.desc(), t.id.desc())
      .where(sql`${t.organization_id} is not null`),
  ],
);

/** How far each person has read a conversation: unread = sent messages after `last_read_seq`. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversation_id: cascadeFk('conversation_id', () => conversations.id),
    user_id: cascadeFk('user_id', () => users.id),
    last_read_seq: integer('last_read_seq').notNull().default(0),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.conversation_id] })],
);

/**
 * A message, or a draft (`status` draft: no seq, no conversation needed yet). `client_id` is the
 * sender's id for one send, so a retried request sends once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    conversation_id: fk('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq'),
    status: varchar('status', { length: 8 }).notNull().default('sent').$type<'sent' | 'draft'>(),
    sender_id: cascadeFk('sender_id', () => users.id),
    /** Sent on behalf of this organization (by a member with its messages permission). */
    sender_organization_id: fk('sender_organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    /** A draft to someone with no conversation yet. */
    draft_receiver_user_id: fk('draft_receiver_user_id').references(() => users.id, { onDelete: 'cascade' }),
    draft_receiver_organization_id: fk('draft_receiver_organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    body: text('body').notNull().default(''),
    service_quotation_id: fk('service_quotation_id'),
    client_id: varchar('client_id', { length: 64 }),
    deleted_at: ts('deleted_at'),
    created_at: createdAt(),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_conversation_seq_uq').on(t.conversation_id, t.seq),
    uniqueIndex('chat_messages_sender_client_uq').on(t.sender_id, t.client_id),
    index('chat_messages_drafts_idx')
      .on(t.sender_id, t.updated_at.desc(), t.id.desc())
      .where(sql`${t.status} = 'draft'`),
  ],
);

export const chatMessageAttachments = pgTable(
  'chat_message_attachments',
  {
    message_id: cascadeFk('message_id', () => chatMessages.id),
    file_id: cascadeFk('file_id', () => files.id),
  },
  (t) => [
    primaryKey({ columns: [t.message_id, t.file_id] }),
    index('chat_message_attachments_file_idx').on(t.file_id),
  ],
);

/** A folder of one inbox (a person's, or an organization's shared one). */
export const conversationFolders = pgTable(
  'conversation_folders',
  {
    id: id(),
    slug: varchar('slug', { length: 140 }).notNull(),
    title: varchar('title', { length: 80 }).notNull(),
    user_id: fk('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organization_id: fk('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_folders_user_slug_uq')
      .on(t.user_id, t.slug)
      .where(sql`${t.user_id} is not null`),
    uniqueIndex('conversation_folders_org_slug_uq')
      .on(t.organization_id, t.slug)
      .where(sql`${t.organization_id} is not null`),
    // Two folders a person cannot tell apart by name; the index (not a look-up first) holds under
    // two concurrent saves. Titles arrive trimmed (the contract trims them).
    uniqueIndex('conversation_folders_user_title_uq')
      .on(t.user_id, sql`lower(${t.title})`)
      .where(sql`${t.user_id} is not null`),
  ],
);

/** People whose conversations are filed into a folder when they write. */
export const conversationFolderUsers = pgTable(
  'conversation_folder_users',
  {
    folder_id: cascadeFk('folder_id', () => conversationFolders.id),
    user_id: cascadeFk('user_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.folder_id, t.user_id] })],
);

/** Highest event number per realtime channel (`private-chat.12`, `private-org-chat.3`, …). */
export const realtimeChannels = pgTable('realtime_channels', {
  channel: varchar('channel', { length: 80 }).primaryKey(),
  last_seq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

/**
 * Every durable realtime event, numbered per channel, written in the same transaction as the change
 * it announces: a client that reconnects replays what came after its last seq. Kept 30 days.
 */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    channel: varchar('channel', { length: 80 }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    event: varchar('event', { length: 40 }).notNull(),
    data: jsonb('data').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.seq] }), index('realtime_events_created_idx').on(t.created_at)],
);
