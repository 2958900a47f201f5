import { z } from 'zod';
import { blankToNull } from '../auth/requests';
import { pageNumber } from '../common/envelope';
import { flag } from '../services/requests';

/**
 * Groups (spec §7 Groups, issue 17). Post create arrives as a multipart form (`media[]`), so its
 * fields also accept their text forms (flags as 1/0, poll options as repeated `options[]`).
 */

/** Reactions on posts and comments; the same type again removes it (toggle), another type replaces it. */
export const GROUP_REACTION_TYPES = [
  'like',
  'celebrate',
  'support',
  'insightful',
  'love',
  'curious',
] as const;
export type GroupReactionType = (typeof GROUP_REACTION_TYPES)[number];

export const GROUP_PRIVACIES = ['public', 'private'] as const;
export const GROUP_IMAGE_TYPES = ['jpg', 'png', 'gif', 'webp'] as const;
export const GROUP_VIDEO_TYPES = ['mp4', 'mpeg', 'mov', 'avi', 'ogg', 'webm'] as const;
export const GROUP_LIMITS = {
  /** Spec §5/§9: 'select only 5 items'. */
  maxMedia: 5,
  imageBytes: 8 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  minPollOptions: 2,
  maxPollOptions: 6,
  /** A poll without a closing time closes after this many days. */
  pollDefaultDays: 7,
  maxTake: 50,
  defaultTake: 10,
} as const;
/** The 422 message for a sixth upload (spec §5). */
export const GROUP_MEDIA_LIMIT_MESSAGE = 'select only 5 items';

const text = (max: number) =>
  blankToNull(z.string().trim().max(max, `May not be longer than ${max} characters.`));
const take = z.coerce.number().int().min(1).max(GROUP_LIMITS.maxTake).default(GROUP_LIMITS.defaultTake);
const cursor = z.string().max(200).optional();
/** Any 8-4-4-4-12 hex id (z.uuid would insist on an RFC version; seeded and imported rows may have none). */
const uid = z.guid({ message: 'Not a valid id.' });

/** GET groups (discovery) and GET my-groups: `page` still works, `cursor` is the keyset way on. */
export const groupListQuery = z.object({
  page: pageNumber,
  take,
  search: z.string().trim().max(120).optional(),
  cursor,
});
export type GroupListQuery = z.infer<typeof groupListQuery>;

export const groupSlugParams = z.object({ slug: z.string().min(1).max(140) });

const groupFields = {
  name: z
    .string()
    .trim()
    .min(3, 'The name is required (at least 3 characters).')
    .max(120, 'May not be longer than 120 characters.'),
  description: z.string().trim().max(5_000, 'May not be longer than 5,000 characters.').default(''),
  rules: text(5_000),
  category: text(80),
  location: text(120),
  privacy: z.enum(GROUP_PRIVACIES, { message: 'Choose public or private.' }).default('public'),
  /** Members' posts wait for an admin's approval (admins' and the owner's publish at once). */
  post_approval: flag.default(false),
};

/** POST groups/create. */
export const groupCreateBody = z.object(groupFields);
export type GroupCreateBody = z.infer<typeof groupCreateBody>;

/**
 * POST groups/{slug}: the spec uses one call for update and delete. `_method: 'DELETE'` (or
 * `action: 'delete'`) deletes the group (owner only); anything else is a partial update.
 */
export const groupUpdateBody = z.object({
  name: groupFields.name.optional(),
  description: z.string().trim().max(5_000, 'May not be longer than 5,000 characters.').optional(),
  rules: groupFields.rules,
  category: groupFields.category,
  location: groupFields.location,
  privacy: z.enum(GROUP_PRIVACIES, { message: 'Choose public or private.' }).optional(),
  post_approval: flag.optional(),
  _method: z.string().max(10).optional(),
  action: z.string().max(10).optional(),
});
export type GroupUpdateBody = z.infer<typeof groupUpdateBody>;

/** Members, join requests and suggestions: keyset pages. */
export const groupMemberListQuery = z.object({ take, cursor, search: z.string().trim().max(120).optional() });
export type GroupMemberListQuery = z.infer<typeof groupMemberListQuery>;

export const GROUP_MEMBER_DECISIONS = ['approved', 'rejected'] as const;
export const groupPendingMemberParams = groupSlugParams.extend({
  id: z.coerce.number().int().positive(),
  status: z.enum(GROUP_MEMBER_DECISIONS, { message: 'The status is approved or rejected.' }),
});
export const groupMemberIdParams = groupSlugParams.extend({ id: z.coerce.number().int().positive() });

/** PUT groups/{slug}/members/join: a note for the admins (private groups), or an e-mail invitation's token. */
export const groupJoinBody = z
  .object({ message: text(500), token: z.string().max(200).optional() })
  .default({ message: null });
export type GroupJoinBody = z.infer<typeof groupJoinBody>;

/** POST groups/{slug}/members/inviteUser: platform users, one or many. */
export const groupInviteUserBody = z
  .object({
    user_id: z.coerce.number().int().positive().optional(),
    user_ids: z
      .array(z.coerce.number().int().positive())
      .max(50, 'Invite at most 50 people at once.')
      .optional(),
    message: text(500),
  })
  .refine((v) => v.user_id != null || (v.user_ids?.length ?? 0) > 0, {
    message: 'Choose someone to invite.',
    path: ['user_id'],
  });
export type GroupInviteUserBody = z.infer<typeof groupInviteUserBody>;

/** POST groups/{slug}/invite: people without an account, by e-mail (a link with a token). */
export const groupInviteEmailsBody = z.object({
  emails: z
    .array(z.email({ message: 'Enter valid e-mail addresses.' }).max(254))
    .min(1, 'Enter at least one e-mail address.')
    .max(20, 'Invite at most 20 addresses at once.'),
  message: text(500),
});
export type GroupInviteEmailsBody = z.infer<typeof groupInviteEmailsBody>;

