import type { ResumeImportView } from '@hctl/contracts';
import { upload } from '../../../lib/upload';

/** POST /individual/resume-import: uploads a resume to be read in the background. */
export const startResumeImport = (v: { file: File; onProgress: (percent: number) => void }) => {
  const form = new FormData();
  form.append('file', v.file);
  return upload<ResumeImportView>('/individual/resume-import', form, v.onProgress);
};
