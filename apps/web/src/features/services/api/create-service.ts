import type { GalleryCreatedView, ServiceCreatedView, ServiceKind } from '@hctl/contracts';
import { upload } from '../../../lib/upload';
import { apiBase, type Owner } from './paths';

/**
 * POST /{role}/{slug}/service-post/create (or service-request, service-gallery): multipart, so the
 * photos, videos and documents go with the fields; `onProgress` hears the upload's percent.
 */
export const createService = <K extends ServiceKind>(v: {
  owner: Owner;
  kind: K;
  form: FormData;
  onProgress?: (percent: number) => void;
}) =>
  upload<K extends 'service_gallery' ? GalleryCreatedView : ServiceCreatedView>(
    `${apiBase(v.owner, v.kind)}/create`,
    v.form,
    v.onProgress,
  );
