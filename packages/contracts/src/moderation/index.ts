import { z } from 'zod';
import { adminActionView } from '../admin/audit';
import { pageQuery } from '../common/envelope';

/**
 * Abuse reports and the moderation queue (spec §7 Admin, "abuse reports"; issue 21 "One moderation
 * queue"). What can be reported: the `{type}` of `POST {userType}/{slug}/report/{type}`.
 */
export const ABUSE_TARGET_TYPES = [
  'user',
  'organization',
  'job',
  'service',
  'gallery',
  'group',
  'post',
  'ad',
] as const;
export type AbuseTargetType = (typeof ABUSE_TARGET_TYPES)[number];

export const ABUSE_REASONS = [
  'spam',
  'scam_or_fraud',
  'harassment',
  'hate_speech',
  'misinformation',
  'inappropriate',
  'impersonation',
  'intellectual_property',
  'other',
] as const;
export type AbuseReason = (typeof ABUSE_REASONS)[number];

/** What a report ends as: open until an administrator acts on its target. */
export const ABUSE_REPORT_STATUSES = [
  'open',
  'dismissed',
  'rejected',
  'content_removed',
  'user_suspended',
] as const;
export type AbuseReportStatus = (typeof ABUSE_REPORT_STATUSES)[number];

/**
 * An administrator's answer to a target's reports (`POST admin/{reportId}/action`). `hide` removes
 * the content for everyone through its module's removal (for good, as the admin delete calls do);
 * the name stays for the clients that send it.
 */
export const ABUSE_ACTIONS = ['dismiss', 'reject', 'hide', 'suspend'] as const;
export type AbuseAction = (typeof ABUSE_ACTIONS)[number];

const slug = z.string().min(1).max(191);
/** Spec §9 names the page size `pageSize`; `perPage` (the shared page query's) works too. */
const paged = pageQuery.extend({ pageSize: z.coerce.number().int().min(1).max(100).optional() });
const reasonText = z
  .string()
  .trim()
  .min(3, 'Say why in a few words.')
  .max(1000, 'May not be longer than 1000 characters.');

/**
 * An administrator's decision: one of `actions`, and the reason the people concerned are told,
 * which every action needs but those in `withoutReason`.
 */
const decisionBody = <A extends readonly [string, ...string[]]>(
  actions: A,
  chooseMessage: string,
  withoutReason: readonly A[number][],
  reasonMessage: string,
) =>
  z
    .object({ action: z.enum(actions, { message: chooseMessage }), reason: reasonText.optional() })
    .refine((b) => withoutReason.includes(b.action) || !!b.reason, {
      path: ['reason'],
      message: reasonMessage,
    });

/** `{userType}/{slug}`: the reporter's own role and slug (an organization: one the caller is in). */
export const abuseReportParams = z.object({
  userType: z.enum(['individual', 'organization'], { message: 'Use individual or organization.' }),
  slug,
  type: z.enum(ABUSE_TARGET_TYPES, { message: 'This cannot be reported.' }),
});

export const abuseReportBody = z.object({
  /** The reported thing as its page addresses it: slug, or uid for a group post. */
  target: z
    .string({ message: 'Say what you are reporting.' })
    .trim()
    .min(1, 'Say what you are reporting.')
    .max(191),
  reason: z.enum(ABUSE_REASONS, { message: 'Choose a reason.' }),
  details: z
    .string({ message: 'Tell us what is wrong.' })
    .trim()
    .min(10, 'Write at least 10 characters.')
    .max(2000, 'Keep it under 2000 characters.'),
});
export type AbuseReportBody = z.output<typeof abuseReportBody>;

/** `GET {type}/{slug}/report`: the caller's own reports (type: the caller's role). */
export const myAbuseReportsParams = z.object({
  type: z.enum(['individual', 'organization'], { message: 'Use individual or organization.' }),
  slug,
});
export const myAbuseReportsQuery = paged.extend({ status: z.enum(ABUSE_REPORT_STATUSES).optional() });

export const abuseReportListParams = z.object({
  type: z.enum([...ABUSE_TARGET_TYPES, 'all'], { message: 'Unknown report type.' }),
});
export const abuseReportListQuery = paged.extend({
  status: z.enum(['open', 'closed']).default('open'),
});
export type AbuseReportListQuery = z.output<typeof abuseReportListQuery>;
export const abuseReportGroupParams = abuseReportListParams.extend({ uid: z.string().min(1).max(40) });

/** `{reportId}`: a report's id or its target group's uid; either acts on the whole group. */
export const abuseReportActionParams = z.object({ reportId: z.string().min(1).max(40) });
export const abuseReportActionBody = decisionBody(
  ABUSE_ACTIONS,
  'Choose dismiss, reject, hide or suspend.',
  ['dismiss'],
  'Say why: the reporters and the owner are told.',
);
export type AbuseReportActionBody = z.output<typeof abuseReportActionBody>;

