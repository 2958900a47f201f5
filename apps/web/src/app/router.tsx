import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { provideDashboardCards } from '../components/DashboardCards';
import { provideJobBrowse } from '../components/JobBrowseSlot';
import { Layout } from '../components/Layout';
import { accountsRoutes } from '../features/accounts/routes';
import { adminRoutes } from '../features/admin/routes';
import { adsRoutes } from '../features/ads/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { contactRoutes } from '../features/contact/routes';
import { contentRoutes, notFoundRoute } from '../features/content/routes';
import { devRoutes } from '../features/dev/routes';
import { favouritesRoutes } from '../features/favourites/routes';
import { groupsRoutes } from '../features/groups/routes';
import { jobsRoutes } from '../features/jobs/routes';
import { messagingRoutes } from '../features/messaging/routes';
import { networkRoutes } from '../features/network/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { organizationsRoutes } from '../features/organizations/routes';
import { plansRoutes } from '../features/plans/routes';
import { profileRoutes } from '../features/profile/routes';
import { quotationsRoutes } from '../features/quotations/routes';
import { reviewsRoutes } from '../features/reviews/routes';
import { searchRoutes } from '../features/search/routes';
import { servicesRoutes } from '../features/services/routes';
import { servicesPublicRoutes } from '../features/services-public/routes';
import { videoCallRoutes } from '../features/video-call/routes';

// The dashboards' cards (features/dashboards), shown by the account and organization dashboards.
provideDashboardCards({
  individual: lazy(() =>
    import('../features/dashboards/components/IndividualDashboardCards').then((m) => ({
      default: m.IndividualDashboardCards,
    })),
  ),
  organization: lazy(() =>
    import('../features/dashboards/components/OrganizationDashboardCards').then((m) => ({
      default: m.OrganizationDashboardCards,
    })),
  ),
});

// The job browse with the search filters (features/search) on the individual's jobs page.
provideJobBrowse(lazy(() => import('../features/search/components/JobBrowse')));

/**
 * Every route of spec §2 built so far, composed from the features' routes.tsx (same order as
 * app/routes.data.ts); each page is its own lazily loaded chunk.
 */
const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...contentRoutes,
      ...servicesPublicRoutes,
      ...plansRoutes,
      ...contactRoutes,
      ...authRoutes,
      ...devRoutes,
      ...accountsRoutes,
      ...profileRoutes,
      ...billingRoutes,
      ...organizationsRoutes,
      ...jobsRoutes,
      ...servicesRoutes,
      ...messagingRoutes,
      ...notificationsRoutes,
      ...quotationsRoutes,
      ...groupsRoutes,
      ...reviewsRoutes,
      ...favouritesRoutes,
      ...networkRoutes,
      ...videoCallRoutes,
      ...adminRoutes,
      ...adsRoutes,
      ...analyticsRoutes,
      ...searchRoutes,
      notFoundRoute,
    ],
  },
];

/**
 * The route table rendered by <BrowserRouter>: the app uses no loaders or actions, so the data
 * router (and its ~25 KB) stays out of the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
