import type { FeaturedJobView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { contentKeys } from './keys';

/** GET /feature-jobs?perPage=6: promoted and latest published jobs. */
export const fetchFeaturedJobs = async () => (await get<FeaturedJobView[]>('/feature-jobs?perPage=6')).data;

export const featuredJobsQuery = () =>
  queryOptions({ queryKey: contentKeys.featuredJobs, queryFn: fetchFeaturedJobs });
