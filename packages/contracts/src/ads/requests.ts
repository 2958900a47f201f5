import { z } from 'zod';
import { blankToNull } from '../auth/requests';
import { pageQuery } from '../common/envelope';
import { httpUrlOf } from '../common/url';
import { flag } from '../services/requests';

/**
 * Advertisements (spec §4 "Ads", issue 19). Create arrives as a multipart form (images, a video),
 * so every field also accepts its text form (flags as 1/0 or true/false).
 */

/** Spec §5: an ad's images (checked by content) and its optional video. */
export const AD_IMAGE_TYPES = ['jpg', 'png', 'gif', 'webp'] as const;
export const AD_VIDEO_TYPES = ['mp4', 'mpeg', 'mov', 'avi', 'ogg', 'webm'] as const;
export const AD_LIMITS = {
  maxImages: 5,
  imageBytes: 8 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
} as const;
export const AD_STATUSES = ['draft', 'created', 'promoted'] as const;
export const AD_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

const text = (max: number) =>
  blankToNull(z.string().trim().max(max, `May not be longer than ${max} characters.`)).optional();

/** The ad's destination: http or https only, so a `javascript:` link can never sit behind "Learn more". */
export const adCtaUrl = httpUrlOf(500);

/**
 * POST {mode}/{slug}/advertisement/create. With `slug` of one of the owner's ads it saves that ad
 * instead (spec's one create call for both). `is_draft` keeps it out of review; otherwise the link
 * is required and the ad waits for the admin.
 */
export const adCreateBody = z
  .object({
    slug: z.string().trim().min(1).max(180).optional(),
    title: z
      .string()
      .trim()
      .min(3, 'The title is required.')
      .max(120, 'May not be longer than 120 characters.'),
    description: text(2000),
    cta_title: text(40),
    cta_url: blankToNull(adCtaUrl).optional(),
    advertises: text(60),
    category: text(80),
    is_draft: flag.default(false),
    /** Images kept on save (ids of the ad's current images); the rest are removed. Omitted: all kept. */
    keep_images: z.array(z.coerce.number().int().positive()).max(AD_LIMITS.maxImages).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.is_draft && !v.cta_url)
      ctx.addIssue({ code: 'custom', path: ['cta_url'], message: 'Add the link people go to.' });
  });
export type AdCreateBody = z.infer<typeof adCreateBody>;
/** The web form's values (files are sent beside them). */
export type AdCreateInput = z.input<typeof adCreateBody>;

/** GET {mode}/{slug}/advertisements: the owner's ads, filtered. */
export const adListQuery = pageQuery.extend({
  status: z.enum(AD_STATUSES).optional(),
  review_status: z.enum(AD_REVIEW_STATUSES).optional(),
  search: z.string().trim().max(120).optional(),
});

const day = z.iso.date({ message: 'Use the date format YYYY-MM-DD.' });
/** POST {mode}/{slug}/advertisement/advertise/promote: where, when and for how much (dollars). */
export const adPromoteBody = z
  .object({
    slug: z.string().trim().min(1, 'Choose the ad to promote.').max(180),
    placement: z.string().trim().min(1, 'Choose where the ad is shown.').max(60),
    starts_at: day,
    ends_at: day,
    budget: z.coerce
      .number({ message: 'Enter the budget as a number.' })
      .positive('Set a budget.')
      .max(100_000, 'A budget may be $100,000 at most.'),
    billing_method_id: blankToNull(z.coerce.number().int().positive('Choose a card.')).optional(),
    use_tokens: flag.default(true),
  })
  .refine((v) => v.ends_at > v.starts_at, { path: ['ends_at'], message: 'End after the start date.' });
export type AdPromoteBody = z.infer<typeof adPromoteBody>;
export type AdPromoteInput = z.input<typeof adPromoteBody>;

/** The review step of a promotion (not in the spec, like the services' quote). */
export const adPromoteQuoteQuery = z.object({
  slug: z.string().trim().min(1).max(180),
  budget: z.coerce.number().positive().max(100_000),
  use_tokens: flag.default(true),
});

/** PUT advertisement/{adSlug}/status: the super admin's decision; a rejection says why. */
export const adStatusBody = z
  .object({
    status: z.enum(['approved', 'rejected']),
    reason: blankToNull(z.string().trim().max(500, 'May not be longer than 500 characters.')).optional(),
  })
  .refine((v) => v.status === 'approved' || !!v.reason, {
    path: ['reason'],
    message: 'Say why the ad is rejected.',
  });
export type AdStatusBody = z.infer<typeof adStatusBody>;

/** GET advertisement/list: ads to show now in a placement (`limit`: how many the page shows). */
export const adServeQuery = z.object({
  'ad-placement': z.string().trim().min(1).max(60).optional(),
  limit: z.coerce.number().int().min(1).max(5).default(1),
});
/** GET advertisement/ad-list: running ads, a page at a time (spec: pageSize 5). */
export const adPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(20).default(5),
  'ad-placement': z.string().trim().min(1).max(60).optional(),
});
/** GET advertisement/{adSlug}/click: the signed redirect every served ad links to. */
export const adClickQuery = z.object({
  v: z.string().max(80).default(''),
  t: z.coerce.number().int().nonnegative().default(0),
  sig: z.string().max(128).default(''),
});
/** GET admin/advertisement/list: the super admin's queue (pending first by default). */
export const adAdminListQuery = pageQuery.extend({
  review_status: z.enum(AD_REVIEW_STATUSES).default('pending'),
});

export const adOwnerParams = z.object({ slug: z.string().min(1).max(180) });
/** The spec's `{mode}/{slug}`: whose ads (a person's own, or an organization's). */
export const adModeParams = adOwnerParams.extend({ mode: z.enum(['individual', 'organization']) });
export const adOwnerAdParams = adOwnerParams.extend({ adSlug: z.string().min(1).max(180) });
export const adSlugParams = z.object({ adSlug: z.string().min(1).max(180) });
export const adAdminDeleteParams = adSlugParams.extend({ uid: z.uuid() });
