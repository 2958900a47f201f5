import type { SavedAttachmentsView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** GET /individual/resume-letter: saved resumes and cover letters. */
export const fetchAttachments = async () =>
  (await get<SavedAttachmentsView>('/individual/resume-letter')).data;

export const attachmentsQuery = () =>
  queryOptions({ queryKey: profileKeys.attachments, queryFn: fetchAttachments });
