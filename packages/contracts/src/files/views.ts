import { z } from 'zod';

export const FILE_KINDS = [
  'profile_image',
  'cover_image',
  'resume',
  'cover_letter',
  'health_document',
  'resume_import',
  'org_logo',
  'org_video',
  'org_media',
  'message_attachment',
  'service_media',
  'service_document',
  'recommendation_video',
  'group_media',
  'ad_media',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** An uploaded file; `url` serves its bytes (GET /files/:id) to whoever may read them. */
export const uploadedFileView = z.object({
  id: z.number(),
  kind: z.enum(FILE_KINDS),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
  created_at: z.string(),
});
export type UploadedFileView = z.infer<typeof uploadedFileView>;

/** The caller's saved resumes and cover letters, newest first: by kind, and all together. */
export const savedAttachmentsView = z.object({
  resumes: z.array(uploadedFileView),
  cover_letters: z.array(uploadedFileView),
  attachments: z.array(uploadedFileView),
});
export type SavedAttachmentsView = z.infer<typeof savedAttachmentsView>;
