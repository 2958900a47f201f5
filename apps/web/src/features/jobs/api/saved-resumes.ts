import type { SavedAttachmentsView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

/** GET /individual/resume-letter: the applicant's saved resumes to apply with. */
export const fetchSavedResumes = async () =>
  (await get<SavedAttachmentsView>('/individual/resume-letter')).data;

export const savedResumesQuery = () =>
  queryOptions({ queryKey: jobsKeys.savedResumes, queryFn: fetchSavedResumes });
