import { z } from 'zod';
import { page, pageQuery } from '../common/envelope';

/** Who a review is by or about: a person (individual slug) or an organization (organization slug). */
export const REVIEW_ROLES = ['individual', 'organization'] as const;
export type ReviewRole = (typeof REVIEW_ROLES)[number];
export const REVIEW_BASES = ['application', 'interview', 'quotation', 'connection'] as const;
export const REVIEW_FILTERS = ['all', 'flagged', 'objections', 'written'] as const;
export const REVIEW_ORDERS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export const OBJECTION_STATUSES = ['pending', 'approved', 'rejected'] as const;

const rating = z.coerce
  .number({ message: 'Choose a rating from 1 to 5.' })
  .int('Choose a rating from 1 to 5.')
  .min(1, 'Choose a rating from 1 to 5.')
  .max(5, 'Choose a rating from 1 to 5.');
const reviewText = z
  .string({ message: 'Write a few words about your experience.' })
  .trim()
  .min(10, 'Write at least 10 characters.')
  .max(2000, 'Keep the review under 2000 characters.');

export const reviewProfileParams = z.object({
  role: z.enum(REVIEW_ROLES, { message: 'Use individual or organization.' }),
  slug: z.string().min(1).max(160),
});
export const reviewIdParams = reviewProfileParams.extend({ id: z.coerce.number().int().positive() });
export const individualSlugParams = z.object({ slug: z.string().min(1).max(160) });

/**
 * POST {mode}/{slug}/rating-review: {mode}/{slug} is who is reviewed. The caller reviews as
 * themselves, or as an organization they may hire for (`organization_slug`). `quotation_id` picks
 * one completed quotation when there are several (otherwise the latest is used).
 */
export const createReviewBody = z.object({
  rating,
  review: reviewText,
  organization_slug: z.string().trim().min(1).max(160).optional(),
  quotation_id: z.coerce.number().int().positive().optional(),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;

export const updateReviewBody = z
  .object({ rating: rating.optional(), review: reviewText.optional() })
  .refine((b) => b.rating !== undefined || b.review !== undefined, {
    message: 'Change the rating or the review.',
    path: ['review'],
  });
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;

export const flagReviewBody = z
  .object({ reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional() })
  .optional();

export const objectionBody = z.object({
  objection: z
    .string({ message: 'Say why the review should be removed.' })
    .trim()
    .min(10, 'Write at least 10 characters.')
    .max(2000, 'Keep the objection under 2000 characters.'),
});

export const objectionApprovalBody = z.object({
  review_id: z.coerce.number().int().positive().optional(),
  status: z.enum(['approved', 'rejected'], { message: 'Choose approved or rejected.' }),
});
export type ObjectionApprovalBody = z.infer<typeof objectionApprovalBody>;

export const reviewListQuery = pageQuery.extend({
  filter: z.enum(REVIEW_FILTERS).default('all'),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  order_by: z.enum(REVIEW_ORDERS).default('newest'),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

export const reviewPartyView = z.object({
  role: z.enum(REVIEW_ROLES),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});
export type ReviewPartyView = z.infer<typeof reviewPartyView>;

/** A review; the labels (flag, objection, hidden, waiting) are only filled for the owner and the author. */
export const reviewView = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  review: z.string(),
  basis: z.enum(REVIEW_BASES),
  author: reviewPartyView,
  target: reviewPartyView,
  created_at: z.string(),
  updated_at: z.string(),
  /** Null: a double-blind review waiting for the other side (or its 7 days). */
  published_at: z.string().nullable(),
  is_flagged: z.boolean(),
  flag_reason: z.string().nullable(),
  objection: z.string().nullable(),
  objection_status: z.enum(OBJECTION_STATUSES).nullable(),
  objection_at: z.string().nullable(),
  hidden: z.boolean(),
  /** The caller wrote it (as themselves or for one of their organizations): may edit and delete. */
  is_mine: z.boolean(),
});
export type ReviewView = z.infer<typeof reviewView>;

export const reviewSummaryView = z.object({
  average: z.number(),
  count: z.number().int(),
  /** Published, visible reviews per rating: keys "1" … "5". */
  histogram: z.record(z.string(), z.number().int()),
});
export type ReviewSummaryView = z.infer<typeof reviewSummaryView>;

/** An organization the caller may review as (a relationship exists). */
export const reviewAsView = z.object({ organization_slug: z.string().nullable(), name: z.string() });

export const reviewListView = page(reviewView).extend({
  profile: reviewPartyView,
  summary: reviewSummaryView,
  /** The caller manages this profile: sees every review with labels, may flag and object. */
  viewer_is_owner: z.boolean(),
  /** The caller may write a review of this profile, as each of these (empty: not allowed or done). */
  viewer_can_review: z.array(reviewAsView),
  /** Visitors see nothing when the profile hides its reviews. */
  reviews_visible: z.boolean(),
});
export type ReviewListView = z.infer<typeof reviewListView>;

export const reviewPageView = page(reviewView);
export type ReviewPageView = z.infer<typeof reviewPageView>;
export const objectionQueueQuery = pageQuery;
