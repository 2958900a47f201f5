import type { ServiceKind, ServiceView } from '@hctl/contracts';
import { upload } from '../../../lib/upload';
import { apiBase, type Owner } from './paths';

/** POST /{role}/{slug}/service-post/{serviceSlug}/update: multipart (new files join the service's own). */
export const updateService = (v: {
  owner: Owner;
  kind: ServiceKind;
  serviceSlug: string;
  form: FormData;
  onProgress?: (percent: number) => void;
}) =>
  upload<ServiceView>(
    `${apiBase(v.owner, v.kind)}/${encodeURIComponent(v.serviceSlug)}/update`,
    v.form,
    v.onProgress,
  );
