import type { PageRoute } from '../../lib/page-routes';

/**
 * The full notifications page (not in the spec's screens list by path): the person's own, and an
 * organization's (what is addressed to the member about it).
 */
export const notificationsPages: PageRoute[] = [
  {
    path: '/individual/:slug/notifications',
    page: 'NotificationsPage',
    props: { role: 'individual' },
    auth: true,
    own: true,
  },
  {
    path: '/organization/:slug/notifications',
    page: 'NotificationsPage',
    props: { role: 'organization' },
    auth: true,
  },
];
