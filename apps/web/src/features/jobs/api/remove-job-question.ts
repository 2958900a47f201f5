import { api } from '../../../lib/api-client';

/** DELETE /organization/{slug}/job/{job}/testimonial/{uid}/delete: a screening question off the job. */
export const removeJobQuestion = (v: { slug: string; job: string; uid: string }) =>
  api<null>('DELETE', `/organization/${v.slug}/job/${v.job}/testimonial/${v.uid}/delete?type=question`);
