import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeFk, createdAt, fk, id, timestamps, ts } from './_columns';
import { files } from './profile';
import { users } from './users';

export type GroupPrivacy = 'public' | 'private';
export type GroupRole = 'owner' | 'admin' | 'member';
/** active: a member; pending: asked to join (private group); invited: asked by an admin, not yet answered. */
export type GroupMemberStatus = 'active' | 'pending' | 'invited';
export type GroupPostStatus = 'pending' | 'published' | 'rejected';
export type GroupPostKind = 'text' | 'poll' | 'share';

/**
 * Communities (spec §7 Groups). `member_count` and `post_count` are kept in the same transaction as
 * the membership or post change, like the post counters below. Deleting a group is soft
 * (`deleted_at`): its posts are other people's words and admin reports may point at them.
 */
export const groups = pgTable(
  'groups',
  {
    id: id(),
    slug: varchar('slug', { length: 140 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    rules: text('rules'),
    category: varchar('category', { length: 80 }),
    location: varchar('location', { length: 120 }),
    privacy: varchar('privacy', { length: 8 }).notNull().default('public').$type<GroupPrivacy>(),
    /** Posts of members (not admins) wait in the review queue until an admin approves them. */
    post_approval: boolean('post_approval').notNull().default(false),
    cover_file_id: fk('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    owner_id: cascadeFk('owner_id', () => users.id),
    member_count: integer('member_count').notNull().default(0),
    post_count: integer('post_count').notNull().default(0),
    deleted_at: ts('deleted_at'),
    /*
     * Search (issue 20): the generated column `search_tsv` (name A, category and place B,
     * description C) and `groups_search_idx` are created by migration 0023 (not declared here, so
     * whole-row selects do not carry the document).
     */
    ...timestamps(),
  },
  (t) => [
    check('groups_privacy_check', sql`${t.privacy} in ('public', 'private')`),
    index('groups_discovery_idx').on(t.member_count.desc(), t.id.desc()).where(sql`${t.deleted_at} is null`),
    index('groups_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    id: id(),
    group_id: cascadeFk('group_id', () => groups.id),
    user_id: cascadeFk('user_id', () => users.id),
    role: varchar('role', { length: 8 }).notNull().default('member').$type<GroupRole>(),
    status: varchar('status', { length: 8 }).notNull().$type<GroupMemberStatus>(),
    /** A join request's note, or an invitation's. */
    message: varchar('message', { length: 500 }),
    invited_by: fk('invited_by').references(() => users.id, { onDelete: 'set null' }),
    decided_by: fk('decided_by').references(() => users.id, { onDelete: 'set null' }),
    joined_at: ts('joined_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('group_members_unique').on(t.group_id, t.user_id),
    index('group_members_group_idx').on(t.group_id, t.status, t.id),
    index('group_members_user_idx').on(t.user_id, t.status, t.group_id),
    check('group_members_role_check', sql`${t.role} in ('owner', 'admin', 'member')`),
    check('group_members_status_check', sql`${t.status} in ('active', 'pending', 'invited')`),
  ],
);

/** Invitations by e-mail address, for people who have no account yet (`groups/{slug}/invite`). */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    id: id(),
    group_id: cascadeFk('group_id', () => groups.id),
    email: varchar('email', { length: 254 }).notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    invited_by: fk('invited_by').references(() => users.id, { onDelete: 'set null' }),
    accepted_by: fk('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    accepted_at: ts('accepted_at'),
    expires_at: ts('expires_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('group_invitations_email_idx').on(t.group_id, t.email)],
);

/**
 * Posts of a group's feed. Counters are exact: each is changed in the transaction that inserts or
 * deletes the row it counts (reactions, comments, shares, poll votes), and the groups reconcile job
 * compares them with counts of the rows. The feed reads published posts by (created_at, id).
 */
export const groupPosts = pgTable(
  'group_posts',
  {
    id: id(),
    uid: uuid('uid').notNull().defaultRandom().unique(),
    group_id: cascadeFk('group_id', () => groups.id),
    author_id: cascadeFk('author_id', () => users.id),
    kind: varchar('kind', { length: 6 }).notNull().default('text').$type<GroupPostKind>(),
    description: text('description').notNull().default(''),
    /** A poll's question (kind poll). */
    question: varchar('question', { length: 300 }),
    poll_closes_at: ts('poll_closes_at'),
    /** A share keeps a link to the original (null when the original is deleted). */
    shared_post_id: fk('shared_post_id'),
    status: varchar('status', { length: 9 }).notNull().default('published').$type<GroupPostStatus>(),
    reject_reason: varchar('reject_reason', { length: 500 }),
    decided_by: fk('decided_by').references(() => users.id, { onDelete: 'set null' }),
    reaction_count: integer('reaction_count').notNull().default(0),
    comment_count: integer('comment_count').notNull().default(0),
    share_count: integer('share_count').notNull().default(0),
    vote_count: integer('vote_count').notNull().default(0),
    deleted_at: ts('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    index('group_posts_feed_idx')
      .on(t.group_id, t.created_at.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.deleted_at} is null`),
    index('group_posts_review_idx')
      .on(t.group_id, t.created_at, t.id)
      .where(sql`${t.status} = 'pending' and ${t.deleted_at} is null`),
    index('group_posts_author_idx').on(t.author_id, t.created_at),
    index('group_posts_shared_idx').on(t.shared_post_id).where(sql`${t.shared_post_id} is not null`),
    check('group_posts_status_check', sql`${t.status} in ('pending', 'published', 'rejected')`),
    check('group_posts_kind_check', sql`${t.kind} in ('text', 'poll', 'share')`),
    check(
      'group_posts_counts_check',
      sql`${t.reaction_count} >= 0 and ${t.comment_count} >= 0 and ${t.share_count} >= 0 and ${t.vote_count} >= 0`,
    ),
  ],
);

/** At most 5 per post (spec §5, §9), images and videos checked by content. */
export const groupPostMedia = pgTable(
  'group_post_media',
  {
    id: id(),
    post_id: cascadeFk('post_id', () => groupPosts.id),
    file_id: cascadeFk('file_id', () => files.id),
    kind: varchar('kind', { length: 6 }).notNull().$type<'image' | 'video'>(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('group_post_media_post_idx').on(t.post_id, t.position)],
);

export const groupPollOptions = pgTable(
  'group_poll_options',
  {
    id: id(),
    post_id: cascadeFk('post_id', () => groupPosts.id),
    label: varchar('label', { length: 140 }).notNull(),
    position: smallint('position').notNull().default(0),
    vote_count: integer('vote_count').notNull().default(0),
  },
  (t) => [
    index('group_poll_options_post_idx').on(t.post_id, t.position),
    check('group_poll_options_count_check', sql`${t.vote_count} >= 0`),
  ],
);

/** One vote per member per poll; changing it moves the row to another option. */
export const groupPollVotes = pgTable(
  'group_poll_votes',
  {
    post_id: cascadeFk('post_id', () => groupPosts.id),
    user_id: cascadeFk('user_id', () => users.id),
    option_id: cascadeFk('option_id', () => groupPollOptions.id),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.post_id, t.user_id] }),
    index('group_poll_votes_option_idx').on(t.option_id),
  ],
);

/** Comments and their replies (`parent_id`: one level, LinkedIn-style). */
export const groupComments = pgTable(
  'group_comments',
  {
    id: id(),
    uid: uuid('uid').notNull().defaultRandom().unique(),
    post_id: cascadeFk('post_id', () => groupPosts.id),
    parent_id: fk('parent_id'),
    author_id: cascadeFk('author_id', () => users.id),
    body: text('body').notNull(),
    reaction_count: integer('reaction_count').notNull().default(0),
    reply_count: integer('reply_count').notNull().default(0),
    deleted_at: ts('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    index('group_comments_post_idx').on(t.post_id, t.created_at, t.id).where(sql`${t.deleted_at} is null`),
    index('group_comments_parent_idx')
      .on(t.parent_id, t.created_at, t.id)
      .where(sql`${t.parent_id} is not null`),
    check('group_comments_counts_check', sql`${t.reaction_count} >= 0 and ${t.reply_count} >= 0`),
  ],
);

/** One reaction per person per post (changing its type replaces it). */
export const groupReactions = pgTable(
  'group_reactions',
  {
    post_id: cascadeFk('post_id', () => groupPosts.id),
    user_id: cascadeFk('user_id', () => users.id),
    type: varchar('type', { length: 12 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.post_id, t.user_id] }),
    index('group_reactions_type_idx').on(t.post_id, t.type),
  ],
);

export const groupCommentReactions = pgTable(
  'group_comment_reactions',
  {
    comment_id: cascadeFk('comment_id', () => groupComments.id),
    user_id: cascadeFk('user_id', () => users.id),
    type: varchar('type', { length: 12 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.comment_id, t.user_id] }),
    index('group_comment_reactions_type_idx').on(t.comment_id, t.type),
  ],
);
