import type { JobCountsView, JobPageView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../api-client';
import { sharedKeys } from './keys';

/** GET /organization/{slug}/job/{job}/show[?{role}_slug]: the job as this viewer may see it. */
export const fetchJob = async (slug: string, jobSlug: string, viewer = '') =>
  (await get<JobPageView>(`/organization/${slug}/job/${jobSlug}/show${viewer ? `?${viewer}` : ''}`)).data;

/** The job page (jobs' pages, and billing's promote and publish steps, which show the job's real state). */
export const jobQuery = (slug: string, jobSlug: string, viewer = '') =>
  queryOptions({
    // The viewer is part of the key: what a visitor, a candidate and the team see differ.
    queryKey: [...sharedKeys.job(slug, jobSlug), viewer],
    queryFn: () => fetchJob(slug, jobSlug, viewer),
  });

/** GET /organization/{slug}/job/jobCount: open, draft and archived job counts. */
export const fetchJobCounts = async (slug: string) =>
  (await get<JobCountsView>(`/organization/${slug}/job/jobCount`)).data;

export const jobCountsQuery = (slug: string) =>
  queryOptions({ queryKey: sharedKeys.jobCounts(slug), queryFn: () => fetchJobCounts(slug) });
