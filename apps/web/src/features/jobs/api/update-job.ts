import type { JobBody, JobUpdatedView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** POST /organization/{slug}/job/{job}/update. */
export const updateJob = (slug: string, jobSlug: string, body: JobBody) =>
  api<JobUpdatedView>('POST', `/organization/${slug}/job/${jobSlug}/update`, body);
