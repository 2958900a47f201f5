import type { ServiceKind, ServiceView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
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

export const serviceQuery = (slug: string, kind: ServiceKind, viewer: Viewer) =>
  queryOptions({
    queryKey: servicesPublicKeys.service(slug, kind, `${viewer.role}:${viewer.slug ?? ''}`),
    queryFn: () => fetchService(slug, kind, viewer),
  });
