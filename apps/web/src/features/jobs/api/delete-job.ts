import { api } from '../../../lib/api-client';

/** DELETE /organization/{slug}/job/{job}/delete: the job and its applications. */
export const deleteJob = (v: { slug: string; jobSlug: string }) =>
  api<null>('DELETE', `/organization/${v.slug}/job/${v.jobSlug}/delete`);
