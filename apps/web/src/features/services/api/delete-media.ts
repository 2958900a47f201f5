import type { ServiceKind } from '@hctl/contracts';
import { del } from '../../../lib/api-client';
import { apiBase, type Owner } from './paths';

/** DELETE …/service-post/media/{id}/delete or …/document/{id}/delete. */
export const deleteMedia = (v: { owner: Owner; kind: ServiceKind; id: number; what: 'media' | 'document' }) =>
  del<unknown>(`${apiBase(v.owner, v.kind)}/${v.what}/${v.id}/delete`);
