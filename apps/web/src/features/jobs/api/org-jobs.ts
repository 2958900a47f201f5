import type { JobView, Page } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys, type OrgJobsFilter } from './keys';

/** GET /organization/{slug}/job: the organization's jobs, filtered, five a page. */
export const fetchOrgJobs = async (slug: string, q: OrgJobsFilter) =>
  (
    await get<Page<JobView>>(
      `/organization/${slug}/job?filter=${q.filter}&is_archived=${q.is_archived}&page=${q.page}&perPage=5${q.search ? `&search=${encodeURIComponent(q.search)}` : ''}`,
    )
  ).data;

export const orgJobsQuery = (slug: string, q: OrgJobsFilter) =>
  queryOptions({ queryKey: jobsKeys.orgJobs(slug, q), queryFn: () => fetchOrgJobs(slug, q) });
