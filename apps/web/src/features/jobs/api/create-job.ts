import type { JobBody, JobCreatedView } from '@hctl/contracts';
import { api } from '../../../lib/api-client';

/** Where a created or updated job's `next` sends the user (spec §4). */
export const nextPath = (slug: string, jobSlug: string, next: JobCreatedView['next']) =>
  ({
    publish: `/organization/jobs/publish/${slug}/${jobSlug}`,
    questions: `/organization/jobs/create/questions/${slug}/${jobSlug}`,
    promote: `/organization/jobs/promote/${slug}/${jobSlug}`,
    details: `/organization/jobs/${slug}/details/${jobSlug}`,
  })[next];

/** POST /organization/{slug}/job/create (also a duplicate's copy). */
export const createJob = (slug: string, body: JobBody) =>
  api<JobCreatedView>('POST', `/organization/${slug}/job/create`, body);
