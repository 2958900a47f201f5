import type { PageRoute } from '../../lib/page-routes';

const individual = { role: 'individual' };
const organization = { role: 'organization' };

/** Advertisements (spec §2): the owners' screens and the super admin's review list. */
export const adsPages: PageRoute[] = [
  { path: '/individual/:slug/advertisement', page: 'AdsPage', props: individual, auth: true, own: true },
  {
    path: '/individual/:slug/advertisement/promote',
    page: 'AdPromotePages',
    component: 'AdPromotePage',
    props: individual,
    auth: true,
    own: true,
  },
  {
    path: '/individual/:slug/advertisement/promote/success/:adSlug',
    page: 'AdPromotePages',
    component: 'AdPromoteSuccessPage',
    props: individual,
    auth: true,
    own: true,
  },
  { path: '/organization/:slug/advertisement', page: 'AdsPage', props: organization, auth: true },
  {
    path: '/organization/advertisement/promote/:slug',
    page: 'AdPromotePages',
    component: 'AdPromotePage',
    props: organization,
    auth: true,
  },
  {
    path: '/organization/advertisement/promote/:slug/success/:adSlug',
    page: 'AdPromotePages',
    component: 'AdPromoteSuccessPage',
    props: organization,
    auth: true,
  },
  { path: '/super-admin/:slug/advertisements', page: 'AdminAdsPage', auth: 'super-admin' },
];
