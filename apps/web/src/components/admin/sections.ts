/**
 * The admin console's sections, in the sidebar's order (the dashboard links to the same list), each
 * with the admin permission its calls need (the moderation queue is the reports permission's).
 */
export const adminSections = (slug: string) => [
  { to: `/super-admin/${slug}/dashboard`, label: 'Dashboard', key: 'dashboard', permission: 'dashboard' },
  { to: '/admin/moderation', label: 'Moderation queue', key: 'moderation', permission: 'reports' },
  { to: '/admin/users', label: 'Users', key: 'users', permission: 'users' },
  { to: '/admin/organizations', label: 'Organizations', key: 'organizations', permission: 'organizations' },
  { to: '/admin/jobs', label: 'Jobs', key: 'jobs', permission: 'jobs' },
  { to: '/admin/services', label: 'Services', key: 'services', permission: 'services' },
  { to: '/admin/requests', label: 'Service requests', key: 'requests', permission: 'services' },
  { to: '/admin/galleries', label: 'Galleries', key: 'galleries', permission: 'services' },
  { to: '/admin/groups', label: 'Groups', key: 'groups', permission: 'groups' },
  { to: `/super-admin/${slug}/advertisements`, label: 'Advertisements', key: 'ads', permission: 'ads' },
  { to: '/admin/payments', label: 'Payments', key: 'payments', permission: 'payments' },
  { to: '/admin/disputes', label: 'Disputes', key: 'disputes', permission: 'payments' },
  { to: '/admin/reports', label: 'Reports', key: 'reports', permission: 'reports' },
  {
    to: '/admin/review-objections',
    label: 'Review objections',
    key: 'review-objections',
    permission: 'reports',
  },
  { to: '/admin/roles', label: 'Admin roles', key: 'roles', permission: 'roles' },
];
