import type { PageRoute } from '../../lib/page-routes';

const admin = 'super-admin' as const;

/** The admin console (super admins only; every page its own lazy chunk) and the reporters' own list. */
export const adminPages: PageRoute[] = [
  { path: '/super-admin/:slug/dashboard', page: 'SuperAdminDashboardPage', auth: admin },
  { path: '/admin/moderation', page: 'AdminModerationPage', auth: admin },
  { path: '/admin/users', page: 'AdminUsersPage', auth: admin },
  { path: '/admin/organizations', page: 'AdminOrganizationsPage', auth: admin },
  { path: '/admin/jobs', page: 'AdminJobsPage', auth: admin },
  { path: '/admin/services', page: 'AdminServicesPage', auth: admin },
  { path: '/admin/requests', page: 'AdminServiceRequestsPage', auth: admin },
  { path: '/admin/galleries', page: 'AdminGalleriesPage', auth: admin },
  { path: '/admin/groups', page: 'AdminGroupsPage', auth: admin },
  { path: '/admin/payments', page: 'AdminPaymentsPage', auth: admin },
  { path: '/admin/disputes', page: 'AdminQuotationDisputesPage', auth: admin },
  { path: '/admin/reports', page: 'AdminReportsPage', auth: admin },
  { path: '/admin/roles', page: 'AdminRolesPage', auth: admin },
  {
    path: '/individual/:slug/abuse-reports',
    page: 'MyAbuseReportsPage',
    props: { role: 'individual' },
    auth: true,
    own: true,
  },
  {
    path: '/organization/:slug/abuse-reports',
    page: 'MyAbuseReportsPage',
    props: { role: 'organization' },
    auth: true,
  },
];
