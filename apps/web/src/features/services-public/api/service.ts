import type { ServiceKind, ServiceView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { servicesPublicKeys } from './keys';
import { queryString } from './public-services';

/** The signed-in viewer's own slug, as the spec's show calls take it (`individual_slug` or `organization_slug`). */
export interface Viewer {
  role: 'individual' | 'organization' | 'super-admin';
  slug: string | null;
}

const viewerParams = (v: Viewer) =>
  !v.slug || v.role === 'super-admin'
    ? {}
    : v.role === 'organization'
      ? { organization_slug: v.slug }
      : { individual_slug: v.slug };

const PATHS: Record<ServiceKind, string> = {
  service_post: 'service-post',
  service_request: 'service-request',
  service_gallery: 'service-gallery',
};

/** GET {kind}/{serviceSlug}/show?{role}_slug=: a service's public page (spec §6, the viewer's own slug). */
export const fetchService = async (slug: string, kind: ServiceKind, viewer: Viewer) =>
  (
    await get<ServiceView>(
      `/${PATHS[kind]}/${encodeURIComponent(slug)}/show${queryString(viewerParams(viewer))}`,
    )
  ).data;

export const serviceQuery = (slug: string, kind: ServiceKind, viewer: Viewer) =>
  queryOptions({
    queryKey: servicesPublicKeys.service(slug, kind, `${viewer.role}:${viewer.slug ?? ''}`),
    queryFn: () => fetchService(slug, kind, viewer),
  });
