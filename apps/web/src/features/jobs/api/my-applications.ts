import type { MyApplicationView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

/** GET /individual-job-listing: the person's applications with their status. */
export const fetchMyApplications = async () =>
  (await get<MyApplicationView[]>('/individual-job-listing')).data;

export const myApplicationsQuery = () =>
  queryOptions({ queryKey: jobsKeys.myApplications, queryFn: fetchMyApplications });
