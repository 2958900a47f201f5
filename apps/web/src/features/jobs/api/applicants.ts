import type { ApplicantView, Page } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

export const PIPELINE_PAGE_SIZE = 10;

/** GET /organization/{slug}/job/{job}/applicants: a page of a job's applicants, newest first. */
export const fetchApplicants = async (slug: string, job: string | null, page: number) =>
  (
    await get<Page<ApplicantView>>(
      `/organization/${slug}/job/${job}/applicants?page=${page}&pageSize=${PIPELINE_PAGE_SIZE}`,
    )
  ).data;

export const applicantsQuery = (slug: string, job: string | null, page = 1) =>
  queryOptions({
    queryKey: [...jobsKeys.applicants(slug, job), page],
    enabled: Boolean(job),
    queryFn: () => fetchApplicants(slug, job, page),
    placeholderData: keepPreviousData,
  });
