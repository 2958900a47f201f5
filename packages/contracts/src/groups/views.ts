import { z } from 'zod';
import { cursorPage } from '../common/envelope';
import { servedFileFields } from '../common/fields';
import { GROUP_MEMBER_DECISIONS, GROUP_PRIVACIES, GROUP_REACTION_TYPES } from './requests';

/** A person in groups (authors, members, suggestions): the user, their individual slug and photo. */
export const groupPersonView = z.object({
  id: z.number(),
  name: z.string(),
  /** The individual profile's slug (null for accounts without one). */
  slug: z.string().nullable(),
  image: z.string().nullable(),
  /** Specialty or headline, when the profile has one. */
  headline: z.string().nullable(),
});
export type GroupPersonView = z.infer<typeof groupPersonView>;

export const GROUP_ROLES = ['owner', 'admin', 'member'] as const;
export const GROUP_MEMBER_STATUSES = ['active', 'pending', 'invited'] as const;

/** The viewer's place in a group: null when they are not in it at all. */
export const groupViewerView = z.object({
  status: z.enum(GROUP_MEMBER_STATUSES).nullable(),
  role: z.enum(GROUP_ROLES).nullable(),
  can_post: z.boolean(),
  /** Owner or admin: review join requests and pending posts, remove members, invite. */
  can_moderate: z.boolean(),
  can_update: z.boolean(),
  can_delete: z.boolean(),
});
export type GroupViewerView = z.infer<typeof groupViewerView>;

/** A group in lists (discovery, my groups). */
export const groupCardView = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** The description's first 200 characters. */
  excerpt: z.string(),
  privacy: z.enum(GROUP_PRIVACIES),
  category: z.string().nullable(),
  location: z.string().nullable(),
  cover: z.string().nullable(),
  member_count: z.number(),
  post_count: z.number(),
  viewer: groupViewerView,
  created_at: z.string(),
});
export type GroupCardView = z.infer<typeof groupCardView>;

/** A group's page (members; a pending or invited person gets the about only via public-groups). */
export const groupView = groupCardView.extend({
  description: z.string(),
  rules: z.string().nullable(),
  post_approval: z.boolean(),
  owner: groupPersonView,
  /** Pending join requests and pending posts (admins only; 0 for others). */
  pending_requests: z.number(),
  pending_posts: z.number(),
  updated_at: z.string(),
});
export type GroupView = z.infer<typeof groupView>;

