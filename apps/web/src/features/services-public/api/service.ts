import type { ServiceKind, ServiceView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { firstFound } from '../../../lib/first-found';
import { queryString } from '../../../lib/query-string';
import { kindSegment } from '../../../lib/service-format';
import { servicesPublicKeys } from './keys';

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

/** GET {kind}/{serviceSlug}/show?{role}_slug=: a service's public page (spec §6, the viewer's own slug). */
export const fetchService = async (slug: string, kind: ServiceKind, viewer: Viewer) =>
  (
    await get<ServiceView>(
      `/${kindSegment(kind)}/${encodeURIComponent(slug)}/show${queryString(viewerParams(viewer))}`,
    )
  ).data;

/**
 * A link without `?type=` (a shared link often loses its query): a post, else a request, else a
 * gallery. Slugs are unique across kinds, so at most one answers.
 */
const fetchServiceOfAnyKind = (slug: string, viewer: Viewer) =>
  firstFound(
    (['service_post', 'service_request', 'service_gallery'] as const).map(
      (kind) => () => fetchService(slug, kind, viewer),
    ),
  );

/** A service's public page; `kind` null when the link did not say (see fetchServiceOfAnyKind). */
export const serviceQuery = (slug: string, kind: ServiceKind | null, viewer: Viewer) =>
  queryOptions({
    queryKey: servicesPublicKeys.service(slug, kind ?? 'any', `${viewer.role}:${viewer.slug ?? ''}`),
    queryFn: () => (kind ? fetchService(slug, kind, viewer) : fetchServiceOfAnyKind(slug, viewer)),
  });
