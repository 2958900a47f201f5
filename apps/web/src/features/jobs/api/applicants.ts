import type { ApplicantView, Page } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

export const PIPELINE_PAGE_SIZE = 10;

/**
 * GET /organization/{slug}/job/{job}/applicants: a page of a job's applicants, newest first; without
 * a status every one but those who withdrew (`status=withdrawn` lists those).
 */
export const fetchApplicants = async (slug: string, job: string | null, page: number, status = '') =>
  (
    await get<Page<ApplicantView>>(
      `/organization/${slug}/job/${job}/applicants?page=${page}&pageSize=${PIPELINE_PAGE_SIZE}${status ? `&status=${status}` : ''}`,
    )
  ).data;

export const applicantsQuery = (slug: string, job: string | null, page = 1, status = '') =>
  queryOptions({
    queryKey: [...jobsKeys.applicants(slug, job), status, page],
    enabled: Boolean(job),
    queryFn: () => fetchApplicants(slug, job, page, status),
    placeholderData: keepPreviousData,
  });
