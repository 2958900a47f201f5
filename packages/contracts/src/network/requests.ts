import { z } from 'zod';
import { blankToNull } from '../auth/requests';
import { flag } from '../services/requests';

/** Spec §9: network lists default to 25 a page. */
export const NETWORK_PER_PAGE = 25;
export const RECOMMENDATION_TEXT = { min: 20, max: 3000 } as const;
/** A recommendation's video: spec §5's video types, checked by content. */
export const RECOMMENDATION_VIDEO_TYPES = ['mp4', 'mpeg', 'mov', 'avi', 'ogg', 'webm'] as const;
export const RECOMMENDATION_VIDEO_MAX_BYTES = 50 * 1024 * 1024;

const search = blankToNull(z.string().trim().max(120));
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const perPage = z.coerce.number().int().min(1).max(50).default(NETWORK_PER_PAGE);

/**
 * GET connections, pending-invite, get-sent-invite: newest first (or by name), searched by name.
 * `cursor` (the previous page's `next_cursor`) walks the list by keyset; `page` still works.
 */
export const networkListQuery = z.object({
  search,
  orderBy: z.enum(['newest', 'oldest', 'name']).default('newest'),
  filter: blankToNull(z.string().max(40)),
  cursor: blankToNull(z.string().max(100)),
  page,
  perPage,
});
export type NetworkListQuery = z.input<typeof networkListQuery>;

/** GET suggested: best match first (or newest members); `take` is a page size alias (spec §4). */
export const suggestedQuery = z.object({
  search,
  orderBy: z.enum(['relevance', 'newest']).default('relevance'),
  take: z.coerce.number().int().min(1).max(50).optional(),
  page,
  perPage,
});
export type SuggestedQuery = z.input<typeof suggestedQuery>;

/** send-invite/{id}, remove-connection/{id}: the other person's user id; *-invite/{id}: the invite's id. */
export const networkIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
export const sendInviteBody = z
  .object({ message: blankToNull(z.string().trim().max(300, 'A note may be 300 characters at most.')) })
  .optional();
export type SendInviteBody = z.input<typeof sendInviteBody>;

export const recommendationSlugParams = z.object({ slug: z.string().min(1).max(140) });
export const recommendationUidParams = z.object({
  slug: z.string().min(1).max(140),
  uid: z.uuid({ message: 'Recommendation not found.' }),
});
export const recommendationListQuery = z.object({ page, perPage });

/** POST …/recommendation/invitations: ask connections to write one. */
export const recommendationInvitationsBody = z.object({
  user_ids: z
    .array(z.coerce.number().int().positive(), { message: 'Choose who to ask.' })
    .min(1, 'Choose who to ask.')
    .max(20, 'Ask at most 20 people at once.'),
  message: blankToNull(z.string().trim().max(500, 'A message may be 500 characters at most.')),
});
export type RecommendationInvitationsBody = z.input<typeof recommendationInvitationsBody>;

/** POST …/{uid}/posting: the text (20–3000 characters), a video, or both (multipart for the video). */
export const recommendationPostingBody = z.object({
  recommended_text: blankToNull(
    z
      .string()
      .trim()
      .min(RECOMMENDATION_TEXT.min, `Write at least ${RECOMMENDATION_TEXT.min} characters.`)
      .max(RECOMMENDATION_TEXT.max, `Keep it under ${RECOMMENDATION_TEXT.max} characters.`),
  ),
  relationship: blankToNull(z.string().trim().max(120)),
});
export type RecommendationPostingBody = z.input<typeof recommendationPostingBody>;

/** PUT …/{uid}/linking: show it on the profile or not. */
export const recommendationLinkingBody = z.object({ is_linked: flag });
export type RecommendationLinkingBody = z.input<typeof recommendationLinkingBody>;
