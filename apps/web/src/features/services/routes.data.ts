import type { PageRoute } from '../../lib/page-routes';

const individual = { role: 'individual' };
const organization = { role: 'organization' };

/** The owners' services screens (spec §2); the public ones are the services-public feature's. */
export const servicesPages: PageRoute[] = [
  // Individual: their own services and requests.
  {
    path: '/individual/:slug/services',
    page: 'ServicesListPage',
    component: 'ServicesListPage',
    props: individual,
    auth: true,
    own: true,
  },
  {
    path: '/individual/:slug/services/create',
    page: 'ServiceCreatePage',
    component: 'ServiceCreatePage',
    props: individual,
    auth: true,
    own: true,
  },
  {
    path: '/individual/:slug/services/:serviceSlug',
    page: 'ServicePage',
    component: 'ServicePage',
    props: individual,
    auth: true,
    own: true,
  },
  {
    path: '/individual/:slug/services/promote/:serviceSlug',
    page: 'ServicePromotePages',
    component: 'ServicePromotePage',
    props: { ...individual, kind: 'service_post' },
    auth: true,
    own: true,
  },
  {
    path: '/individual/:slug/services/promote/success/:serviceSlug',
    page: 'ServicePromotePages',
    component: 'ServicePromoteSuccessPage',
    props: { ...individual, kind: 'service_post' },
    auth: true,
    own: true,
  },
  {
    path: '/individual/:slug/services-requests/promote/:serviceSlug',
    page: 'ServicePromotePages',
    component: 'ServicePromotePage',
    props: { ...individual, kind: 'service_request' },
    auth: true,
    own: true,
  },
  {
    path: '/individual/:slug/services-requests/promote/success/:serviceSlug',
    page: 'ServicePromotePages',
    component: 'ServicePromoteSuccessPage',
    props: { ...individual, kind: 'service_request' },
    auth: true,
    own: true,
  },
  // Organization: services and requests (permission `services`).
  {
    path: '/organization/services/:slug',
    page: 'ServicesListPage',
    component: 'ServicesListPage',
    props: organization,
    auth: true,
  },
  {
    path: '/organization/services/:slug/create',
    page: 'ServiceCreatePage',
    component: 'ServiceCreatePage',
    props: organization,
    auth: true,
  },
  {
    path: '/organization/services/:slug/:serviceSlug',
    page: 'ServicePage',
    component: 'ServicePage',
    props: organization,
    auth: true,
  },
  {
    path: '/organization/services/promote/:slug/:serviceSlug',
    page: 'ServicePromotePages',
    component: 'ServicePromotePage',
    props: { ...organization, kind: 'service_post' },
    auth: true,
  },
  {
    path: '/organization/services/promote/:slug/success/:serviceSlug',
    page: 'ServicePromotePages',
    component: 'ServicePromoteSuccessPage',
    props: { ...organization, kind: 'service_post' },
    auth: true,
  },
  {
    path: '/organization/services-requests/promote/:slug/:serviceSlug',
    page: 'ServicePromotePages',
    component: 'ServicePromotePage',
    props: { ...organization, kind: 'service_request' },
    auth: true,
  },
  {
    path: '/organization/services-requests/promote/:slug/success/:serviceSlug',
    page: 'ServicePromotePages',
    component: 'ServicePromoteSuccessPage',
    props: { ...organization, kind: 'service_request' },
    auth: true,
  },
  // Organization: service galleries (permission `galleries`).
  {
    path: '/organization/service-galleries/:slug',
    page: 'GalleriesPages',
    component: 'GalleriesPage',
    auth: true,
  },
  {
    path: '/organization/service-galleries/:slug/create',
    page: 'GalleriesPages',
    component: 'GalleryCreatePage',
    auth: true,
  },
  {
    path: '/organization/service-galleries/:slug/:serviceSlug',
    page: 'ServicePage',
    component: 'ServicePage',
    props: { ...organization, gallery: '1' },
    auth: true,
  },
  {
    path: '/organization/service-galleries/promote-gallery/:orgSlug',
    page: 'GalleriesPages',
    component: 'GalleryPromotePage',
    auth: true,
  },
  {
    path: '/organization/service-galleries/promote-gallery/:orgSlug/success/:gallerySlug',
    page: 'GalleriesPages',
    component: 'GalleryPromoteSuccessPage',
    auth: true,
  },
];
