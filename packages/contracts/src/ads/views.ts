import { z } from 'zod';
import { purchasePaidShape } from '../billing/views';
import { paginated } from '../common/envelope';
import { AD_REVIEW_STATUSES, AD_STATUSES } from './requests';

/** GET advertisement/placements: where ads can be shown and what it costs (dollars). */
export const adPlacementView = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  cpm: z.number(),
  cpc: z.number(),
  min_budget: z.number(),
});
export type AdPlacementView = z.infer<typeof adPlacementView>;

const media = z.object({ id: z.number(), url: z.string() });

/** An ad as its owner (and the super admin) sees it. Money in dollars. */
export const adView = z.object({
  slug: z.string(),
  uid: z.string(),
  title: z.string(),
  description: z.string(),
  cta_title: z.string().nullable(),
  cta_url: z.string().nullable(),
  advertises: z.string().nullable(),
  category: z.string().nullable(),
  ad_image: z.array(media),
  ad_video: media.nullable(),
  status: z.enum(AD_STATUSES),
  is_draft: z.boolean(),
  review_status: z.enum(AD_REVIEW_STATUSES).nullable(),
  is_approved: z.boolean(),
  reject_reason: z.string().nullable(),
  placement: z.string().nullable(),
  placement_name: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  budget: z.number(),
  spent: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  /** Shown now: promoted, approved, inside its dates and under budget. */
  is_running: z.boolean(),
  owner: z.object({ mode: z.enum(['individual', 'organization']), slug: z.string(), name: z.string() }),
  created_at: z.string(),
});
export type AdView = z.infer<typeof adView>;
export const adListView = paginated(adView);
export type AdListView = z.infer<typeof adListView>;

/** An ad as a placement shows it: labelled "Sponsored", linked through the counting redirect. */
export const servedAdView = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  cta_title: z.string(),
  image_url: z.string().nullable(),
  click_url: z.string(),
  sponsor: z.string(),
  placement: z.string(),
  label: z.literal('Sponsored'),
});
export type ServedAdView = z.infer<typeof servedAdView>;
export const servedAdsView = z.array(servedAdView);
export const servedAdPageView = paginated(servedAdView);

/** A paid promotion: the ad and what was paid (tokens first, then the card). */
export const adPaymentView = z.object({
  advertisement: adView,
  ...purchasePaidShape,
});
export type AdPaymentView = z.infer<typeof adPaymentView>;
