import { accountsPages } from '../features/accounts/routes.data';
import { adminPages } from '../features/admin/routes.data';
import { adsPages } from '../features/ads/routes.data';
import { analyticsPages } from '../features/analytics/routes.data';
import { authPages } from '../features/auth/routes.data';
import { billingPages } from '../features/billing/routes.data';
import { contactPages } from '../features/contact/routes.data';
import { contentPages, notFoundPage } from '../features/content/routes.data';
import { devPages } from '../features/dev/routes.data';
import { favouritesPages } from '../features/favourites/routes.data';
import { groupsPages } from '../features/groups/routes.data';
import { jobsPages } from '../features/jobs/routes.data';
import { messagingPages } from '../features/messaging/routes.data';
import { networkPages } from '../features/network/routes.data';
import { notificationsPages } from '../features/notifications/routes.data';
import { organizationsPages } from '../features/organizations/routes.data';
import { plansPages } from '../features/plans/routes.data';
import { profilePages } from '../features/profile/routes.data';
import { quotationsPages } from '../features/quotations/routes.data';
import { reviewsPages } from '../features/reviews/routes.data';
import { searchPages } from '../features/search/routes.data';
import { servicesPages } from '../features/services/routes.data';
import { servicesPublicPages } from '../features/services-public/routes.data';
import { videoCallPages } from '../features/video-call/routes.data';

/**
 * Every page route as data, by feature folder, in the order app/router.tsx composes them (the
 * not-found route last). Plain data: vite.config.ts imports it to write route-preloads.json.
 */
const FEATURE_PAGES = {
  content: contentPages,
  'services-public': servicesPublicPages,
  plans: plansPages,
  contact: contactPages,
  auth: authPages,
  dev: devPages,
  accounts: accountsPages,
  profile: profilePages,
  billing: billingPages,
  organizations: organizationsPages,
  jobs: jobsPages,
  services: servicesPages,
  messaging: messagingPages,
  notifications: notificationsPages,
  quotations: quotationsPages,
  groups: groupsPages,
  reviews: reviewsPages,
  favourites: favouritesPages,
  network: networkPages,
  'video-call': videoCallPages,
  admin: adminPages,
  ads: adsPages,
  analytics: analyticsPages,
  search: searchPages,
};

/** Each route path with its page module, relative to src/. */
export const ROUTE_MODULES: { path: string; module: string }[] = [
  ...Object.entries(FEATURE_PAGES).flatMap(([feature, routes]) =>
    routes.map((r) => ({ path: r.path, module: `features/${feature}/pages/${r.page}.tsx` })),
  ),
  { path: notFoundPage.path, module: `features/content/pages/${notFoundPage.page}.tsx` },
];
