import type { ServiceKind, ServiceView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';
import { apiBase, type Owner } from './paths';

/** POST …/service-post/archive?slug= (a gallery: PUT …/service-gallery/archive, as the spec writes it). */
export const archiveService = (v: { owner: Owner; kind: ServiceKind; serviceSlug: string }) =>
  api<ServiceView>(
    v.kind === 'service_gallery' ? 'PUT' : 'POST',
    `${apiBase(v.owner, v.kind)}/archive?slug=${encodeURIComponent(v.serviceSlug)}`,
    {},
  );
