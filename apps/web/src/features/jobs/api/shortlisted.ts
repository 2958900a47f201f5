import type { ApplicantView, Page } from '@hctl/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { PIPELINE_PAGE_SIZE } from './applicants';
import { jobsKeys } from './keys';

/** GET /organization/{slug}/job/short-listed-candidates: a page of shortlisted candidates. */
export const fetchShortlisted = async (slug: string, page: number) =>
  (
    await get<Page<ApplicantView>>(
      `/organization/${slug}/job/short-listed-candidates?page=${page}&pageSize=${PIPELINE_PAGE_SIZE}`,
    )
  ).data;

export const shortlistedQuery = (slug: string, page = 1) =>
  queryOptions({
    queryKey: [...jobsKeys.shortlisted(slug), page],
    queryFn: () => fetchShortlisted(slug, page),
    placeholderData: keepPreviousData,
  });
