import type { PageRoute } from '../../lib/page-routes';

export const accountsPages: PageRoute[] = [
  { path: '/individual/:slug/dashboard', page: 'IndividualDashboardPage', auth: true, own: true },
  { path: '/individual/:slug/choose', page: 'ChoosePage', auth: true },
  { path: '/individual/:slug/choose-organization', page: 'ChooseOrganizationPage', auth: true },
  { path: '/individual/:slug/settings', page: 'SettingsPage', auth: true, own: true },
];
