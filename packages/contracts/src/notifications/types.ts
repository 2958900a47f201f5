/**
 * Every kind of notification, with its defaults. `email`: sent by e-mail unless the person turned
 * it off; `critical`: always e-mailed at once, whatever the preferences (money, account safety);
 * `actionable`: the notification carries accept / reject (PUT {role}/{user}/notification/{id}/…),
 * answered by the module that owns the thing (it registers the action with the notifications module).
 */
export const NOTIFICATION_TYPES = {
  'application.received': { category: 'jobs', email: true },
  'application.status': { category: 'jobs', email: true },
  'saved_search.match': { category: 'jobs', email: true },
  'job.invitation': { category: 'jobs', email: true },
  'interview.invited': { category: 'jobs', email: true },
  'interview.updated': { category: 'jobs', email: true },
  'organization.invitation': { category: 'organizations', email: true, actionable: true },
  'organization.removed': { category: 'organizations', email: true },
  'organization.ownership': { category: 'organizations', email: true },
  'message.received': { category: 'messages', email: true },
  'quotation.received': { category: 'quotations', email: true },
  'quotation.updated': { category: 'quotations', email: true },
  'offer.received': { category: 'quotations', email: true },
  'review.received': { category: 'reviews', email: true },
  'review.objection': { category: 'reviews', email: true },
  'review.objection_decided': { category: 'reviews', email: true },
  'connection.invite': { category: 'network', email: true, actionable: true },
  'connection.accepted': { category: 'network', email: false },
  'recommendation.requested': { category: 'network', email: true },
  'recommendation.posted': { category: 'network', email: true },
  'group.invitation': { category: 'groups', email: true, actionable: true },
  'group.join_request': { category: 'groups', email: false, actionable: true },
  'group.join_decided': { category: 'groups', email: true },
  'group.post_pending': { category: 'groups', email: false },
  'group.post_decided': { category: 'groups', email: false },
  'group.post_created': { category: 'groups', email: false },
  'group.comment': { category: 'groups', email: false },
  'credential.expiring': { category: 'account', email: true, critical: true },
  'ad.approved': { category: 'ads', email: true },
  'ad.rejected': { category: 'ads', email: true },
  'payment.succeeded': { category: 'payments', email: true, critical: true },
  'payment.failed': { category: 'payments', email: true, critical: true },
  'report.outcome': { category: 'account', email: true },
  'moderation.decided': { category: 'account', email: true, critical: true },
} as const satisfies Record<
  string,
  { category: string; email: boolean; critical?: boolean; actionable?: boolean }
>;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const NOTIFICATION_TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as [
  NotificationType,
  ...NotificationType[],
];
