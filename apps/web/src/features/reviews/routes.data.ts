import type { PageRoute } from '../../lib/page-routes';

/** The reviews pages of spec §2 and the moderators' objection queue (until issue 21's moderation). */
export const reviewsPages: PageRoute[] = [
  {
    path: '/individual/:slug/rating-reviews',
    page: 'ReviewsPage',
    component: 'ReviewsPage',
    props: { role: 'individual' },
    auth: true,
    own: true,
  },
  {
    path: '/organization/:slug/rating-reviews',
    page: 'ReviewsPage',
    component: 'ReviewsPage',
    props: { role: 'organization' },
    auth: true,
  },
  { path: '/admin/review-objections', page: 'ReviewObjectionsPage', auth: 'super-admin' },
];
