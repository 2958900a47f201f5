import type { ApplicantView, Page } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

/** GET /organization/{slug}/job/{job}/applicants: the first page of a job's applicants. */
export const fetchApplicants = async (slug: string, job: string | null) =>
  (await get<Page<ApplicantView>>(`/organization/${slug}/job/${job}/applicants?page=1&pageSize=10`)).data;

export const applicantsQuery = (slug: string, job: string | null) =>
  queryOptions({
    queryKey: jobsKeys.applicants(slug, job),
    enabled: Boolean(job),
    queryFn: () => fetchApplicants(slug, job),
  });
