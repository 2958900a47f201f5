import type { PageRoute } from '../../lib/page-routes';

export const plansPages: PageRoute[] = [
  { path: '/membership', page: 'MembershipPage' },
  { path: '/individual/membership', page: 'MembershipPage', props: { audience: 'individual' } },
  { path: '/organization/membership', page: 'MembershipPage', props: { audience: 'organization' } },
  {
    path: '/individual/:slug/membership',
    page: 'MembershipPage',
    props: { audience: 'individual' },
    auth: true,
  },
];
