import type { PageRoute } from '../../lib/page-routes';

/** spec §2 analytics screens: an individual's own, and an organization's (team members with the permission). */
export const analyticsPages: PageRoute[] = [
  {
    path: '/individual/:slug/analytics',
    page: 'AnalyticsPage',
    component: 'IndividualAnalyticsPage',
    auth: 'individual',
    own: true,
  },
  {
    path: '/organization/:slug/analytics',
    page: 'AnalyticsPage',
    component: 'OrganizationAnalyticsPage',
    auth: true,
  },
];
