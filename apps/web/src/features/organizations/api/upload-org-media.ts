import type { OrgAccountView, OrgMediaView, OrgVideoView } from '@hctl/contracts';
import { upload } from '../../../lib/upload';

/** What each upload answers: the account (with its new logo), the video, or the new media item. */
interface Uploaded {
  logo: OrgAccountView;
  video: OrgVideoView;
  facility: OrgMediaView;
}

const TARGET = {
  logo: { path: 'logo', field: 'logo' },
  video: { path: 'video', field: 'video' },
  facility: { path: 'about-facility/upload', field: 'media' },
} as const;

/** POST /organization/{slug}/logo | video | about-facility/upload: a file, with upload progress. */
export const uploadOrgMedia = <K extends keyof Uploaded>(v: {
  slug: string;
  kind: K;
  file: File;
  onProgress: (percent: number) => void;
}) => {
  const form = new FormData();
  form.append(TARGET[v.kind].field, v.file);
  return upload<Uploaded[K]>(`/organization/${v.slug}/${TARGET[v.kind].path}`, form, v.onProgress);
};