const person = z.object({ id: z.number(), name: z.string(), slug: z.string() });

/** The reported thing, as the moderator and the reporter see it. */
export const abuseTargetView = z.object({
  type: z.enum(ABUSE_TARGET_TYPES),
  key: z.string(),
  /** Its title, kept from the moderator's decision once its row is gone ('Removed' if none was kept). */
  title: z.string(),
  /**
   * How pages name it: `{title} ({type})`; once a moderator removed it (or it is gone)
   * `Removed: {title} ({type})`, and `Removed ({type})` when no title was kept.
   */
  label: z.string(),
  owner: person.nullable(),
  /**
   * Web path of its page (null when it has none, or it is gone); an ad has no page of its own, so
   * its link is the advertiser's address it leads to (absolute, http or https).
   */
  link: z.string().nullable(),
  removed: z.boolean(),
});
export type AbuseTargetView = z.infer<typeof abuseTargetView>;

export const abuseOutcomeView = z.object({
  action: z.string(),
  reason: z.string().nullable(),
  decided_at: z.string(),
});

/** What a reporter said and where their report stands. */
const abuseReportFields = {
  reason: z.enum(ABUSE_REASONS),
  details: z.string(),
  status: z.enum(ABUSE_REPORT_STATUSES),
};

/** One report as its reporter sees it, with the outcome once decided. */
export const myAbuseReportView = z.object({
  id: z.number(),
  target: abuseTargetView,
  ...abuseReportFields,
  outcome: abuseOutcomeView.nullable(),
  created_at: z.string(),
});
export type MyAbuseReportView = z.infer<typeof myAbuseReportView>;

/** One item per reported target: its reports grouped, priority from their count and recency. */
export const abuseReportGroupView = z.object({
  uid: z.string(),
  status: z.enum(['open', 'closed']),
  target: abuseTargetView,
  open_reports: z.number(),
  total_reports: z.number(),
  reasons: z.array(z.object({ reason: z.enum(ABUSE_REASONS), count: z.number() })),
  priority: z.number(),
  first_reported_at: z.string(),
  last_reported_at: z.string(),
  resolution: abuseOutcomeView.extend({ admin_user_id: z.number().nullable() }).nullable(),
  allowed_actions: z.array(z.enum(ABUSE_ACTIONS)),
});
export type AbuseReportGroupView = z.infer<typeof abuseReportGroupView>;

export const abuseReportEntryView = z.object({
  id: z.number(),
  reporter: person.nullable(),
  reported_as: z.string().nullable(),
  ...abuseReportFields,
  created_at: z.string(),
});

export const abuseReportGroupDetailView = abuseReportGroupView.extend({
  reports: z.array(abuseReportEntryView),
  audit: z.array(adminActionView),
});
export type AbuseReportGroupDetailView = z.infer<typeof abuseReportGroupDetailView>;

// ---------------------------------------------------------------- the one moderation queue

export const MODERATION_KINDS = ['organization', 'license', 'report', 'ad', 'review'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
export const MODERATION_ACTIONS = ['approve', 'reject', 'hide', 'suspend', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationQueueQuery = paged.extend({
  kind: z.enum(MODERATION_KINDS, { message: 'Unknown kind.' }).optional(),
  status: z.enum(['pending', 'resolved']).default('pending'),
});
export type ModerationQueueQuery = z.output<typeof moderationQueueQuery>;

export const moderationItemParams = z.object({
  kind: z.enum(MODERATION_KINDS, { message: 'Unknown kind.' }),
  key: z.string().min(1).max(191),
});
export const moderationActionBody = decisionBody(
  MODERATION_ACTIONS,
  'Choose approve, reject, hide, suspend or dismiss.',
  ['approve', 'dismiss'],
  'Say why: the people concerned are told.',
);
export type ModerationActionBody = z.output<typeof moderationActionBody>;

/** One thing waiting for (or decided by) a moderator, whatever its kind. */
export const moderationItemView = z.object({
  kind: z.enum(MODERATION_KINDS),
  key: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  owner: person.nullable(),
  /**
   * A report item's owner is suspended now, so a decided suspension can be lifted from it
   * (PUT admin/user/{slug}/unsuspend); false for the other kinds.
   */
  owner_suspended: z.boolean(),
  /** An app path, or (an ad's) the advertiser's absolute address. */
  link: z.string().nullable(),
  /** The kind's own status; a decided report item its outcome (`user_suspended`, `content_removed` …). */
  status: z.string(),
  /** Reports grouped on the item (1 for the other kinds). */
  count: z.number(),
  priority: z.number(),
  waiting_since: z.string(),
  allowed_actions: z.array(z.enum(MODERATION_ACTIONS)),
  audit: z.array(adminActionView),
});
export type ModerationItemView = z.infer<typeof moderationItemView>;
