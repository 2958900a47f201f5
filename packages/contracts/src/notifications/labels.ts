import type { NotificationType } from './types';

/** The preferences screen's words for each type and category (the API sends them with the toggles). */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  'application.received': 'New applicants to your jobs',
  'application.status': 'Changes to your applications',
  'interview.invited': 'Interview invitations',
  'interview.updated': 'Interview changes',
  'organization.invitation': 'Invitations to an organization',
  'message.received': 'Messages while you are away',
  'quotation.received': 'Quotation requests',
  'quotation.updated': 'Quotation updates',
  'offer.received': 'Offers received',
  'review.received': 'New reviews',
  'review.objection': 'Objections to reviews',
  'review.objection_decided': 'Decisions on objections',
  'connection.invite': 'Connection invitations',
  'connection.accepted': 'Accepted connections',
  'recommendation.requested': 'Recommendation requests',
  'recommendation.posted': 'Recommendations posted',
  'group.invitation': 'Group invitations',
  'group.join_request': 'Requests to join your groups',
  'group.join_decided': 'Answers to your join requests',
  'group.post_pending': 'Posts waiting for approval',
  'group.post_decided': 'Decisions on your posts',
  'group.post_created': 'New posts in your groups',
  'group.comment': 'Comments on your posts',
  'credential.expiring': 'Credentials about to expire',
  'payment.succeeded': 'Payments received',
  'payment.failed': 'Payments that failed',
};

export const NOTIFICATION_CATEGORY_LABELS: Record<string, string> = {
  jobs: 'Jobs and applications',
  organizations: 'Organizations',
  messages: 'Messages',
  quotations: 'Quotations and offers',
  reviews: 'Reviews',
  network: 'Network',
  groups: 'Groups',
  account: 'Account',
  payments: 'Payments',
};
