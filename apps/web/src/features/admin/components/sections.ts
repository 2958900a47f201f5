/** The admin console's sections, in the sidebar's order (the dashboard links to the same list). */
export const adminSections = (slug: string) => [
  { to: `/super-admin/${slug}/dashboard`, label: 'Dashboard', key: 'dashboard' },
  { to: '/admin/moderation', label: 'Moderation queue', key: 'moderation' },
  { to: '/admin/users', label: 'Users', key: 'users' },
  { to: '/admin/organizations', label: 'Organizations', key: 'organizations' },
  { to: '/admin/jobs', label: 'Jobs', key: 'jobs' },
  { to: '/admin/services', label: 'Services', key: 'services' },
  { to: '/admin/requests', label: 'Service requests', key: 'requests' },
  { to: '/admin/galleries', label: 'Galleries', key: 'galleries' },
  { to: '/admin/groups', label: 'Groups', key: 'groups' },
  { to: `/super-admin/${slug}/advertisements`, label: 'Advertisements', key: 'ads' },
  { to: '/admin/payments', label: 'Payments', key: 'payments' },
  { to: '/admin/reports', label: 'Reports', key: 'reports' },
  { to: '/admin/roles', label: 'Admin roles', key: 'roles' },
];
