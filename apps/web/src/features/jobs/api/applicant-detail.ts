import type { ApplicantDetailView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { jobsKeys } from './keys';

/** GET /organization/{slug}/job/{id}/applicant-detail: an application in full (the applicant drawer). */
export const fetchApplicantDetail = async (slug: string, id: number) =>
  (await get<ApplicantDetailView>(`/organization/${slug}/job/${id}/applicant-detail`)).data;

export const applicantDetailQuery = (slug: string, id: number) =>
  queryOptions({
    // Under the pipeline key: a status change or a new interview refreshes an open drawer too.
    queryKey: jobsKeys.applicant(slug, id),
    queryFn: () => fetchApplicantDetail(slug, id),
  });
