import type { OrgInterviewView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

/** GET /organization/{slug}/job/interviews: the organization's scheduled interviews. */
export const fetchInterviews = async (slug: string) =>
  (await get<OrgInterviewView[]>(`/organization/${slug}/job/interviews`)).data;

export const interviewsQuery = (slug: string) =>
  queryOptions({ queryKey: jobsKeys.interviews(slug), queryFn: () => fetchInterviews(slug) });
