import type { ApplicantView, Page } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

/** GET /organization/{slug}/job/short-listed-candidates: the first page of shortlisted candidates. */
export const fetchShortlisted = async (slug: string) =>
  (await get<Page<ApplicantView>>(`/organization/${slug}/job/short-listed-candidates?page=1&pageSize=10`))
    .data;

export const shortlistedQuery = (slug: string) =>
  queryOptions({ queryKey: jobsKeys.shortlisted(slug), queryFn: () => fetchShortlisted(slug) });