/**
 * GET groups/{slug}/posts. `cursor` (from `next_cursor`) is the keyset way on; `page` still works for
 * the first pages. `post_uid` / `comment_uid` open the feed at that post (deep links).
 */
export const groupFeedQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  take,
  cursor,
  post_uid: uid.optional(),
  comment_uid: uid.optional(),
});
export type GroupFeedQuery = z.infer<typeof groupFeedQuery>;

export const groupPostParams = groupSlugParams.extend({ uid });
export const groupPostUuidParams = groupSlugParams.extend({ uuid: uid });
export const groupPostKeyParams = groupSlugParams.extend({ key: uid });
export const groupPostPostParams = groupSlugParams.extend({ post: uid });
export const groupCommentParams = groupSlugParams.extend({ uid, commentUid: uid });

const pollOption = z
  .string()
  .trim()
  .min(1, 'An option cannot be empty.')
  .max(140, 'An option may be 140 characters at most.');

/** POST groups/{slug}/posts/create (multipart: these fields plus `media[]`, at most 5). */
export const groupPostCreateBody = z
  .object({
    kind: z.enum(['text', 'poll']).default('text'),
    description: z.string().trim().max(10_000, 'May not be longer than 10,000 characters.').default(''),
    question: text(300),
    options: z
      .array(pollOption)
      .max(GROUP_LIMITS.maxPollOptions, `A poll has at most ${GROUP_LIMITS.maxPollOptions} options.`)
      .optional(),
    /** ISO date-time; default 7 days from now. */
    poll_closes_at: blankToNull(z.iso.datetime({ offset: true, message: 'Use an ISO date and time.' })),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'poll') {
      if (!v.question) ctx.addIssue({ code: 'custom', path: ['question'], message: 'Ask a question.' });
      if ((v.options?.length ?? 0) < GROUP_LIMITS.minPollOptions)
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'A poll needs at least 2 options.' });
      const seen = new Set((v.options ?? []).map((o) => o.toLowerCase().replace(/\s+/g, ' ')));
      if (seen.size < (v.options?.length ?? 0))
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option must be different.' });
      if (v.poll_closes_at && Date.parse(v.poll_closes_at) <= Date.now())
        ctx.addIssue({
          code: 'custom',
          path: ['poll_closes_at'],
          message: 'The poll must close in the future.',
        });
    }
  });
export type GroupPostCreateBody = z.infer<typeof groupPostCreateBody>;

/** POST groups/{slug}/posts/{uid}/share: to another group (its slug) or to one's network. */
export const groupPostShareBody = z
  .object({
    target: z.enum(['group', 'network']).default('group'),
    group_slug: z.string().max(140).optional(),
    description: z.string().trim().max(10_000).default(''),
  })
  .refine((v) => v.target !== 'group' || !!v.group_slug, {
    message: 'Choose a group to share to.',
    path: ['group_slug'],
  });
export type GroupPostShareBody = z.infer<typeof groupPostShareBody>;

/** GET groups/{slug}/posts/{uuid}/comments: top-level comments, or a comment's replies (`parent_uid`). */
export const groupCommentListQuery = z.object({ take, cursor, parent_uid: uid.optional() });
export type GroupCommentListQuery = z.infer<typeof groupCommentListQuery>;

const commentBody = z
  .string()
  .trim()
  .min(1, 'Write a comment.')
  .max(5_000, 'May not be longer than 5,000 characters.');

/** POST groups/{slug}/posts/{uuid}/comments/create; `parent_uid` makes it a reply (one level). */
export const groupCommentCreateBody = z.object({ body: commentBody, parent_uid: uid.optional() });
export type GroupCommentCreateBody = z.infer<typeof groupCommentCreateBody>;

/**
 * PUT groups/{slug}/posts/{uid}/comments/{commentUid} edits; POST on the same path edits too, or
 * deletes with `_method: 'DELETE'` (author, or a group admin to delete).
 */
export const groupCommentUpdateBody = z
  .object({ body: commentBody.optional(), _method: z.string().max(10).optional() })
  .refine((v) => v._method?.toUpperCase() === 'DELETE' || !!v.body, {
    message: 'Write a comment.',
    path: ['body'],
  });
export type GroupCommentUpdateBody = z.infer<typeof groupCommentUpdateBody>;

const reactionType = z.enum(GROUP_REACTION_TYPES, { message: 'Not a reaction.' }).default('like');
/** POST groups/{slug}/posts/react. */
export const groupPostReactBody = z.object({ post_uid: uid, type: reactionType });
export type GroupPostReactBody = z.infer<typeof groupPostReactBody>;
/** POST groups/{slug}/posts/{post}/comments/react. */
export const groupCommentReactBody = z.object({ comment_uid: uid, type: reactionType });
export type GroupCommentReactBody = z.infer<typeof groupCommentReactBody>;

/** POST groups/{slug}/posts/{key}/answer: one vote per member, changeable until the poll closes. */
export const groupPollAnswerBody = z.object({
  option_id: z.coerce.number().int().positive({ message: 'Choose an option.' }),
});
export type GroupPollAnswerBody = z.infer<typeof groupPollAnswerBody>;

/** PUT groups/{slug}/posts/{uid}/reject. */
export const groupPostRejectBody = z.object({ reason: text(500) }).default({ reason: null });
export type GroupPostRejectBody = z.infer<typeof groupPostRejectBody>;

/** GET groups/{slug}/posts/review: the oldest pending first. */
export const groupReviewQuery = z.object({ take, cursor });
