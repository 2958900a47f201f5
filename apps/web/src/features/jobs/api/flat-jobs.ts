import type { JobOptionView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

/** GET /organization/{slug}/job/flat-list: every job's slug and title (the applicants page's picker). */
export const fetchFlatJobs = async (slug: string) =>
  (await get<JobOptionView[]>(`/organization/${slug}/job/flat-list`)).data;

export const flatJobsQuery = (slug: string) =>
  queryOptions({ queryKey: jobsKeys.flatJobs(slug), queryFn: () => fetchFlatJobs(slug) });
