import type { AnalyticsKindName } from '@hctl/contracts';

/** How each counted thing is named on the page. */
export const KIND_LABELS: Record<AnalyticsKindName, string> = {
  profile_view: 'Profile views',
  job_view: 'Job views',
  application: 'Applications',
  interview: 'Interviews',
  service_view: 'Service views',
  gallery_view: 'Gallery views',
  quote_request: 'Quote requests',
  ad_impression: 'Ad impressions',
  ad_click: 'Ad clicks',
  document_view: 'Document views',
  referral: 'Referrals',
};

/** Chart colours per kind (Mantine palette names, shade 7: readable on white). */
export const KIND_COLORS: Record<AnalyticsKindName, string> = {
  profile_view: 'blue.7',
  job_view: 'indigo.7',
  application: 'teal.7',
  interview: 'grape.7',
  service_view: 'cyan.8',
  gallery_view: 'violet.7',
  quote_request: 'orange.8',
  ad_impression: 'blue.7',
  ad_click: 'green.8',
  document_view: 'pink.7',
  referral: 'yellow.9',
};

export const money = (cents: number) =>
  (cents / 100).toLocaleString(undefined, { style: 'currency', currency: 'USD' });
