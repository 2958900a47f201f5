import type { MyInterviewView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

/** GET /individual/interviews: interviews to answer. */
export const fetchMyInterviews = async () => (await get<MyInterviewView[]>('/individual/interviews')).data;

export const myInterviewsQuery = () =>
  queryOptions({ queryKey: jobsKeys.myInterviews, queryFn: fetchMyInterviews });