/** GET groups and my-groups: a keyset page (`page` for the first pages still works). */
export const groupListView = z.object({
  data: z.array(groupCardView),
  current_page: z.number(),
  per_page: z.number(),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type GroupListView = z.infer<typeof groupListView>;

export const groupMediaView = z.object({
  id: z.number(),
  kind: z.enum(['image', 'video']),
  ...servedFileFields,
});
export type GroupMediaView = z.infer<typeof groupMediaView>;

export const groupPollOptionView = z.object({
  id: z.number(),
  label: z.string(),
  position: z.number(),
  /** Null while results are hidden from the viewer. */
  vote_count: z.number().nullable(),
  percent: z.number().nullable(),
});
/**
 * A poll. Results (counts and percentages) show when the viewer voted, the poll closed, or the
 * viewer is its author or a group admin; otherwise `results_visible` is false and counts are null.
 */
export const groupPollView = z.object({
  question: z.string(),
  closes_at: z.string(),
  is_closed: z.boolean(),
  results_visible: z.boolean(),
  /** Total votes (null while results are hidden). */
  vote_count: z.number().nullable(),
  my_option_id: z.number().nullable(),
  options: z.array(groupPollOptionView),
});
export type GroupPollView = z.infer<typeof groupPollView>;

export const reactionCountsView = z.record(z.enum(GROUP_REACTION_TYPES), z.number());

/** A post's counters, as the post shows them and as a reaction, comment or share changes them. */
const postCountFields = {
  reaction_count: z.number(),
  comment_count: z.number(),
  share_count: z.number(),
};

/** A comment or a reply (replies have `parent_uid`). */
export const groupCommentView = z.object({
  id: z.number(),
  uid: z.string(),
  post_uid: z.string(),
  parent_uid: z.string().nullable(),
  author: groupPersonView,
  body: z.string(),
  reaction_count: z.number(),
  reply_count: z.number(),
  my_reaction: z.enum(GROUP_REACTION_TYPES).nullable(),
  is_edited: z.boolean(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GroupCommentView = z.infer<typeof groupCommentView>;

/** The original of a share (null `post` when it was deleted or the viewer may not see its group). */
export const groupSharedPostView = z.object({
  uid: z.string(),
  available: z.boolean(),
  group: z.object({ slug: z.string(), name: z.string() }).nullable(),
  author: groupPersonView.nullable(),
  kind: z.enum(['text', 'poll', 'share']).nullable(),
  description: z.string().nullable(),
  question: z.string().nullable(),
  media: z.array(groupMediaView),
  created_at: z.string().nullable(),
});
export type GroupSharedPostView = z.infer<typeof groupSharedPostView>;

export const groupPostView = z.object({
  id: z.number(),
  uid: z.string(),
  group: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  author: groupPersonView,
  kind: z.enum(['text', 'poll', 'share']),
  description: z.string(),
  status: z.enum(['pending', 'published', 'rejected']),
  reject_reason: z.string().nullable(),
  media: z.array(groupMediaView),
  poll: groupPollView.nullable(),
  shared_post: groupSharedPostView.nullable(),
  ...postCountFields,
  my_reaction: z.enum(GROUP_REACTION_TYPES).nullable(),
  /** The first comments (oldest first); with `comment_uid` the focused one is among them. */
  comments: z.array(groupCommentView),
  can_moderate: z.boolean(),
  /** Its author deletes it; a group admin removes anyone's (DELETE groups/{slug}/posts/{uid}). */
  can_delete: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GroupPostView = z.infer<typeof groupPostView>;

/** GET groups/{slug}/posts: newest first, keyset by (created_at, id). */
export const groupFeedView = z.object({
  data: z.array(groupPostView),
  current_page: z.number().nullable(),
  per_page: z.number(),
  next_cursor: z.string().nullable(),
  /** Set when the feed was opened at a post (`post_uid` or `comment_uid`). */
  focus_post_uid: z.string().nullable(),
  focus_comment_uid: z.string().nullable(),
});
export type GroupFeedView = z.infer<typeof groupFeedView>;

/** Review queue, comments, members: keyset pages. */
export const groupPostPageView = cursorPage(groupPostView);
export const groupCommentPageView = cursorPage(groupCommentView);

/**
 * GET public-groups/{slug} (visitors too): a public group's about, counts and recent posts; a private
 * group's about only (`recent_posts` null) with the "Request to join" the viewer may use.
 */
export const publicGroupView = z.object({
  group: groupCardView.extend({ description: z.string(), rules: z.string().nullable() }),
  recent_posts: z.array(groupPostView).nullable(),
});
export type PublicGroupView = z.infer<typeof publicGroupView>;

export const groupMemberView = z.object({
  /** The membership id (members/pending-member/{id}, members/remove/{id}). */
  id: z.number(),
  user: groupPersonView,
  role: z.enum(GROUP_ROLES),
  status: z.enum(GROUP_MEMBER_STATUSES),
  message: z.string().nullable(),
  joined_at: z.string().nullable(),
  created_at: z.string(),
});
export type GroupMemberView = z.infer<typeof groupMemberView>;
export const groupMemberPageView = cursorPage(groupMemberView);

/** GET members/suggest: people to invite (same city or specialty, not yet in the group). */
export const groupSuggestionView = groupPersonView.extend({
  /** Why they are suggested; `name`: found by the search. */
  reason: z.enum(['city', 'specialty', 'connection', 'name']),
});
export type GroupSuggestionView = z.infer<typeof groupSuggestionView>;
export const groupSuggestionPageView = cursorPage(groupSuggestionView);

/** PUT members/join and leave: where the viewer now stands, and the group. */
export const groupMembershipView = z.object({
  status: z.enum(GROUP_MEMBER_STATUSES).nullable(),
  group: groupCardView,
});
export type GroupMembershipView = z.infer<typeof groupMembershipView>;

/** PUT members/pending-member/{id}/{status}. */
export const groupMemberDecisionView = z.object({
  id: z.number(),
  decision: z.enum(GROUP_MEMBER_DECISIONS),
  member: groupMemberView.nullable(),
});

/** POST members/inviteUser and groups/{slug}/invite. */
export const groupInviteResultView = z.object({
  invited: z.number(),
  /** Already members, already invited, asked to join (then approved), or unknown ids. */
  skipped: z.number(),
});

/** total-reactions: the total and the per-type breakdown. */
export const groupReactionTotalsView = z.object({
  uid: z.string(),
  total: z.number(),
  by_type: reactionCountsView,
  my_reaction: z.enum(GROUP_REACTION_TYPES).nullable(),
});
export type GroupReactionTotalsView = z.infer<typeof groupReactionTotalsView>;

/** What a reaction, comment or vote changed (also the `group.counts` live event). */
export const groupCountsView = z.object({
  post_uid: z.string(),
  ...postCountFields,
  vote_count: z.number(),
  /** Set after a comment reaction. */
  comment_uid: z.string().nullable(),
  comment_reaction_count: z.number().nullable(),
});
export type GroupCountsView = z.infer<typeof groupCountsView>;

/** After a react call: the viewer's reaction now (null: removed by the toggle) and the totals. */
export const groupReactResultView = groupReactionTotalsView;

/** Live events on `private-group.{groupId}`. */
export const groupPostEvent = z.object({
  action: z.enum(['created', 'approved', 'updated', 'deleted']),
  post_uid: z.string(),
  /** Null: clients read GET groups/{slug}/posts/{uid} for their own view (signed media links, own reaction). */
  post: groupPostView.nullable(),
});
export const groupCommentEvent = z.object({
  action: z.enum(['created', 'updated', 'deleted']),
  post_uid: z.string(),
  comment_uid: z.string(),
  comment: groupCommentView.nullable(),
  comment_count: z.number(),
});
export const groupMemberEvent = z.object({
  action: z.enum(['joined', 'left', 'removed', 'decided']),
  user_id: z.number(),
  member_count: z.number(),
});
