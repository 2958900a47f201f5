import type { AccountView } from '@hctl/contracts';
import { COVER_IMAGE } from '@hctl/contracts/constants';
import { upload } from '../../../lib/upload';

/** POST /individual/profile-image[?type=cover]: the photo or the cover image, with upload progress. */
export const uploadProfileImage = (v: {
  file: File;
  cover: boolean;
  onProgress: (percent: number) => void;
}) => {
  const form = new FormData();
  form.append('image', v.file);
  return upload<AccountView>(
    `/individual/profile-image${v.cover ? `?type=${COVER_IMAGE}` : ''}`,
    form,
    v.onProgress,
  );
};
