import { z } from 'zod';

/** What analytics count (the API's rollups are keyed by these). */
export const ANALYTICS_KINDS = [
  'profile_view',
  'job_view',
  'application',
  'interview',
  'service_view',
  'gallery_view',
  'quote_request',
  'ad_impression',
  'ad_click',
  'document_view',
  'referral',
] as const;
export type AnalyticsKindName = (typeof ANALYTICS_KINDS)[number];

/** The range an answer covers (inclusive UTC days) and its previous period of the same length. */
export const analyticsRangeView = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(['day', 'hour']),
  previous_from: z.string(),
  previous_to: z.string(),
});

/** One point of a series: a day (YYYY-MM-DD) or an hour (ISO instant); every point present, zeros too. */
export const analyticsPointView = z.object({ at: z.string(), count: z.number(), amount_cents: z.number() });

/** One figure over the range: total, the previous period's total (for the delta) and the series. */
export const analyticsFigureView = z.object({
  kind: z.enum(ANALYTICS_KINDS),
  total: z.number(),
  previous_total: z.number(),
  amount_cents: z.number(),
  previous_amount_cents: z.number(),
  series: z.array(analyticsPointView),
});
export type AnalyticsFigureView = z.infer<typeof analyticsFigureView>;

/** A job, service, gallery, ad or document with its counts in the range (keys: kinds). */
export const analyticsSubjectView = z.object({
  id: z.number(),
  slug: z.string().nullable(),
  title: z.string(),
  counts: z.partialRecord(z.enum(ANALYTICS_KINDS), z.number()),
  amount_cents: z.number(),
});
export type AnalyticsSubjectView = z.infer<typeof analyticsSubjectView>;

/** Every analytics call but the profile viewers one: figures per kind and the top subjects. */
export const analyticsReportView = z.object({
  range: analyticsRangeView,
  figures: z.array(analyticsFigureView),
  top: z.array(analyticsSubjectView),
});
export type AnalyticsReportView = z.infer<typeof analyticsReportView>;

/**
 * A recent profile viewer. Viewers whose own profile is not published are "someone": counted, never
 * named (`name` null and no slug).
 */
export const profileViewerView = z.object({
  name: z.string().nullable(),
  slug: z.string().nullable(),
  occupation: z.string().nullable(),
  profile_image: z.string().nullable(),
  views: z.number(),
  last_viewed_at: z.string(),
});
export type ProfileViewerView = z.infer<typeof profileViewerView>;

/** total-profile-views: the figure, how many distinct signed-in people viewed, and the latest of them. */
export const profileViewsReportView = analyticsReportView.extend({
  viewers_total: z.number(),
  viewers: z.array(profileViewerView),
});
export type ProfileViewsReportView = z.infer<typeof profileViewsReportView>;

/** organization/{slug}/job/analytics: views → applications → interviews, per job and in total. */
export const jobFunnelRowView = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  views: z.number(),
  applications: z.number(),
  interviews: z.number(),
  /** Applications per 100 views, one decimal (null without views). */
  apply_rate: z.number().nullable(),
  /** Interviews per 100 applications, one decimal (null without applications). */
  interview_rate: z.number().nullable(),
});
export type JobFunnelRowView = z.infer<typeof jobFunnelRowView>;

export const jobFunnelReportView = analyticsReportView.extend({ jobs: z.array(jobFunnelRowView) });
export type JobFunnelReportView = z.infer<typeof jobFunnelReportView>;
