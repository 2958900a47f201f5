import type { ServiceKind } from '@hctl/contracts';
import { del } from '../../../lib/api-client';
import { apiBase, type Owner } from './paths';

/** DELETE …/service-post/delete?slug=: the service, its photos and documents. */
export const deleteService = (v: { owner: Owner; kind: ServiceKind; serviceSlug: string }) =>
  del<unknown>(`${apiBase(v.owner, v.kind)}/delete?slug=${encodeURIComponent(v.serviceSlug)}`);
