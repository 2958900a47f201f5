import type { PageRoute } from '../../lib/page-routes';

export const adminPages: PageRoute[] = [
  { path: '/super-admin/:slug/dashboard', page: 'SuperAdminDashboardPage', auth: 'super-admin' },
  { path: '/admin/organizations', page: 'AdminOrganizationsPage', auth: 'super-admin' },
];
