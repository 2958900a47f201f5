import type { ServiceKind } from '@hctl/contracts';
import type { Owner } from '../../../lib/owner';
import { kindSegment } from '../../../lib/service-format';

export type { Owner };

/** `/{role}/{slug}/service-post`: where the owner's calls for one kind start. */
export const apiBase = (o: Owner, kind: ServiceKind) => `/${o.role}/${o.slug}/${kindSegment(kind)}`;

/** The screens' `?type=` values (spec §2) and the API's kinds. */
export type ListType = 'service_offering' | 'service_request';
export const kindOfType = (type: string | null): 'service_post' | 'service_request' =>
  type === 'service_request' ? 'service_request' : 'service_post';
export const typeOfKind = (kind: ServiceKind): ListType =>
  kind === 'service_request' ? 'service_request' : 'service_offering';

/** The screens' paths (spec §2), for both owners. */
export const screens = {
  list: (o: Owner, kind: ServiceKind = 'service_post') =>
    kind === 'service_gallery'
      ? `/organization/service-galleries/${o.slug}`
      : o.role === 'individual'
        ? `/individual/${o.slug}/services?type=${typeOfKind(kind)}`
        : `/organization/services/${o.slug}?type=${typeOfKind(kind)}`,
  create: (o: Owner, kind: ServiceKind = 'service_post') =>
    kind === 'service_gallery'
      ? `/organization/service-galleries/${o.slug}/create`
      : o.role === 'individual'
        ? `/individual/${o.slug}/services/create?type=${typeOfKind(kind)}`
        : `/organization/services/${o.slug}/create?type=${typeOfKind(kind)}`,
  /** The owner's page of one service; a request says so in `?type=` (slugs are unique across kinds). */
  service: (o: Owner, kind: ServiceKind, serviceSlug: string) => {
    if (kind === 'service_gallery') return `/organization/service-galleries/${o.slug}/${serviceSlug}`;
    const q = kind === 'service_request' ? '?type=service_request' : '';
    return o.role === 'individual'
      ? `/individual/${o.slug}/services/${serviceSlug}${q}`
      : `/organization/services/${o.slug}/${serviceSlug}${q}`;
  },
  edit: (o: Owner, kind: ServiceKind, serviceSlug: string) => {
    const page = screens.service(o, kind, serviceSlug);
    return `${page}${page.includes('?') ? '&' : '?'}edit=1`;
  },
  promote: (o: Owner, kind: ServiceKind, serviceSlug: string) => {
    if (kind === 'service_gallery')
      return `/organization/service-galleries/promote-gallery/${o.slug}?gallery=${serviceSlug}`;
    const area = kind === 'service_request' ? 'services-requests' : 'services';
    return o.role === 'individual'
      ? `/individual/${o.slug}/${area}/promote/${serviceSlug}`
      : `/organization/${area}/promote/${o.slug}/${serviceSlug}`;
  },
  success: (o: Owner, kind: ServiceKind, serviceSlug: string) => {
    if (kind === 'service_gallery')
      return `/organization/service-galleries/promote-gallery/${o.slug}/success/${serviceSlug}`;
    const area = kind === 'service_request' ? 'services-requests' : 'services';
    return o.role === 'individual'
      ? `/individual/${o.slug}/${area}/promote/success/${serviceSlug}`
      : `/organization/${area}/promote/${o.slug}/success/${serviceSlug}`;
  },
};

/** The public page of a service (the public pages' feature owns it). */
export const publicServicePath = (kind: ServiceKind, serviceSlug: string) =>
  `/services/${kindSegment(kind)}/${serviceSlug}`;
