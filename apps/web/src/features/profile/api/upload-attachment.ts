import type { UploadedFileView } from '@hctl/contracts';
import { upload } from '../../../lib/upload';

/** POST /individual/resume-letter: a resume or cover letter (PDF or DOCX), with upload progress. */
export const uploadAttachment = (v: {
  type: 'resume' | 'cover_letter';
  file: File;
  onProgress: (percent: number) => void;
}) => {
  const form = new FormData();
  form.append('type', v.type);
  form.append('file', v.file);
  return upload<UploadedFileView>('/individual/resume-letter', form, v.onProgress);
};
