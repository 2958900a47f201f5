import type { PageRoute } from '../../lib/page-routes';

/** The public services marketplace: the list with filters, and a service's page (anyone). */
export const servicesPublicPages: PageRoute[] = [
  { path: '/services', page: 'PublicServicesPage' },
  { path: '/services/:serviceSlug', page: 'PublicServicePage' },
];
